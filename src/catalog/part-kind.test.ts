import { describe, expect, it } from 'vitest'

import { byKindThenPn, partKind } from './part-kind'
import { defaultPartQuery, listParts, type PartRecord } from './part-list'

describe('the kind of a part', () => {
  it('is a fitting when its description names a lamp, a socket or what it is for', () => {
    expect(partKind('LED lamp, BA9s base, red, 24 V AC/DC, for 22 mm pilot lights')).toBe('fitting')
    expect(partKind('Relay socket, DIN rail, 8-pin, standard')).toBe('fitting')
    expect(partKind('Extension shaft for disconnect door handle, 500 mm')).toBe('fitting')
    expect(partKind('End stop, screwless, for 35 mm DIN rail')).toBe('fitting')
  })

  it('is a product otherwise, also when a feature is "for" something', () => {
    expect(partKind('Pilot light, 22 mm, LED, red, 24 V AC/DC, flat lens')).toBe('product')
    expect(partKind('General purpose relay, plug-in, 2 poles (DPDT), 8-pin, 10 A')).toBe('product')
    expect(
      partKind('NEMA terminal block, 12 AWG, 20 A, 600 V, fuse holder for 5 × 20 mm fuse, black'),
    ).toBe('product')
    expect(partKind('Control station enclosure, 2 holes')).toBe('product')
    expect(partKind('')).toBe('product')
  })
})

function part(pn: string, descriptionEn: string): PartRecord {
  return {
    pn,
    descriptionEn,
    descriptionEs: descriptionEn,
    listCents: 100,
    pkgQty: 1,
    attributes: {},
  }
}

describe('a family in its default order', () => {
  // lamps' numbers (E22LMP…) sort before the lights' (E22PL…): by part number alone the family
  // opened on a page of replacement lamps
  const lamps = Array.from({ length: 30 }, (_, i) =>
    part(`E22LMP${String(i).padStart(2, '0')}-B`, 'LED lamp, BA9s base, for 22 mm pilot lights'),
  )
  const lights = ['E22PLR-24', 'E22PLG-120', 'E22PLTR-24'].map((pn) =>
    part(pn, 'Pilot light, 22 mm, LED, flat lens'),
  )

  it('lists the pilot lights before the replacement lamps, each by part number', () => {
    const first = listParts([...lamps, ...lights], defaultPartQuery, { locale: 'en' })
    expect(first.items.slice(0, 4).map((p) => p.pn)).toEqual([
      'E22PLG-120',
      'E22PLR-24',
      'E22PLTR-24',
      'E22LMP00-B',
    ])
    expect(first.total).toBe(33)
    // the same order in Spanish: the kind is read from the English description
    const es = listParts([...lamps, ...lights], defaultPartQuery, { locale: 'es' })
    expect(es.items.map((p) => p.pn)).toEqual(first.items.map((p) => p.pn))
  })

  it('keeps a family of one kind in part-number order', () => {
    const sorted = [...lights].sort(byKindThenPn).map((p) => p.pn)
    expect(sorted).toEqual(['E22PLG-120', 'E22PLR-24', 'E22PLTR-24'])
  })

  it('puts relays before their sockets (GPR-S8 sorts before GPR2 by number)', () => {
    const sorted = [
      part('GPR-S8', 'Relay socket, DIN rail, 8-pin, standard'),
      part('GPR2-24D', 'General purpose relay, plug-in, 2 poles (DPDT)'),
    ].sort(byKindThenPn)
    expect(sorted.map((p) => p.pn)).toEqual(['GPR2-24D', 'GPR-S8'])
  })
})
