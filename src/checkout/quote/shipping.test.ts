import { describe, expect, it } from 'vitest'

import {
  defaultFeeSettings,
  quote,
  type QuoteBuyer,
  type QuoteInput,
  type QuoteLineInput,
  type QuotePart,
  type QuoteTables,
} from '../quote'
import {
  bandFor,
  carriersFor,
  collectAccountOf,
  servicesFor,
  ShippingRefusal,
  zoneCharges,
  type CarrierService,
} from './shipping'
import { ratePercentText, taxRuleFor, zipMatches } from './tax'
import { carrierOf, testCarriers, testRateBands } from './test-fixtures'

// Worked by hand; amounts in cents (4899 is 48.99). Tariff is off unless a case says otherwise,
// so each figure is the rule under test.

const carriers = testCarriers

const tables: QuoteTables = {
  settings: { ...defaultFeeSettings, tariffMode: 'off' },
  itemRules: [{ pattern: 'ENC-X*', leadTime10Days: false, exemptFromFreeShipping: true }],
  shipping: {
    zipZones: { '150': 2, '100': 4, '606': 5, '627': 5, '900': 8, '995': 8, '968': 8 },
    zipStates: {
      '150': ['PA'],
      '100': ['NY'],
      '606': ['IL'],
      '627': ['IL'],
      '900': ['CA'],
      '995': ['AK'],
      '968': ['HI'],
    },
    carriers,
    rateBands: testRateBands,
    familyRates: [
      {
        code: 'ENC',
        spqBoxCount: 2,
        nonBoxCount: 5,
        zones: {
          2: { spqBoxCents: 1800, nonBoxCents: 900 },
          8: { spqBoxCents: 4200, nonBoxCents: 2100 },
        },
      },
    ],
  },
  taxRules: [
    { state: 'PA', zipCodes: '*', ratePercent: '6' },
    { state: 'IL', zipCodes: '606*, 60707', ratePercent: '10.25' },
    { state: 'IL', zipCodes: '*', ratePercent: '6.25' },
    { state: 'NY', zipCodes: '100*', ratePercent: '8.875' },
  ],
}

const oem: QuoteBuyer = {
  approvedForTerms: true,
  distributor: null,
  freeGroundAtCents: 4900,
  taxable: true,
}
const d1: QuoteBuyer = { ...oem, distributor: 'D1' }
const d2At100: QuoteBuyer = { ...oem, distributor: 'D2', freeGroundAtCents: 10000 }
const card: QuoteBuyer = { ...oem, approvedForTerms: false }

const sold = (saleCents: number, facts: Partial<QuotePart> = {}): QuotePart => ({
  availability: 'available',
  listCents: saleCents,
  saleCents,
  pkgQty: 1,
  ...facts,
})
const line = (pn: string, quantity: number, part: QuotePart): QuoteLineInput => ({
  pn,
  quantity,
  part,
})
/** One normal line worth `cents`. */
const worth = (cents: number) => [line('E22PB-R10', 1, sold(cents))]

const beaver = { country: 'US', state: 'PA', postalCode: '15009' }
const anchorage = { country: 'US', state: 'AK', postalCode: '99501' }
const honolulu = { country: 'US', state: 'HI', postalCode: '96813' }
const chicago = { country: 'US', state: 'IL', postalCode: '60601' }
const springfield = { country: 'US', state: 'IL', postalCode: '62701' }
const losAngeles = { country: 'US', state: 'CA', postalCode: '90001' }
const monterrey = { country: 'MX', state: 'NLE', postalCode: '64000' }

function ask(lines: QuoteLineInput[], extra: Partial<QuoteInput> = {}): QuoteInput {
  return { lines, destination: beaver, buyer: oem, ...extra }
}

function refusal(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    if (error instanceof ShippingRefusal) return `${error.code} @ ${error.field}`
    throw error
  }
  return 'no refusal'
}

describe('rate bands (§5: inclusive, each from the previous max + 1 cent, top open-ended)', () => {
  it.each([
    [4899, 1295, 'ground 48.99 → band 1: 12.95'],
    [4900, 1595, 'ground 49.00 → band 2: 15.95'],
    [19999, 1595, 'ground 199.99 → band 2: 15.95'],
    [20000, 2495, 'ground 200.00 → band 3: 24.95'],
    [1_000_000, 2495, 'ground 10,000.00 → the open top band: 24.95'],
  ])('%i → %i (%s)', (subtotal, expected) => {
    expect(quote(ask(worth(subtotal)), tables).shipping?.amountCents).toBe(expected)
  })

  it('a subtotal of 0 has no band', () => {
    expect(bandFor(tables.shipping.rateBands, 0)).toBeNull()
  })

  it('air2day at 199.99 → 34.95; air1day at 200.00 → 89.95', () => {
    expect(quote(ask(worth(19999), { method: 'air2day' }), tables).shipping?.amountCents).toBe(3495)
    expect(quote(ask(worth(20000), { method: 'air1day' }), tables).shipping?.amountCents).toBe(8995)
  })
})

describe('distributors and free ground (§5)', () => {
  it('D1 with a 49.00 normal subtotal, ground → free (c3 Free Ground); total 49.00 + tax 6 % 2.94 = 51.94', () => {
    const q = quote(ask(worth(4900), { buyer: d1 }), tables)
    expect(q.shipping).toMatchObject({
      carrier: 'c3-fedex',
      method: 'ground',
      zone: 2,
      amountCents: 0,
      free: true,
      reason: 'freeGround',
    })
    expect(q.flags).toContainEqual({ code: 'freeGround' })
    expect(q.tax?.amountCents).toBe(294)
    expect(q.totalCents).toBe(5194)
  })

  it('D1 at 48.99 pays the distributor ground column of band 1: 9.95 (and handling 10.00)', () => {
    const q = quote(ask(worth(4899), { buyer: d1 }), tables)
    expect(q.shipping).toMatchObject({ amountCents: 995, free: false, reason: 'rated' })
  })

  it('an OEM at 49.00 pays ground 15.95: free ground is for distributors', () => {
    expect(quote(ask(worth(4900)), tables).shipping).toMatchObject({
      amountCents: 1595,
      free: false,
    })
  })

  it('D2 with its own threshold 100.00: 99.99 → 11.95 (distributor band 2), 100.00 → free', () => {
    expect(quote(ask(worth(9999), { buyer: d2At100 }), tables).shipping?.amountCents).toBe(1195)
    expect(quote(ask(worth(10000), { buyer: d2At100 }), tables).shipping?.free).toBe(true)
  })

  it('free ground is for ground only: D1 at 49.00 by air2day pays 34.95', () => {
    expect(
      quote(ask(worth(4900), { buyer: d1, method: 'air2day' }), tables).shipping,
    ).toMatchObject({
      amountCents: 3495,
      free: false,
    })
  })

  it('exempt lines do not count toward free ground: 40.00 + exempt 20.00 → not free, band of 60.00 → 11.95', () => {
    const lines = [line('E22PB-R10', 1, sold(4000)), line('ENC-X1', 1, sold(2000))]
    expect(quote(ask(lines, { buyer: d1 }), tables).shipping).toMatchObject({
      amountCents: 1195,
      free: false,
    })
  })

  it('free, but the exempt lines pay their own band in the distributor column: 60.00 + exempt 20.00 → 9.95', () => {
    const lines = [line('E22PB-R10', 1, sold(6000)), line('ENC-X1', 1, sold(2000))]
    expect(quote(ask(lines, { buyer: d1 }), tables).shipping).toMatchObject({
      amountCents: 995,
      free: true,
    })
  })

  it('only exempt lines: 60.00 exempt → nothing toward free ground → band 2 distributor 11.95', () => {
    expect(
      quote(ask([line('ENC-X1', 1, sold(6000))], { buyer: d1 }), tables).shipping,
    ).toMatchObject({
      amountCents: 1195,
      free: false,
    })
  })
})

describe('zone-rated families (§5)', () => {
  const enc = (pn: string, quantity: number) =>
    line(pn, quantity, sold(1000, { pkgQty: 4, shippingFamily: 'ENC' }))

  it('boxes of 2 packs and batches of 5 loose pieces, zone 2: 18.00 a box, 9.00 a batch', () => {
    // in a cart, 9 and 5 of a pack of 4 round up to 12 and 8: packs 3 + 2 = 5 → ⌈5/2⌉ × 18.00 = 54.00
    const q = quote(ask([enc('ENC-1', 9), enc('ENC-2', 5)]), tables)
    expect(q.lines.map((each) => each.quantity)).toEqual([12, 8])
    expect(q.shipping?.amountCents).toBe(5400)
    // loose pieces (as cut-to-length lines leave them): 9 and 5 of 4 → packs 2 + 1 = 3, loose 1 + 1 = 2
    // → ⌈3/2⌉ × 18.00 + ⌈2/5⌉ × 9.00 = 45.00
    expect(
      zoneCharges(
        [
          {
            pn: 'A',
            quantity: 9,
            pkgQty: 4,
            subtotalSaleCents: 0,
            shippingFamily: 'ENC',
            exemptFromFreeShipping: false,
          },
          {
            pn: 'B',
            quantity: 5,
            pkgQty: 4,
            subtotalSaleCents: 0,
            shippingFamily: 'ENC',
            exemptFromFreeShipping: false,
          },
        ],
        tables.shipping.familyRates,
        2,
      ),
    ).toBe(4500)
  })

  it('only zone-rated lines: no band charge; zone 8 to Los Angeles: 1 pack → 1 box × 42.00', () => {
    const q = quote(ask([enc('ENC-1', 4)], { destination: losAngeles }), tables)
    expect(q.shipping).toMatchObject({ zone: 8, amountCents: 4200 })
  })

  it('normal and zone-rated together: band of the normal 25.00 (12.95) + 1 box 18.00 = 30.95', () => {
    const q = quote(ask([line('E22PB-R10', 1, sold(2500)), enc('ENC-1', 4)]), tables)
    expect(q.shipping?.amountCents).toBe(3095)
  })

  it('free ground keeps the zone charges: D1, 50.00 normal + 1 box → 18.00', () => {
    const q = quote(ask([line('E22PB-R10', 1, sold(5000)), enc('ENC-1', 4)], { buyer: d1 }), tables)
    expect(q.shipping).toMatchObject({ amountCents: 1800, free: true })
  })
})

describe('air, Alaska and Hawaii (§5)', () => {
  it('air with a normal subtotal of 500.00 → to be determined, left out of the total', () => {
    const q = quote(ask(worth(50000), { method: 'air1day' }), tables)
    expect(q.shipping).toMatchObject({ amountCents: null, reason: 'airOver500' })
    expect(q.flags).toContainEqual({ code: 'shippingTBD' })
    // 500.00 + tax 6 % of 500.00 = 30.00 → 530.00, no shipping in it
    expect(q.tax?.baseCents).toBe(50000)
    expect(q.totalCents).toBe(53000)
  })

  it('air at 499.99 is rated: band 3 air2day 49.95', () => {
    expect(quote(ask(worth(49999), { method: 'air2day' }), tables).shipping?.amountCents).toBe(4995)
  })

  it('ground at 500.00 is rated as usual: 24.95', () => {
    expect(quote(ask(worth(50000)), tables).shipping?.amountCents).toBe(2495)
  })

  it('Alaska: ground becomes air2day (band 2: 34.95), flagged', () => {
    const q = quote(ask(worth(5000), { destination: anchorage }), tables)
    expect(q.shipping).toMatchObject({ method: 'air2day', zone: 8, amountCents: 3495 })
    expect(q.flags).toContainEqual({ code: 'airOnlyAlaskaHawaii' })
  })

  it('Hawaii keeps overnight when asked: air1day band 2 → 59.95', () => {
    const q = quote(ask(worth(5000), { destination: honolulu, method: 'air1day' }), tables)
    expect(q.shipping).toMatchObject({ method: 'air1day', amountCents: 5995 })
    expect(q.flags).not.toContainEqual({ code: 'airOnlyAlaskaHawaii' })
  })
})

describe('carriers (§5, spec §S5)', () => {
  it('at home: the domestic carriers by sequence; the default one when none is chosen', () => {
    expect(carriersFor(carriers, beaver, 5000).map((each) => each.slug)).toEqual([
      'c3-fedex',
      'fedex-collect',
      'ups-collect',
    ])
    expect(quote(ask(worth(5000)), tables).shipping?.carrier).toBe('c3-fedex')
  })

  it('abroad at 300.00: no default carrier, none with a minimum; at 300.01 the minimum ones too', () => {
    expect(carriersFor(carriers, monterrey, 30000).map((each) => each.slug)).toEqual([
      'fedex-collect',
      'ups-collect',
      'fedex-intl-priority',
      'ups-worldwide-collect',
    ])
    expect(carriersFor(carriers, monterrey, 30001).map((each) => each.slug)).toContain(
      'fedex-intl-economy',
    )
    expect(carriersFor(carriers, monterrey, 30001).map((each) => each.slug)).not.toContain(
      'c3-fedex',
    )
  })

  it('a collect carrier without the shipper number still quotes every figure, and flags the number', () => {
    // issue 39: refusing the whole quote left the cart and checkout without prices or carriers
    for (const shipperNumber of [undefined, '', '  ']) {
      const q = quote(ask(worth(5000), { carrier: 'ups-collect', shipperNumber }), tables)
      expect(q.shipping).toMatchObject({
        carrier: 'ups-collect',
        amountCents: 0,
        reason: 'collect',
      })
      expect(q.subtotalCents).toBe(5000)
      expect(q.totalCents).toBe(5300)
      expect(q.flags).toContainEqual({ code: 'shipperNumberRequired' })
    }
    const typed = quote(ask(worth(5000), { carrier: 'ups-collect', shipperNumber: '1Z9' }), tables)
    expect(typed.flags).not.toContainEqual({ code: 'shipperNumberRequired' })
  })

  it('a shipper number goes only with a collect carrier, trimmed', () => {
    const ups = carriers.find((each) => each.slug === 'ups-collect')!
    const prepaid = carriers.find((each) => each.slug === 'c3-fedex')!
    expect(collectAccountOf(ups, ' 1Z-884411 ')).toBe('1Z-884411')
    expect(collectAccountOf(ups, '   ')).toBeNull()
    expect(collectAccountOf(prepaid, '1Z-884411')).toBeNull()
    expect(collectAccountOf(null, '1Z-884411')).toBeNull()
    // a prepaid carrier never asks for it
    expect(
      quote(ask(worth(5000), { carrier: 'c3-fedex', shipperNumber: '' }), tables).flags,
    ).not.toContainEqual({ code: 'shipperNumberRequired' })
  })

  it('a collect carrier with it ships for 0: 50.00 + tax 3.00 = 53.00', () => {
    const q = quote(ask(worth(5000), { carrier: 'ups-collect', shipperNumber: '1Z999' }), tables)
    expect(q.shipping).toMatchObject({ carrier: 'ups-collect', amountCents: 0, reason: 'collect' })
    expect(q.totalCents).toBe(5300)
  })

  it('a carrier not offered for the address is refused (an international one at home)', () => {
    expect(refusal(() => quote(ask(worth(5000), { carrier: 'fedex-intl-priority' }), tables))).toBe(
      'carrierNotOffered @ carrier',
    )
    expect(
      refusal(() =>
        quote(ask(worth(5000), { destination: monterrey, carrier: 'c3-fedex' }), tables),
      ),
    ).toBe('carrierNotOffered @ carrier')
  })
})

describe('international (§5)', () => {
  it('no carrier chosen yet: no shipping amount, handling 25.00 below 49.00, no tax', () => {
    const q = quote(ask(worth(4000), { destination: monterrey, buyer: card }), tables)
    expect(q.shipping).toMatchObject({
      carrier: null,
      method: null,
      amountCents: null,
      reason: 'chooseCarrier',
    })
    expect(q.fees).toEqual([{ code: 'handling', amountCents: 2500 }])
    expect(q.tax).toBeNull()
    expect(q.totalCents).toBe(6500)
  })

  it('a prepaid international carrier is quoted by staff; a terms customer pays the 40.00 fee', () => {
    const q = quote(
      ask(worth(20000), { destination: monterrey, carrier: 'fedex-intl-priority' }),
      tables,
    )
    expect(q.shipping).toMatchObject({ amountCents: null, reason: 'internationalPrepaid' })
    expect(q.flags).toContainEqual({ code: 'shippingTBD' })
    expect(q.fees).toEqual([{ code: 'internationalFee', amountCents: 4000 }])
    expect(q.totalCents).toBe(24000)
  })

  it('a credit-card buyer abroad pays no international fee; collect abroad ships for 0', () => {
    const q = quote(
      ask(worth(20000), {
        destination: monterrey,
        buyer: card,
        carrier: 'ups-worldwide-collect',
        shipperNumber: 'W123',
      }),
      tables,
    )
    expect(q.fees).toEqual([])
    expect(q.shipping?.amountCents).toBe(0)
    expect(q.totalCents).toBe(20000)
  })

  it('above 300.00 the order is reviewed; at 300.00 it is not', () => {
    expect(quote(ask(worth(30001), { destination: monterrey }), tables).flags).toContainEqual({
      code: 'internationalReview',
    })
    expect(quote(ask(worth(30000), { destination: monterrey }), tables).flags).not.toContainEqual({
      code: 'internationalReview',
    })
  })
})

describe('ZIPs (§5)', () => {
  it('an unknown prefix is refused, never a silent zone', () => {
    expect(
      refusal(() =>
        quote(ask(worth(5000), { destination: { ...beaver, postalCode: '00501' } }), tables),
      ),
    ).toBe('unknownZip @ shipping.postalCode')
  })

  it('a ZIP of another state is refused', () => {
    expect(
      refusal(() => quote(ask(worth(5000), { destination: { ...beaver, state: 'NY' } }), tables)),
    ).toBe('zipNotInState @ shipping.postalCode')
  })

  it('ZIP+4 is read as its 5 digits; a malformed one is no address yet (the API schema refuses it)', () => {
    expect(
      quote(ask(worth(5000), { destination: { ...beaver, postalCode: '15009-1234' } }), tables)
        .shipping?.zone,
    ).toBe(2)
    expect(
      quote(ask(worth(5000), { destination: { ...beaver, postalCode: '1500A' } }), tables).shipping,
    ).toBeNull()
  })

  it('a US address without a ZIP yet prices fees only', () => {
    const q = quote(ask(worth(5000), { destination: { country: 'US', state: 'PA' } }), tables)
    expect(q.shipping).toBeNull()
    expect(q.tax).toBeNull()
  })
})

describe('tax (§6)', () => {
  it('PA 6 % on subtotal + fees + shipping: (20.00 + handling 10.00 + ground 12.95) × 6 % = 2.577 → 2.58; total 45.53', () => {
    const q = quote(ask(worth(2000)), tables)
    expect(q.tax).toEqual({ ratePercent: '6.000', baseCents: 4295, amountCents: 258, exempt: null })
    expect(q.totalCents).toBe(4553)
  })

  it('with the tariff on: (100.00 + tariff 4.95 + 15.95) × 6 % = 7.254 → 7.25; total 128.15', () => {
    const q = quote(ask(worth(10000)), { ...tables, settings: defaultFeeSettings })
    expect(q.fees).toEqual([
      { code: 'tariff', amountCents: 495, percent: '4.95', basis: 'subtotal' },
    ])
    expect(q.tax?.amountCents).toBe(725)
    expect(q.totalCents).toBe(12815)
  })

  it('IL: the 606* rule for Chicago (10.25 %), the * rule for Springfield (6.25 %)', () => {
    // 100.00 + ground 15.95 = 115.95; × 10.25 % = 11.884875 → 11.88; × 6.25 % = 7.246875 → 7.25
    expect(quote(ask(worth(10000), { destination: chicago }), tables).tax?.amountCents).toBe(1188)
    expect(quote(ask(worth(10000), { destination: springfield }), tables).tax?.amountCents).toBe(
      725,
    )
  })

  it('no rule for the state: no nexus, no tax', () => {
    expect(quote(ask(worth(10000), { destination: losAngeles }), tables).tax).toMatchObject({
      amountCents: 0,
      exempt: 'noNexus',
    })
  })

  it('a buyer or an address that is not taxable pays none', () => {
    expect(
      quote(ask(worth(10000), { buyer: { ...oem, taxable: false } }), tables).tax?.exempt,
    ).toBe('buyerNotTaxable')
    expect(
      quote(ask(worth(10000), { destination: { ...beaver, taxable: false } }), tables).tax?.exempt,
    ).toBe('addressNotTaxable')
  })

  it('abroad: no tax at all', () => {
    expect(quote(ask(worth(10000), { destination: monterrey }), tables).tax).toBeNull()
  })

  it('rule choice: one rule for the state is it; several: the first whose ZIPs match, else *', () => {
    expect(taxRuleFor(tables.taxRules, 'NY', '14201')?.ratePercent).toBe('8.875')
    expect(taxRuleFor(tables.taxRules, 'il', '60707')?.ratePercent).toBe('10.25')
    expect(taxRuleFor(tables.taxRules, 'IL', '60499')?.ratePercent).toBe('6.25')
    expect(taxRuleFor(tables.taxRules, 'TX', '75001')).toBeNull()
  })

  it('ZIP lists: * , exact and prefix* entries', () => {
    expect(zipMatches('*', '15009')).toBe(true)
    expect(zipMatches('15*', '15009')).toBe(true)
    expect(zipMatches('15*', '16009')).toBe(false)
    expect(zipMatches('10001, 10282', '10282')).toBe(true)
    expect(zipMatches('10001', '100011')).toBe(false)
  })

  it('rates are shown with three decimals', () => {
    expect(['7', '8.875', '6.35', '0'].map(ratePercentText)).toEqual([
      '7.000',
      '8.875',
      '6.350',
      '0.000',
    ])
  })
})

describe('the whole (§7)', () => {
  it('total = subtotal + fees + shipping + tax, exactly, with unavailable lines left out of all of it', () => {
    const q = quote(
      ask([line('E22PB-R10', 3, sold(1111)), line('TB-GONE', 2, { availability: 'unavailable' })], {
        destination: chicago,
      }),
      tables,
    )
    // 33.33; handling 10.00; band 1 ground 12.95; (33.33 + 10.00 + 12.95) × 10.25 % = 5.7687 → 5.77
    expect(q.subtotalCents).toBe(3333)
    expect(q.shipping?.amountCents).toBe(1295)
    expect(q.tax?.amountCents).toBe(577)
    expect(q.totalCents).toBe(3333 + 1000 + 1295 + 577)
  })

  it('no address: no shipping and no tax; an empty cart with an address ships nothing', () => {
    expect(quote({ lines: worth(5000), destination: null, buyer: oem }, tables)).toMatchObject({
      shipping: null,
      tax: null,
      totalCents: 5000,
    })
    expect(quote(ask([]), tables).shipping).toBeNull()
  })

  it('naming the default carrier is the same as naming none', () => {
    expect(quote(ask(worth(5000), { carrier: 'c3-fedex' }), tables)).toEqual(
      quote(ask(worth(5000)), tables),
    )
  })
})

describe('the shipping amount staff enter for an order that waited for it (§9)', () => {
  it('air over 500.00: staff enter 85.00 → shipping 85.00, taxed: 500.00 + 85.00 + 6 % 35.10 = 620.10', () => {
    const waiting = quote(ask(worth(50000), { method: 'air1day' }), tables)
    expect(waiting.totalCents).toBe(53000)
    const settled = quote(
      ask(worth(50000), { method: 'air1day', staffShippingCents: 8500 }),
      tables,
    )
    expect(settled.shipping).toMatchObject({ amountCents: 8500, method: 'air1day' })
    expect(settled.flags).not.toContainEqual({ code: 'shippingTBD' })
    expect(settled.tax).toMatchObject({ baseCents: 58500, amountCents: 3510 })
    expect(settled.totalCents).toBe(62010)
  })

  it('reviewed abroad (Monterrey, 400.00, terms): 400.00 + 40.00 fee + staff 120.00 = 560.00, no tax', () => {
    const settled = quote(
      ask(worth(40000), {
        destination: monterrey,
        carrier: 'fedex-intl-priority',
        staffShippingCents: 12000,
      }),
      tables,
    )
    expect(settled.flags).toEqual([])
    expect(settled.tax).toBeNull()
    expect(settled.totalCents).toBe(56000)
  })

  it('Alaska keeps its air notice when staff settle the amount', () => {
    const settled = quote(
      ask(worth(60000), { destination: anchorage, staffShippingCents: 15000 }),
      tables,
    )
    expect(settled.flags).toEqual([{ code: 'airOnlyAlaskaHawaii' }])
    expect(settled.shipping?.amountCents).toBe(15000)
  })

  it('an amount that is not whole cents ≥ 0 is a programming error', () => {
    expect(() => quote(ask(worth(5000), { staffShippingCents: -1 }), tables)).toThrow(TypeError)
    expect(() => quote(ask(worth(5000), { staffShippingCents: 1.5 }), tables)).toThrow(TypeError)
  })
})

describe('services named per carrier (issue 39 §10)', () => {
  const named = (code: string, en: string, es = en): CarrierService => ({
    code,
    name: { en, es },
  })
  const fedex = carrierOf('c3-fedex', 1, {
    isDefault: true,
    titles: { en: 'FedEx', es: 'FedEx' },
    services: [
      named('ground', 'Ground', 'Terrestre'),
      named('air2day', '2nd Day', '2 días'),
      named('air1day', 'Standard Overnight', 'Día siguiente estándar'),
    ],
  })
  const dhl = carrierOf('dhl-collect', 4, {
    collect: true,
    title: 'DHL collect',
    titles: { en: 'DHL collect', es: 'DHL por cobrar' },
    accountName: 'DHL',
    services: [named('express-worldwide', 'Express Worldwide')],
  })
  const fedexIntl = carrierOf('fedex-international', 10, {
    international: true,
    services: [
      named('international-priority', 'International Priority'),
      named('international-economy', 'International Economy'),
    ],
  })
  const bare = carrierOf('ups-collect', 3, { collect: true })
  const servicesTables: QuoteTables = {
    ...tables,
    shipping: { ...tables.shipping, carriers: [fedex, dhl, fedexIntl, bare] },
  }
  const codes = (list: CarrierService[]) => list.map((each) => each.code)

  it('an international carrier offers its international services, not the domestic list', () => {
    expect(codes(servicesFor(fedexIntl, monterrey))).toEqual([
      'international-priority',
      'international-economy',
    ])
    const q = quote(
      ask(worth(5000), { destination: monterrey, carrier: 'fedex-international' }),
      servicesTables,
    )
    // none asked: its first service, named in both languages for the order to keep
    expect(q.shipping).toMatchObject({
      carrier: 'fedex-international',
      method: 'international-priority',
      serviceName: { en: 'International Priority', es: 'International Priority' },
      amountCents: null,
    })
    const economy = quote(
      ask(worth(5000), {
        destination: monterrey,
        carrier: 'fedex-international',
        method: 'international-economy',
      }),
      servicesTables,
    )
    expect(economy.shipping?.method).toBe('international-economy')
  })

  it('a service the carrier does not offer is refused, naming the method', () => {
    expect(
      refusal(() =>
        quote(
          ask(worth(5000), {
            destination: monterrey,
            carrier: 'fedex-international',
            method: 'ground',
          }),
          servicesTables,
        ),
      ),
    ).toBe('methodNotOffered @ method')
    expect(
      refusal(() =>
        quote(ask(worth(5000), { carrier: 'dhl-collect', method: 'air1day' }), servicesTables),
      ),
    ).toBe('methodNotOffered @ method')
  })

  it('the default carrier keeps the bands’ meaning under its new names: Standard Overnight, band 2 → 59.95', () => {
    const q = quote(ask(worth(5000), { method: 'air1day' }), servicesTables)
    expect(q.shipping).toMatchObject({
      method: 'air1day',
      amountCents: 5995,
      carrierName: { en: 'FedEx', es: 'FedEx' },
      serviceName: { en: 'Standard Overnight', es: 'Día siguiente estándar' },
      collectAccount: null,
    })
    // none asked: ground, band 2 → 15.95
    expect(quote(ask(worth(5000)), servicesTables).shipping).toMatchObject({
      method: 'ground',
      amountCents: 1595,
    })
  })

  it('the default carrier offers only the services the bands price; Alaska no ground', () => {
    const odd = { ...fedex, services: [...fedex.services!, named('freight', 'Freight')] }
    expect(codes(servicesFor(odd, beaver))).toEqual(['ground', 'air2day', 'air1day'])
    expect(codes(servicesFor(fedex, anchorage))).toEqual(['air2day', 'air1day'])
    expect(
      quote(ask(worth(5000), { destination: anchorage }), servicesTables).shipping,
    ).toMatchObject({
      method: 'air2day',
      serviceName: { en: '2nd Day', es: '2 días' },
    })
  })

  it('a collect carrier names the account it bills: DHL, shipping 0', () => {
    const q = quote(
      ask(worth(5000), { carrier: 'dhl-collect', shipperNumber: '9600123' }),
      servicesTables,
    )
    expect(q.shipping).toMatchObject({
      method: 'express-worldwide',
      amountCents: 0,
      reason: 'collect',
      collectAccount: 'DHL',
      carrierName: { en: 'DHL collect', es: 'DHL por cobrar' },
    })
  })

  it('a carrier staff listed no services for offers the three of before', () => {
    expect(codes(servicesFor(bare, beaver))).toEqual(['ground', 'air2day', 'air1day'])
    expect(
      quote(ask(worth(5000), { carrier: 'ups-collect', method: 'air2day' }), servicesTables)
        .shipping,
    ).toMatchObject({ method: 'air2day', serviceName: { en: '2nd Day Air', es: 'Aéreo 2 días' } })
  })
})
