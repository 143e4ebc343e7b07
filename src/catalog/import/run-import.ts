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
import type { PriceListEntry } from '@/pricing/price'

import { storedSuccessors } from './import-store'
import {
  successorProblems,
  summarizeErrors,
  validatePartsFile,
  validatePriceListFile,
  validateSeriesFile,
  type ImportError,
  type ImportedPart,
  type ImportedSeries,
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

  // the family slugs first: the parsed file is checked synchronously and dropped (500,000
  // parsed rows would otherwise stay in memory, and in every garbage collection, to the end)
  const familySlugs =
    request.kind === 'parts' || request.kind === 'series' ? await loadFamilySlugs(payload) : null
  const checked = checkFile(request, familySlugs ?? new Set())
  if (!checked.ok) return rejected(checked.errors)

  switch (checked.kind) {
    case 'parts': {
      if (checked.successorLines) {
        const stored = await storedSuccessors(payload)
        const problems = successorProblems(checked.rows, checked.successorLines, (pn) =>
          stored.has(pn) ? { successor: stored.get(pn) ?? null } : undefined,
        )
        if (problems.length > 0) return rejected(problems)
      }
      const counts = await applyPartsImport(payload, checked.rows, {
        ...options,
        fullCatalogue: !!request.fullCatalogue,
      })
      return done({ kind: 'parts', ...counts })
    }
    case 'priceList': {
      const counts = await applyPriceListImport(payload, priceList, checked.rows, options)
      return done({ kind: 'priceList', priceList, ...counts })
    }
    case 'series': {
      const counts = await applySeriesImport(payload, checked.rows, options)
      return done({ kind: 'series', ...counts })
    }
  }
}

type CheckedFile =
  | {
      ok: true
      kind: 'parts'
      rows: ImportedPart[]
      /** With a successor column: each part's line, for the successors' check. */
      successorLines?: Map<string, number>
    }
  | { ok: true; kind: 'priceList'; rows: PriceListEntry[] }
  | { ok: true; kind: 'series'; rows: ImportedSeries[] }
  | { ok: false; errors: ImportError[] }

/** Parses and validates the file: its typed rows, or every problem with its line. */
function checkFile(request: CatalogImportRequest, familySlugs: ReadonlySet<string>): CheckedFile {
  const refused = (errors: ImportError[]): CheckedFile => ({ ok: false, errors })
  let csv: ParsedCsv
  try {
    csv = parseCsv(request.csvText)
  } catch (error) {
    if (error instanceof CsvParseError) {
      return refused([{ line: error.line, reason: error.message.replace(/^line \d+: /, '') }])
    }
    throw error
  }
  if (csv.header.length === 0) return refused([{ line: 1, reason: 'the file is empty' }])

  switch (request.kind) {
    case 'parts': {
      const result = validatePartsFile(csv, { familySlugs })
      if (!result.ok) return refused(result.errors)
      // A header alone would make every part unavailable (full) or do nothing: refuse it.
      if (result.rows.length === 0) return refused([{ line: 2, reason: 'the file has no parts' }])
      if (!csv.header.includes('successor')) return { ok: true, kind: 'parts', rows: result.rows }
      const successorLines = new Map(
        csv.rows.map((row) => [(row.values.pn ?? '').trim().toUpperCase(), row.line]),
      )
      return { ok: true, kind: 'parts', rows: result.rows, successorLines }
    }
    case 'priceList': {
      const result = validatePriceListFile(csv)
      if (!result.ok) return refused(result.errors)
      if (result.rows.length === 0) {
        return refused([{ line: 2, reason: 'the file has no entries' }])
      }
      return { ok: true, kind: 'priceList', rows: result.rows }
    }
    case 'series': {
      const result = validateSeriesFile(csv, { familySlugs })
      if (!result.ok) return refused(result.errors)
      // The file replaces every series: an empty one would delete them all.
      if (result.rows.length === 0) return refused([{ line: 2, reason: 'the file has no series' }])
      return { ok: true, kind: 'series', rows: result.rows }
    }
    default:
      return refused([{ line: 0, reason: `unknown import kind ${JSON.stringify(request.kind)}` }])
  }
}

function done(counts: CatalogImportCounts): CatalogImportOutcome {
  return { ok: true, summary: describeCounts(counts), counts }
}
