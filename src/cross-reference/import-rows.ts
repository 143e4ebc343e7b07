/**
 * The cross-reference CSV file (business rules §11), pure: columns maker, their_pn, our_pn,
 * quantity, match, note_en, note_es. All or nothing like the catalogue's imports
 * (`catalog/import/validate.ts`): the typed rows only when every row is good, else every problem
 * with the line its record starts on. The file replaces the whole table.
 *
 * A row is refused for an empty maker, a their pn that is empty, longer than 60 characters or
 * not printable, a pn of ours that the catalogue does not have, an unknown match, a quantity
 * other than 1 outside a kit (or below 1 in one), and a duplicate: the same maker, their-pn
 * key and pn of ours as an earlier line. A kit is the rows of match `kit` sharing maker and
 * their pn; the same maker and their pn never mixes a kit with other matches.
 */
import type { CsvRow, ParsedCsv } from '@/catalog/import/csv'
import type { ImportError, ImportResult } from '@/catalog/import/validate'
import type { PnIndex } from '@/catalog/part-number'
import { normalizeSlug } from '@/content/slug'

import { isMatchKind, matchKinds, type MatchKind } from './matches'
import { theirPnKey, theirPnProblem, theirPnProblemText } from './their-pn'

export type ImportedCrossReference = {
  maker: string
  /** The maker's record is found (or made) by this slug: `Allen-Bradley` → `allen-bradley`. */
  makerSlug: string
  theirPn: string
  theirPnKey: string
  pn: string
  quantity: number
  match: MatchKind
  noteEn: string
  noteEs: string
}

export const crossReferenceColumns = {
  required: ['maker', 'their_pn', 'our_pn', 'match'],
  optional: ['quantity', 'note_en', 'note_es'],
} as const

export const maxMakerLength = 80
export const maxNoteLength = 500
const maxErrors = 1000

const show = (value: string) => JSON.stringify(value)

function cell(row: CsvRow, column: string): string {
  return (Object.hasOwn(row.values, column) ? row.values[column] : undefined)?.trim() ?? ''
}

/** A whole number ≥ 1 as typed (`2`, `2.0`), or null. */
function wholeNumber(raw: string): number | null {
  if (!/^\d+(?:\.0+)?$/.test(raw)) return null
  const value = Number(raw)
  return Number.isSafeInteger(value) && value >= 1 ? value : null
}

/**
 * Checks a parsed cross-reference file against our part numbers (`createPnIndex` over every
 * pn of the catalogue: a pn of ours typed with other separators or case is read as the one it
 * means).
 */
export function validateCrossReferenceFile(
  csv: ParsedCsv,
  ours: PnIndex,
): ImportResult<ImportedCrossReference> {
  const errors: ImportError[] = []
  let omitted = 0
  const add = (line: number, reason: string) => {
    if (errors.length < maxErrors) errors.push({ line, reason })
    else omitted++
  }

  const known = new Set<string>([
    ...crossReferenceColumns.required,
    ...crossReferenceColumns.optional,
  ])
  const seenColumns = new Set<string>()
  for (const column of csv.header) {
    if (column === '') continue
    if (seenColumns.has(column)) add(1, `duplicate column ${show(column)}`)
    else if (!known.has(column)) {
      add(1, `unknown column ${show(column)} (expected ${[...known].join(', ')})`)
    }
    seenColumns.add(column)
  }
  for (const column of crossReferenceColumns.required) {
    if (!seenColumns.has(column)) add(1, `missing required column ${show(column)}`)
  }
  if (errors.length > 0) return { ok: false, errors }

  const rows: ImportedCrossReference[] = []
  // maker slug + their-pn key + our pn → first line; maker slug + their-pn key → kind and line
  const firstLine = new Map<string, number>()
  const groups = new Map<string, { kit: boolean; line: number }>()

  for (const row of csv.rows) {
    const reasons: string[] = []
    if (row.extraValues && row.extraValues.length > 0) {
      reasons.push(`values in a column without a header (an unquoted comma?)`)
    }
    const maker = cell(row, 'maker')
    const makerSlug = normalizeSlug(maker)
    if (maker === '') reasons.push('the maker is empty')
    else if (maker.length > maxMakerLength) {
      reasons.push(`the maker is longer than ${maxMakerLength} characters`)
    } else if (makerSlug === '') reasons.push(`maker ${show(maker)} has no letter or digit`)

    const theirPn = cell(row, 'their_pn')
    const problem = theirPnProblem(theirPn)
    if (problem) reasons.push(theirPnProblemText[problem].en)

    const typedPn = cell(row, 'our_pn')
    const resolved = ours.resolve(typedPn)
    let pn = ''
    if (typedPn === '') reasons.push('our pn is empty')
    else if (resolved.kind === 'exact' || resolved.kind === 'match') pn = resolved.pn
    else if (resolved.kind === 'ambiguous') {
      reasons.push(`our pn ${show(typedPn)} could be ${resolved.pns.join(' or ')}`)
    } else reasons.push(`unknown pn of ours ${show(typedPn)}`)

    const typedMatch = cell(row, 'match').toLowerCase()
    const match = isMatchKind(typedMatch) ? typedMatch : null
    if (!match) {
      reasons.push(`unknown match ${show(cell(row, 'match'))} (expected ${matchKinds.join(', ')})`)
    }

    const typedQuantity = cell(row, 'quantity')
    let quantity = 1
    if (typedQuantity !== '') {
      const value = wholeNumber(typedQuantity)
      if (match === 'kit') {
        if (value === null)
          reasons.push(`quantity ${show(typedQuantity)} is not a whole number ≥ 1`)
        else quantity = value
      } else if (value !== 1 && match !== null) {
        reasons.push(`quantity ${show(typedQuantity)}: only a kit has a quantity other than 1`)
      }
    }

    const noteEn = cell(row, 'note_en')
    const noteEs = cell(row, 'note_es')
    for (const [column, note] of [
      ['note_en', noteEn],
      ['note_es', noteEs],
    ] as const) {
      if (note.length > maxNoteLength) {
        reasons.push(`${column} is longer than ${maxNoteLength} characters`)
      }
    }

    const key = problem ? '' : theirPnKey(theirPn)
    if (reasons.length === 0 && match) {
      const group = `${makerSlug}\u0000${key}`
      const same = `${group}\u0000${pn}`
      const earlier = firstLine.get(same)
      if (earlier !== undefined) {
        reasons.push(
          `duplicate of line ${earlier}: ${maker} ${show(theirPn)} → ${pn} is there already`,
        )
      } else firstLine.set(same, row.line)
      const kind = groups.get(group)
      if (kind && kind.kit !== (match === 'kit')) {
        reasons.push(
          `${maker} ${show(theirPn)} is ${kind.kit ? 'a kit' : 'not a kit'} on line ${kind.line}: a kit is never mixed with other matches`,
        )
      } else if (!kind) groups.set(group, { kit: match === 'kit', line: row.line })
    }

    if (reasons.length > 0) {
      for (const reason of reasons) add(row.line, reason)
      continue
    }
    rows.push({
      maker,
      makerSlug,
      theirPn,
      theirPnKey: key,
      pn,
      quantity,
      match: match as MatchKind,
      noteEn,
      noteEs,
    })
  }

  if (errors.length === 0 && omitted === 0 && rows.length === 0) {
    // the file replaces the table: a header alone would empty it
    add(2, 'the file has no cross-references')
  }
  if (omitted > 0) {
    errors.push({ line: 0, reason: `… and ${omitted} more ${omitted === 1 ? 'error' : 'errors'}` })
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows }
}
