import { describe, expect, it } from 'vitest'

import { isValidSlug, normalizeSlug } from './slug'

describe('slugs', () => {
  it('lower-cases, dashes and keeps accents in NFC', () => {
    expect(normalizeSlug('  Contactores de Propósito Definido ')).toBe(
      'contactores-de-propósito-definido',
    )
    expect(normalizeSlug('Contactores de Propo\u0301sito')).toBe('contactores-de-propósito')
    expect(normalizeSlug('22 mm NEMA / Accessories')).toBe('22-mm-nema-accessories')
  })

  it('validates the stored form', () => {
    expect(isValidSlug('13mm-luces-piloto')).toBe(true)
    expect(isValidSlug('contactores-de-propósito-definido')).toBe(true)
    expect(isValidSlug('Has-Capitals')).toBe(false)
    expect(isValidSlug('double--dash')).toBe(false)
    expect(isValidSlug('-leading')).toBe(false)
    expect(isValidSlug('contactores-de-propo\u0301sito')).toBe(false)
  })
})
