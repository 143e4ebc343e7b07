import { describe, expect, it } from 'vitest'

import { centsToDecimal, formatCents } from './money'

describe('money formatting', () => {
  it('shows US dollars in both languages', () => {
    expect(formatCents(1850, 'en')).toBe('$18.50')
    expect(formatCents(123456, 'en')).toBe('$1,234.56')
    expect(formatCents(1295, 'es')).toBe('$12.95')
    expect(formatCents(100000000, 'es')).toBe('$1,000,000.00')
    expect(formatCents(5, 'en')).toBe('$0.05')
  })

  it('writes cents as a decimal string for structured data', () => {
    expect(centsToDecimal(1850)).toBe('18.50')
    expect(centsToDecimal(5)).toBe('0.05')
    expect(centsToDecimal(0)).toBe('0.00')
    expect(centsToDecimal(123456)).toBe('1234.56')
  })
})
