import { describe, expect, it } from 'vitest'

import { summarizeErrors } from '@/catalog/import/validate'

import { parseShippingImport } from './shipping-import'

const reasons = (kind: Parameters<typeof parseShippingImport>[0], csv: string) => {
  const result = parseShippingImport(kind, csv)
  return result.ok ? 'ok' : summarizeErrors(result.errors)
}

describe('shipping CSV imports: all or nothing, bad rows listed by line', () => {
  it('bands: contiguous from 0.01, the top one open', () => {
    const good = parseShippingImport(
      'bands',
      'min,max,ground,groundDist,air2day,air1day\n0.01,48.99,12.95,9.95,29.95,49.95\n49.00,,15.95,11.95,34.95,59.95\n',
    )
    expect(good).toEqual({
      ok: true,
      table: {
        kind: 'bands',
        rows: [
          {
            min: 0.01,
            max: 48.99,
            ground: 12.95,
            groundDist: 9.95,
            air2day: 29.95,
            air1day: 49.95,
          },
          { min: 49, max: null, ground: 15.95, groundDist: 11.95, air2day: 34.95, air1day: 59.95 },
        ],
      },
    })
  })

  it('bands: an overlap is refused on its line, with the start it needs', () => {
    expect(
      reasons(
        'bands',
        'min,max,ground,groundDist,air2day,air1day\n0.01,48.99,1,1,1,1\n48.50,199.99,1,1,1,1\n200,,1,1,1,1\n',
      ),
    ).toBe('line 3: this band must start at 49.00, one cent after the previous one ends.')
    expect(reasons('bands', 'min,max,ground,groundDist,air2day,air1day\n0.01,,-1,1,1,x\n')).toBe(
      'line 2: ground: "-1" is not an amount ≥ 0 with at most 2 decimals\nline 2: air1day: "x" is not an amount ≥ 0 with at most 2 decimals',
    )
  })

  it('zones: three-digit prefixes once each, zones 2–8, states as codes', () => {
    const good = parseShippingImport(
      'zones',
      'prefix,zone,states\n150,2,PA\n100,4,"NY"\n070,4,"NJ,NY"\n',
    )
    expect(good.ok && good.table.rows).toEqual([
      { prefix: '150', zone: 2, states: 'PA' },
      { prefix: '100', zone: 4, states: 'NY' },
      { prefix: '070', zone: 4, states: 'NJ,NY' },
    ])
    expect(reasons('zones', 'prefix,zone\n15,2\n150,9\n150,3\n')).toBe(
      'line 2: a ZIP prefix is three digits.\nline 3: zones are whole numbers from 2 to 8.\nline 4: this ZIP prefix is already listed.',
    )
  })

  it('tax: one * rule per state, ZIP lists, rates', () => {
    expect(
      reasons('tax', 'state,zipCodes,rate\nPA,*,6\nPA,150*,7\nPA,,6.5\nOH,44*;45*,5.75\n'),
    ).toBe(
      'line 4: PA already has a rule for all ZIPs (*).\nline 5: ZIPs are *, or a comma list of 5-digit ZIPs and prefixes ending in * (150*).',
    )
  })

  it('family rates: one row per family and zone, grouped; box counts agree', () => {
    const csv =
      'code,family,spqBoxCount,nonBoxCount,zone,spqBoxPrice,nonBoxPrice\nWD,wire-duct,4,10,2,18,9\nWD,wire-duct,4,10,8,48,24\n'
    const good = parseShippingImport('family-rates', csv)
    expect(good.ok && good.table.rows).toEqual([
      {
        code: 'WD',
        family: 'wire-duct',
        spqBoxCount: 4,
        nonBoxCount: 10,
        zones: [
          { zone: 2, spqBoxPrice: 18, nonBoxPrice: 9 },
          { zone: 8, spqBoxPrice: 48, nonBoxPrice: 24 },
        ],
      },
    ])
    expect(
      reasons('family-rates', `${csv}WD,wire-duct,5,10,3,20,10\nWD,wire-duct,4,10,2,18,9\n`),
    ).toBe('line 4: WD: box counts differ from its first row\nline 5: WD: zone 2 is listed twice')
  })

  it('item rules: a pn or a prefix*, yes/no flags', () => {
    const good = parseShippingImport(
      'item-rules',
      'pn,exemptFromFreeShipping,leadTime10Days\nENC*,yes,no\ntl-50,,1\n',
    )
    expect(good.ok && good.table.rows).toEqual([
      { pn: 'ENC*', exemptFromFreeShipping: true, leadTime10Days: false },
      { pn: 'TL-50', exemptFromFreeShipping: false, leadTime10Days: true },
    ])
    expect(reasons('item-rules', 'pn,leadTime10Days\n*X*,maybe\n')).toBe(
      'line 2: pn: "*X*" is not a part number or a prefix ending in *\nline 2: leadtime10days: "maybe" is not yes or no',
    )
  })

  it('carriers: slugs once each, both titles, exactly one domestic prepaid default', () => {
    const header = 'slug,titleEn,titleEs,sequence,international,collect,minSubtotal,isDefault\n'
    expect(
      reasons(
        'carriers',
        `${header}c3-fedex,FedEx,FedEx,1,no,no,0,yes\nups-collect,UPS collect,UPS por cobrar,2,no,yes,,no\n`,
      ),
    ).toBe('ok')
    expect(
      reasons('carriers', `${header}c3-fedex,FedEx,,1,no,no,0,no\nC3,Other,Otro,2,no,no,0,no\n`),
    ).toBe(
      'line 1: exactly one default carrier is needed (found 0)\nline 2: both titles (English and Spanish) are needed\nline 3: slug: "C3" is lower-case letters, digits and hyphens',
    )
  })

  it('the header must hold the kind’s columns, and nothing else', () => {
    expect(reasons('tax', 'state,rate,county\nPA,6,Beaver\n')).toBe(
      'line 1: unknown column(s): county',
    )
    expect(reasons('zones', 'prefix\n150\n')).toBe('line 1: missing column(s): zone')
  })
})
