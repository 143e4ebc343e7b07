/**
 * Catalogue import from the command line (the same checks and writes as an admin upload):
 *
 *   npm run import -- parts file.csv [--full]
 *   npm run import -- pricelist OEM file.csv
 *   npm run import -- series file.csv
 *   npm run import -- shipping <zones|bands|family-rates|tax|item-rules|carriers> file.csv
 *
 * Prints what changed (with the seconds it took and the process's peak memory), or every
 * rejected row as `line N: reason` and exits 1 (nothing is changed). A running server keeps
 * what it read (pages, quote tables, search answers): after an import of every kind it is told
 * to forget it (POST /api/internal/catalog-changed at the shop's origin: SITE_URL, else
 * localhost:PORT), on each of its instances, and to purge the front.
 * Run through scripts/run-ts.mjs.
 */
import fs from 'node:fs'

import { getPayload } from 'payload'

import config from '../src/payload.config'
import {
  decodeCsvBytes,
  runCatalogImport,
  type CatalogImportRequest,
} from '../src/catalog/import/run-import'
import { summarizeErrors } from '../src/catalog/import/validate'
import {
  parseShippingImport,
  shippingImportKinds,
  type ShippingImportKind,
} from '../src/checkout/shipping-import'
import { applyShippingImport } from '../src/checkout/shipping-import-apply'
import { systemActor } from '../src/platform/audit-trail'
import { internalSecret } from '../src/platform/secrets'
import { siteOrigin } from '../src/platform/site'

const usage = `usage:
  npm run import -- parts <file.csv> [--full]
  npm run import -- pricelist <name> <file.csv>
  npm run import -- series <file.csv>
  npm run import -- shipping <zones|bands|family-rates|tax|item-rules|carriers> <file.csv>`

type Command =
  | { request: Omit<CatalogImportRequest, 'csvText'>; file: string }
  | { shipping: ShippingImportKind; file: string }

function parseArgs(argv: string[]): Command | string {
  const full = argv.includes('--full')
  const unknown = argv.filter((arg) => arg.startsWith('--') && arg !== '--full')
  if (unknown.length > 0) return `unknown option ${unknown.join(', ')}`
  const [kind, ...rest] = argv.filter((arg) => !arg.startsWith('--'))
  switch (kind) {
    case 'parts':
      if (rest.length !== 1) return 'parts: give one CSV file'
      return { request: { kind: 'parts', fullCatalogue: full }, file: rest[0] as string }
    case 'pricelist':
    case 'price-list':
    case 'priceList':
      if (rest.length !== 2) return 'pricelist: give the list name and one CSV file'
      if (full) return '--full applies to parts only'
      return { request: { kind: 'priceList', priceList: rest[0] }, file: rest[1] as string }
    case 'series':
      if (rest.length !== 1) return 'series: give one CSV file'
      if (full) return '--full applies to parts only'
      return { request: { kind: 'series' }, file: rest[0] as string }
    case 'shipping': {
      const [table, file] = rest
      if (rest.length !== 2 || !shippingImportKinds.includes(table as ShippingImportKind)) {
        return `shipping: give one of ${shippingImportKinds.join(', ')} and one CSV file`
      }
      if (full) return '--full applies to parts only'
      return { shipping: table as ShippingImportKind, file: file as string }
    }
    default:
      return kind ? `unknown import kind "${kind}"` : 'nothing to import'
  }
}

/** Asks a running server to forget what it keeps; a note (not an error) when none answers. */
async function notifyServer(): Promise<void> {
  const site = siteOrigin()
  const url = `${site}/api/internal/catalog-changed`
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'x-internal-secret': internalSecret() },
      signal: AbortSignal.timeout(10_000),
    })
    if (response.ok) console.log(`Server at ${site} forgot what the import changed.`)
    else console.log(`Note: ${url} answered ${response.status}; its pages refresh on their own.`)
  } catch {
    console.log(`Note: no server answered at ${site}; nothing to clear there.`)
  }
}

async function main(): Promise<number> {
  const command = parseArgs(process.argv.slice(2))
  if (typeof command === 'string') {
    console.error(`${command}\n${usage}`)
    return 2
  }
  let bytes: Buffer
  try {
    bytes = fs.readFileSync(command.file)
  } catch (error) {
    console.error(`cannot read ${command.file}: ${(error as Error).message}`)
    return 2
  }

  const payload = await getPayload({ config, disableOnInit: true })
  if ('shipping' in command) {
    try {
      const parsed = parseShippingImport(command.shipping, decodeCsvBytes(bytes))
      if (!parsed.ok) {
        console.error(`${command.file} rejected; nothing was changed:`)
        console.error(summarizeErrors(parsed.errors))
        return 1
      }
      console.log(
        `Imported ${await applyShippingImport(payload, parsed.table, systemActor('npm run import'))}.`,
      )
    } finally {
      await payload.destroy?.()
    }
    // the quote API keeps these tables in memory: without this it priced carts from the old ones
    await notifyServer()
    return 0
  }
  try {
    const started = Date.now()
    const outcome = await runCatalogImport(
      payload,
      { ...command.request, csvText: decodeCsvBytes(bytes) },
      { actor: systemActor('npm run import') },
    )
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    if (!outcome.ok) {
      console.error(`${command.file} rejected; nothing was changed:`)
      console.error(outcome.report)
      return 1
    }
    // peak resident memory of this process (resourceUsage reports kilobytes)
    const peakMb = Math.round(process.resourceUsage().maxRSS / 1024)
    console.log(`${outcome.summary} (${seconds} s, ${peakMb} MB peak memory)`)
  } finally {
    await payload.destroy?.()
  }
  await notifyServer()
  return 0
}

try {
  process.exitCode = await main()
} catch (error) {
  console.error(error)
  process.exitCode = 1
}
process.exit(process.exitCode ?? 0)
