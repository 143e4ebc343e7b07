/**
 * Validation of catalog import files (parts, price list, series), pure: no framework or
 * database imports.
 *
 * Every validator is all-or-nothing: it returns the typed rows only when the whole file is
 * valid, otherwise every problem found (several per row when a row has several), each with
 * the physical line number where its record starts. File-level problems (missing, unknown or
 * duplicate columns) are reported on line 1 and stop the validation of the rows. At most
 * `MAX_ERRORS` errors are returned, followed by one "… and N more errors" entry on line 0.
 *
 * Values are trimmed. Part numbers and series titles are upper-cased; discount schedule codes
 * are upper-cased.
 */

import { toCents, validatePriceListEntry, type PriceListEntry } from '../../pricing/price'

import { circleText, successorCircle } from '../successors'

import type { CsvRow, ParsedCsv } from './csv'

export type ImportError = {
  /** 1-based line where the record starts; 1 for file-level errors; 0 for the "… more" entry. */
  line: number
  reason: string
}

export type ImportResult<T> = { ok: true; rows: T[] } | { ok: false; errors: ImportError[] }

export type ImportedPart = {
  pn: string
  descriptionEn: string
  descriptionEs: string
  /** Family slug. */
  family: string
  listPriceCents: number
  pkgQty: number
  shippingFamily: string | null
  tariff: boolean
  /** From the non-empty `attr:<name>` columns. */
  attributes: Record<string, string>
  /**
   * The `successor` column (business rules §11): our pn replacing this part, or null to clear
   * it; absent when the file has no such column (the stored successors stay).
   */
  successor?: string | null
}

export type ImportedSeries = {
  title: string
  discountSchedule: string
  isPublic: boolean
  /** A family slug or a page path ('/…'). */
  link: string | null
}

export const MAX_ERRORS = 1000

// ---------------------------------------------------------------------------------------------
// Helpers

type ErrorList = {
  add(line: number, reason: string): void
  readonly count: number
  list(): ImportError[]
}

function createErrorList(): ErrorList {
  const errors: ImportError[] = []
  let omitted = 0
  return {
    add(line, reason) {
      if (errors.length < MAX_ERRORS) errors.push({ line, reason })
      else omitted++
    },
    get count() {
      return errors.length + omitted
    },
    list() {
      if (omitted === 0) return errors
      const noun = omitted === 1 ? 'error' : 'errors'
      return [...errors, { line: 0, reason: `… and ${omitted} more ${noun}` }]
    },
  }
}

function finish<T>(errors: ErrorList, rows: T[]): ImportResult<T> {
  return errors.count > 0 ? { ok: false, errors: errors.list() } : { ok: true, rows }
}

/** A value for display in a reason: quoted, with control characters escaped. */
function show(value: string): string {
  return JSON.stringify(value)
}

function cell(row: CsvRow, column: string): string {
  return (Object.hasOwn(row.values, column) ? row.values[column] : undefined)?.trim() ?? ''
}

/** Sets an own property, also for the name '__proto__' (which plain assignment would not). */
function setOwn(target: Record<string, string>, key: string, value: string): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  } else {
    target[key] = value
  }
}

const ATTR_PREFIX = 'attr:'

type ColumnSpec = {
  required: readonly string[]
  optional: readonly string[]
  /** Whether `attr:<name>` columns are allowed. */
  attributes?: boolean
}

/** File-level checks on the header; returns the `attr:` columns (column → attribute name). */
function checkHeader(
  header: readonly string[],
  spec: ColumnSpec,
  errors: ErrorList,
): { column: string; name: string }[] {
  const known = new Set([...spec.required, ...spec.optional])
  const seen = new Set<string>()
  const attributeColumns: { column: string; name: string }[] = []
  const attributeNames = new Map<string, string>()

  for (const column of header) {
    if (column === '') continue
    if (seen.has(column)) {
      errors.add(1, `duplicate column ${show(column)}`)
      continue
    }
    seen.add(column)
    if (known.has(column)) continue
    if (spec.attributes && column.startsWith(ATTR_PREFIX)) {
      const name = column.slice(ATTR_PREFIX.length).trim()
      const previous = attributeNames.get(name)
      if (name === '') {
        errors.add(1, `column ${show(column)} has no attribute name after "${ATTR_PREFIX}"`)
      } else if (previous !== undefined) {
        errors.add(1, `columns ${show(previous)} and ${show(column)} are the same attribute`)
      } else {
        attributeNames.set(name, column)
        attributeColumns.push({ column, name })
      }
      continue
    }
    const expected = [...spec.required, ...spec.optional].join(', ')
    const more = spec.attributes ? `, or ${ATTR_PREFIX}<name>` : ''
    errors.add(1, `unknown column ${show(column)} (expected ${expected}${more})`)
  }

  for (const column of spec.required) {
    if (!seen.has(column)) errors.add(1, `missing required column ${show(column)}`)
  }
  return attributeColumns
}

function checkExtraValues(row: CsvRow, errors: ErrorList): boolean {
  const extra = row.extraValues
  if (!extra || extra.length === 0) return true
  const shown = extra.slice(0, 3).map(show).join(', ') + (extra.length > 3 ? ', …' : '')
  errors.add(
    row.line,
    `${extra.length === 1 ? 'value' : 'values'} ${shown} in a column without a header (an unquoted comma?)`,
  )
  return false
}

/** Upper-case letters, digits, '-' and '.'; checked before upper-casing so 'ß' or 'ı' fail. */
const PART_NUMBER_RE = /^[A-Za-z0-9.-]+$/
const HAS_ALPHANUMERIC_RE = /[A-Za-z0-9]/

/** Trims and upper-cases a part number (or part-number prefix); returns a reason if bad. */
function checkPartNumber(
  column: string,
  raw: string,
): { ok: true; value: string } | { ok: false; reason: string } {
  if (raw === '') return { ok: false, reason: `missing ${column}` }
  if (!PART_NUMBER_RE.test(raw)) {
    return {
      ok: false,
      reason: `${column} ${show(raw)} has characters other than A–Z, 0–9, '-' and '.'`,
    }
  }
  if (!HAS_ALPHANUMERIC_RE.test(raw)) {
    return { ok: false, reason: `${column} ${show(raw)} must contain a letter or digit` }
  }
  return { ok: true, value: raw.toUpperCase() }
}

const SCHEDULE_RE = /^[A-Z]-\d+$/

function checkSchedule(
  column: string,
  raw: string,
): { ok: true; value: string } | { ok: false; reason: string } {
  if (raw === '') return { ok: false, reason: `missing ${column}` }
  const value = raw.toUpperCase()
  if (!SCHEDULE_RE.test(value)) {
    return {
      ok: false,
      reason: `${column} ${show(raw)} is not a schedule code like "E-1" (a letter, '-', digits)`,
    }
  }
  return { ok: true, value }
}

const TRUE_FLAGS = new Set(['true', 'yes', '1', 'y'])
const FALSE_FLAGS = new Set(['false', 'no', '0', 'n', ''])

/** true/false, yes/no, 1/0, Y/N (any case); empty is false. null when not a flag. */
function parseFlag(raw: string): boolean | null {
  const value = raw.toLowerCase()
  if (TRUE_FLAGS.has(value)) return true
  if (FALSE_FLAGS.has(value)) return false
  return null
}

function flagReason(column: string, raw: string): string {
  return `${column} ${show(raw)} is not one of true/false, yes/no, 1/0, Y/N`
}

const PRICE_RE = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/

function parseListPrice(raw: string): { ok: true; cents: number } | { ok: false; reason: string } {
  if (raw === '') return { ok: false, reason: 'missing list_price' }
  if (!PRICE_RE.test(raw)) return { ok: false, reason: `list price ${show(raw)} is not a number` }
  let cents: number
  try {
    cents = toCents(raw)
  } catch {
    return { ok: false, reason: `list price ${show(raw)} is too large` }
  }
  if (cents < 0) return { ok: false, reason: `list price ${show(raw)} must not be negative` }
  const point = raw.indexOf('.')
  if (point !== -1 && /[1-9]/.test(raw.slice(point + 3))) {
    return { ok: false, reason: `list price ${show(raw)} has fractions of a cent` }
  }
  return { ok: true, cents }
}

const WHOLE_NUMBER_RE = /^\d+(?:\.0+)?$/

function parsePkgQty(raw: string): { ok: true; value: number } | { ok: false; reason: string } {
  if (raw === '') return { ok: true, value: 1 }
  const value = WHOLE_NUMBER_RE.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(value) || value < 1) {
    return { ok: false, reason: `pkg_qty ${show(raw)} is not a whole number ≥ 1` }
  }
  return { ok: true, value }
}

/** "duplicate pn "X" (also on line N)"; records the first line of each key. */
function checkDuplicate(
  seen: Map<string, number>,
  column: string,
  key: string,
  line: number,
): string | null {
  const first = seen.get(key)
  if (first !== undefined) return `duplicate ${column} ${show(key)} (also on line ${first})`
  seen.set(key, line)
  return null
}

// ---------------------------------------------------------------------------------------------
// Parts

const PART_COLUMNS: ColumnSpec = {
  required: ['pn', 'description_en', 'description_es', 'family', 'list_price'],
  optional: ['pkg_qty', 'shipping_family', 'tariff', 'successor'],
  attributes: true,
}

export function validatePartsFile(
  csv: ParsedCsv,
  context: { familySlugs: ReadonlySet<string> },
): ImportResult<ImportedPart> {
  const errors = createErrorList()
  const attributeColumns = checkHeader(csv.header, PART_COLUMNS, errors)
  if (errors.count > 0) return finish(errors, [])

  const parts: ImportedPart[] = []
  const pnLines = new Map<string, number>()
  const hasSuccessors = csv.header.includes('successor')

  for (const row of csv.rows) {
    const line = row.line
    const fail = (reason: string): void => errors.add(line, reason)

    checkExtraValues(row, errors)

    const pn = checkPartNumber('pn', cell(row, 'pn'))
    if (!pn.ok) fail(pn.reason)
    else {
      const duplicate = checkDuplicate(pnLines, 'pn', pn.value, line)
      if (duplicate) fail(duplicate)
    }

    const descriptionEn = cell(row, 'description_en')
    if (descriptionEn === '') fail('missing description_en')
    const descriptionEs = cell(row, 'description_es')
    if (descriptionEs === '') fail('missing description_es')

    const family = cell(row, 'family')
    if (family === '') fail('missing family')
    else if (!context.familySlugs.has(family)) fail(`unknown family ${show(family)}`)

    const price = parseListPrice(cell(row, 'list_price'))
    if (!price.ok) fail(price.reason)

    const pkgQty = parsePkgQty(cell(row, 'pkg_qty'))
    if (!pkgQty.ok) fail(pkgQty.reason)

    const rawTariff = cell(row, 'tariff')
    const tariff = parseFlag(rawTariff)
    if (tariff === null) fail(flagReason('tariff', rawTariff))

    // whether it is one of ours and closes no circle is checked against the catalogue
    // (`successorProblems`)
    const rawSuccessor = cell(row, 'successor')
    const successor = rawSuccessor === '' ? null : checkPartNumber('successor', rawSuccessor)
    if (successor && !successor.ok) fail(successor.reason)

    // Once the file is rejected there is no need to build more rows.
    if (errors.count > 0 || !pn.ok || !price.ok || !pkgQty.ok || tariff === null) continue
    if (successor && !successor.ok) continue

    const attributes: Record<string, string> = {}
    for (const { column, name } of attributeColumns) {
      const value = cell(row, column)
      if (value !== '') setOwn(attributes, name, value)
    }
    const shippingFamily = cell(row, 'shipping_family')

    parts.push({
      pn: pn.value,
      descriptionEn,
      descriptionEs,
      family,
      listPriceCents: price.cents,
      pkgQty: pkgQty.value,
      shippingFamily: shippingFamily === '' ? null : shippingFamily,
      tariff,
      attributes,
      ...(hasSuccessors ? { successor: successor ? successor.value : null } : {}),
    })
  }

  return finish(errors, parts)
}

/**
 * The successors of a valid parts file against the catalogue (business rules §11): each names
 * a part of the file or of the catalogue, and none closes a circle (named from the file's part:
 * `line 3: successor B closes a circle: A → B → A`). `stored` answers the catalogue's parts
 * (those the file does not name keep their stored successors). `lines`: each part's line.
 */
export function successorProblems(
  parts: readonly ImportedPart[],
  lines: ReadonlyMap<string, number>,
  stored: (pn: string) => { successor: string | null } | undefined,
): ImportError[] {
  if (!parts.some((part) => part.successor !== undefined)) return []
  const inFile = new Map(parts.map((part) => [part.pn, part]))
  const successorOf = (pn: string): string | null | undefined => {
    const part = inFile.get(pn)
    if (part && part.successor !== undefined) return part.successor
    return stored(pn)?.successor ?? (part ? null : undefined)
  }
  const errors = createErrorList()
  for (const part of parts) {
    if (!part.successor) continue
    const line = lines.get(part.pn) ?? 0
    if (!inFile.has(part.successor) && !stored(part.successor)) {
      errors.add(line, `unknown successor ${show(part.successor)}`)
      continue
    }
    const circle = successorCircle(part.pn, part.successor, successorOf)
    if (circle) {
      errors.add(line, `successor ${show(part.successor)} closes a circle: ${circleText(circle)}`)
    }
  }
  return errors.list()
}

// ---------------------------------------------------------------------------------------------
// Price list

const PRICE_LIST_COLUMNS: ColumnSpec = {
  required: ['value_type', 'value'],
  optional: ['schedule', 'pn'],
}

/**
 * Each row goes through the pricing module's `validatePriceListEntry`; in addition a pn must
 * be a valid part number, a schedule a code like 'E-1' (upper-cased), and no pn or schedule
 * may appear twice in the file.
 */
export function validatePriceListFile(csv: ParsedCsv): ImportResult<PriceListEntry> {
  const errors = createErrorList()
  checkHeader(csv.header, PRICE_LIST_COLUMNS, errors)
  if (!csv.header.includes('schedule') && !csv.header.includes('pn')) {
    errors.add(1, 'missing required column "schedule" or "pn"')
  }
  if (errors.count > 0) return finish(errors, [])

  const entries: PriceListEntry[] = []
  const pnLines = new Map<string, number>()
  const scheduleLines = new Map<string, number>()

  for (const row of csv.rows) {
    const line = row.line
    const extraOk = checkExtraValues(row, errors)

    const checked = validatePriceListEntry({
      valueType: cell(row, 'value_type'),
      value: cell(row, 'value'),
      schedule: cell(row, 'schedule'),
      pn: cell(row, 'pn'),
    })
    if (!checked.ok) {
      errors.add(line, checked.reason)
      continue
    }

    const entry = checked.entry
    let reason: string | null = null
    if (entry.pn != null) {
      const pn = checkPartNumber('pn', cell(row, 'pn'))
      reason = pn.ok ? checkDuplicate(pnLines, 'pn', pn.value, line) : pn.reason
      if (pn.ok) entry.pn = pn.value
    } else {
      const schedule = checkSchedule('schedule', cell(row, 'schedule'))
      reason = schedule.ok
        ? checkDuplicate(scheduleLines, 'schedule', schedule.value, line)
        : schedule.reason
      if (schedule.ok) entry.schedule = schedule.value
    }
    if (reason !== null) errors.add(line, reason)
    else if (extraOk && errors.count === 0) entries.push(entry)
  }

  return finish(errors, entries)
}

// ---------------------------------------------------------------------------------------------
// Series

const SERIES_COLUMNS: ColumnSpec = {
  required: ['title', 'discount_schedule'],
  optional: ['is_public', 'link'],
}

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** '/' then path characters; not '//' (that would be another host). */
const PAGE_PATH_RE = /^\/(?![/\\])[A-Za-z0-9\-._~%/]*$/

/**
 * `is_public` parses like `tariff`; empty means NOT public. `link` must be a family slug
 * (checked against `familySlugs` when given) or a page path starting with '/'.
 */
export function validateSeriesFile(
  csv: ParsedCsv,
  context: { familySlugs?: ReadonlySet<string> } = {},
): ImportResult<ImportedSeries> {
  const errors = createErrorList()
  checkHeader(csv.header, SERIES_COLUMNS, errors)
  if (errors.count > 0) return finish(errors, [])

  const series: ImportedSeries[] = []
  const titleLines = new Map<string, number>()

  for (const row of csv.rows) {
    const line = row.line
    const fail = (reason: string): void => errors.add(line, reason)

    checkExtraValues(row, errors)

    const title = checkPartNumber('title', cell(row, 'title'))
    if (!title.ok) fail(title.reason)
    else {
      const duplicate = checkDuplicate(titleLines, 'title', title.value, line)
      if (duplicate) fail(duplicate)
    }

    const schedule = checkSchedule('discount_schedule', cell(row, 'discount_schedule'))
    if (!schedule.ok) fail(schedule.reason)

    const rawIsPublic = cell(row, 'is_public')
    const isPublic = parseFlag(rawIsPublic)
    if (isPublic === null) fail(flagReason('is_public', rawIsPublic))

    const link = cell(row, 'link')
    if (link !== '') {
      if (SLUG_RE.test(link)) {
        if (context.familySlugs && !context.familySlugs.has(link)) {
          fail(`link ${show(link)} is not a known family slug`)
        }
      } else if (!PAGE_PATH_RE.test(link)) {
        fail(
          `link ${show(link)} is neither a family slug (like "22mm-nema-push-buttons") nor a page path starting with "/"`,
        )
      }
    }

    if (errors.count > 0 || !title.ok || !schedule.ok || isPublic === null) continue

    series.push({
      title: title.value,
      discountSchedule: schedule.value,
      isPublic,
      link: link === '' ? null : link,
    })
  }

  return finish(errors, series)
}

// ---------------------------------------------------------------------------------------------

/** One error per line: `line 12: unknown family "foo"` (the "… more" entry has no line). */
export function summarizeErrors(errors: readonly ImportError[]): string {
  return errors
    .map((error) => (error.line > 0 ? `line ${error.line}: ${error.reason}` : error.reason))
    .join('\n')
}
