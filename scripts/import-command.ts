/**
 * What `npm run import` does once it has a Payload (scripts/import.ts): reads the arguments,
 * applies the file with the admin's checks, and tells a running shop to forget what it keeps.
 * Apart from the script so a test can run every kind against its own database in-process
 * (starting a process per kind cost most of a minute of CI).
 */
import fs from 'node:fs'

import type { Payload } from 'payload'

import {
  decodeCsvBytes,
  runCatalogImport,
  type CatalogImportRequest,
} from '../src/catalog/import/run-import'
import { summarizeErrors } from '../src/catalog/import/validate'
import { runCrossReferenceImport } from '../src/cross-reference/import'
import {
  parseShippingImport,
  shippingImportKinds,
  type ShippingImportKind,
} from '../src/checkout/shipping-import'
import { applyShippingImport } from '../src/checkout/shipping-import-apply'
import { systemActor } from '../src/platform/audit-trail'
import { internalSecret } from '../src/platform/secrets'
import { siteOrigin } from '../src/platform/site'

export const usage = `usage:
  npm run import -- parts <file.csv> [--full]
  npm run import -- pricelist <name> <file.csv>
  npm run import -- series <file.csv>
  npm run import -- cross-references <file.csv>
  npm run import -- shipping <zones|bands|family-rates|tax|item-rules|carriers> <file.csv>`

export type ImportCommand =
  | { request: Omit<CatalogImportRequest, 'csvText'>; file: string }
  | { shipping: ShippingImportKind; file: string }
  | { crossReferences: true; file: string }

/** Where the command writes: the console in the script, a list in a test. */
export type ImportOutput = { log: (line: string) => void; error: (line: string) => void }

export function parseImportArgs(argv: string[]): ImportCommand | string {
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
    case 'cross-references':
    case 'crossReferences':
      if (rest.length !== 1) return 'cross-references: give one CSV file'
      if (full) return '--full applies to parts only'
      return { crossReferences: true, file: rest[0] as string }
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
export async function notifyServer(env: NodeJS.ProcessEnv, output: ImportOutput): Promise<void> {
  const site = siteOrigin(env)
  const url = `${site}/api/internal/catalog-changed`
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'x-internal-secret': internalSecret(env) },
      signal: AbortSignal.timeout(10_000),
    })
    if (response.ok) output.log(`Server at ${site} forgot what the import changed.`)
    else output.log(`Note: ${url} answered ${response.status}; its pages refresh on their own.`)
  } catch {
    output.log(`Note: no server answered at ${site}; nothing to clear there.`)
  }
}

/** Reads the command's file; its problem as a line when it cannot. */
export function readImportFile(command: ImportCommand): Buffer | string {
  try {
    return fs.readFileSync(command.file)
  } catch (error) {
    return `cannot read ${command.file}: ${(error as Error).message}`
  }
}

/** Applies one import: 0 when done, 1 when the file was rejected (nothing changed). */
export async function applyImportCommand(
  payload: Payload,
  command: ImportCommand,
  bytes: Buffer,
  output: ImportOutput,
): Promise<number> {
  if ('shipping' in command) {
    const parsed = parseShippingImport(command.shipping, decodeCsvBytes(bytes))
    if (!parsed.ok) {
      output.error(`${command.file} rejected; nothing was changed:`)
      output.error(summarizeErrors(parsed.errors))
      return 1
    }
    output.log(
      `Imported ${await applyShippingImport(payload, parsed.table, systemActor('npm run import'))}.`,
    )
    return 0
  }
  const started = Date.now()
  const outcome =
    'crossReferences' in command
      ? await runCrossReferenceImport(payload, { csvText: decodeCsvBytes(bytes) })
      : await runCatalogImport(
          payload,
          { ...command.request, csvText: decodeCsvBytes(bytes) },
          { actor: systemActor('npm run import') },
        )
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (!outcome.ok) {
    output.error(`${command.file} rejected; nothing was changed:`)
    output.error(outcome.report)
    return 1
  }
  // peak resident memory of this process (resourceUsage reports kilobytes)
  const peakMb = Math.round(process.resourceUsage().maxRSS / 1024)
  output.log(`${outcome.summary} (${seconds} s, ${peakMb} MB peak memory)`)
  return 0
}
