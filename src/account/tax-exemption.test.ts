import { describe, expect, it } from 'vitest'

import {
  buyerTicksTaxable,
  exemptionAfterBuyerSave,
  isTaxableAddress,
  taxExemptionOf,
} from './tax-exemption'

describe('tax exemption of an address (§6 FIX)', () => {
  it('only a granted exemption makes an address exempt', () => {
    expect(isTaxableAddress('none')).toBe(true)
    expect(isTaxableAddress('requested')).toBe(true)
    expect(isTaxableAddress('granted')).toBe(false)
    expect(isTaxableAddress(null)).toBe(true)
    expect(isTaxableAddress(false)).toBe(true)
    expect(taxExemptionOf('something')).toBe('none')
  })

  it.each([
    ['none', false, 'requested'],
    ['requested', false, 'requested'],
    ['granted', false, 'granted'],
    ['none', true, 'none'],
    ['requested', true, 'none'],
    ['granted', true, 'none'],
    ['none', undefined, 'none'],
    ['requested', undefined, 'requested'],
    ['granted', undefined, 'granted'],
  ] as const)('stored %s, buyer saves taxable %s → %s', (stored, taxable, next) => {
    expect(exemptionAfterBuyerSave(stored, taxable)).toBe(next)
  })

  it('a buyer can never grant: no sequence of saves reaches granted from none', () => {
    let state = exemptionAfterBuyerSave(undefined, false)
    for (const taxable of [false, true, false, undefined, false]) {
      state = exemptionAfterBuyerSave(state, taxable)
      expect(state).not.toBe('granted')
    }
  })

  it('the form shows the box unticked while an exemption is asked for or granted', () => {
    expect(buyerTicksTaxable('none')).toBe(true)
    expect(buyerTicksTaxable('requested')).toBe(false)
    expect(buyerTicksTaxable('granted')).toBe(false)
  })
})
