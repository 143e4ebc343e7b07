import { describe, expect, it } from 'vitest'

import type { CrossReference } from './matches'
import { makerNamed, partsOf, referencesForKey } from './search-rules'
import { theirPnKey } from './their-pn'

const note = { en: '', es: '' }
const row = (over: Partial<CrossReference>): CrossReference & { theirPnKey: string } => {
  const base: CrossReference = {
    maker: 'Schneider Electric',
    theirPn: 'XB4BA31',
    pn: 'E22PBFG-10',
    match: 'exact',
    quantity: 1,
    note,
    ...over,
  }
  return { ...base, theirPnKey: theirPnKey(base.theirPn) }
}

describe('referencesForKey: our parts for a typed key', () => {
  it('puts the whole key first, exact before similar, then the keys it starts, shorter first', () => {
    const found = referencesForKey(
      'XB4BA3',
      [
        row({ theirPn: 'XB4BA31', pn: 'E22PBFG-10' }),
        row({ theirPn: 'XB4BA3', pn: 'E22PBFG-01', match: 'similar' }),
        row({ theirPn: 'XB4BA3', pn: 'E22PBFG-11' }),
        row({ theirPn: 'XB4BA312', pn: 'E22PBFG-12' }),
      ],
      10,
    )
    expect(found.map((part) => [part.theirPn, part.pn, part.match])).toEqual([
      ['XB4BA3', 'E22PBFG-11', 'exact'],
      ['XB4BA3', 'E22PBFG-01', 'similar'],
      ['XB4BA31', 'E22PBFG-10', 'exact'],
      ['XB4BA312', 'E22PBFG-12', 'exact'],
    ])
    expect(referencesForKey('XB4BA3', [row({}), row({ theirPn: 'XB4BA32' })], 1)).toHaveLength(1)
  })

  it('lists a kit as its parts, each with its quantity, after single parts', () => {
    const found = referencesForKey(
      '800TA1A',
      [
        row({
          maker: 'Allen-Bradley',
          theirPn: '800T-A1A',
          pn: 'E30ACC-RA22',
          match: 'kit',
          quantity: 2,
        }),
        row({ maker: 'Allen-Bradley', theirPn: '800T-A1A', pn: 'E22PBFG-10', match: 'kit' }),
        row({ maker: 'Allen-Bradley', theirPn: '800T-A1A', pn: 'E22PLG-24', match: 'functional' }),
      ],
      10,
    )
    expect(found.map((part) => [part.pn, part.match, part.quantity])).toEqual([
      ['E22PLG-24', 'functional', 1],
      ['E22PBFG-10', 'kit', 1],
      ['E30ACC-RA22', 'kit', 2],
    ])
  })

  it('partsOf: one part for a single match', () => {
    expect(partsOf({ ...row({}), match: 'exact', quantity: 1 }).map((part) => part.pn)).toEqual([
      'E22PBFG-10',
    ])
  })
})

describe('makerNamed: a maker among a query’s words', () => {
  const makers = [
    { name: 'Allen-Bradley', slug: 'allen-bradley' },
    { name: 'Schneider Electric', slug: 'schneider-electric' },
    { name: 'Siemens', slug: 'siemens' },
    { name: 'ABB', slug: 'abb' },
  ]
  it('takes the maker’s name out of the words', () => {
    expect(makerNamed(['siemens', '22mm', 'green'], makers)).toEqual({
      maker: makers[2],
      rest: ['22mm', 'green'],
    })
    expect(makerNamed(['green', 'schneider', 'electric'], makers)?.rest).toEqual(['green'])
    expect(makerNamed(['allen', 'bradley', 'red'], makers)?.maker.slug).toBe('allen-bradley')
    expect(makerNamed(['allenbradley'], makers)?.rest).toEqual([])
    expect(makerNamed(['abb'], makers)?.maker.slug).toBe('abb')
  })

  it('names none for other words, a maker’s second word alone, or two letters', () => {
    expect(makerNamed(['push', 'button'], makers)).toBeNull()
    expect(makerNamed(['electric', 'motor'], makers)).toBeNull()
    expect(makerNamed(['ab'], [...makers, { name: 'AB', slug: 'ab' }])).toBeNull()
  })
})
