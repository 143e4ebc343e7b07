import { describe, expect, it } from 'vitest'

import { equivalentsOf, linesFor, needsConfirmation, type CrossReference } from './matches'

const note = { en: '', es: '' }
const row = (over: Partial<CrossReference>): CrossReference => ({
  maker: 'Allen-Bradley',
  theirPn: '800T-A1A',
  pn: 'E22PBFG-10',
  match: 'exact',
  quantity: 1,
  note,
  ...over,
})

describe('equivalentsOf: a their pn’s answer as a buyer sees it', () => {
  it('orders exact → functional → similar → kit and folds a kit’s rows into one entry', () => {
    const found = equivalentsOf([
      row({ match: 'kit', theirPn: '800T-A1A', pn: 'E30ACC-RA22', quantity: 1 }),
      row({ match: 'similar', pn: 'E22PBEG-10' }),
      row({ match: 'kit', theirPn: '800T-A1A', pn: 'E22PBFG-10', quantity: 1 }),
      row({ maker: 'Schneider Electric', theirPn: 'XB4BA31', pn: 'E22PBFG-10' }),
      row({ match: 'functional', pn: 'E22PBFG-11' }),
    ])
    expect(found.map((entry) => entry.match)).toEqual(['exact', 'functional', 'similar', 'kit'])
    const kit = found[3]
    expect(kit?.match === 'kit' && kit.parts).toEqual([
      { pn: 'E22PBFG-10', quantity: 1 },
      { pn: 'E30ACC-RA22', quantity: 1 },
    ])
  })

  it('shows a pn that maps to two of ours twice, each with its match', () => {
    const found = equivalentsOf([
      row({ match: 'similar', pn: 'B' }),
      row({ match: 'exact', pn: 'A' }),
    ])
    expect(found.map((entry) => entry.match !== 'kit' && entry.pn)).toEqual(['A', 'B'])
  })
})

describe('linesFor: what a buyer’s line adds of ours', () => {
  it('multiplies each kit part by the line’s quantity', () => {
    const [kit] = equivalentsOf([
      row({ match: 'kit', pn: 'ITBS2.5-F', quantity: 3 }),
      row({ match: 'kit', pn: 'ITBA-EP', quantity: 1 }),
    ])
    expect(kit && linesFor(kit, 4)).toEqual([
      { pn: 'ITBA-EP', quantity: 4 },
      { pn: 'ITBS2.5-F', quantity: 12 },
    ])
  })

  it('adds the one part of any other match at the line’s quantity', () => {
    const [exact] = equivalentsOf([row({})])
    expect(exact && linesFor(exact, 5)).toEqual([{ pn: 'E22PBFG-10', quantity: 5 }])
  })

  it('asks to confirm functional and similar matches only', () => {
    expect(needsConfirmation('exact')).toBe(false)
    expect(needsConfirmation('kit')).toBe(false)
    expect(needsConfirmation('functional')).toBe(true)
    expect(needsConfirmation('similar')).toBe(true)
  })
})
