import { describe, expect, it } from 'vitest'

import { normalizePn } from '@/catalog/part-number'

import { theirPnKey, theirPnProblem } from './their-pn'

describe('theirPnKey: other makers’ part numbers typed as buyers type them', () => {
  it.each<[string, string, string[]]>([
    ['Allen-Bradley', '800T-A1A', ['800t-a1a', '800T A1A', '800TA1A', '800T.A1A', '800T–A1A']],
    ['Allen-Bradley', '800FP-F3', ['800fp f3', '800FP/F3', ' 800FPF3 ']],
    ['Schneider', 'XB4BA31', ['xb4ba31', 'XB4-BA31', 'xb4 ba 31', 'XB4.BA31']],
    ['Schneider', 'ZB5AA3', ['zb5aa3', 'ZB5-AA3', 'ZB5 AA3']],
    [
      'Siemens',
      '3SU1100-0AB20-1BA0',
      ['3su1100 0ab20 1ba0', '3SU11000AB201BA0', '3SU1100-0AB20 1BA0'],
    ],
    ['Eaton', 'M22-D-G', ['m22-d-g', 'M22DG', 'M22 D G', 'M22/D/G']],
    ['IDEC', 'YW1B-M1E10G', ['yw1b-m1e10g', 'YW1BM1E10G', 'YW1B M1E10G', 'ＹＷ１Ｂ－Ｍ１Ｅ１０Ｇ']],
  ])('%s %s and its other spellings share one key', (_maker, pn, spellings) => {
    const key = theirPnKey(pn)
    expect(key).toMatch(/^[A-Z0-9]+$/)
    for (const spelling of spellings) expect(theirPnKey(spelling)).toBe(key)
  })

  it('keeps letters and digits only, in order: Eaton DILM12-10(24VDC)', () => {
    expect(theirPnKey('DILM12-10(24VDC)')).toBe('DILM121024VDC')
    expect(theirPnKey('dilm12-10 (24 vdc)')).toBe('DILM121024VDC')
  })

  it('keeps different part numbers apart', () => {
    expect(theirPnKey('800T-A1A')).not.toBe(theirPnKey('800T-A2A'))
    expect(theirPnKey('XB4BA31')).not.toBe(theirPnKey('XB4BA42'))
  })

  it('is our own pn key for anything spelled like one of our pns', () => {
    for (const pn of ['E22PBFG-10', 'e22 pb/r10', 'WD1X1-6FT.S', 'OL1-0.16-C20']) {
      expect(theirPnKey(pn)).toBe(normalizePn(pn))
    }
  })
})

describe('theirPnProblem: what may be stored as their pn', () => {
  it('takes any printable text up to 60 characters', () => {
    expect(theirPnProblem('DILM12-10(24VDC)')).toBeNull()
    expect(theirPnProblem('x'.repeat(60))).toBeNull()
  })

  it.each<[string, string]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['x'.repeat(61), 'tooLong'],
    ['800T\u0007A1A', 'unprintable'],
    ['--()', 'noLettersOrDigits'],
  ])('%j: %s', (text, problem) => {
    expect(theirPnProblem(text)).toBe(problem)
  })
})
