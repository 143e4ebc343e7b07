import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  createIndexText,
  escapeLike,
  fold,
  indexText,
  isPnLike,
  storedPn,
  parseQuery,
  plainText,
  prefixUpperBound,
  trigramMatchExpression,
  words,
} from './fold'

describe('fold', () => {
  it('drops accents and lower-cases, so Spanish matches both ways', () => {
    expect(fold('Relés de propósito general')).toBe('reles de proposito general')
    expect(fold('rele')).toBe(fold('relé'))
    expect(fold('ÑANDÚ Ü')).toBe('nandu u')
    // precomposed and decomposed input fold alike
    expect(fold('re\u0301le\u0301')).toBe('rele')
  })

  it('splits words on anything but letters and digits', () => {
    expect(words('E22PBR-10, 24 V  relé/contactor')).toEqual([
      'e22pbr',
      '10',
      '24',
      'v',
      'rele',
      'contactor',
    ])
    expect(indexText('Pilot light — 22 mm, red.')).toBe('pilot light 22 mm red')
    expect(indexText(null)).toBe('')
  })
})

describe('createIndexText (bulk indexing)', () => {
  // letters whose folding depends on their neighbours or on normalization, white space of
  // several kinds, separators, and plain ASCII
  const unit = fc.constantFrom(
    ...['a', 'Z', '7', 'é', 'e\u0301', '\u0301', 'Ñ', 'ß', 'İ', 'Σ', 'ΟΣ', 'ﬁ', '²', '٣'],
    ...[' ', '  ', '\t', '\n', '\u00a0', '\u2003', '-', ',', '.', '/', '—', '\ud800'],
  )
  const text = fc.array(unit, { maxLength: 40 }).map((units) => units.join(''))

  it('gives exactly what indexText gives, remembered or not', () => {
    const remembered = createIndexText()
    const forgetful = createIndexText(20_000, 0)
    fc.assert(
      fc.property(text, (value) => {
        const expected = indexText(value)
        expect(remembered(value)).toBe(expected)
        expect(remembered(value)).toBe(expected)
        expect(forgetful(value)).toBe(expected)
      }),
      { numRuns: 2000 },
    )
  })

  it('folds catalogue descriptions and cuts at the same length', () => {
    const bulk = createIndexText(12)
    expect(bulk('Relé térmico, 24 V  CA')).toBe(indexText('Relé térmico, 24 V  CA', 12))
    expect(createIndexText()('Botón pulsador 22 mm, ROJO')).toBe('boton pulsador 22 mm rojo')
    expect(createIndexText()(null)).toBe('')
    expect(createIndexText()(' , — ')).toBe('')
  })
})

describe('part numbers', () => {
  it('normalizes a typed pn and refuses anything else', () => {
    expect(storedPn(' e22pbr-10 ')).toBe('E22PBR-10')
    expect(storedPn('E22.5')).toBe('E22.5')
    expect(storedPn('relé')).toBeNull()
    expect(storedPn('-E22')).toBeNull()
    expect(storedPn("E22'; DROP TABLE parts")).toBeNull()
    expect(storedPn('')).toBeNull()
  })

  it('calls a token pn-like when it has a digit or at least 2 pn characters', () => {
    expect(isPnLike('e22')).toBe(true)
    expect(isPnLike('5')).toBe(true)
    expect(isPnLike('PB')).toBe(true)
    expect(isPnLike('E')).toBe(false)
    expect(isPnLike('relé')).toBe(false)
  })

  it('gives the exclusive upper bound of a prefix range', () => {
    expect(prefixUpperBound('E22')).toBe('E23')
    expect(prefixUpperBound('E2Z')).toBe('E2[')
    expect(prefixUpperBound('E22-')).toBe('E22.')
    expect(() => prefixUpperBound('')).toThrow()
  })
})

describe('parseQuery', () => {
  it('searches one pn-like token as a part number and as words', () => {
    expect(parseQuery('  e22pbr-10 ')).toMatchObject({
      words: ['e22pbr', '10'],
      pns: ['E22PBR-10'],
      pnKey: 'E22PBR10',
    })
    expect(parseQuery('PB')).toMatchObject({ words: ['pb'], pns: ['PB'], pnKey: null })
    expect(parseQuery('E22-')).toMatchObject({ words: ['e22'], pns: ['E22-'], pnKey: 'E22' })
  })

  it('searches words only when the query is a phrase', () => {
    expect(parseQuery('Relé 24 V')).toMatchObject({
      words: ['rele', '24', 'v'],
      pns: [],
      pnKey: null,
    })
    expect(parseQuery('relé')).toMatchObject({ words: ['rele'], pns: [], pnKey: null })
    expect(parseQuery('E')).toMatchObject({ words: ['e'], pns: [], pnKey: null })
  })

  it('treats a pasted list of part numbers as several pns', () => {
    expect(parseQuery('E22PBR-10, e22pbg-10 E22PBR-10').pns).toEqual(['E22PBR-10', 'E22PBG-10'])
  })

  it('does not read a series with a voltage as a list of part numbers (issue 39)', () => {
    expect(parseQuery('gpr2 24vdc').pns).toEqual([])
    expect(parseQuery('GPR2 24VCD').pns).toEqual([])
    expect(parseQuery('c-09 120vac').pns).toEqual([])
    expect(parseQuery('e22pbr 65A').pns).toEqual([])
    expect(parseQuery('GPR2-24D GPR2-24').pns).toEqual(['GPR2-24D', 'GPR2-24'])
  })

  it('finds nothing to search in punctuation', () => {
    expect(parseQuery('  "*" -- ')).toMatchObject({ words: [], pns: [], pnKey: null })
  })

  it.each([
    ['e22es40k01', 'E22ES40K01'],
    ['E22-ES40K-01', 'E22ES40K01'],
    ['c65-11-480', 'C6511480'],
    ['mcb 2c16', 'MCB2C16'],
    ['TL70RGBZ24', 'TL70RGBZ24'],
    ['e22 pb/r10', 'E22PBR10'],
    ['E22PB–R10', 'E22PBR10'],
    ['ＥＡ１２', 'EA12'],
    ['gpr.24.vdc', 'GPR24VDC'],
  ])('reads %j as the part-number key %j, whatever the separators (issue 16)', (typed, key) => {
    expect(parseQuery(typed).pnKey).toBe(key)
  })

  it.each([
    ['pilot light red', 'no digit'],
    ['relé 24', 'not A–Z'],
    ['a1', 'shorter than 3'],
    ['contactor 3 pole 65 a', 'more than 4 groups'],
    ['E22 (red)', 'other punctuation'],
  ])('has no part-number key for %j (%s)', (typed) => {
    expect(parseQuery(typed).pnKey).toBeNull()
  })

  it('caps the query length', () => {
    expect(parseQuery('a'.repeat(500)).words[0]).toHaveLength(100)
  })
})

describe('full-text expressions', () => {
  it('builds trigram phrases for 3 characters or more only', () => {
    expect(trigramMatchExpression('PBR')).toBe('"PBR"')
    expect(trigramMatchExpression('PB')).toBeNull()
  })

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\')
  })
})

describe('plainText', () => {
  it('collects the text of a Lexical document', () => {
    const value = {
      root: {
        type: 'root',
        children: [
          { type: 'heading', children: [{ type: 'text', text: 'Relés' }] },
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'de propósito' },
              { type: 'link', children: [{ type: 'text', text: 'general' }] },
            ],
          },
        ],
      },
    }
    expect(plainText(value)).toBe('Relés de propósito general')
    expect(plainText(null)).toBe('')
    expect(plainText(value, 5)).toBe('Relés')
  })
})
