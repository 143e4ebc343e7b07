/**
 * The cross-reference table as a CSV file (the admin's export), pure: the import's columns in
 * the import's order, so an exported file imports again unchanged. Written as stored: no
 * apostrophe before a leading `-` or `=` (staff's own data, read back by the import).
 */
import { csvDocument } from '@/platform/csv-write'

import type { StoredCrossReference } from './cross-reference-store'
import { crossReferenceColumns } from './import-rows'

export const exportColumns = [
  'maker',
  'their_pn',
  'our_pn',
  'quantity',
  'match',
  'note_en',
  'note_es',
] as const satisfies readonly (
  (typeof crossReferenceColumns.required)[number] | (typeof crossReferenceColumns.optional)[number]
)[]

export function crossReferenceCsv(rows: readonly StoredCrossReference[]): string {
  return csvDocument(
    exportColumns,
    rows.map((row) => [
      row.maker,
      row.theirPn,
      row.pn,
      row.quantity,
      row.match,
      row.note.en,
      row.note.es,
    ]),
    { guardFormulas: false },
  )
}
