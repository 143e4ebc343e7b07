import { describe, expect, it } from 'vitest'

import { centsToDecimal, formatCents, moneyStyles } from './money-format'

describe('formatCents: the one money formatter', () => {
  it('writes dollars as en-US does on the English site', () => {
    expect(formatCents(123450, 'en')).toBe('$1,234.50')
    expect(formatCents(1850, 'en')).toBe('$18.50')
    expect(formatCents(5, 'en')).toBe('$0.05')
    expect(formatCents(0, 'en')).toBe('$0.00')
    expect(formatCents(-500, 'en')).toBe('-$5.00')
    expect(formatCents(-123450, 'en')).toBe('-$1,234.50')
    expect(formatCents(100000000, 'en')).toBe('$1,000,000.00')
  })

  it('writes US$ on the Spanish site (a bare $ reads as pesos in Mexico), grouped as es-MX groups', () => {
    expect(formatCents(123450, 'es')).toBe('US$1,234.50')
    expect(formatCents(1295, 'es')).toBe('US$12.95')
    expect(formatCents(5, 'es')).toBe('US$0.05')
    expect(formatCents(0, 'es')).toBe('US$0.00')
    expect(formatCents(-500, 'es')).toBe('-US$5.00')
    expect(formatCents(-123450, 'es')).toBe('-US$1,234.50')
    expect(formatCents(100000000, 'es')).toBe('US$1,000,000.00')
    expect(formatCents(123456789012, 'es')).toBe('US$1,234,567,890.12')
    // a locale tag works too
    expect(formatCents(123450, 'es-MX')).toBe('US$1,234.50')
    expect(formatCents(123450, 'en-US')).toBe('$1,234.50')
  })

  it('is exact on large amounts (no float on the way to text)', () => {
    expect(formatCents(Number.MAX_SAFE_INTEGER, 'en')).toBe('$90,071,992,547,409.91')
    expect(formatCents(Number.MAX_SAFE_INTEGER, 'es')).toBe('US$90,071,992,547,409.91')
  })

  it('never prints -0, and rounds a stray fraction of a cent half away from zero', () => {
    expect(formatCents(-0, 'es')).toBe('US$0.00')
    expect(formatCents(-0.4, 'en')).toBe('$0.00')
    expect(formatCents(0.5, 'en')).toBe('$0.01')
    expect(formatCents(-0.5, 'en')).toBe('-$0.01')
    expect(formatCents(Number.NaN, 'en')).toBe('—')
  })

  it('uses the separators Intl gives for es-MX and en-US', () => {
    for (const [locale, tag] of [
      ['es', 'es-MX'],
      ['en', 'en-US'],
    ] as const) {
      const parts = new Intl.NumberFormat(tag).formatToParts(1234567.5)
      expect(parts.find((part) => part.type === 'group')?.value).toBe(moneyStyles[locale].group)
      expect(parts.find((part) => part.type === 'decimal')?.value).toBe(moneyStyles[locale].decimal)
    }
  })

  it('agrees with Intl currency formatting, with US$ for the Spanish site', () => {
    const en = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    const es = new Intl.NumberFormat('es-MX', {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
    })
    for (const cents of [0, 1, 99, 100, 1850, 99999, 100000, 123450, 9999999, 123456789, -7605]) {
      expect(formatCents(cents, 'en')).toBe(en.format(cents / 100))
      expect(formatCents(cents, 'es')).toBe(es.format(cents / 100).replace('$', 'US$'))
    }
  })
})

describe('centsToDecimal: plain numbers for machines', () => {
  it('writes cents as a decimal string', () => {
    expect(centsToDecimal(1850)).toBe('18.50')
    expect(centsToDecimal(5)).toBe('0.05')
    expect(centsToDecimal(0)).toBe('0.00')
    expect(centsToDecimal(123456)).toBe('1234.56')
    expect(centsToDecimal(-7605)).toBe('-76.05')
  })
})
