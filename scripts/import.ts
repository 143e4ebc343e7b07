/**
 * Catalogue import from the command line (the same checks and writes as an admin upload):
 *
 *   npm run import -- parts file.csv [--full]
 *   npm run import -- pricelist OEM file.csv
 *   npm run import -- series file.csv
 *   npm run import -- cross-references file.csv
 *   npm run import -- shipping <zones|bands|family-rates|tax|item-rules|carriers> file.csv
 *
 * Prints what changed (with the seconds it took and the process's peak memory), or every
 * rejected row as `line N: reason` and exits 1 (nothing is changed). A running server keeps
 * what it read (pages, quote tables, search answers): after an import of every kind it is told
 * to forget it (POST /api/internal/catalog-changed at the shop's origin: SITE_URL, else
 * localhost:PORT), on each of its instances, and to purge the front.
 * Run through scripts/run-ts.mjs.
 */
import { getPayload } from 'payload'

import config from '../src/payload.config'
import {
  applyImportCommand,
  notifyServer,
  parseImportArgs,
  readImportFile,
  usage,
  type ImportOutput,
} from './import-command'

const output: ImportOutput = { log: console.log, error: console.error }

async function main(): Promise<number> {
  const command = parseImportArgs(process.argv.slice(2))
  if (typeof command === 'string') {
    console.error(`${command}\n${usage}`)
    return 2
  }
  const bytes = readImportFile(command)
  if (typeof bytes === 'string') {
    console.error(bytes)
    return 2
  }
  const payload = await getPayload({ config, disableOnInit: true })
  let code: number
  try {
    code = await applyImportCommand(payload, command, bytes, output)
  } finally {
    await payload.destroy?.()
  }
  // every kind: the quote API keeps shipping and tax tables in memory, pages and search keep
  // parts; without this a running shop priced carts from the old tables
  if (code === 0) await notifyServer(process.env, output)
  return code
}

try {
  process.exitCode = await main()
} catch (error) {
  console.error(error)
  process.exitCode = 1
}
process.exit(process.exitCode ?? 0)
