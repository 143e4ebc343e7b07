/**
 * Pure pricing rules (business rules §2; no framework imports): which entry prices a part, and the sale price. Money is integer cents, computed
 * exactly by platform/money (half away from zero).
 */
import {
  applyRatio,
  assertCents,
  discountRatio,
  parseDecimal,
  toCents,
  type Ratio,
} from '@/platform/money'

export type PriceListValueType = 'Actual' | '% Discount'

export type PriceListEntry = {
  valueType: PriceListValueType
  schedule?: string | null
  pn?: string | null
  /** Dollars for 'Actual', percent for '% Discount'. */
  value: number
}

export type Series = {
  /** Part-number prefix. */
  title: string
  /** Discount schedule code, e.g. 'E-1', 'F-2', 'G-6', 'H-7'. */
  discountSchedule?: string | null
  isPublic: boolean
}

export type PriceRule = 'pn' | 'schedule' | 'list'

export type PriceResult<S extends Series = Series> = {
  listCents: number
  saleCents: number
  series: S | null
  rule: PriceRule
}

export type PriceBook<S extends Series = Series> = {
  /** The series with the longest title that prefixes `pn` (case-insensitive), or null. */
  seriesFor(pn: string): S | null
  priceFor(input: { pn: string; listCents: number }): PriceResult<S>
  /** Entries skipped when the book was built because they fail `validatePriceListEntry`. */
  rejected: { entry: PriceListEntry; reason: string }[]
}

export type PriceListEntryInput = {
  valueType: string
  value: string | number
  schedule?: string | null
  pn?: string | null
}

export type ValidationResult = { ok: true; entry: PriceListEntry } | { ok: false; reason: string }

// Exact money arithmetic lives in platform/money; re-exported so existing callers keep one import.
export { toCents }

// ---------------------------------------------------------------------------------------------
// Validation

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : ''
  return trimmed === '' ? null : trimmed
}

function showValue(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value)
}

/**
 * Validates one raw price-list entry (e.g. a CSV row). Rejects an unknown valueType, a
 * non-numeric value, a negative Actual, a discount outside 0–100, and rows that do not have
 * exactly one of schedule / pn. On success the value is a number, schedule/pn are trimmed
 * (pn upper-cased) and the absent one is null.
 */
export function validatePriceListEntry(raw: PriceListEntryInput): ValidationResult {
  const valueType = typeof raw.valueType === 'string' ? raw.valueType.trim() : raw.valueType
  if (valueType !== 'Actual' && valueType !== '% Discount') {
    return { ok: false, reason: `unknown valueType ${showValue(raw.valueType)}` }
  }

  const decimal = parseDecimal(raw.value)
  if (!decimal) return { ok: false, reason: `value ${showValue(raw.value)} is not a number` }
  const value = Number(typeof raw.value === 'string' ? raw.value.trim() : raw.value)
  if (!Number.isFinite(value)) {
    return { ok: false, reason: `value ${showValue(raw.value)} is not a number` }
  }

  if (valueType === 'Actual') {
    if (decimal.digits < 0n) return { ok: false, reason: `actual price ${value} is negative` }
  } else {
    const scale = 10n ** BigInt(decimal.scale)
    if (decimal.digits < 0n || decimal.digits > 100n * scale) {
      return { ok: false, reason: `discount ${value} is outside 0–100` }
    }
  }

  const schedule = blankToNull(raw.schedule)
  const pn = blankToNull(raw.pn)
  if (schedule !== null && pn !== null) {
    return {
      ok: false,
      reason: `entry has both schedule "${schedule}" and pn "${pn}"; exactly one is required`,
    }
  }
  if (schedule === null && pn === null) {
    return { ok: false, reason: 'entry has neither schedule nor pn; exactly one is required' }
  }

  return {
    ok: true,
    entry: { valueType, value: value === 0 ? 0 : value, schedule, pn: pn?.toUpperCase() ?? null },
  }
}

// ---------------------------------------------------------------------------------------------
// Price book

function normalizeKey(value: string | null | undefined): string {
  return (value ?? '').trim().toUpperCase()
}

type IndexedEntry = {
  entry: PriceListEntry
  /** Precomputed for '% Discount' entries. */
  factor: Ratio | null
  /** Precomputed for 'Actual' entries. */
  actualCents: number | null
}

/**
 * Builds an index over the series and ONE price list's entries for fast look-ups.
 *
 * - Series titles and pns are compared case-insensitively (trimmed); series with a blank
 *   title are ignored; on duplicate titles the first series wins.
 * - An entry is keyed by its pn when it has one, otherwise by its schedule (both compared
 *   case-insensitively); on duplicate keys the first entry wins.
 * - Entries that fail `validatePriceListEntry` are skipped and listed in `rejected`.
 */
export function createPriceBook<S extends Series>(input: {
  series: readonly S[]
  entries: readonly PriceListEntry[]
}): PriceBook<S> {
  const seriesByTitle = new Map<string, S>()
  for (const series of input.series) {
    const key = normalizeKey(series.title)
    if (key !== '' && !seriesByTitle.has(key)) seriesByTitle.set(key, series)
  }
  // Distinct title lengths, longest first: a look-up probes at most one prefix per length.
  const titleLengths = [...new Set([...seriesByTitle.keys()].map((k) => k.length))].sort(
    (a, b) => b - a,
  )

  const byPn = new Map<string, IndexedEntry>()
  const bySchedule = new Map<string, IndexedEntry>()
  const rejected: { entry: PriceListEntry; reason: string }[] = []
  for (const entry of input.entries) {
    const checked = validatePriceListEntry(entry)
    if (!checked.ok) {
      rejected.push({ entry, reason: checked.reason })
      continue
    }
    const valid = checked.entry
    const indexed: IndexedEntry = {
      entry,
      factor: valid.valueType === '% Discount' ? discountRatio(valid.value) : null,
      actualCents: valid.valueType === 'Actual' ? toCents(valid.value) : null,
    }
    const pnKey = normalizeKey(valid.pn)
    if (pnKey !== '') {
      if (!byPn.has(pnKey)) byPn.set(pnKey, indexed)
    } else {
      const scheduleKey = normalizeKey(valid.schedule)
      if (!bySchedule.has(scheduleKey)) bySchedule.set(scheduleKey, indexed)
    }
  }

  function seriesForKey(pnKey: string): S | null {
    for (const length of titleLengths) {
      if (length > pnKey.length) continue
      const series = seriesByTitle.get(pnKey.slice(0, length))
      if (series) return series
    }
    return null
  }

  return {
    rejected,
    seriesFor(pn) {
      return seriesForKey(normalizeKey(pn))
    },
    priceFor({ pn, listCents }) {
      assertCents(listCents, 'listCents')
      const pnKey = normalizeKey(pn)
      const series = seriesForKey(pnKey)

      let rule: PriceRule = 'list'
      let hit = byPn.get(pnKey)
      if (hit) {
        rule = 'pn'
      } else if (series) {
        const scheduleKey = normalizeKey(series.discountSchedule)
        hit = scheduleKey === '' ? undefined : bySchedule.get(scheduleKey)
        if (hit) rule = 'schedule'
      }

      let saleCents = listCents
      if (hit?.actualCents != null) saleCents = hit.actualCents
      else if (hit?.factor) saleCents = applyRatio(listCents, hit.factor, 'sale price')

      return { listCents, saleCents, series, rule }
    },
  }
}
