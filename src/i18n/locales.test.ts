import { describe, expect, it } from 'vitest'

import { textIn, toLocale } from './locales'

describe('the one language fallback', () => {
  it('keeps a locale the shop speaks and falls back to English for anything else', () => {
    expect(toLocale('es')).toBe('es')
    expect(toLocale('en')).toBe('en')
    for (const other of ['fr', 'ES', '', null, undefined, 3, { es: true }]) {
      expect(toLocale(other)).toBe('en')
    }
  })

  it("reads a text in the locale's language, else the English one", () => {
    expect(textIn({ en: 'Bolt', es: 'Perno' }, 'es')).toBe('Perno')
    expect(textIn({ en: 'Bolt', es: '' }, 'es')).toBe('Bolt')
    expect(textIn({ en: 'Bolt', es: null }, 'es')).toBe('Bolt')
    expect(textIn({ en: 'Bolt' }, 'en')).toBe('Bolt')
    expect(textIn({ en: '' }, 'en')).toBeUndefined()
    expect(textIn(null, 'es')).toBeUndefined()
  })
})
