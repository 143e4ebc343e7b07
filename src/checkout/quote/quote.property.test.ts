/**
 * Properties of the quote over random carts, buyers and addresses (fast-check): the total is
 * never negative and is exactly subtotal + fees + shipping + tax; line order changes nothing;
 * one more cent on a price moves the total by no more than that cent's own tariff and tax,
 * unless the subtotal crosses one of the rules' thresholds.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  defaultFeeSettings,
  quote,
  type QuoteBuyer,
  type QuoteInput,
  type QuoteTables,
} from '../quote'
import { testCarriers, testRateBands } from './test-fixtures'

const tables: QuoteTables = {
  settings: defaultFeeSettings,
  itemRules: [{ pattern: 'X-*', leadTime10Days: false, exemptFromFreeShipping: true }],
  shipping: {
    zipZones: { '150': 2, '606': 5, '995': 8 },
    carriers: testCarriers,
    rateBands: testRateBands,
    familyRates: [
      {
        code: 'ENC',
        spqBoxCount: 2,
        nonBoxCount: 3,
        zones: {
          2: { spqBoxCents: 1800, nonBoxCents: 900 },
          5: { spqBoxCents: 3100, nonBoxCents: 1600 },
          8: { spqBoxCents: 4200, nonBoxCents: 2100 },
        },
      },
    ],
  },
  taxRules: [
    { state: 'PA', zipCodes: '*', ratePercent: '6' },
    { state: 'IL', zipCodes: '606*', ratePercent: '10.25' },
  ],
}

/** The amounts where a rule changes: handling 49.00, free ground 49.00/150.00, band edges, 300, 500. */
const thresholds = [4900, 15000, 20000, 30000, 50000]

const destinations = [
  null,
  { country: 'US', state: 'PA', postalCode: '15009' },
  { country: 'US', state: 'PA', postalCode: '15009', taxable: false },
  { country: 'US', state: 'IL', postalCode: '60601' },
  { country: 'US', state: 'AK', postalCode: '99501' },
  { country: 'MX', state: 'NLE', postalCode: '64000' },
]

const lineArb = fc.record({
  pn: fc.constantFrom('A-1', 'A-2', 'B-1', 'B-2', 'X-1', 'E-1', 'E-2'),
  quantity: fc.integer({ min: 1, max: 40 }),
  saleCents: fc.integer({ min: 1, max: 30000 }),
  tariff: fc.boolean(),
})

const cartArb = fc.record({
  lines: fc.uniqueArray(lineArb, { minLength: 1, maxLength: 6, selector: (line) => line.pn }),
  destination: fc.constantFrom(...destinations),
  distributor: fc.constantFrom<QuoteBuyer['distributor']>(null, 'D1', 'D2'),
  freeGroundAtCents: fc.constantFrom(4900, 15000),
  approvedForTerms: fc.boolean(),
  taxable: fc.boolean(),
  method: fc.constantFrom(undefined, 'ground' as const, 'air2day' as const, 'air1day' as const),
  collect: fc.boolean(),
  tariffMode: fc.constantFrom('global' as const, 'perItem' as const, 'off' as const),
})

type Cart = typeof cartArb extends fc.Arbitrary<infer T> ? T : never

function inputOf(cart: Cart, lines = cart.lines): QuoteInput {
  const abroad = cart.destination?.country === 'MX'
  return {
    lines: lines.map((line) => ({
      pn: line.pn,
      quantity: line.quantity,
      part: {
        availability: 'available',
        listCents: line.saleCents,
        saleCents: line.saleCents,
        pkgQty: 1,
        tariff: line.tariff,
        shippingFamily: line.pn.startsWith('E-') ? 'ENC' : null,
      },
    })),
    destination: cart.destination,
    carrier: abroad ? 'fedex-intl-priority' : cart.collect ? 'ups-collect' : undefined,
    shipperNumber: cart.collect ? '1Z-1' : undefined,
    method: cart.method,
    buyer: {
      approvedForTerms: cart.approvedForTerms,
      distributor: cart.distributor,
      freeGroundAtCents: cart.freeGroundAtCents,
      taxable: cart.taxable,
    },
  }
}

const tablesFor = (cart: Cart): QuoteTables => ({
  ...tables,
  settings: { ...defaultFeeSettings, tariffMode: cart.tariffMode },
})

describe('quote properties (§7)', () => {
  it('the total is never negative and is exactly subtotal + fees + shipping + tax', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const q = quote(inputOf(cart), tablesFor(cart))
        const fees = q.fees.reduce((sum, fee) => sum + fee.amountCents, 0)
        expect(q.totalCents).toBeGreaterThanOrEqual(0)
        expect(q.totalCents).toBe(
          q.subtotalCents + fees + (q.shipping?.amountCents ?? 0) + (q.tax?.amountCents ?? 0),
        )
        expect(Number.isSafeInteger(q.totalCents)).toBe(true)
      }),
      { numRuns: 400 },
    )
  })

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const forward = quote(inputOf(cart), tablesFor(cart))
        const backward = quote(inputOf(cart, [...cart.lines].reverse()), tablesFor(cart))
        expect(backward.totalCents).toBe(forward.totalCents)
        expect(backward.fees).toEqual(forward.fees)
        expect(backward.shipping).toEqual(forward.shipping)
        expect(backward.tax).toEqual(forward.tax)
      }),
      { numRuns: 300 },
    )
  })

  it('one cent more on a price moves the total by at most its tariff and tax share, away from thresholds', () => {
    fc.assert(
      fc.property(cartArb, fc.nat(), (cart, pick) => {
        const index = pick % cart.lines.length
        const dearer = cart.lines.map((line, i) =>
          i === index ? { ...line, saleCents: line.saleCents + 1 } : line,
        )
        const before = quote(inputOf(cart), tablesFor(cart))
        const after = quote(inputOf(cart, dearer), tablesFor(cart))
        // the rules look at three sums: the subtotal (handling, review), the normal products'
        // (bands, air), and the normal products' without exempt lines (free ground)
        const sums = (lines: typeof cart.lines) => {
          const total = (keep: (pn: string) => boolean) =>
            lines
              .filter((line) => keep(line.pn))
              .reduce((sum, line) => sum + line.saleCents * line.quantity, 0)
          return [
            total(() => true),
            total((pn) => !pn.startsWith('E-')),
            total((pn) => !pn.startsWith('E-') && !pn.startsWith('X-')),
          ]
        }
        const was = sums(cart.lines)
        const now = sums(dearer)
        const crossed = was.some((sum, i) =>
          thresholds.some((threshold) => sum < threshold && now[i]! >= threshold),
        )
        fc.pre(!crossed)
        const added = after.subtotalCents - before.subtotalCents // quantity × 1 cent
        // tariff ≤ 25 % (perItem) of it, tax ≤ 10.25 % of all of that, and a cent of rounding for each
        const bound = Math.ceil(added * 1.25 * 1.1025) + 2
        expect(after.totalCents - before.totalCents).toBeLessThanOrEqual(bound)
        expect(after.totalCents - before.totalCents).toBeGreaterThanOrEqual(added - 2)
      }),
      { numRuns: 400 },
    )
  })
})
