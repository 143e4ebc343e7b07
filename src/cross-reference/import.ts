/**
 * A cross-reference CSV file, end to end (business rules §11): parse, check every row against
 * our part numbers (`import-rows.ts`), replace the whole table in one transaction
 * (`replaceCrossReferences`), then forget what is kept (here and on every instance) and let the
 * catalogue's pages and search answers go. A rejected file changes nothing. Used by the admin
 * upload (`crossReferenceImportKind`, a kind of catalog-imports), `npm run import --
 * cross-references file.csv`, the seed and tests.
 */
import type { Payload } from 'payload'

import type { ImportKindPlugin } from '@/catalog/collections/catalog-imports'
import { afterCatalogChange } from '@/catalog/import/apply'
import { CsvParseError, parseCsv, type ParsedCsv } from '@/catalog/import/csv'
import { summarizeErrors, type ImportError } from '@/catalog/import/validate'
import { createPnIndex } from '@/catalog/part-number'

import { allOurPns, replaceCrossReferences } from './cross-reference-store'
import { validateCrossReferenceFile, type ImportedCrossReference } from './import-rows'
import { forgetCrossReferences } from './memory'

export type CrossReferenceImportOutcome =
  | { ok: true; summary: string; rows: number; makers: number; replaced: number }
  | { ok: false; errors: ImportError[]; report: string }

const number = new Intl.NumberFormat('en-US')

function rejected(errors: ImportError[]): CrossReferenceImportOutcome {
  return { ok: false, errors, report: summarizeErrors(errors) }
}

/** Parses and checks a file: its rows, or every problem by line. */
export async function checkCrossReferenceFile(
  payload: Payload,
  csvText: string,
): Promise<{ ok: true; rows: ImportedCrossReference[] } | { ok: false; errors: ImportError[] }> {
  let csv: ParsedCsv
  try {
    csv = parseCsv(csvText)
  } catch (error) {
    if (error instanceof CsvParseError) {
      return {
        ok: false,
        errors: [{ line: error.line, reason: error.message.replace(/^line \d+: /, '') }],
      }
    }
    throw error
  }
  if (csv.header.length === 0)
    return { ok: false, errors: [{ line: 1, reason: 'the file is empty' }] }
  return validateCrossReferenceFile(csv, createPnIndex(await allOurPns(payload)))
}

/** Writes checked rows (the seed's demo table goes here directly). */
export async function applyCrossReferenceImport(
  payload: Payload,
  rows: readonly ImportedCrossReference[],
  options: { refresh?: boolean } = {},
): Promise<{ rows: number; makers: number; replaced: number }> {
  const written = await replaceCrossReferences(payload, rows)
  if (options.refresh !== false) {
    forgetCrossReferences()
    // search answers, part pages and the front may show equivalents: they go too
    await afterCatalogChange(payload)
  }
  return { rows: written.after, makers: written.makers, replaced: written.before }
}

export async function runCrossReferenceImport(
  payload: Payload,
  request: { csvText: string },
  options: { refresh?: boolean } = {},
): Promise<CrossReferenceImportOutcome> {
  const checked = await checkCrossReferenceFile(payload, request.csvText)
  if (!checked.ok) return rejected(checked.errors)
  const written = await applyCrossReferenceImport(payload, checked.rows, options)
  const summary = `${number.format(written.rows)} cross-references of ${number.format(written.makers)} makers imported (replacing ${number.format(written.replaced)})`
  return { ok: true, summary, ...written }
}

/** The admin upload's kind (catalog-imports): editors and admins write it, sales read it. */
export const crossReferenceImportKind: ImportKindPlugin = {
  value: 'crossReferences',
  label: { en: 'Cross-references', es: 'Referencias cruzadas' },
  roles: { write: ['editor'], read: ['editor', 'sales'] },
  run: (payload, request) => runCrossReferenceImport(payload, request),
}
