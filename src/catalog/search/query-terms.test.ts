import { describe, expect, it } from 'vitest'

import { ftsExpression, queryTerms, singulars, tsExpression, type Term } from './query-terms'
import { defaultSynonyms } from './synonyms'
import { words } from './fold'
import { createWordIndex, oneEditApart } from './word-index'

// the words of a few demo parts, as the index holds them
const catalogueText = [
  'E22PBR-10 Push button, 22 mm, flush, momentary, red, 1 NO',
  'E22PBELK-21 Push button, 22 mm, extended, maintained, black, 2 NO + 1 NC',
  'C-65-11-120 Contactor, IEC, 65 A AC-3, 3 poles, 1 NO + 1 NC auxiliary, 120 V AC coil',
  'E22PLR-24 Pilot light, 22 mm, LED, red, 24 V AC/DC, flat lens',
  'E22PLR-240 Pilot light, 22 mm, LED, red, 240 V AC, flat lens',
  'GPR4-120-LT General purpose relay, plug-in, 4 poles, 14-pin, 5 A, 120 V AC coil',
  'START / STOP push buttons and RUN pilot light',
  'WD1.5X1.5-6FT Wire duct, wide slot, grey',
  '22 mm pushbuttons: flush and extended heads',
]
const index = createWordIndex(catalogueText.flatMap((text) => words(text)))
const terms = (text: string) => queryTerms(text, index, defaultSynonyms)
const spellings = (term: Term | undefined) =>
  term?.spellings.map((spelling) => spelling.words.join(' ') + (spelling.prefix ? '*' : ''))

describe('number and unit, glued or not', () => {
  it.each([
    ['65A', ['65 a', '65a']],
    ['65 A', ['65 a', '65a']],
    ['24v', ['24 v', '24v']],
    ['22mm', ['22 mm', '22mm', '22 mm²']],
    ['22 MM', ['22 mm', '22mm', '22 mm²']],
  ])('%j is one term: %j, whole words', (typed, expected) => {
    const { terms: found } = terms(typed)
    expect(found).toHaveLength(1)
    expect(spellings(found[0])).toEqual(expected)
  })

  it.each([
    ['24VDC', '24 v dc', '24 v cc'],
    ['24 vcd', '24 v dc', '24 v cc'],
    ['120vca', '120 v ac', '120 v ca'],
    ['120 V AC', '120 v ac', '120 v ca'],
  ])('%j (volts and a current) is one term, in both languages: %j and %j', (typed, en, es) => {
    const { terms: found } = terms(typed)
    expect(found).toHaveLength(1)
    expect(spellings(found[0])).toEqual(expect.arrayContaining([en, es]))
  })

  it('leaves a number alone when no unit follows, whole unless it is the last word', () => {
    expect(spellings(terms('24 red').terms[0])).toEqual(['24'])
    expect(spellings(terms('red 24').terms[1])).toEqual(['24*'])
  })

  it('reads "contactor 65A" as two terms', () => {
    expect(terms('contactor 65A').terms.map((term) => term.typed.join(' '))).toEqual([
      'contactor',
      '65a',
    ])
  })
})

describe('synonyms in both languages', () => {
  it('finds the Spanish word for an English one and back', () => {
    expect(spellings(terms('relay').terms[0])).toEqual(['relay*', 'rele*', 'relevador*'])
    expect(spellings(terms('relé').terms[0])).toEqual(['rele*', 'relay*', 'relevador*'])
    // the Mexican word (issue 39)
    expect(spellings(terms('relevador').terms[0])).toEqual(['relevador*', 'relay*', 'rele*'])
    expect(spellings(terms('relevadores').terms[0])).toContain('relay*')
    expect(spellings(terms('canaleta').terms[0])).toContain('wire duct*')
    expect(spellings(terms('gabinete').terms[0])).toContain('enclosure*')
  })

  it('matches the longest phrase, plural or not', () => {
    const [term] = terms('push buttons').terms
    expect(term?.typed).toEqual(['push', 'buttons'])
    expect(spellings(term)).toEqual(
      expect.arrayContaining(['pushbutton*', 'boton pulsador*', 'pulsador*']),
    )
    expect(spellings(terms('relé térmico').terms[0])).toContain('overload relay*')
    expect(spellings(terms('relays').terms[0])).toContain('rele*')
  })

  it('takes staff groups as typed, accents and capitals folded', () => {
    const { terms: found } = queryTerms('Terminal', index, [['Terminal', 'Clema'], ['solo']])
    expect(spellings(found[0])).toEqual(['terminal*', 'clema*'])
    // a group of one phrase has nothing to offer
    expect(spellings(queryTerms('solo', index, [['solo']]).terms[0])).toEqual(['solo*'])
  })
})

describe('compounds, plurals and typos', () => {
  it('splits a compound the index knows as two words', () => {
    expect(spellings(queryTerms('pushbutton', index, []).terms[0])).toContain('push button*')
  })

  it('joins two words the index knows as one', () => {
    const [term] = queryTerms('push button', index, []).terms
    expect(spellings(term)).toEqual(['push button*', 'pushbutton*'])
  })

  it.each([
    ['relays', ['relay']],
    ['botones', ['boton', 'botone']],
    ['luces', ['luz', 'luce']],
    ['contactores', ['contactor', 'contactore']],
    ['glass', []],
    ['red', []],
  ])('singulars of %j: %j', (plural, expected) => {
    expect(singulars(plural).sort()).toEqual(expected.sort())
  })

  it('corrects one typo in a word of five letters or more, to the commoner word', () => {
    const typo = queryTerms('push buton', index, [])
    expect(spellings(typo.terms[1])).toEqual(['buton*', 'button*'])
    expect(typo.correction).toBe('push button')
    expect(queryTerms('contacter', index, []).correction).toBe('contactor')
    expect(queryTerms('pilto light', index, []).correction).toBe('pilot light')
  })

  it('leaves short words, known words and words that start a known word alone', () => {
    expect(queryTerms('lense', index, []).correction).toBe('lens')
    expect(queryTerms('lenz', index, []).correction).toBeNull() // four letters: too short to guess
    expect(queryTerms('rde', index, []).correction).toBeNull()
    expect(queryTerms('contac', index, []).correction).toBeNull()
    expect(queryTerms('flush', index, []).correction).toBeNull()
  })
})

describe('full-text expressions', () => {
  it('quotes every word, ORs the spellings of a term and requires every term', () => {
    const found = queryTerms('relay 24v', index, [['relay', 'relé']]).terms
    expect(ftsExpression(found)).toBe('("relay"* OR "rele"*) AND ("24 v" OR "24v")')
    expect(tsExpression(found)).toBe("('relay':* | 'rele':*) & (('24' <-> 'v') | '24v')")
    expect(ftsExpression(terms('4mm').terms)).toBe('("4 mm" OR "4mm" OR "4 mm²")')
  })

  it('lets no search syntax through', () => {
    const found = queryTerms('NEAR(a b) OR c* "x', index, []).terms
    expect(ftsExpression(found)).toBe(
      '("near"*) AND ("a"*) AND ("b"*) AND ("or"*) AND ("c"*) AND ("x"*)',
    )
    expect(tsExpression(queryTerms("o'brien", index, []).terms)).toBe("('o':*) & ('brien':*)")
    expect(ftsExpression([])).toBeNull()
    expect(tsExpression([])).toBeNull()
  })
})

describe('oneEditApart', () => {
  it.each([
    ['buton', 'button', true],
    ['contacter', 'contactor', true],
    ['contatcor', 'contactor', true],
    ['relay', 'relays', true],
    ['relay', 'relay', false],
    ['relay', 'delays', false],
    ['abcd', 'badc', false],
  ])('%j and %j: %j', (a, b, expected) => {
    expect(oneEditApart(a, b)).toBe(expected)
    expect(oneEditApart(b, a)).toBe(expected)
  })
})
