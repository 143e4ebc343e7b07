/**
 * A family's part list: facet filters, text filter, sort and paging (pure, no framework
 * imports). The family page renders page 1 of the default query on the server; the
 * `/api/public/families/{slug}/parts` answer and the browser's URL use the same query, so
 * both agree on what a URL shows. Prices here are LIST prices only: a viewer's price is
 * never part of this cacheable list.
 */
import { byKindThenPn } from './part-kind'

/** A listed, available part of a family with the fields a list shows. */
export type PartRecord = {
  pn: string
  descriptionEn: string
  descriptionEs: string
  listCents: number
  pkgQty: number
  attributes: Record<string, string>
}

export const PART_PAGE_SIZE = 25

export const partSorts = ['pn', 'price', 'price-desc'] as const
export type PartSort = (typeof partSorts)[number]

export type PartQuery = {
  /** Attribute key → accepted values (any of them); keys combine with AND. */
  filters: Record<string, string[]>
  sort: PartSort
  /** 1-based. */
  page: number
  /** Text filter on part number and description. */
  q: string
}

export const defaultPartQuery: PartQuery = { filters: {}, sort: 'pn', page: 1, q: '' }

/** The query-string prefix of an attribute filter: `attr.colour=Red`. */
export const ATTRIBUTE_PARAM_PREFIX = 'attr.'

const KEY_RE = /^[a-z0-9][a-z0-9_-]{0,39}$/i
const MAX_KEYS = 20
const MAX_VALUES_PER_KEY = 50
const MAX_VALUE_LENGTH = 100
const MAX_Q_LENGTH = 100
const MAX_PAGE = 100_000

/**
 * A record's own entry: `filters.constructor` or `attributes.toString` is no attribute, not
 * Object's method (`?attr.constructor=x` filters on an attribute no part has).
 */
export function ownEntry<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}

function isSort(value: string | null): value is PartSort {
  return value !== null && (partSorts as readonly string[]).includes(value)
}

/**
 * Reads a query from URL parameters. Unknown parameters are ignored; a bad page or sort
 * falls back to the default; keys must look like attribute keys; values are trimmed and
 * de-duplicated (blank ones dropped).
 */
export function parsePartQuery(input: URLSearchParams | string): PartQuery {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input
  const filters: Record<string, string[]> = {}
  let keyCount = 0
  for (const [name, raw] of params) {
    if (!name.startsWith(ATTRIBUTE_PARAM_PREFIX)) continue
    const key = name.slice(ATTRIBUTE_PARAM_PREFIX.length)
    if (!KEY_RE.test(key)) continue
    const value = raw.trim()
    if (value === '' || value.length > MAX_VALUE_LENGTH) continue
    let values = ownEntry(filters, key)
    if (!values) {
      if (keyCount >= MAX_KEYS) continue
      keyCount += 1
      values = filters[key] = []
    }
    if (!values.includes(value) && values.length < MAX_VALUES_PER_KEY) values.push(value)
  }
  const sort = params.get('sort')
  const pageText = params.get('page') ?? ''
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1
  return {
    filters,
    sort: isSort(sort) ? sort : 'pn',
    page: page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    q: (params.get('q') ?? '').trim().slice(0, MAX_Q_LENGTH),
  }
}

/** URL parameters of a query in a stable order, defaults left out ('' for the default query). */
export function partQueryToSearch(query: PartQuery): string {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  for (const key of Object.keys(query.filters).sort()) {
    for (const value of [...(query.filters[key] ?? [])].sort()) {
      params.append(`${ATTRIBUTE_PARAM_PREFIX}${key}`, value)
    }
  }
  if (query.sort !== 'pn') params.set('sort', query.sort)
  if (query.page > 1) params.set('page', String(query.page))
  return params.toString()
}

export function isDefaultPartQuery(query: PartQuery): boolean {
  return partQueryToSearch(query) === ''
}

/** Adds or removes one filter value; any change of filters goes back to page 1. */
export function toggleFilter(query: PartQuery, key: string, value: string): PartQuery {
  const current = ownEntry(query.filters, key) ?? []
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  const filters = { ...query.filters }
  if (next.length) filters[key] = next
  else delete filters[key]
  return { ...query, filters, page: 1 }
}

// ---------------------------------------------------------------------------------------------
// Filtering

/** Lower-case, accents removed: "Botón" matches "boton". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

function description(part: PartRecord, locale: string): string {
  return locale === 'es' ? part.descriptionEs : part.descriptionEn
}

function matchesText(part: PartRecord, words: string[], locale: string): boolean {
  if (!words.length) return true
  const haystack = foldText(`${part.pn} ${description(part, locale)}`)
  return words.every((word) => haystack.includes(word))
}

function matchesFilters(
  part: PartRecord,
  filters: Record<string, string[]>,
  exceptKey?: string,
): boolean {
  for (const [key, values] of Object.entries(filters)) {
    if (key === exceptKey || values.length === 0) continue
    const value = ownEntry(part.attributes, key)
    if (value === undefined || !values.includes(value)) return false
  }
  return true
}

function queryWords(q: string): string[] {
  return foldText(q).split(/\s+/).filter(Boolean)
}

// ---------------------------------------------------------------------------------------------
// Facets

/** Facet keys first in this order, then any other key alphabetically. */
export const preferredFacetOrder = [
  'colour',
  'voltage',
  'contacts',
  'operator',
  'size',
  'amps',
  'poles',
  'length',
]

export type FacetValue = { value: string; count: number; selected: boolean }
export type Facet = { key: string; values: FacetValue[] }

/** Attribute keys worth filtering on: those with at least two distinct values in the family. */
export function facetKeysOf(parts: readonly PartRecord[]): string[] {
  const distinct = new Map<string, Set<string>>()
  for (const part of parts) {
    for (const [key, value] of Object.entries(part.attributes)) {
      if (!KEY_RE.test(key) || typeof value !== 'string' || value === '') continue
      let values = distinct.get(key)
      if (!values) distinct.set(key, (values = new Set()))
      values.add(value)
    }
  }
  const keys = [...distinct].filter(([, values]) => values.size >= 2).map(([key]) => key)
  const rank = (key: string) => {
    const index = preferredFacetOrder.indexOf(key)
    return index === -1 ? preferredFacetOrder.length : index
  }
  return keys.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
}

// ---------------------------------------------------------------------------------------------
// The list

export type PartListOptions = {
  locale: string
  pageSize?: number
  /** The text a value shows (facet values are ordered by it); defaults to the value itself. */
  valueLabel?: (key: string, value: string) => string
  /** Attribute keys never offered as facets (e.g. attributes staff marked not public). */
  hiddenKeys?: ReadonlySet<string>
}

export type PartListResult = {
  items: PartRecord[]
  /** Parts matching the query (all pages). */
  total: number
  /** The page shown: the asked page, clamped to 1…pageCount. */
  page: number
  pageCount: number
  pageSize: number
  facets: Facet[]
}

function byPn(a: PartRecord, b: PartRecord): number {
  return a.pn < b.pn ? -1 : a.pn > b.pn ? 1 : 0
}

const sorters: Record<PartSort, (a: PartRecord, b: PartRecord) => number> = {
  // the family's own products first, then lamps, sockets and the like (part-kind.ts)
  pn: byKindThenPn,
  price: (a, b) => a.listCents - b.listCents || byPn(a, b),
  'price-desc': (a, b) => b.listCents - a.listCents || byPn(a, b),
}

/**
 * Filters, sorts and pages a family's parts. Facet counts follow the usual rule: a value's
 * count is how many parts would match if it were added to the query, counting every other
 * filter but not the other values of its own key. A selected value the family does not have
 * still shows (count 0), so it can be cleared.
 */
export function listParts(
  parts: readonly PartRecord[],
  query: PartQuery,
  options: PartListOptions,
): PartListResult {
  const pageSize = options.pageSize ?? PART_PAGE_SIZE
  const words = queryWords(query.q)
  const textMatches = parts.filter((part) => matchesText(part, words, options.locale))
  const matching = textMatches.filter((part) => matchesFilters(part, query.filters))
  const sorted = [...matching].sort(sorters[query.sort])
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize))
  const page = Math.min(Math.max(1, query.page), pageCount)
  const items = sorted.slice((page - 1) * pageSize, page * pageSize)

  const label = options.valueLabel ?? ((_key: string, value: string) => value)
  const collator = new Intl.Collator(options.locale, { numeric: true, sensitivity: 'base' })
  const facets = facetKeysOf(parts)
    .filter((key) => !options.hiddenKeys?.has(key))
    .map((key): Facet => {
      const counts = new Map<string, number>()
      for (const part of parts) {
        const value = ownEntry(part.attributes, key)
        if (typeof value === 'string' && value !== '' && !counts.has(value)) counts.set(value, 0)
      }
      for (const part of textMatches) {
        const value = ownEntry(part.attributes, key)
        if (typeof value !== 'string' || value === '') continue
        if (matchesFilters(part, query.filters, key))
          counts.set(value, (counts.get(value) ?? 0) + 1)
      }
      const selected = ownEntry(query.filters, key) ?? []
      for (const value of selected) if (!counts.has(value)) counts.set(value, 0)
      const values = [...counts]
        .map(([value, count]) => ({ value, count, selected: selected.includes(value) }))
        .sort((a, b) => collator.compare(label(key, a.value), label(key, b.value)))
      return { key, values }
    })

  return { items, total: sorted.length, page, pageCount, pageSize, facets }
}
