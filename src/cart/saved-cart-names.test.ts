import { describe, expect, it } from 'vitest'

import { copyNameFor, MAX_SAVED_CART_NAME, nameKeyOf } from './saved-cart-names'

describe('saved-cart names', () => {
  it('compares names without case, outer spaces or repeated inner spaces', () => {
    expect(nameKeyOf(' Line 3  SPARES ')).toBe(nameKeyOf('line 3 spares'))
    expect(nameKeyOf('Línea 3')).toBe('línea 3')
    expect(nameKeyOf('Line 3')).not.toBe(nameKeyOf('Line 4'))
  })

  it('names a duplicate with the first free number from 2', () => {
    const taken = new Set(['weekly panel', 'weekly panel (2)'].map(nameKeyOf))
    expect(copyNameFor('Weekly panel', taken)).toBe('Weekly panel (3)')
    expect(copyNameFor('Weekly panel (2)', taken)).toBe('Weekly panel (3)')
    expect(copyNameFor('Other', taken)).toBe('Other (2)')
  })

  it('shortens a long name so that its copy still fits', () => {
    const long = 'x'.repeat(MAX_SAVED_CART_NAME)
    const copy = copyNameFor(long, new Set([nameKeyOf(long)]))
    expect(copy).toHaveLength(MAX_SAVED_CART_NAME)
    expect(copy.endsWith(' (2)')).toBe(true)
  })
})
