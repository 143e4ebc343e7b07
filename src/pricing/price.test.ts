import { describe, expect, it } from 'vitest'

import {
  createPriceBook,
  toCents,
  validatePriceListEntry,
  type PriceListEntry,
  type Series,
} from './price'

// All expected values below are literals worked out by hand; the arithmetic is in the test name.

describe('toCents', () => {
  it.each<[string | number, number, string]>([
    ['1.70', 170, '1.70 × 100 = 170'],
    ['12', 1200, '12 × 100 = 1200'],
    ['0.005', 1, '0.005 × 100 = 0.5 → 1 (half away from zero)'],
    ['0.004', 0, '0.004 × 100 = 0.4 → 0'],
    ['-0.005', -1, '-0.005 × 100 = -0.5 → -1 (half away from zero)'],
    ['1.005', 101, '1.005 × 100 = 100.5 → 101 (float would give 100.49999…)'],
    [1.005, 101, 'number 1.005 read as decimal text: 100.5 → 101'],
    [0.285, 29, 'number 0.285 → 28.5 → 29 (float would give 28.4999…)'],
    [0.005, 1, 'number 0.005 → 0.5 → 1'],
    ['19.994', 1999, '19.994 × 100 = 1999.4 → 1999'],
    ['19.995', 2000, '19.995 × 100 = 1999.5 → 2000'],
    ['  3.5 ', 350, 'trimmed 3.5 × 100 = 350'],
    ['.5', 50, '.5 × 100 = 50'],
    ['1e2', 10000, '1e2 = 100 dollars = 10000'],
    [0, 0, '0 → 0'],
  ])('toCents(%j) = %i  (%s)', (input, expected) => {
    expect(toCents(input)).toBe(expected)
  })

  it.each<[string | number]>([
    ['abc'],
    [''],
    ['1.2.3'],
    ['$1.70'],
    ['1,70'],
    [Number.NaN],
    [Infinity],
  ])('toCents(%j) throws (not numeric)', (input) => {
    expect(() => toCents(input)).toThrow(TypeError)
  })
})

/** The sale price through the one price book: one series on schedule E-1, one entry. */
function salePriceCents(listCents: number, entry: PriceListEntry | null): number {
  const series: Series[] = [{ title: 'X', discountSchedule: 'E-1', isPublic: true }]
  const entries = entry ? [entry.pn ? { ...entry, pn: 'X1' } : entry] : []
  return createPriceBook({ series, entries }).priceFor({ pn: 'X1', listCents }).saleCents
}

describe('sale price — % Discount, exact half cents round away from zero', () => {
  const discount = (value: number): PriceListEntry => ({
    valueType: '% Discount',
    schedule: 'E-1',
    value,
  })

  it.each<[number, number, number, string]>([
    [170, 15, 145, '1.70 − 15 % = 170 × 85 / 100 = 144.5 → 145 (1.45, half cent rounds up)'],
    [250, 33, 168, '2.50 − 33 % = 250 × 67 / 100 = 167.5 → 168 (float gives 167.4999…)'],
    [10, 5, 10, '0.10 − 5 % = 10 × 95 / 100 = 9.5 → 10'],
    [430, 12.5, 376, '4.30 − 12.5 % = 430 × 87.5 / 100 = 376.25 → 376'],
    [1000, 33.33, 667, '10.00 − 33.33 % = 1000 × 66.67 / 100 = 666.7 → 667'],
    [2999, 33.33, 1999, '29.99 − 33.33 % = 2999 × 66.67 / 100 = 1999.4333 → 1999'],
    [150, 7, 140, '1.50 − 7 % = 150 × 93 / 100 = 139.5 → 140 (float gives 139.4999…)'],
    [250, 7, 233, '2.50 − 7 % = 250 × 93 / 100 = 232.5 → 233 (float gives 232.4999…)'],
    [550, 7, 512, '5.50 − 7 % = 550 × 93 / 100 = 511.5 → 512 (float gives 511.4999…)'],
    [70, 55, 32, '0.70 − 55 % = 70 × 45 / 100 = 31.5 → 32 (float gives 31.4999…)'],
    [1820, 2.5, 1775, '18.20 − 2.5 % = 1820 × 97.5 / 100 = 1774.5 → 1775'],
    [1234, 17.5, 1018, '12.34 − 17.5 % = 1234 × 82.5 / 100 = 1018.05 → 1018'],
    [999, 10, 899, '9.99 − 10 % = 999 × 90 / 100 = 899.1 → 899'],
    [1995, 40, 1197, '19.95 − 40 % = 1995 × 60 / 100 = 1197 exactly'],
    [1, 50, 1, '0.01 − 50 % = 1 × 50 / 100 = 0.5 → 1'],
    [3, 50, 2, '0.03 − 50 % = 3 × 50 / 100 = 1.5 → 2'],
    [1234, 0, 1234, '12.34 − 0 % = 1234 (discount 0 → list)'],
    [1234, 100, 0, '12.34 − 100 % = 0 (discount 100 → 0)'],
  ])('list %i − %s %% → %i  (%s)', (listCents, pct, expected) => {
    expect(salePriceCents(listCents, discount(pct))).toBe(expected)
  })

  it('Actual replaces the list price: list 12.50, Actual 8.90 → 890', () => {
    expect(salePriceCents(1250, { valueType: 'Actual', pn: 'X', value: 8.9 })).toBe(890)
  })

  it('Actual 12.345 → 1234.5 → 1235 (half away from zero)', () => {
    expect(salePriceCents(2000, { valueType: 'Actual', pn: 'X', value: 12.345 })).toBe(1235)
  })

  it('no entry → list price 4.30 = 430', () => {
    expect(salePriceCents(430, null)).toBe(430)
  })

  it('rejects a non-integer list price', () => {
    expect(() => salePriceCents(1.7, null)).toThrow(RangeError)
  })
})

describe('validatePriceListEntry', () => {
  it('accepts a % Discount by schedule with a decimal string value "12.5"', () => {
    expect(
      validatePriceListEntry({ valueType: '% Discount', value: '12.5', schedule: 'E-1' }),
    ).toEqual({
      ok: true,
      entry: { valueType: '% Discount', value: 12.5, schedule: 'E-1', pn: null },
    })
  })

  it('accepts an Actual by pn "1.70", trimming and upper-casing the pn', () => {
    expect(
      validatePriceListEntry({ valueType: 'Actual', value: '1.70', pn: ' e22b-r ', schedule: '' }),
    ).toEqual({
      ok: true,
      entry: { valueType: 'Actual', value: 1.7, schedule: null, pn: 'E22B-R' },
    })
  })

  it('accepts the boundaries: discount 0, discount 100, Actual 0', () => {
    expect(validatePriceListEntry({ valueType: '% Discount', value: 0, schedule: 'E-1' }).ok).toBe(
      true,
    )
    expect(
      validatePriceListEntry({ valueType: '% Discount', value: 100, schedule: 'E-1' }).ok,
    ).toBe(true)
    expect(validatePriceListEntry({ valueType: 'Actual', value: 0, pn: 'A1' }).ok).toBe(true)
  })

  it('rejects valueType "Net"', () => {
    expect(validatePriceListEntry({ valueType: 'Net', value: 10, schedule: 'E-1' })).toEqual({
      ok: false,
      reason: 'unknown valueType "Net"',
    })
  })

  it('rejects value "abc"', () => {
    expect(validatePriceListEntry({ valueType: 'Actual', value: 'abc', pn: 'A1' })).toEqual({
      ok: false,
      reason: 'value "abc" is not a number',
    })
  })

  it('rejects an empty value ""', () => {
    expect(validatePriceListEntry({ valueType: 'Actual', value: '', pn: 'A1' })).toEqual({
      ok: false,
      reason: 'value "" is not a number',
    })
  })

  it('rejects a -5 % discount', () => {
    expect(validatePriceListEntry({ valueType: '% Discount', value: -5, schedule: 'E-1' })).toEqual(
      { ok: false, reason: 'discount -5 is outside 0–100' },
    )
  })

  it('rejects a 120 % discount', () => {
    expect(
      validatePriceListEntry({ valueType: '% Discount', value: '120', schedule: 'E-1' }),
    ).toEqual({ ok: false, reason: 'discount 120 is outside 0–100' })
  })

  it('rejects a 100.01 % discount (just over the edge)', () => {
    expect(
      validatePriceListEntry({ valueType: '% Discount', value: 100.01, schedule: 'E-1' }),
    ).toEqual({ ok: false, reason: 'discount 100.01 is outside 0–100' })
  })

  it('rejects a negative Actual -3.50', () => {
    expect(validatePriceListEntry({ valueType: 'Actual', value: '-3.50', pn: 'A1' })).toEqual({
      ok: false,
      reason: 'actual price -3.5 is negative',
    })
  })

  it('rejects an entry with both schedule and pn', () => {
    expect(
      validatePriceListEntry({ valueType: 'Actual', value: 1, schedule: 'E-1', pn: 'A1' }),
    ).toEqual({
      ok: false,
      reason: 'entry has both schedule "E-1" and pn "A1"; exactly one is required',
    })
  })

  it('rejects an entry with neither schedule nor pn', () => {
    expect(
      validatePriceListEntry({ valueType: 'Actual', value: 1, schedule: null, pn: '  ' }),
    ).toEqual({ ok: false, reason: 'entry has neither schedule nor pn; exactly one is required' })
  })
})

describe('createPriceBook', () => {
  type TestSeries = Series & { id: number }
  const series: TestSeries[] = [
    { id: 1, title: 'E22', discountSchedule: 'E-1', isPublic: true },
    { id: 2, title: 'E22B', discountSchedule: 'F-2', isPublic: true },
    { id: 3, title: 'G6', discountSchedule: 'G-6', isPublic: true },
    { id: 4, title: 'H7', discountSchedule: 'H-7', isPublic: true },
    { id: 5, title: 'x9', discountSchedule: 'E-1', isPublic: true },
    { id: 6, title: 'SECRET', discountSchedule: 'E-1', isPublic: false },
  ]
  const entries: PriceListEntry[] = [
    { valueType: '% Discount', schedule: 'E-1', value: 15 },
    { valueType: '% Discount', schedule: 'F-2', value: 33 },
    { valueType: 'Actual', schedule: 'G-6', value: 4.2 },
    { valueType: 'Actual', pn: 'E22B-R', value: 9.99 },
    { valueType: '% Discount', pn: 'LOOSE-1', value: 10 },
    // No entry for schedule H-7.
  ]
  const book = createPriceBook({ series, entries })

  it("longest prefix wins: 'E22B-R' → series 'E22B' (not 'E22')", () => {
    expect(book.seriesFor('E22B-R')?.title).toBe('E22B')
  })

  it("'E22-10' → series 'E22'", () => {
    expect(book.seriesFor('E22-10')?.title).toBe('E22')
  })

  it("case-insensitive prefix: pn 'e22b-x' → 'E22B'; title 'x9' matches pn 'X9-1'", () => {
    expect(book.seriesFor('e22b-x')?.title).toBe('E22B')
    expect(book.seriesFor('X9-1')?.id).toBe(5)
  })

  it("no series: 'ZZ-1' and 'E2' (shorter than every title) → null", () => {
    expect(book.seriesFor('ZZ-1')).toBeNull()
    expect(book.seriesFor('E2')).toBeNull()
  })

  it('pn entry beats schedule entry: E22B-R list 12.50, pn Actual 9.99 → 999 (not F-2 −33 %)', () => {
    expect(book.priceFor({ pn: 'E22B-R', listCents: 1250 })).toEqual({
      listCents: 1250,
      saleCents: 999,
      series: series[1],
      rule: 'pn',
    })
  })

  it('pn entry matches case-insensitively: e22b-r → 999 by rule pn', () => {
    const result = book.priceFor({ pn: 'e22b-r', listCents: 1250 })
    expect(result.saleCents).toBe(999)
    expect(result.rule).toBe('pn')
  })

  it('schedule F-2 via longest prefix E22B: 2.50 − 33 % = 167.5 → 168', () => {
    expect(book.priceFor({ pn: 'E22B-X', listCents: 250 })).toEqual({
      listCents: 250,
      saleCents: 168,
      series: series[1],
      rule: 'schedule',
    })
  })

  it('schedule E-1 via series E22: 1.70 − 15 % = 144.5 → 145', () => {
    expect(book.priceFor({ pn: 'E22-10', listCents: 170 })).toEqual({
      listCents: 170,
      saleCents: 145,
      series: series[0],
      rule: 'schedule',
    })
  })

  it('schedule G-6 Actual 4.20 replaces list 6.00 → 420', () => {
    const result = book.priceFor({ pn: 'G6-A', listCents: 600 })
    expect(result.saleCents).toBe(420)
    expect(result.rule).toBe('schedule')
  })

  it('series H7 without a list entry → list price 8.80 = 880', () => {
    expect(book.priceFor({ pn: 'H7-100', listCents: 880 })).toEqual({
      listCents: 880,
      saleCents: 880,
      series: series[3],
      rule: 'list',
    })
  })

  it('no series and no pn entry → list price 5.00 = 500, series null', () => {
    expect(book.priceFor({ pn: 'ZZ-1', listCents: 500 })).toEqual({
      listCents: 500,
      saleCents: 500,
      series: null,
      rule: 'list',
    })
  })

  it('pn entry without a series still applies: LOOSE-1 10.00 − 10 % = 900', () => {
    expect(book.priceFor({ pn: 'LOOSE-1', listCents: 1000 })).toEqual({
      listCents: 1000,
      saleCents: 900,
      series: null,
      rule: 'pn',
    })
  })

  it('non-public series still priced (E-1: 20.00 − 15 % = 1700) and returned with isPublic false', () => {
    const result = book.priceFor({ pn: 'SECRET-1', listCents: 2000 })
    expect(result.saleCents).toBe(1700)
    expect(result.series?.isPublic).toBe(false)
    expect(book.seriesFor('SECRET-1')?.isPublic).toBe(false)
  })

  it('skips invalid entries and reports them in rejected', () => {
    const bad = { valueType: 'Net', schedule: 'H-7', value: 5 } as unknown as PriceListEntry
    const withBad = createPriceBook({ series, entries: [bad] })
    expect(withBad.rejected).toEqual([{ entry: bad, reason: 'unknown valueType "Net"' }])
    expect(withBad.priceFor({ pn: 'H7-1', listCents: 880 }).saleCents).toBe(880)
  })

  it('indexes a 50,000-part catalogue and prices 999 pns quickly', () => {
    const many: Series[] = []
    for (let i = 0; i < 50_000; i++) {
      many.push({ title: `P${i}`, discountSchedule: 'E-1', isPublic: true })
    }
    const big = createPriceBook({ series: many, entries })
    // P12345-X: longest prefix is P12345 (P1234, P123, … also exist); 1.70 − 15 % → 145.
    expect(big.seriesFor('P12345-X')?.title).toBe('P12345')
    for (let i = 0; i < 999; i++) {
      expect(big.priceFor({ pn: `P${i}-A`, listCents: 170 }).saleCents).toBe(145)
    }
  })
})
