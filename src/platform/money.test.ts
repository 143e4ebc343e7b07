import { describe, expect, it } from 'vitest'

import { applyRatio, discountRatio, percentOf, sumCents, timesQuantity, toCents } from './money'

// Expected values are literals worked by hand; the arithmetic is in each case's text.

describe('percentOf: a percentage of cents, rounded half away from zero once', () => {
  it.each<[number, number | string, number, string]>([
    [1054, '4.95', 52, '10.54 × 4.95 % = 0.52173 → 0.52 (the tariff of the cart issue)'],
    [1010, 25, 253, '10.10 × 25 % = 2.525 → 2.53 (exact half cent rounds up)'],
    [1030, 25, 258, '10.30 × 25 % = 2.575 → 2.58 (a float gives 2.5749999…)'],
    [-1010, 25, -253, '−10.10 × 25 % = −2.525 → −2.53 (half away from zero)'],
    [10000, '4.95', 495, '100.00 × 4.95 % = 4.95'],
    [1, 50, 1, '0.01 × 50 % = 0.005 → 0.01'],
    [1, '49.99', 0, '0.01 × 49.99 % = 0.004999 → 0.00'],
    [2999, '7', 210, '29.99 × 7 % = 2.0993 → 2.10'],
    [2150, '6.625', 142, '21.50 × 6.625 % = 1.424375 → 1.42'],
    [2200, '6.625', 146, '22.00 × 6.625 % = 1.4575 → 1.46'],
    [0, '4.95', 0, 'nothing of nothing'],
  ])('percentOf(%i, %j) = %i  (%s)', (cents, percent, expected) => {
    expect(percentOf(cents, percent)).toBe(expected)
  })

  it('never answers −0', () => {
    expect(Object.is(percentOf(-1, '10'), 0)).toBe(true)
  })

  it('refuses a non-numeric percentage and fractional cents', () => {
    expect(() => percentOf(100, 'ten')).toThrow(TypeError)
    expect(() => percentOf(10.5, 10)).toThrow(RangeError)
  })
})

describe('discountRatio: what a % Discount leaves of a price', () => {
  it.each<[number, number | string, number, string]>([
    [1999, 33, 1339, '19.99 × 67 % = 13.3933 → 13.39'],
    [1250, '12.5', 1094, '12.50 × 87.5 % = 10.9375 → 10.94'],
    [1, 50, 1, '0.01 × 50 % = 0.005 → 0.01'],
    [1000, 100, 0, '100 % off is free'],
    [1000, 0, 1000, '0 % off is the price'],
  ])('%i less %j %% = %i  (%s)', (cents, percent, expected) => {
    expect(applyRatio(cents, discountRatio(percent))).toBe(expected)
  })
})

describe('toCents', () => {
  it.each<[string | number, number, string]>([
    ['1.005', 101, '100.5 → 101 (a float gives 100.4999…)'],
    ['0.004', 0, '0.4 → 0'],
    ['-0.005', -1, '−0.5 → −1'],
    [0.285, 29, '28.5 → 29'],
  ])('toCents(%j) = %i  (%s)', (input, expected) => {
    expect(toCents(input)).toBe(expected)
  })
})

describe('sums and line amounts are exact', () => {
  it('sums cents without float drift: 0.10 + 0.20 = 0.30', () => {
    expect(sumCents([10, 20])).toBe(30)
    expect(sumCents([])).toBe(0)
    expect(sumCents([4899, 1000, 243])).toBe(6142)
  })

  it('refuses a sum past what a number holds exactly', () => {
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError)
  })

  it('price × quantity: 12.34 × 100,000 = 1,234,000.00', () => {
    expect(timesQuantity(1234, 100_000)).toBe(123_400_000)
    expect(() => timesQuantity(1234, 1.5)).toThrow(RangeError)
    expect(() => timesQuantity(1234, -1)).toThrow(RangeError)
  })
})
