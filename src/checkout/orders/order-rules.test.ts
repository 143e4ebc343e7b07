import { describe, expect, it } from 'vitest'

import {
  canMove,
  canonicalJson,
  isIdempotencyKey,
  orderAttention,
  orderNumber,
  startingStatus,
  waitsForShippingAmount,
} from './order-rules'

describe('order statuses (§9)', () => {
  it('terms customers start received, card customers awaiting payment', () => {
    expect(startingStatus({ approvedForTerms: true })).toBe('received')
    expect(startingStatus({ approvedForTerms: false })).toBe('awaiting-payment')
  })

  it('staff follow the chain; cancel is possible until shipped', () => {
    const order = (status: Parameters<typeof canMove>[0]['status']) => ({
      status,
      shippingPending: false,
    })
    expect(canMove(order('awaiting-payment'), 'received', { who: 'staff' })).toEqual({ ok: true })
    expect(canMove(order('received'), 'shipped', { who: 'staff' })).toEqual({
      ok: false,
      code: 'notAllowed',
    })
    expect(canMove(order('confirmed'), 'cancelled', { who: 'staff' })).toEqual({ ok: true })
    expect(canMove(order('shipped'), 'cancelled', { who: 'staff' })).toEqual({
      ok: false,
      code: 'notAllowed',
    })
    expect(canMove(order('delivered'), 'received', { who: 'staff' }).ok).toBe(false)
  })

  it('shipped needs a tracking number; confirmed waits for a shipping amount still to be determined', () => {
    expect(
      canMove({ status: 'confirmed', shippingPending: false }, 'shipped', {
        who: 'staff',
        trackingNumber: ' ',
      }),
    ).toEqual({
      ok: false,
      code: 'trackingNumberNeeded',
    })
    expect(
      canMove({ status: 'confirmed', shippingPending: false }, 'shipped', {
        who: 'staff',
        trackingNumber: '1Z999',
      }),
    ).toEqual({ ok: true })
    expect(
      canMove({ status: 'received', shippingPending: true }, 'confirmed', { who: 'staff' }),
    ).toEqual({
      ok: false,
      code: 'shippingAmountNeeded',
    })
  })

  it('the buyer may only cancel, and only while received or awaiting payment', () => {
    expect(
      canMove({ status: 'received', shippingPending: false }, 'cancelled', { who: 'buyer' }),
    ).toEqual({ ok: true })
    expect(
      canMove({ status: 'awaiting-payment', shippingPending: false }, 'cancelled', {
        who: 'buyer',
      }),
    ).toEqual({ ok: true })
    expect(
      canMove({ status: 'confirmed', shippingPending: false }, 'cancelled', { who: 'buyer' }).ok,
    ).toBe(false)
    expect(
      canMove({ status: 'received', shippingPending: false }, 'confirmed', { who: 'buyer' }).ok,
    ).toBe(false)
  })

  it('an order waits for staff while its quote said shippingTBD or internationalReview', () => {
    expect(waitsForShippingAmount([{ code: 'freeGround' }])).toBe(false)
    expect(waitsForShippingAmount([{ code: 'shippingTBD' }])).toBe(true)
    expect(waitsForShippingAmount([{ code: 'internationalReview' }])).toBe(true)
    // a collect order: the buyer's own carrier account pays, nothing to confirm (issue 39 §10)
    expect(waitsForShippingAmount([{ code: 'internationalReview' }], 'collect')).toBe(false)
    expect(waitsForShippingAmount([{ code: 'internationalReview' }], 'internationalPrepaid')).toBe(
      true,
    )
  })
})

describe('placing exactly once', () => {
  it('idempotency keys are 8–255 printable characters', () => {
    expect(['a1b2c3d4', 'x'.repeat(255), 'order 2026-11-25 #1'].every(isIdempotencyKey)).toBe(true)
    expect(
      ['short', 'x'.repeat(256), ' padded-key ', 'tab\tinside', 'ñandú-key-1', '', null].some(
        isIdempotencyKey,
      ),
    ).toBe(false)
  })

  it('the same body in another key order is the same request; another value is not', () => {
    const a = canonicalJson({
      carrier: 'c3-fedex',
      poNumber: 'PO-7',
      expectedTotalCents: 6493,
      notes: undefined,
    })
    const b = canonicalJson({ expectedTotalCents: 6493, poNumber: 'PO-7', carrier: 'c3-fedex' })
    expect(a).toBe(b)
    expect(
      canonicalJson({ expectedTotalCents: 6494, poNumber: 'PO-7', carrier: 'c3-fedex' }),
    ).not.toBe(a)
  })

  it('order numbers carry the day and eight base-32 characters', () => {
    const number = orderNumber(new Date('2026-11-25T10:00:00Z'), (count) =>
      Uint8Array.from({ length: count }, (_, i) => i * 37),
    )
    expect(number).toMatch(/^AC-261125-[0-9A-HJKMNP-TV-Z]{8}$/)
    // bytes 0, 37, 74, 111, 148, 185, 222, 259 → 3; mod 32 → 0, 5, 10, 15, 20, 25, 30, 3
    expect(number).toBe('AC-261125-05AFMSY3')
  })

  it('carries the day the order was placed in the shop time zone, as its pages and mails say', () => {
    const bytes = (count: number) => new Uint8Array(count)
    // 21:30 EST on November 25 is 02:30 UTC on November 26
    expect(orderNumber(new Date('2026-11-26T02:30:00Z'), bytes)).toBe('AC-261125-00000000')
    expect(orderNumber(new Date('2026-11-26T05:00:00Z'), bytes)).toBe('AC-261126-00000000')
  })
})

describe('what an order waits for staff to do (issue 39 #20)', () => {
  const open = { status: 'received' as const, shippingPending: true }
  it('a shipping amount to enter; an international review too when flagged', () => {
    expect(orderAttention({ ...open, flags: [{ code: 'shippingTBD' }] })).toEqual([
      'shippingAmount',
    ])
    expect(orderAttention({ ...open, flags: [{ code: 'internationalReview' }] })).toEqual([
      'internationalReview',
      'shippingAmount',
    ])
    expect(
      orderAttention({ ...open, status: 'awaiting-payment', flags: [{ code: 'shippingTBD' }] }),
    ).toEqual(['shippingAmount'])
  })
  it('nothing once the amount is entered, nor for a cancelled order', () => {
    expect(orderAttention({ ...open, shippingPending: false, flags: [] })).toEqual([])
    expect(
      orderAttention({ ...open, status: 'cancelled', flags: [{ code: 'internationalReview' }] }),
    ).toEqual([])
  })
})
