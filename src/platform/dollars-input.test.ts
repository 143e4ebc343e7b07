import { describe, expect, it } from 'vitest'

import { dollarsProblemText, dollarsText, isStoredCents, parseDollars } from './dollars-input'

describe('parseDollars', () => {
  it.each([
    ['13.95', 1395],
    ['13.9', 1390],
    ['13', 1300],
    ['13.', 1300],
    ['.5', 50],
    ['0', 0],
    ['0.01', 1],
    ['$13.95', 1395],
    ['US$ 1,234.50', 123450],
    [' 1 234.50 ', 123450],
    ['13.950', 1395],
    ['10000000', 1_000_000_000],
  ])('%s is %i cents', (text, cents) => {
    expect(parseDollars(text)).toEqual({ ok: true, cents })
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['13.955', 'fractionOfCent'],
    ['0.001', 'fractionOfCent'],
    ['-1', 'negative'],
    ['-$1.00', 'negative'],
    ['abc', 'notAnAmount'],
    ['13,95.1.2', 'notAnAmount'],
    ['1e3', 'notAnAmount'],
    ['10000000.01', 'tooLarge'],
    ['123456789', 'tooLarge'],
  ])('%j is refused: %s', (text, problem) => {
    expect(parseDollars(text)).toEqual({ ok: false, problem })
  })

  it('reads -0 as zero, not as a negative price', () => {
    expect(parseDollars('-0.00')).toEqual({ ok: true, cents: 0 })
  })
})

describe('dollarsText', () => {
  it('writes cents as the dollars staff retype', () => {
    expect(dollarsText(1395)).toBe('13.95')
    expect(dollarsText(5)).toBe('0.05')
    expect(dollarsText(120000)).toBe('1200.00')
    expect(parseDollars(dollarsText(98765))).toEqual({ ok: true, cents: 98765 })
  })
})

describe('isStoredCents', () => {
  it('accepts whole non-negative cents only', () => {
    expect(isStoredCents(1395)).toBe(true)
    expect(isStoredCents(0)).toBe(true)
    expect(isStoredCents(13.95)).toBe(false)
    expect(isStoredCents(-1)).toBe(false)
    expect(isStoredCents(Number.NaN)).toBe(false)
    expect(isStoredCents('1395')).toBe(false)
    expect(isStoredCents(null)).toBe(false)
  })
})

describe('dollarsProblemText', () => {
  it('says what to type in both languages', () => {
    expect(dollarsProblemText('fractionOfCent', 'en')).toContain('two decimals')
    expect(dollarsProblemText('fractionOfCent', 'es')).toContain('Dos decimales')
  })
})
