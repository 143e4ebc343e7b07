import { describe, expect, it } from 'vitest'

import { words } from './fold'
import { isQuantity, quantitySpellings, readQuantity, type Current } from './units'

const read = (typed: string) => readQuantity(words(typed), 0)
const spelled = (typed: string) => {
  const quantity = read(typed)
  if (!quantity) throw new Error(`no quantity in ${typed}`)
  const { exact, broader } = quantitySpellings(quantity)
  return {
    exact: exact.map((each) => each.join(' ')),
    broader: broader.map((each) => each.join(' ')),
  }
}

describe('volts and their current, however they are written', () => {
  it.each<[string, string, Current | null]>([
    ['24vdc', '24', 'dc'],
    ['24VDC', '24', 'dc'],
    ['24 VDC', '24', 'dc'],
    ['24 V DC', '24', 'dc'],
    ['24V DC', '24', 'dc'],
    ['24V-DC', '24', 'dc'],
    ['24 V.D.C.', '24', 'dc'],
    ['24 V.C.D.', '24', 'dc'],
    ['24 v.c.c.', '24', 'dc'],
    ['24vcc', '24', 'dc'],
    ['24 Vcc', '24', 'dc'],
    ['24 V CC', '24', 'dc'],
    ['24 Vcd', '24', 'dc'],
    ['24VCD', '24', 'dc'],
    ['24 V c.d.', '24', 'dc'],
    ['120vac', '120', 'ac'],
    ['120 VAC', '120', 'ac'],
    ['120 V AC', '120', 'ac'],
    ['120 V CA', '120', 'ac'],
    ['120 Vca', '120', 'ac'],
    ['120VCA', '120', 'ac'],
    ['120 V.C.A.', '120', 'ac'],
    ['120 v a.c.', '120', 'ac'],
    ['24 V AC/DC', '24', 'acdc'],
    ['24 V CA/CC', '24', 'acdc'],
    ['24 VCA/VCD', '24', 'acdc'],
    ['24vac/dc', '24', 'acdc'],
    ['24v', '24', null],
    ['24 V', '24', null],
  ])('%j → %s V, current %s, every word read', (typed, number, current) => {
    const quantity = read(typed)
    expect(quantity).toMatchObject({ number, unit: 'v', current })
    expect(quantity?.length).toBe(words(typed).length)
    expect(isQuantity(words(typed))).toBe(true)
  })

  it('reads only the quantity and leaves the next word alone', () => {
    expect(readQuantity(words('24vdc relay'), 0)).toMatchObject({ current: 'dc', length: 1 })
    expect(readQuantity(words('24 v red'), 0)).toMatchObject({ current: null, length: 2 })
    expect(readQuantity(words('relay 24 V CC'), 1)).toMatchObject({ current: 'dc', length: 3 })
  })

  it('keeps the other units, and VA is volt-amperes, not volts AC', () => {
    expect(read('65A')).toMatchObject({ number: '65', unit: 'a', current: null, length: 1 })
    expect(read('22 mm')).toMatchObject({ number: '22', unit: 'mm', length: 2 })
    expect(read('50 VA')).toMatchObject({ unit: 'va', current: null })
  })

  it('is no quantity without a known unit, or with words left over', () => {
    expect(read('GPR2')).toBeNull()
    expect(read('24 red')).toBeNull()
    expect(read('24')).toBeNull()
    expect(isQuantity(words('24D'))).toBe(false)
    expect(isQuantity(words('24vdc coil'))).toBe(false)
  })
})

describe('spellings: a quantity typed one way finds it written any other way', () => {
  it('24 V DC in English and 24 V CC in Spanish for every spelling of direct current', () => {
    for (const typed of ['24vdc', '24 VCD', '24 V.C.C.', '24 Vcd']) {
      const { exact } = spelled(typed)
      expect(exact).toEqual(
        expect.arrayContaining(['24 v dc', '24 v cc', '24 v cd', '24vdc', '24 vcd', '24v dc']),
      )
      expect(exact).not.toContain('24 v ac')
    }
  })

  it('a part for AC/DC answers direct current too, as a broader match', () => {
    const { exact, broader } = spelled('24vdc')
    expect(broader).toEqual(expect.arrayContaining(['24 v ac dc', '24 v ca cc']))
    expect(exact).not.toContain('24 v ac dc')
  })

  it('alternating current in both languages (AC/DC parts match "24 v ac" as a phrase)', () => {
    expect(spelled('120 V CA').exact).toEqual(
      expect.arrayContaining(['120 v ac', '120 v ca', '120vac', '120 vca']),
    )
    expect(spelled('120 V CA').exact).not.toContain('120 v dc')
  })

  it('plain volts and other units keep their glued and split forms', () => {
    expect(spelled('24v').exact).toEqual(['24 v', '24v'])
    expect(spelled('65A').exact).toEqual(['65 a', '65a'])
    expect(spelled('4mm').exact).toEqual(['4 mm', '4mm', '4 mm²'])
  })
})
