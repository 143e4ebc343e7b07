import { describe, expect, it } from 'vitest'

import { ExternalNavigationError, internalTarget, isExternalHref } from './navigation'

describe('internal navigation', () => {
  const origin = 'https://shop.example'

  it('keeps same-origin paths with query and hash', () => {
    expect(internalTarget('/es/productos?page=2#parts', origin)).toBe('/es/productos?page=2#parts')
    expect(internalTarget('https://shop.example/products/wire-duct', origin)).toBe(
      '/products/wire-duct',
    )
  })

  it('refuses another origin with the spec message', () => {
    expect(() => internalTarget('https://evil.example/login', origin)).toThrow(
      ExternalNavigationError,
    )
    expect(() => internalTarget('//evil.example/x', origin)).toThrow(
      'Navigating to an external URL is not allowed by default',
    )
  })

  it('tells external hrefs from internal ones', () => {
    expect(isExternalHref('https://www.linkedin.com/company/x')).toBe(true)
    expect(isExternalHref('mailto:sales@example.com')).toBe(true)
    expect(isExternalHref('/products')).toBe(false)
  })
})
