import { describe, expect, it } from 'vitest'

import {
  decreaseQuantity,
  increaseQuantity,
  initialQuantity,
  isNonStandardQuantity,
  maxQuantity,
  quantityRule,
  typedQuantity,
} from './quantity'

const packOf10 = quantityRule({ pkgQty: 10, family: 'nema-terminal-blocks' })
const single = quantityRule({ pkgQty: 1, family: '22mm-nema-push-buttons' })
const duct = quantityRule({ pkgQty: 10, family: 'wire-duct' })

describe('quantity rule of a part', () => {
  it('steps by the package quantity; wire duct takes any whole number', () => {
    expect(packOf10).toEqual({ step: 10, anyWhole: false })
    expect(duct).toEqual({ step: 10, anyWhole: true })
  })

  it('treats a missing or bad package quantity as 1', () => {
    expect(quantityRule({ pkgQty: null, family: 'x' }).step).toBe(1)
    expect(quantityRule({ pkgQty: 0, family: 'x' }).step).toBe(1)
    expect(quantityRule({ pkgQty: 2.5, family: 'x' }).step).toBe(1)
  })

  it('starts at one step', () => {
    expect(initialQuantity(packOf10)).toBe(10)
    expect(initialQuantity(single)).toBe(1)
  })
})

describe('typing a quantity', () => {
  it('rounds up to a multiple of the step', () => {
    expect(typedQuantity('13', 10, packOf10)).toBe(20)
    expect(typedQuantity('20', 10, packOf10)).toBe(20)
    expect(typedQuantity('21', 10, packOf10)).toBe(30)
    expect(typedQuantity('1', 10, packOf10)).toBe(10)
    expect(typedQuantity(' 7 ', 1, single)).toBe(7)
  })

  it('rounds a fraction up to a whole number first', () => {
    expect(typedQuantity('2.5', 1, single)).toBe(3)
    expect(typedQuantity('10.2', 10, packOf10)).toBe(20)
    expect(typedQuantity('12,5', 10, duct)).toBe(13)
  })

  it('ignores empty or non-numeric input', () => {
    expect(typedQuantity('', 30, packOf10)).toBe(30)
    expect(typedQuantity('   ', 30, packOf10)).toBe(30)
    expect(typedQuantity('ten', 30, packOf10)).toBe(30)
    expect(typedQuantity('12abc', 30, packOf10)).toBe(30)
    expect(typedQuantity('-5', 30, packOf10)).toBe(30)
    expect(typedQuantity('1e3', 30, packOf10)).toBe(30)
  })

  it('never goes below one step', () => {
    expect(typedQuantity('0', 30, packOf10)).toBe(10)
    expect(typedQuantity('0', 5, single)).toBe(1)
    expect(typedQuantity('3', 20, duct)).toBe(10)
  })

  it('caps at 100,000 (whole packs for non-cut parts)', () => {
    expect(maxQuantity(packOf10)).toBe(100_000)
    const packOf3 = quantityRule({ pkgQty: 3, family: 'x' })
    expect(maxQuantity(packOf3)).toBe(99_999)
    expect(typedQuantity('250000', 3, packOf3)).toBe(99_999)
    expect(typedQuantity('100001', 10, duct)).toBe(100_000)
  })

  it('lets wire duct take any whole number above one step, non-standard when not whole packs', () => {
    expect(typedQuantity('13', 10, duct)).toBe(13)
    expect(isNonStandardQuantity(13, duct)).toBe(true)
    expect(isNonStandardQuantity(20, duct)).toBe(false)
    // other parts are always whole packs, so never non-standard
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

  it('never go below one step or above the maximum', () => {
    expect(decreaseQuantity(10, packOf10)).toBe(10)
    expect(decreaseQuantity(13, duct)).toBe(10)
    expect(decreaseQuantity(1, single)).toBe(1)
    expect(increaseQuantity(100_000, packOf10)).toBe(100_000)
  })
})
