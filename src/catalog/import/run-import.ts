/**
 * One catalogue import file, end to end: parse, validate (family slugs from the products
 * collection), apply in one transaction. Used by the admin upload (catalog-imports), the CLI
 * (`npm run import`) and tests. A rejected file changes nothing.
 */
import type { Payload } from 'payload'

import {
  applyPartsImport,
  applyPriceListImport,
  applySeriesImport,
  type ApplyOptions,
  type PartsImportCounts,
  type PriceListImportCounts,
  type SeriesImportCounts,
} from './apply'
import { CsvParseError, parseCsv, type ParsedCsv } from './csv'
import {
  summarizeErrors,
  validatePartsFile,
  validatePriceListFile,
  validateSeriesFile,
  type ImportError,
} from './validate'

export type CatalogImportKind = 'parts' | 'priceList' | 'series'

export type CatalogImportRequest = {
  kind: CatalogImportKind
  csvText: string
  /** The price list's name (kind 'priceList'), e.g. 'OEM'. */
  priceList?: string | null
  /** Parts missing from the file become unavailable (kind 'parts'). */
  fullCatalogue?: boolean | null
}

export type CatalogImportCounts =
  | ({ kind: 'parts' } & PartsImportCounts)
  | ({ kind: 'priceList'; priceList: string } & PriceListImportCounts)
  | ({ kind: 'series' } & SeriesImportCounts)

export type CatalogImportOutcome =
  | { ok: true; summary: string; counts: CatalogImportCounts }
  | { ok: false; errors: ImportError[]; report: string }

function rejected(errors: ImportError[]): CatalogImportOutcome {
  return { ok: false, errors, report: summarizeErrors(errors) }
}

const number = new Intl.NumberFormat('en-US')

function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${number.format(count)} ${count === 1 ? noun : nouns}`
}

/** One line for staff: what the import changed. */
export function describeCounts(counts: CatalogImportCounts): string {
  switch (counts.kind) {
    case 'parts': {
      const total = counts.inserted + counts.updated + counts.unchanged
      const unavailable =
        counts.unavailable > 0
          ? `; ${plural(counts.unavailable, 'part')} missing from the file made unavailable`
          : ''
      return `${plural(total, 'part')} imported: ${number.format(counts.inserted)} new, ${number.format(counts.updated)} updated, ${number.format(counts.unchanged)} unchanged${unavailable}`
    }
    case 'priceList':
      return `Price list "${counts.priceList}"${counts.created ? ' (new)' : ''}: ${plural(counts.entries, 'entry', 'entries')} (replacing ${number.format(counts.replaced)})`
    case 'series':
      return `${plural(counts.series, 'series', 'series')} imported: ${number.format(counts.inserted)} new, ${number.format(counts.updated)} updated, ${number.format(counts.deleted)} deleted`
  }
}

/**
 * A CSV file's text: UTF-8 (with or without a byte-order mark), or Windows-1252 when the bytes
 * are not valid UTF-8 (what Excel writes with "CSV" rather than "CSV UTF-8").
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

/** Slugs of every product family (drafts included: a part may belong to a family not yet published). */
export async function loadFamilySlugs(payload: Payload): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'products',
    pagination: false,
    depth: 0,
    select: { slug: true },
    overrideAccess: true,
  })
  return new Set(docs.flatMap((doc) => (doc.slug ? [doc.slug] : [])))
}

export async function runCatalogImport(
  payload: Payload,
  request: CatalogImportRequest,
  options: ApplyOptions = {},
): Promise<CatalogImportOutcome> {
  const priceList = request.priceList?.trim() ?? ''
  if (request.kind === 'priceList' && priceList === '') {
    return rejected([{ line: 0, reason: 'a price list name is required (e.g. OEM)' }])
  }

  let csv: ParsedCsv
  try {
    csv = parseCsv(request.csvText)
  } catch (error) {
    if (error instanceof CsvParseError) {
      return rejected([{ line: error.line, reason: error.message.replace(/^line \d+: /, '') }])
    }
    throw error
  }
  if (csv.header.length === 0) return rejected([{ line: 1, reason: 'the file is empty' }])

  switch (request.kind) {
    case 'parts': {
      const result = validatePartsFile(csv, { familySlugs: await loadFamilySlugs(payload) })
      if (!result.ok) return rejected(result.errors)
      // A header alone would make every part unavailable (full) or do nothing: refuse it.
      if (result.rows.length === 0) return rejected([{ line: 2, reason: 'the file has no parts' }])
      const counts = await applyPartsImport(payload, result.rows, {
        ...options,
        fullCatalogue: !!request.fullCatalogue,
      })
      return done({ kind: 'parts', ...counts })
    }
    case 'priceList': {
      const result = validatePriceListFile(csv)
      if (!result.ok) return rejected(result.errors)
      if (result.rows.length === 0) {
        return rejected([{ line: 2, reason: 'the file has no entries' }])
      }
      const counts = await applyPriceListImport(payload, priceList, result.rows, options)
      return done({ kind: 'priceList', priceList, ...counts })
    }
    case 'series': {
      const result = validateSeriesFile(csv, { familySlugs: await loadFamilySlugs(payload) })
      if (!result.ok) return rejected(result.errors)
      // The file replaces every series: an empty one would delete them all.
      if (result.rows.length === 0) return rejected([{ line: 2, reason: 'the file has no series' }])
      const counts = await applySeriesImport(payload, result.rows, options)
      return done({ kind: 'series', ...counts })
    }
    default:
      return rejected([{ line: 0, reason: `unknown import kind ${JSON.stringify(request.kind)}` }])
  }
}

function done(counts: CatalogImportCounts): CatalogImportOutcome {
  return { ok: true, summary: describeCounts(counts), counts }
}
