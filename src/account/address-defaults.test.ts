import { describe, expect, it } from 'vitest'

import {
  cartChoiceAfterRemoval,
  defaultsAfterRemoval,
  movedDefaultNotices,
  successorAddress,
} from './address-defaults'

const addresses = [
  { id: 11, updatedAt: '2026-03-01T09:00:00.000Z' },
  { id: 12, updatedAt: '2026-05-20T16:30:00.000Z' },
  { id: 13, updatedAt: '2026-04-11T08:00:00.000Z' },
]

describe('successorAddress', () => {
  it('picks the most recently updated address, not the newest id or the first listed', () => {
    expect(successorAddress(addresses)).toBe(12)
  })

  it('breaks a tie of update times by the newer id', () => {
    expect(
      successorAddress([
        { id: 7, updatedAt: '2026-01-01T00:00:00.000Z' },
        { id: 9, updatedAt: '2026-01-01T00:00:00.000Z' },
        { id: 8, updatedAt: '2026-01-01T00:00:00.000Z' },
      ]),
    ).toBe(9)
  })

  it('is none when nothing remains', () => {
    expect(successorAddress([])).toBeNull()
  })
})

describe('defaultsAfterRemoval', () => {
  it('moves both defaults that were the removed address to the latest remaining one', () => {
    expect(
      // the removed address, still in the list handed over, is never its own successor
      defaultsAfterRemoval(12, { shippingContact: 12, billingContact: 12 }, addresses),
    ).toEqual({ shippingContact: 13, billingContact: 13 })
  })

  it('leaves a default that was another address alone', () => {
    expect(
      defaultsAfterRemoval(12, { shippingContact: 12, billingContact: 11 }, addresses),
    ).toEqual({ shippingContact: 13 })
    expect(
      defaultsAfterRemoval(12, { shippingContact: 11, billingContact: null }, addresses),
    ).toEqual({})
  })

  it('clears the default when the removed address was the last one', () => {
    expect(
      defaultsAfterRemoval(12, { shippingContact: 12, billingContact: 12 }, [
        { id: 12, updatedAt: '2026-05-20T16:30:00.000Z' },
      ]),
    ).toEqual({ shippingContact: null, billingContact: null })
  })
})

describe('cartChoiceAfterRemoval', () => {
  it("replaces a chosen removed address by the owner's default and keeps other choices", () => {
    expect(
      cartChoiceAfterRemoval(
        12,
        { selectedShippingId: 12, selectedBillingId: 11 },
        { shippingContact: 13, billingContact: 13 },
      ),
    ).toEqual({ selectedShippingId: 13, selectedBillingId: 11 })
  })

  it('leaves no choice when the owner has no default left', () => {
    expect(
      cartChoiceAfterRemoval(
        12,
        { selectedShippingId: 12, selectedBillingId: 12 },
        { shippingContact: null, billingContact: null },
      ),
    ).toEqual({ selectedShippingId: null, selectedBillingId: null })
  })
})

describe('movedDefaultNotices (issue 39: the buyer is told which address became the default)', () => {
  it('says nothing when no default moved', () => {
    expect(movedDefaultNotices({})).toEqual([])
  })
  it('names one address once when both defaults moved to it', () => {
    expect(movedDefaultNotices({ shippingContact: 7, billingContact: 7 })).toEqual([
      { outcome: 'now', kind: 'both', id: 7 },
    ])
  })
  it('names each default apart when they moved to different addresses or one alone', () => {
    expect(movedDefaultNotices({ shippingContact: 7, billingContact: 9 })).toEqual([
      { outcome: 'now', kind: 'shipping', id: 7 },
      { outcome: 'now', kind: 'billing', id: 9 },
    ])
    expect(movedDefaultNotices({ billingContact: 9 })).toEqual([
      { outcome: 'now', kind: 'billing', id: 9 },
    ])
  })
  it('says when no address is left to be the default', () => {
    expect(movedDefaultNotices({ shippingContact: null, billingContact: null })).toEqual([
      { outcome: 'none', kind: 'both', id: null },
    ])
  })
})
