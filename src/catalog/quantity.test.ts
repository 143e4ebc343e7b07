import { describe, expect, it } from 'vitest'

import {
  addedQuantity,
  decreaseQuantity,
  increaseQuantity,
  initialQuantity,
  isNonStandardQuantity,
  lineQuantity,
  maxQuantity,
  minQuantity,
  quantityRefusal,
  quantityRule,
  typedQuantity,
} from './quantity'

const packOf10 = quantityRule({ pkgQty: 10, family: 'nema-terminal-blocks' })
const packOf3 = quantityRule({ pkgQty: 3, family: 'nema-terminal-blocks' })
const single = quantityRule({ pkgQty: 1, family: '22mm-nema-push-buttons' })
const duct = quantityRule({ pkgQty: 10, family: 'wire-duct' })

const typed = (text: string, current: number, rule = packOf10) =>
  typedQuantity(text, current, rule).quantity

describe('quantity rule of a part', () => {
  it('steps by the package quantity; wire duct takes any whole number from 1', () => {
    expect(packOf10).toEqual({ step: 10, anyWhole: false })
    expect(duct).toEqual({ step: 10, anyWhole: true })
    expect(minQuantity(packOf10)).toBe(10)
    expect(minQuantity(duct)).toBe(1)
  })

  it('treats a missing or bad package quantity as 1', () => {
    expect(quantityRule({ pkgQty: null, family: 'x' }).step).toBe(1)
    expect(quantityRule({ pkgQty: 0, family: 'x' }).step).toBe(1)
    expect(quantityRule({ pkgQty: 2.5, family: 'x' }).step).toBe(1)
  })

  it('starts at one step', () => {
    expect(initialQuantity(packOf10)).toBe(10)
    expect(initialQuantity(duct)).toBe(10)
    expect(initialQuantity(single)).toBe(1)
  })
})

// Business rules §3, worked with step 10, in the order the rules give them.
describe('the worked table of §3 (step 10)', () => {
  it('add → 10; add again → 20', () => {
    const first = addedQuantity(undefined, packOf10)
    expect(first).toBe(10)
    expect(addedQuantity(first, packOf10)).toBe(20)
  })

  it('set 7 → 10; wire duct: set 7 → 7, non-standard', () => {
    expect(typed('7', 10)).toBe(10)
    expect(isNonStandardQuantity(10, packOf10)).toBe(false)
    expect(typed('7', 10, duct)).toBe(7)
    expect(isNonStandardQuantity(7, duct)).toBe(true)
  })

  it('wire duct 7: + → 17; − → 1 at least', () => {
    expect(increaseQuantity(7, duct)).toBe(17)
    expect(decreaseQuantity(7, duct)).toBe(1)
    expect(decreaseQuantity(1, duct)).toBe(1)
    expect(decreaseQuantity(17, duct)).toBe(7)
  })

  it('set 99,995 with step 10 → 100,000', () => {
    expect(typed('99995', 10)).toBe(100_000)
    expect(lineQuantity(99_995, packOf10)).toEqual({
      ok: true,
      quantity: 100_000,
      rounded: true,
      nonStandard: false,
    })
  })

  // The rules' own example says "99,999 with step 3 → 100,002", but 99,999 = 3 × 33,333 is
  // whole packs already; the rule it illustrates holds for step 7 (⌈99,999 / 7⌉ × 7 = 100,002).
  it('set 99,999 with step 7 → 100,002 → refused; with step 3 it is 33,333 packs and kept', () => {
    const packOf7 = quantityRule({ pkgQty: 7, family: 'nema-terminal-blocks' })
    expect(lineQuantity(99_999, packOf7)).toEqual({ ok: false, code: 'quantityTooLarge' })
    expect(typedQuantity('99999', 7, packOf7)).toEqual({ quantity: 7, tooLarge: true })
    expect(lineQuantity(99_999, packOf3)).toEqual({
      ok: true,
      quantity: 99_999,
      rounded: false,
      nonStandard: false,
    })
    expect(lineQuantity(100_001, packOf3)).toEqual({ ok: false, code: 'quantityTooLarge' })
  })
})

describe('wire-duct quantities 1, 7, 10 and 25 (pkgQty 10)', () => {
  it.each<[number, boolean]>([
    [1, true],
    [7, true],
    [10, false],
    [25, true],
  ])('%i is kept as is; non-standard: %s', (quantity, nonStandard) => {
    expect(lineQuantity(quantity, duct)).toEqual({
      ok: true,
      quantity,
      rounded: false,
      nonStandard,
    })
    expect(typed(String(quantity), 10, duct)).toBe(quantity)
  })
})

describe('typing a quantity', () => {
  it('rounds up to a multiple of the step', () => {
    expect(typed('13', 10)).toBe(20)
    expect(typed('20', 10)).toBe(20)
    expect(typed('21', 10)).toBe(30)
    expect(typed('1', 10)).toBe(10)
    expect(typed(' 7 ', 1, single)).toBe(7)
  })

  it('rounds a fraction up to a whole number first', () => {
    expect(typed('2.5', 1, single)).toBe(3)
    expect(typed('10.2', 10)).toBe(20)
    expect(typed('12,5', 10, duct)).toBe(13)
  })

  it('says when it rounded what was typed (issue 39 #17): 7 of a pack of 10 → 10, from 7', () => {
    expect(typedQuantity('7', 30, packOf10)).toEqual({
      quantity: 10,
      tooLarge: false,
      roundedFrom: 7,
    })
    expect(typedQuantity('2.5', 1, single)).toEqual({
      quantity: 3,
      tooLarge: false,
      roundedFrom: 2.5,
    })
    expect(typedQuantity('0', 30, packOf10)).toEqual({
      quantity: 10,
      tooLarge: false,
      roundedFrom: 0,
    })
    // whole packs, and wire duct's any whole number, are kept as typed: nothing to say
    expect(typedQuantity('40', 30, packOf10)).toEqual({ quantity: 40, tooLarge: false })
    expect(typedQuantity('7', 10, duct)).toEqual({ quantity: 7, tooLarge: false })
  })

  it('ignores empty or non-numeric input', () => {
    for (const text of ['', '   ', 'ten', '12abc', '-5', '1e3']) {
      expect(typedQuantity(text, 30, packOf10)).toEqual({ quantity: 30, tooLarge: false })
    }
  })

  it('never goes below the minimum', () => {
    expect(typed('0', 30)).toBe(10)
    expect(typed('0', 5, single)).toBe(1)
    expect(typed('0', 20, duct)).toBe(1)
    expect(typed('3', 20, duct)).toBe(3)
  })

  it('refuses what rounds past 100,000 and keeps the quantity', () => {
    expect(maxQuantity(packOf10)).toBe(100_000)
    expect(maxQuantity(packOf3)).toBe(99_999)
    expect(typedQuantity('250000', 6, packOf3)).toEqual({ quantity: 6, tooLarge: true })
    expect(typedQuantity('100001', 10, duct)).toEqual({ quantity: 10, tooLarge: true })
    expect(typedQuantity('100000', 10, duct)).toEqual({ quantity: 100_000, tooLarge: false })
  })

  it('other parts are always whole packs, so never non-standard', () => {
    expect(isNonStandardQuantity(13, duct)).toBe(true)
    expect(isNonStandardQuantity(20, duct)).toBe(false)
    expect(isNonStandardQuantity(13, packOf10)).toBe(false)
  })
})

describe('− and + buttons', () => {
  it('add and remove one step', () => {
    expect(increaseQuantity(10, packOf10)).toBe(20)
    expect(decreaseQuantity(30, packOf10)).toBe(20)
    expect(increaseQuantity(13, duct)).toBe(23)
    expect(decreaseQuantity(23, duct)).toBe(13)
  })

  it('never go below one step (wire duct: 1) or above the maximum', () => {
    expect(decreaseQuantity(10, packOf10)).toBe(10)
    expect(decreaseQuantity(13, duct)).toBe(3)
    expect(decreaseQuantity(1, single)).toBe(1)
    expect(increaseQuantity(100_000, packOf10)).toBe(100_000)
    expect(increaseQuantity(99_995, duct)).toBe(100_000)
  })
})

describe('a quantity sent to an API', () => {
  it('keeps whole packs and says when it rounded: 13 with step 10 → 20', () => {
    expect(lineQuantity(20, packOf10)).toEqual({
      ok: true,
      quantity: 20,
      rounded: false,
      nonStandard: false,
    })
    expect(lineQuantity(13, packOf10)).toEqual({
      ok: true,
      quantity: 20,
      rounded: true,
      nonStandard: false,
    })
  })

  it.each<[unknown, string]>([
    [0, 'quantityNotPositive'],
    [-10, 'quantityNotPositive'],
    [2.5, 'quantityNotWhole'],
    ['10', 'quantityNotWhole'],
    [null, 'quantityNotWhole'],
    [Number.NaN, 'quantityNotWhole'],
    [Infinity, 'quantityNotWhole'],
    [100_001, 'quantityTooLarge'],
    [1e12, 'quantityTooLarge'],
  ])('refuses %j (%s)', (requested, code) => {
    expect(lineQuantity(requested, packOf10)).toEqual({ ok: false, code })
  })
})

describe('quantityRefusal: checked before the part is known (§3)', () => {
  it.each<[unknown, string | null]>([
    [1, null],
    [7, null],
    [100_000, null],
    [-1, 'quantityNotPositive'],
    [0, 'quantityNotPositive'],
    [2.5, 'quantityNotWhole'],
    [Number.NaN, 'quantityNotWhole'],
    ['3', 'quantityNotWhole'],
    [100_001, 'quantityTooLarge'],
  ])('%s → %s', (quantity, code) => {
    expect(quantityRefusal(quantity)).toBe(code)
  })
})
