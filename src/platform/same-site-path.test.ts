import { describe, expect, it } from 'vitest'

import { sameSitePath } from './same-site-path'

describe('a path on this site (findings 1 and 2)', () => {
  it('keeps ordinary paths with query and hash, and encoded characters inside a segment', () => {
    expect(sameSitePath('/es/mi-cuenta/pedidos?page=2#top')).toBe(
      '/es/mi-cuenta/pedidos?page=2#top',
    )
    expect(sameSitePath('/products/relays/RXM%2F4AB')).toBe('/products/relays/RXM%2F4AB')
    expect(sameSitePath('/a/../cart')).toBe('/cart')
  })

  it.each([
    '//evil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    '/..%2f%2fevil.example',
    '/%2e%2e%2f%2fevil.example',
    '/%2F%2Fevil.example',
    '/%252f%252fevil.example',
    '/\\evil.example',
    '/..\\evil.example',
    '/%5c%5cevil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'evil.example',
    '/\tevil',
    '/%ff',
    '',
  ])('refuses %j', (value) => {
    expect(sameSitePath(value)).toBeNull()
  })
})
