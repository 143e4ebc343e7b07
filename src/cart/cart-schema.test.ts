import { describe, expect, it } from 'vitest'

import { fullNameSchema } from '@/account/profile-schema'

import { savedCartNameSchema } from './cart-schema'

describe('typed names refuse control characters (issue 38, item 11)', () => {
  it('a saved cart named with a NUL is refused, where it was stored cut short', () => {
    const named = savedCartNameSchema.safeParse('Plant 2\u0000 restock')
    expect(named.success).toBe(false)
    expect(named.error?.issues[0]?.message).toBe('controlCharacters')
    expect(savedCartNameSchema.parse('  Plant 2 restock ')).toBe('Plant 2 restock')
  })

  it("a buyer's name with a control character is refused", () => {
    const parsed = fullNameSchema.safeParse({ nameFirst: 'Ana\u0000', nameLast: 'Ruiz' })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.path).toEqual(['nameFirst'])
  })
})
