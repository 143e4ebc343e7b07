import { describe, expect, it } from 'vitest'

import { createPnIndex, normalizePn } from './part-number'

describe('normalizePn: the key two spellings of one part number share', () => {
  it.each<[string, string]>([
    ['e22 pb/r10', 'E22PBR10'],
    ['E22PB-R10', 'E22PBR10'],
    ['E22PBR10', 'E22PBR10'],
    ['  e22pb-r10\t', 'E22PBR10'],
    ['WD1X1-6FT.S', 'WD1X16FTS'],
    ['wd 1x1 6ft s', 'WD1X16FTS'],
    ['E22PB\\R10', 'E22PBR10'],
  ])('%j → %j', (text, key) => {
    expect(normalizePn(text)).toBe(key)
  })

  it('treats the dashes a word processor makes like a hyphen (en dash, minus sign, no-break hyphen)', () => {
    expect(normalizePn('E22PB\u2013R10')).toBe('E22PBR10')
    expect(normalizePn('E22PB\u2212R10')).toBe('E22PBR10')
    expect(normalizePn('E22PB\u2011R10')).toBe('E22PBR10')
  })

  it('reads full-width characters and a no-break space as their plain forms', () => {
    expect(normalizePn('\uFF25\uFF12\uFF12PB\u00A0R10')).toBe('E22PBR10')
  })

  it('keeps every other character, so different pns keep different keys', () => {
    expect(normalizePn('E22PB-R10')).not.toBe(normalizePn('E22PB-R01'))
    expect(normalizePn('TB_10#')).toBe('TB_10#')
  })

  it('gives an empty key for separators only', () => {
    expect(normalizePn(' - . / ')).toBe('')
    expect(normalizePn('')).toBe('')
  })
})

describe('createPnIndex: which real part number a typed text means', () => {
  const index = createPnIndex(['E22PB-R10', 'E22PBR10', 'E22PL-G24', 'WD1X1-6FT.S', 'TB-10'])

  it('exact: the text, trimmed and upper case, is a real pn', () => {
    expect(index.resolve('E22PL-G24')).toEqual({ kind: 'exact', pn: 'E22PL-G24' })
    expect(index.resolve(' wd1x1-6ft.s ')).toEqual({ kind: 'exact', pn: 'WD1X1-6FT.S' })
  })

  it('exact wins over a key shared with another pn: E22PBR10 typed as is', () => {
    expect(index.resolve('E22PBR10')).toEqual({ kind: 'exact', pn: 'E22PBR10' })
    expect(index.resolve('e22pb-r10')).toEqual({ kind: 'exact', pn: 'E22PB-R10' })
  })

  it('match: one real pn has the key', () => {
    expect(index.resolve('e22 pl/g24')).toEqual({ kind: 'match', pn: 'E22PL-G24' })
    expect(index.resolve('WD1X1 6FT S')).toEqual({ kind: 'match', pn: 'WD1X1-6FT.S' })
    expect(index.resolve('TB10')).toEqual({ kind: 'match', pn: 'TB-10' })
  })

  it('ambiguous: E22PB-R10 and E22PBR10 share the key E22PBR10; both listed, sorted', () => {
    expect(index.resolve('e22 pb/r10')).toEqual({
      kind: 'ambiguous',
      pns: ['E22PB-R10', 'E22PBR10'],
    })
    expect(index.resolve('E22PB.R10')).toEqual({
      kind: 'ambiguous',
      pns: ['E22PB-R10', 'E22PBR10'],
    })
  })

  it('unknown: no pn has the key, or the text is empty', () => {
    expect(index.resolve('E22PB-R11')).toEqual({ kind: 'unknown' })
    expect(index.resolve('')).toEqual({ kind: 'unknown' })
    expect(index.resolve(' - ')).toEqual({ kind: 'unknown' })
  })

  it('a pn listed twice counts once (a match, not ambiguous)', () => {
    const twice = createPnIndex(['E22PL-G24', 'E22PL-G24', 'e22pl-g24 '])
    expect(twice.resolve('E22PLG24')).toEqual({ kind: 'match', pn: 'E22PL-G24' })
  })

  it('an empty index knows nothing', () => {
    expect(createPnIndex([]).resolve('E22PB-R10')).toEqual({ kind: 'unknown' })
  })
})
