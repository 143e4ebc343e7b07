import { describe, expect, it } from 'vitest'

import { negotiateLocale } from './negotiate'

describe('locale of the bare root', () => {
  it('takes the cookie first', () => {
    expect(negotiateLocale({ cookie: 'es', acceptLanguage: 'en-US,en;q=0.9' })).toBe('es')
    expect(negotiateLocale({ cookie: 'en', acceptLanguage: 'es-MX,es;q=0.9' })).toBe('en')
  })

  it('then the browser’s languages, by preference', () => {
    expect(negotiateLocale({ acceptLanguage: 'es-MX,es;q=0.9,en;q=0.8' })).toBe('es')
    expect(negotiateLocale({ acceptLanguage: 'fr, es;q=0.5' })).toBe('es')
    expect(negotiateLocale({ acceptLanguage: 'en-GB,es;q=0.5' })).toBe('en')
  })

  it('else English', () => {
    expect(negotiateLocale({ acceptLanguage: 'de-DE,de;q=0.9' })).toBe('en')
    expect(negotiateLocale({ acceptLanguage: '*' })).toBe('en')
    expect(negotiateLocale({ acceptLanguage: ';;;garbage' })).toBe('en')
    expect(negotiateLocale({})).toBe('en')
  })

  it('ignores a cookie that is not a locale of the site', () => {
    expect(negotiateLocale({ cookie: 'fr', acceptLanguage: 'es' })).toBe('es')
  })
})
