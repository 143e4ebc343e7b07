import { describe, expect, it } from 'vitest'

import { pricesRequestSchema } from './price-api'

describe('prices request body', () => {
  it('takes 1 to 999 part numbers', () => {
    expect(pricesRequestSchema.safeParse({ pns: ['E22PB-R10', 'WD1X1-6FT.S'] }).success).toBe(true)
    expect(pricesRequestSchema.safeParse({ pns: [] }).success).toBe(false)
    const many = Array.from({ length: 999 }, (_, i) => `P-${i}`)
    expect(pricesRequestSchema.safeParse({ pns: many }).success).toBe(true)
    expect(pricesRequestSchema.safeParse({ pns: [...many, 'P-999'] }).success).toBe(false)
  })

  it('refuses what is not a part number', () => {
    for (const pn of ['e22pb-r10', '-E22', 'E22 PB', 'E22/PB', '', 'A'.repeat(65)]) {
      expect(pricesRequestSchema.safeParse({ pns: [pn] }).success).toBe(false)
    }
    expect(pricesRequestSchema.safeParse({ pns: 'E22PB-R10' }).success).toBe(false)
    expect(pricesRequestSchema.safeParse({}).success).toBe(false)
  })

  it('has no way to name a price list', () => {
    const parsed = pricesRequestSchema.parse({ pns: ['E22PB-R10'], listName: 'Distributor' })
    expect(parsed).toEqual({ pns: ['E22PB-R10'] })
  })
})
