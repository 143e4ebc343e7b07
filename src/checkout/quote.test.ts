import { describe, expect, it } from 'vitest'

import {
  defaultFeeSettings,
  isInternational,
  matchesItemRule,
  quote,
  QuoteLineError,
  type CartItemRule,
  type FeeSettings,
  type QuoteInput,
  type QuoteLineInput,
  type QuotePart,
  type QuoteTables,
} from './quote'

// Expected values are literals worked by hand; the arithmetic is in each case's name or comment.
// Amounts are cents: 4899 is 48.99.

const noTariff: FeeSettings = { ...defaultFeeSettings, tariffMode: 'off' }

/** No carriers, bands or tax rules: the fee stage alone (shipping has its own tests). */
const noShippingData = {
  shipping: { zipZones: {}, carriers: [], rateBands: [], familyRates: [] },
  taxRules: [],
}

function tables(settings: Partial<FeeSettings> = {}, itemRules: CartItemRule[] = []): QuoteTables {
  return { settings: { ...noTariff, ...settings }, itemRules, ...noShippingData }
}

/** An available part priced at `saleCents` (list = sale unless given). */
function sold(saleCents: number, facts: Partial<QuotePart> = {}): QuotePart {
  return { availability: 'available', listCents: saleCents, saleCents, pkgQty: 1, ...facts }
}

function line(pn: string, quantity: number, part: QuotePart): QuoteLineInput {
  return { pn, quantity, part }
}

function cart(
  lines: QuoteLineInput[],
  country: string | null = null,
  approvedForTerms = false,
): QuoteInput {
  return {
    lines,
    destination: country === null ? null : { country },
    buyer: { approvedForTerms, distributor: null, freeGroundAtCents: 4900, taxable: true },
  }
}

describe('defaultFeeSettings (§4, §5)', () => {
  it('are the rules’ values', () => {
    expect(defaultFeeSettings).toEqual({
      handlingThresholdCents: 4900,
      handlingCents: 1000,
      handlingInternationalCents: 2500,
      cutFeeCents: 1000,
      tariffMode: 'global',
      tariffGlobalPercent: '4.95',
      tariffPerItemPercent: '25',
      internationalFeeCents: 4000,
    })
  })
})

describe('lines (§2.5)', () => {
  it('list 12.50 and sale 10.00 × 3: subtotals 37.50 and 30.00', () => {
    const q = quote(cart([line('E22PB-R10', 3, sold(1000, { listCents: 1250 }))]), tables())
    expect(q.lines).toEqual([
      {
        pn: 'E22PB-R10',
        quantity: 3,
        listCents: 1250,
        saleCents: 1000,
        subtotalListCents: 3750,
        subtotalSaleCents: 3000,
        flags: [],
      },
    ])
    expect(q.subtotalCents).toBe(3000)
    expect(q.shipping).toBeNull()
    expect(q.tax).toBeNull()
  })

  it('the subtotal is the sum of sale subtotals: 2 × 12.34 + 5 × 0.99 = 24.68 + 4.95 = 29.63', () => {
    const q = quote(
      cart([line('E22PB-R10', 2, sold(1234)), line('E22PL-G24', 5, sold(99))]),
      tables(),
    )
    expect(q.subtotalCents).toBe(2963)
  })

  it('a quantity is kept as the part’s rule keeps it: 7 of a pack of 10 → 10 × 1.00 = 10.00', () => {
    const q = quote(cart([line('TB-10', 7, sold(100, { pkgQty: 10 }))]), tables())
    expect(q.lines[0]).toMatchObject({ quantity: 10, subtotalSaleCents: 1000 })
  })

  it('lines of one pn are summed first (§3): TB-10 7 + 7 = 14 → 20 × 1.00 = 20.00', () => {
    const part = sold(100, { pkgQty: 10 })
    const q = quote(cart([line('TB-10', 7, part), line('tb-10', 7, part)]), tables())
    expect(q.lines).toHaveLength(1)
    expect(q.lines[0]).toMatchObject({ pn: 'TB-10', quantity: 20, subtotalSaleCents: 2000 })
  })

  it.each<[number, string]>([
    [0, 'quantityNotPositive'],
    [2.5, 'quantityNotWhole'],
    [100_001, 'quantityTooLarge'],
  ])('a quantity of %d is refused with %s, naming the line', (quantity, code) => {
    const attempt = () =>
      quote(
        cart([line('E22PL-G24', 1, sold(100)), line('E22PB-R10', quantity, sold(100))]),
        tables(),
      )
    expect(attempt).toThrow(QuoteLineError)
    expect(attempt).toThrow(expect.objectContaining({ lineIndex: 1, pn: 'E22PB-R10', code }))
  })

  it.each<[number, string]>([
    [-1, 'quantityNotPositive'],
    [0, 'quantityNotPositive'],
    [2.5, 'quantityNotWhole'],
    [100_001, 'quantityTooLarge'],
  ])(
    'quantities are checked before parts (§3): %d of an unknown or unavailable part is refused with %s',
    (quantity, code) => {
      for (const part of [
        { availability: 'unknown' },
        { availability: 'notPublic' },
        { availability: 'unavailable', listCents: 999, saleCents: 999 },
      ] satisfies QuotePart[]) {
        const attempt = () =>
          quote(cart([line('E22PL-G24', 1, sold(100)), line('NOPE', quantity, part)]), tables())
        expect(attempt).toThrow(expect.objectContaining({ lineIndex: 1, pn: 'NOPE', code }))
      }
    },
  )

  it('each line is checked before lines of one pn are summed: TB-10 −1 + 11 is refused, not 10', () => {
    const part = sold(100, { pkgQty: 10 })
    const attempt = () => quote(cart([line('TB-10', 11, part), line('TB-10', -1, part)]), tables())
    expect(attempt).toThrow(
      expect.objectContaining({ lineIndex: 1, pn: 'TB-10', code: 'quantityNotPositive' }),
    )
  })

  it('an available part without a price is an error, never a free line', () => {
    expect(() =>
      quote(cart([line('E22PB-R10', 1, { availability: 'available', pkgQty: 1 })]), tables()),
    ).toThrow(TypeError)
  })
})

describe('lines that are not sold (§3, lines that go stale)', () => {
  it('are listed with zero amounts, flagged, and left out of the subtotal: 60.00 only', () => {
    const q = quote(
      cart([
        line('E22PB-R10', 2, sold(3000)),
        line('TB-GONE', 4, { availability: 'unavailable', listCents: 999, saleCents: 999 }),
        line('HIDDEN-1', 1, { availability: 'notPublic' }),
        line('NOPE-1', 1, { availability: 'unknown' }),
      ]),
      tables({ tariffMode: 'global' }),
    )
    expect(q.lines.slice(1)).toEqual([
      {
        pn: 'TB-GONE',
        quantity: 4,
        listCents: 0,
        saleCents: 0,
        subtotalListCents: 0,
        subtotalSaleCents: 0,
        flags: ['unavailable'],
      },
      {
        pn: 'HIDDEN-1',
        quantity: 1,
        listCents: 0,
        saleCents: 0,
        subtotalListCents: 0,
        subtotalSaleCents: 0,
        flags: ['unavailable'],
      },
      {
        pn: 'NOPE-1',
        quantity: 1,
        listCents: 0,
        saleCents: 0,
        subtotalListCents: 0,
        subtotalSaleCents: 0,
        flags: ['unavailable'],
      },
    ])
    // 2 × 30.00 = 60.00; tariff 60.00 × 4.95 % = 2.97; total 62.97
    expect(q.subtotalCents).toBe(6000)
    expect(q.fees).toEqual([
      { code: 'tariff', amountCents: 297, percent: '4.95', basis: 'subtotal' },
    ])
    expect(q.totalCents).toBe(6297)
    expect(q.flags).toEqual([{ code: 'unavailableLines', pns: ['TB-GONE', 'HIDDEN-1', 'NOPE-1'] }])
  })

  it('a cart of unavailable lines only has subtotal 0, no fees, total 0 (even abroad on terms)', () => {
    const q = quote(
      cart([line('TB-GONE', 1, { availability: 'unavailable' })], 'MX', true),
      tables({ tariffMode: 'global' }),
    )
    expect(q.subtotalCents).toBe(0)
    expect(q.fees).toEqual([])
    expect(q.totalCents).toBe(0)
    expect(q.flags).toEqual([{ code: 'unavailableLines', pns: ['TB-GONE'] }])
  })

  it('a cart where every line is sold has no flags', () => {
    expect(quote(cart([line('E22PB-R10', 1, sold(100))]), tables()).flags).toEqual([])
  })
})

describe('handling (§4)', () => {
  it('subtotal 48.99 → handling 10.00, total 58.99', () => {
    const q = quote(cart([line('E22PB-R10', 1, sold(4899))]), tables())
    expect(q.fees).toEqual([{ code: 'handling', amountCents: 1000 }])
    expect(q.totalCents).toBe(5899)
  })

  it('subtotal 0.01 → handling 10.00 (above 0)', () => {
    expect(quote(cart([line('E22PB-R10', 1, sold(1))]), tables()).fees).toEqual([
      { code: 'handling', amountCents: 1000 },
    ])
  })

  it('subtotal 49.00 → no handling, total 49.00', () => {
    const q = quote(cart([line('E22PB-R10', 1, sold(4900))]), tables())
    expect(q.fees).toEqual([])
    expect(q.totalCents).toBe(4900)
  })

  it('subtotal 0 (empty cart) → no handling, total 0', () => {
    const q = quote(cart([]), tables({ tariffMode: 'global' }))
    expect(q).toEqual({
      lines: [],
      subtotalCents: 0,
      fees: [],
      shipping: null,
      tax: null,
      totalCents: 0,
      flags: [],
    })
  })

  it('shipping to Mexico, subtotal 48.99 → handling 25.00, total 73.99', () => {
    const q = quote(cart([line('E22PB-R10', 1, sold(4899))], 'MX'), tables())
    expect(q.fees).toEqual([{ code: 'handling', amountCents: 2500 }])
    expect(q.totalCents).toBe(7399)
  })

  it('no address yet, or a US one in any case, is the US rule: 10.00', () => {
    for (const country of [null, 'US', 'us', ' US ']) {
      expect(quote(cart([line('E22PB-R10', 1, sold(4899))], country), tables()).fees).toEqual([
        { code: 'handling', amountCents: 1000 },
      ])
    }
  })

  it('the threshold and amounts are settings: threshold 100.00, handling 5.00 on 99.99', () => {
    const q = quote(
      cart([line('E22PB-R10', 1, sold(9999))]),
      tables({ handlingThresholdCents: 10000, handlingCents: 500 }),
    )
    expect(q.fees).toEqual([{ code: 'handling', amountCents: 500 }])
  })

  it('a fee of 0 is not listed (handling set to 0.00)', () => {
    expect(
      quote(cart([line('E22PB-R10', 1, sold(4899))]), tables({ handlingCents: 0 })).fees,
    ).toEqual([])
  })
})

describe('tariff surcharge (§4)', () => {
  it('global: 10.54 × 4.95 % = 0.52173 → 0.52 (with handling 10.00: total 10.54 + 10.00 + 0.52 = 21.06)', () => {
    const q = quote(cart([line('E22PB-R10', 1, sold(1054))]), tables({ tariffMode: 'global' }))
    expect(q.fees).toEqual([
      { code: 'handling', amountCents: 1000 },
      { code: 'tariff', amountCents: 52, percent: '4.95', basis: 'subtotal' },
    ])
    expect(q.totalCents).toBe(2106)
  })

  it('global is summed once, then rounded: 3 × 20.10 = 60.30 × 4.95 % = 2.98485 → 2.98, not 3 × 0.99 = 2.97', () => {
    // per line: 20.10 × 4.95 % = 0.99495 → 0.99, three lines 2.97; the rule rounds the sum once
    const q = quote(
      cart([
        line('E22PB-R10', 1, sold(2010)),
        line('E22PL-G24', 1, sold(2010)),
        line('E22SS-2B', 1, sold(2010)),
      ]),
      tables({ tariffMode: 'global' }),
    )
    expect(q.subtotalCents).toBe(6030)
    expect(q.fees).toEqual([
      { code: 'tariff', amountCents: 298, percent: '4.95', basis: 'subtotal' },
    ])
    expect(q.totalCents).toBe(6328)
  })

  it('perItem: 25 % of the tariff lines only: 10.10 × 25 % = 2.525 → 2.53; the 50.00 line pays none', () => {
    const q = quote(
      cart([
        line('E22PB-R10', 1, sold(1010, { tariff: true })),
        line('E22PL-G24', 1, sold(5000, { tariff: false })),
      ]),
      tables({ tariffMode: 'perItem' }),
    )
    expect(q.subtotalCents).toBe(6010)
    expect(q.fees).toEqual([
      { code: 'tariff', amountCents: 253, percent: '25', basis: 'tariffLines' },
    ])
    expect(q.totalCents).toBe(6263)
  })

  it('perItem is summed once, then rounded: (0.02 + 0.02) × 25 % = 0.01, not 0.005 → 0.01 twice', () => {
    const q = quote(
      cart([
        line('E22PB-R10', 1, sold(2, { tariff: true })),
        line('E22PL-G24', 1, sold(2, { tariff: true })),
        line('TB-10', 1, sold(5000)),
      ]),
      tables({ tariffMode: 'perItem' }),
    )
    expect(q.fees).toEqual([
      { code: 'tariff', amountCents: 1, percent: '25', basis: 'tariffLines' },
    ])
    expect(q.totalCents).toBe(5005) // 50.04 + 0.01
  })

  it('perItem with no tariff lines: no fee listed', () => {
    expect(
      quote(cart([line('TB-10', 1, sold(5000))]), tables({ tariffMode: 'perItem' })).fees,
    ).toEqual([])
  })

  it('off: no tariff on 100.00', () => {
    const q = quote(
      cart([line('E22PB-R10', 1, sold(10000, { tariff: true }))]),
      tables({ tariffMode: 'off' }),
    )
    expect(q.fees).toEqual([])
    expect(q.totalCents).toBe(10000)
  })

  it('the rates are settings: global 10 % of 55.55 = 5.555 → 5.56', () => {
    const q = quote(
      cart([line('E22PB-R10', 1, sold(5555))]),
      tables({ tariffMode: 'global', tariffGlobalPercent: '10' }),
    )
    expect(q.fees).toEqual([{ code: 'tariff', amountCents: 556, percent: '10', basis: 'subtotal' }])
  })
})

describe('cut fee (§3, §4)', () => {
  const duct = (saleCents: number) => sold(saleCents, { pkgQty: 10, familySlug: 'wire-duct' })

  it('two cut lines (7 and 25 of a pack of 10) → 2 × 10.00 = 20.00; 20 is whole packs', () => {
    // 7 × 1.50 + 25 × 1.50 + 20 × 1.50 = 10.50 + 37.50 + 30.00 = 78.00
    const q = quote(
      cart([
        line('WD1X1-6FT.S', 7, duct(150)),
        line('WD2X2-6FT.S', 25, duct(150)),
        line('WD3X3-6FT.S', 20, duct(150)),
      ]),
      tables(),
    )
    expect(q.lines.map((l) => [l.pn, l.quantity, l.flags])).toEqual([
      ['WD1X1-6FT.S', 7, ['nonStandard']],
      ['WD2X2-6FT.S', 25, ['nonStandard']],
      ['WD3X3-6FT.S', 20, []],
    ])
    expect(q.subtotalCents).toBe(7800)
    expect(q.fees).toEqual([{ code: 'cutFee', amountCents: 2000 }])
    expect(q.totalCents).toBe(9800)
  })

  it('a part that is not wire duct is never cut: 7 of a pack of 10 rounds up to 10, no fee', () => {
    const q = quote(cart([line('TB-10', 7, sold(500, { pkgQty: 10 }))]), tables())
    expect(q.lines[0]?.flags).toEqual([])
    expect(q.fees).toEqual([]) // 10 × 5.00 = 50.00, no handling
  })

  it('wire duct of pack 1 is never cut (every quantity is whole packs)', () => {
    const q = quote(
      cart([line('WD-1', 7, sold(1000, { pkgQty: 1, familySlug: 'wire-duct' }))]),
      tables(),
    )
    expect(q.fees).toEqual([])
  })

  it('the cut fee is a setting: 3 cut lines × 7.50 = 22.50', () => {
    const q = quote(
      cart([line('WD-A', 1, duct(5000)), line('WD-B', 2, duct(5000)), line('WD-C', 3, duct(5000))]),
      tables({ cutFeeCents: 750 }),
    )
    expect(q.fees).toEqual([{ code: 'cutFee', amountCents: 2250 }])
  })
})

describe('international fee (§5)', () => {
  const big = [line('E22PB-R10', 1, sold(10000))]

  it('a customer on terms shipping to Canada pays 40.00: total 100.00 + 40.00 = 140.00', () => {
    const q = quote(cart(big, 'CA', true), tables())
    expect(q.fees).toEqual([{ code: 'internationalFee', amountCents: 4000 }])
    expect(q.totalCents).toBe(14000)
  })

  it('a credit-card buyer shipping abroad does not', () => {
    expect(quote(cart(big, 'CA', false), tables()).fees).toEqual([])
  })

  it('a customer on terms shipping to a US address does not', () => {
    expect(quote(cart(big, 'US', true), tables()).fees).toEqual([])
    expect(quote(cart(big, null, true), tables()).fees).toEqual([])
  })
})

describe('cart item rules (§5)', () => {
  const rules: CartItemRule[] = [
    { pattern: 'E22PB*', leadTime10Days: true, exemptFromFreeShipping: false },
    { pattern: 'WD1X1-6FT.S', leadTime10Days: true, exemptFromFreeShipping: true },
    { pattern: 'e22pl-g24', leadTime10Days: false, exemptFromFreeShipping: true },
  ]

  it('a prefix rule E22PB*, an exact rule, case-insensitive; exact means exact', () => {
    const q = quote(
      cart([
        line('E22PB-R10', 1, sold(100)),
        line('E22PBR10', 1, sold(100)),
        line('WD1X1-6FT.S', 1, sold(100)),
        line('WD1X1-6FT', 1, sold(100)),
        line('E22PL-G24', 1, sold(100)),
        line('E22P-X', 1, sold(100)),
      ]),
      tables({}, rules),
    )
    expect(q.lines.map((l) => [l.pn, l.flags])).toEqual([
      ['E22PB-R10', ['leadTime10Days']],
      ['E22PBR10', ['leadTime10Days']],
      ['WD1X1-6FT.S', ['leadTime10Days', 'exemptFromFreeShipping']],
      ['WD1X1-6FT', []],
      ['E22PL-G24', ['exemptFromFreeShipping']],
      ['E22P-X', []],
    ])
  })

  it('a line gets the flags of every matching rule, once each, after nonStandard', () => {
    const q = quote(
      cart([line('WD1X1-6FT.S', 7, sold(100, { pkgQty: 10, familySlug: 'wire-duct' }))]),
      tables({}, [
        ...rules,
        { pattern: 'WD*', leadTime10Days: true, exemptFromFreeShipping: false },
      ]),
    )
    expect(q.lines[0]?.flags).toEqual(['nonStandard', 'leadTime10Days', 'exemptFromFreeShipping'])
  })

  it('unavailable lines carry only the unavailable flag', () => {
    const q = quote(
      cart([line('E22PB-R10', 1, { availability: 'unavailable' })]),
      tables({}, rules),
    )
    expect(q.lines[0]?.flags).toEqual(['unavailable'])
  })

  it('matchesItemRule: exact, prefix, "*" matches all, an empty pattern nothing', () => {
    expect(matchesItemRule('E22PB*', 'E22PB-R10')).toBe(true)
    expect(matchesItemRule('E22PB*', 'E22PB')).toBe(true)
    expect(matchesItemRule('E22PB*', 'E22P')).toBe(false)
    expect(matchesItemRule(' wd1x1-6ft.s ', 'WD1X1-6FT.S')).toBe(true)
    expect(matchesItemRule('WD1X1-6FT', 'WD1X1-6FT.S')).toBe(false)
    expect(matchesItemRule('*', 'ANY-1')).toBe(true)
    expect(matchesItemRule('', 'ANY-1')).toBe(false)
  })
})

describe('isInternational', () => {
  it('a country other than US; none or blank is the US', () => {
    expect(isInternational({ country: 'MX' })).toBe(true)
    expect(isInternational({ country: 'us' })).toBe(false)
    expect(isInternational({ country: '' })).toBe(false)
    expect(isInternational(null)).toBe(false)
  })
})

describe('the total', () => {
  it('is subtotal + every fee, exactly: 43.83 + 25.00 + 10.00 + 2.17 + 40.00 = 121.00', () => {
    // WD 7 × 1.50 = 10.50 (cut) + E22PB-R10 3 × 11.11 = 33.33 → 43.83, below 49, to Mexico, on terms
    // tariff 43.83 × 4.95 % = 2.169585 → 2.17
    const q = quote(
      cart(
        [
          line('WD1X1-6FT.S', 7, sold(150, { pkgQty: 10, familySlug: 'wire-duct' })),
          line('E22PB-R10', 3, sold(1111)),
        ],
        'MX',
        true,
      ),
      { settings: defaultFeeSettings, itemRules: [], ...noShippingData },
    )
    expect(q.subtotalCents).toBe(4383)
    expect(q.fees).toEqual([
      { code: 'handling', amountCents: 2500 },
      { code: 'cutFee', amountCents: 1000 },
      { code: 'tariff', amountCents: 217, percent: '4.95', basis: 'subtotal' },
      { code: 'internationalFee', amountCents: 4000 },
    ])
    expect(q.totalCents).toBe(12100)
  })

  it('line order does not change the subtotal, fees or total', () => {
    const lines = [
      line('WD1X1-6FT.S', 7, sold(150, { pkgQty: 10, familySlug: 'wire-duct' })),
      line('E22PB-R10', 3, sold(1111, { tariff: true })),
      line('TB-GONE', 2, { availability: 'unavailable' }),
      line('E22PL-G24', 9, sold(333, { tariff: true })),
      line('TB-10', 13, sold(77, { pkgQty: 10 })),
    ]
    const settings = { ...defaultFeeSettings, tariffMode: 'perItem' as const }
    const forward = quote(cart(lines, 'CA', true), { settings, itemRules: [], ...noShippingData })
    const backward = quote(cart([...lines].reverse(), 'CA', true), {
      settings,
      itemRules: [],
      ...noShippingData,
    })
    // 10.50 + 33.33 + 29.97 + 20 × 0.77 = 15.40 → 89.20
    // tariff (33.33 + 29.97) × 25 % = 15.825 → 15.83
    expect(forward.subtotalCents).toBe(8920)
    expect(forward.fees).toEqual([
      { code: 'cutFee', amountCents: 1000 },
      { code: 'tariff', amountCents: 1583, percent: '25', basis: 'tariffLines' },
      { code: 'internationalFee', amountCents: 4000 },
    ])
    expect(forward.totalCents).toBe(15503) // 89.20 + 10.00 + 15.83 + 40.00
    expect(backward.subtotalCents).toBe(forward.subtotalCents)
    expect(backward.fees).toEqual(forward.fees)
    expect(backward.totalCents).toBe(forward.totalCents)
  })
})
