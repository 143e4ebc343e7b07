#!/usr/bin/env node
/**
 * Writes src/account/regions-data.json: the first-level regions address forms choose from for the
 * US, Canada and Mexico, taken from the iso-3166-2 package. The package is one file holding every
 * country's subdivisions (~58 kB gzip); the shop only needs these three lists, so they are generated
 * once and committed, and `countries.ts` (imported by client forms) reads the JSON instead.
 *
 *   node scripts/regions-data.mjs          # regenerate after upgrading iso-3166-2
 *
 * `src/account/regions-data.test.ts` recomputes the lists with `regionsData()` and fails if the
 * committed JSON differs.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import iso3166 from 'iso-3166-2'

/** @typedef {{ code: string, name: string }} Region */

/**
 * A country's subdivisions: ISO 3166-2 codes without the country prefix ('PA', 'ON', 'JAL'),
 * sorted by name.
 * @param {string} country
 * @param {readonly string[]} [exclude]
 * @returns {Region[]}
 */
function regionsOf(country, exclude = []) {
  const prefix = `${country}-`
  /** @type {Record<string, { name: string }>} */
  const sub = iso3166.data[country]?.sub ?? {}
  return Object.entries(sub)
    .map(([code, { name }]) => ({ code: code.slice(prefix.length), name }))
    .filter((region) => !exclude.includes(region.code))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
}

/**
 * The three lists as `regions-data.json` holds them.
 * @returns {{ US: Region[], CA: Region[], MX: Region[] }}
 */
export function regionsData() {
  return {
    // ISO lists the US Minor Outlying Islands (UM) as a US subdivision; USPS does not deliver there.
    US: regionsOf('US', ['UM']),
    CA: regionsOf('CA'),
    MX: regionsOf('MX'),
  }
}

/** The file's exact text (what the test compares with too). */
export function regionsDataText() {
  return `${JSON.stringify(regionsData(), null, 2)}\n`
}

export const regionsDataPath = fileURLToPath(
  new URL('../src/account/regions-data.json', import.meta.url),
)

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(regionsDataPath, regionsDataText())
  const data = regionsData()
  console.log(
    `wrote ${path.relative(process.cwd(), regionsDataPath)}: ` +
      `US ${data.US.length}, CA ${data.CA.length}, MX ${data.MX.length}`,
  )
}
