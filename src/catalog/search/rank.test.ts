import { describe, expect, it } from 'vitest'

import { queryTerms } from './query-terms'
import { byRelevance, relevanceOf } from './rank'
import { createWordIndex } from './word-index'
import { words } from './fold'

const catalogue = [
  'Thermal overload relay, class 10, 48–65 A, direct mount to contactor',
  'Contactor, IEC, 65 A AC-3, 3 poles, 120 V AC coil',
  'Definite purpose contactor, 20 A FLA',
  'Relé térmico de sobrecarga, clase 10',
  'Base para relé, riel DIN, 8 pines',
  'Botón pulsador, 22 mm, rojo',
  'Estación de control, 2 orificios, botones ARRANQUE / PARO',
  'Release button, red',
]
const index = createWordIndex(catalogue.flatMap((text) => words(text)))
const ranked = (query: string, texts: string[]) => {
  const { terms } = queryTerms(query, index, [['relay', 'relé']])
  return byRelevance(texts, (text) => relevanceOf(text, terms))
}

describe('relevance', () => {
  it('puts the thing itself first: the words earlier in the text', () => {
    expect(ranked('contactor 65A', catalogue.slice(0, 3))[0]).toMatch(/^Contactor, IEC, 65 A/)
    expect(ranked('contactors', catalogue.slice(1, 3))).toEqual([catalogue[1], catalogue[2]])
    expect(ranked('botones', catalogue.slice(5, 7))[0]).toMatch(/^Botón pulsador/)
  })

  it('counts the position of each term: 0 + 2 for "contactor 65A" on a contactor', () => {
    const { terms } = queryTerms('contactor 65A', index, [])
    expect(relevanceOf(catalogue[1]!, terms)).toEqual({
      matched: 2,
      broader: 0,
      positions: 2,
      whole: 2,
      length: 12,
    })
    // the overload relay: 65 A at word 6, contactor at word 11
    expect(relevanceOf(catalogue[0]!, terms)).toMatchObject({ matched: 2, positions: 17 })
  })

  it('ranks a whole typed word before a prefix of a longer one', () => {
    expect(ranked('rele', ['Release button, red', 'Relé térmico de sobrecarga'])[0]).toMatch(
      /^Relé/,
    )
  })

  it('ranks rows matching more terms first, and a pn match as the first word', () => {
    const { terms } = queryTerms('red e22pbr', index, [])
    const inPn = relevanceOf('Push button, flush, red', terms, 'E22PBR-10')
    const notInPn = relevanceOf('Push button, flush, red', terms, 'E22PBG-10')
    expect(inPn).toMatchObject({ matched: 2, positions: 3 })
    expect(notInPn).toMatchObject({ matched: 1 })
  })

  it('ranks a part for the current asked before one for either current, in both languages (issue 39)', () => {
    const dc = 'Control relay, IEC, 10 A, 4 poles, 2 NO + 2 NC, 24 V DC coil'
    const either = 'Timing relay, star-delta, DIN rail, 24 V AC/DC, 2 CO'
    const ac240 = 'Timing relay, star-delta, DIN rail, 240 V AC, 2 CO'
    // the AC/DC part has the words earlier; the DC part still comes first
    expect(ranked('relay 24vdc', [ac240, either, dc])).toEqual([dc, either, ac240])
    const cc = 'Relé de control IEC, 10 A, 4 polos, 2 NA + 2 NC, bobina de 24 V CC'
    const caCc = 'Relé temporizador, estrella-triángulo, riel DIN, 24 V CA/CC, 2 conmutados'
    expect(ranked('rele 24 Vcd', [caCc, cc])).toEqual([cc, caCc])
    const { terms } = queryTerms('relay 24vdc', index, [['relay', 'relé']])
    expect(relevanceOf(either, terms)).toMatchObject({ matched: 2, broader: 1 })
    expect(relevanceOf(ac240, terms)).toMatchObject({ matched: 1, broader: 0 })
  })

  it('keeps the given order among equals', () => {
    expect(ranked('zzz', ['b', 'a', 'c'])).toEqual(['b', 'a', 'c'])
  })
})
