import { describe, expect, it } from 'vitest'

import type { PnResolution } from '@/catalog/part-number'
import { quantityRule } from '@/catalog/quantity'
import type { Equivalent } from '@/cross-reference/matches'

import { replacementQuantity, resolveBomLine, type BomLookup, type BomPart } from './bom-lines'

const part = (pn: string, pkgQty = 1, available = true, family: string | null = null): BomPart => ({
  pn,
  available,
  rule: quantityRule({ pkgQty, family }),
})

const parts = new Map(
  [
    part('E22PBFG-10'),
    part('E30ACC-RA22', 5),
    part('E22PLR-6', 1, false),
    part('E22PLR-6D', 1, false),
    part('E22PLHR-6', 10),
    part('E22PB-R10'),
    part('E22PB-R01', 1, false),
  ].map((entry) => [entry.pn, entry]),
)
const lookup: BomLookup = {
  part: (pn) => parts.get(pn),
  // the chain E22PLR-6 → E22PLR-6D → E22PLHR-6 as `replacementsFor` answers it
  replacement: (pn) => (pn === 'E22PLR-6' || pn === 'E22PLR-6D' ? 'E22PLHR-6' : undefined),
}
const unknown: PnResolution = { kind: 'unknown' }
const ours = (pn: string): PnResolution => ({ kind: 'exact', pn })
const note = { en: '', es: '' }
const exact: Equivalent = {
  match: 'exact',
  maker: 'Schneider Electric',
  theirPn: 'XB4BA31',
  pn: 'E22PB-R10',
  quantity: 1,
  note,
}
const similar: Equivalent = { ...exact, match: 'similar', theirPn: 'XB4BA42', pn: 'E22PBFG-10' }
const kit: Equivalent = {
  match: 'kit',
  maker: 'Allen-Bradley',
  theirPn: '800T-A1A',
  parts: [
    { pn: 'E22PBFG-10', quantity: 1 },
    { pn: 'E30ACC-RA22', quantity: 2 },
  ],
  note,
}

describe('resolveBomLine', () => {
  it('adds one of ours directly, rounded up to its pack', () => {
    const outcome = resolveBomLine({ quantity: 7, packages: 0 }, ours('E30ACC-RA22'), [], lookup)
    expect(outcome).toEqual({
      kind: 'ready',
      adds: [{ pn: 'E30ACC-RA22', quantity: 10, requested: 7, rounded: true }],
      confirm: false,
      alternatives: [],
    })
  })

  it('resolves an exact equivalent without confirmation, naming the maker', () => {
    const outcome = resolveBomLine({ quantity: 4, packages: 0 }, unknown, [exact], lookup)
    expect(outcome).toMatchObject({
      kind: 'ready',
      adds: [{ pn: 'E22PB-R10', quantity: 4 }],
      confirm: false,
      equivalent: { maker: 'Schneider Electric', theirPn: 'XB4BA31', match: 'exact' },
    })
  })

  it('asks to confirm a similar equivalent', () => {
    const outcome = resolveBomLine({ quantity: 2, packages: 0 }, unknown, [similar], lookup)
    expect(outcome).toMatchObject({ kind: 'ready', confirm: true })
  })

  it('adds a kit part by part, each × the line quantity, rounded to its pack', () => {
    // 3 × 800T-A1A: 3 × 1 operator, 3 × 2 = 6 reducers → 10 (packs of 5)
    const outcome = resolveBomLine({ quantity: 3, packages: 0 }, unknown, [kit], lookup)
    expect(outcome).toMatchObject({
      kind: 'ready',
      confirm: false,
      adds: [
        { pn: 'E22PBFG-10', quantity: 3, requested: 3, rounded: false },
        { pn: 'E30ACC-RA22', quantity: 10, requested: 6, rounded: true },
      ],
    })
  })

  it('a kit line without a quantity asks for one of theirs', () => {
    const outcome = resolveBomLine({ quantity: null, packages: 1 }, unknown, [kit], lookup)
    expect(outcome).toMatchObject({
      adds: [
        { pn: 'E22PBFG-10', quantity: 1 },
        { pn: 'E30ACC-RA22', quantity: 5, requested: 2 },
      ],
    })
  })

  it('offers the successor of a discontinued pn, at its pack, once confirmed', () => {
    // 12 of E22PLR-6 → E22PLHR-6 in packs of 10: 20
    const outcome = resolveBomLine({ quantity: 12, packages: 0 }, ours('E22PLR-6'), [], lookup)
    expect(outcome).toEqual({
      kind: 'ready',
      adds: [{ pn: 'E22PLHR-6', quantity: 20, requested: 12, rounded: true }],
      confirm: true,
      replacedPn: 'E22PLR-6',
      alternatives: [],
    })
  })

  it('keeps a discontinued pn without a successor unavailable', () => {
    const outcome = resolveBomLine({ quantity: 1, packages: 0 }, ours('E22PB-R01'), [], lookup)
    expect(outcome).toEqual({ kind: 'unavailable', pn: 'E22PB-R01' })
  })

  it('offers the other pns of ours a text leads to as alternatives', () => {
    const outcome = resolveBomLine({ quantity: 1, packages: 0 }, unknown, [exact, similar], lookup)
    expect(outcome).toMatchObject({ adds: [{ pn: 'E22PB-R10' }], alternatives: ['E22PBFG-10'] })
  })

  it('skips equivalents whose parts are not known, and stays unknown without any', () => {
    const hidden: Equivalent = { ...exact, pn: 'NOT-LISTED' }
    expect(resolveBomLine({ quantity: 1, packages: 0 }, unknown, [hidden], lookup)).toEqual({
      kind: 'unknown',
    })
    expect(resolveBomLine({ quantity: 1, packages: 0 }, unknown, [], lookup)).toEqual({
      kind: 'unknown',
    })
  })

  it('refuses a kit whose quantity passes the line maximum', () => {
    const outcome = resolveBomLine({ quantity: 60_000, packages: 0 }, unknown, [kit], lookup)
    expect(outcome).toEqual({
      kind: 'refused',
      pn: 'E30ACC-RA22',
      code: 'quantityTooLarge',
      requested: 120_000,
    })
  })

  it('passes ambiguous pns through', () => {
    const found: PnResolution = { kind: 'ambiguous', pns: ['A-1', 'A1'] }
    expect(resolveBomLine({ quantity: 1, packages: 0 }, found, [], lookup)).toEqual({
      kind: 'ambiguous',
      pns: ['A-1', 'A1'],
    })
  })
})

describe('replacementQuantity', () => {
  it('keeps the quantity, rounded up to the successor pack', () => {
    expect(replacementQuantity(12, quantityRule({ pkgQty: 10, family: null }))).toBe(20)
    expect(replacementQuantity(20, quantityRule({ pkgQty: 10, family: null }))).toBe(20)
    expect(replacementQuantity(3, quantityRule({ pkgQty: 1, family: null }))).toBe(3)
    // wire duct by the piece: 7 stays 7
    expect(replacementQuantity(7, quantityRule({ pkgQty: 10, family: 'wire-duct' }))).toBe(7)
  })

  it('caps at the largest quantity the rule allows', () => {
    expect(replacementQuantity(99_999, quantityRule({ pkgQty: 7, family: null }))).toBe(99_995)
  })
})
