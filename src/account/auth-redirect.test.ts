import { describe, expect, it } from 'vitest'

import { afterGoogleSignIn, afterSignIn, googleReturnPath, safeReturnPath } from './auth-redirect'

describe('return path after sign-in', () => {
  it.each([
    ['/my-account/addresses', '/my-account/addresses'],
    ['/es/mi-cuenta/direcciones?x=1#top', '/es/mi-cuenta/direcciones?x=1#top'],
    ['%2Fmy-account%2Forders', '/my-account/orders'],
    ['https://evil.example/phish', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['/api/private/contacts', null],
    ['/login', null],
    ['', null],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected)
  })

  it('a remembered path wins; on the login page the buyer goes home; elsewhere the page reloads', () => {
    expect(
      afterSignIn({ returnPath: '/my-account/orders', currentPath: '/login', locale: 'en' }),
    ).toEqual({ kind: 'navigate', to: '/my-account/orders' })
    expect(
      afterSignIn({ returnPath: null, currentPath: '/es/iniciar-sesion', locale: 'es' }),
    ).toEqual({ kind: 'navigate', to: '/es' })
    expect(
      afterSignIn({ returnPath: 'https://evil.example', currentPath: '/login', locale: 'en' }),
    ).toEqual({
      kind: 'navigate',
      to: '/',
    })
    expect(afterSignIn({ returnPath: null, currentPath: '/products', locale: 'en' })).toEqual({
      kind: 'reload',
    })
  })
})

describe('Google sign-in comes back where the buyer started', () => {
  it('remembers the page, or the login page’s own return path, never the login page', () => {
    expect(googleReturnPath({ pathname: '/cart', search: '' })).toBe('/cart')
    expect(googleReturnPath({ pathname: '/es/productos/wire-duct', search: '?page=2' })).toBe(
      '/es/productos/wire-duct?page=2',
    )
    expect(
      googleReturnPath({ pathname: '/login', search: '?returnTo=%2Fmy-account%2Faddresses' }),
    ).toBe('/my-account/addresses')
    expect(googleReturnPath({ pathname: '/es/iniciar-sesion', search: '' })).toBeNull()
  })

  it('lands on the remembered path, else the starting page, else home; a failure on the login page', () => {
    const land = (cookiePath: string | null, returnTo: string | null, failed = false) =>
      afterGoogleSignIn({ cookiePath, returnTo, locale: 'es', failed })
    expect(land('/my-account/orders', '/cart')).toBe('/my-account/orders')
    expect(land(null, '/cart')).toBe('/cart')
    expect(land(null, null)).toBe('/es')
    expect(land(null, '/cart', true)).toBe('/es/iniciar-sesion?error=google')
  })

  it('never leaves the site, however the path is spelled', () => {
    for (const returnTo of [
      '//evil.example',
      '/.//evil.example',
      '/..%2f%2fevil.example',
      '/%2F%2Fevil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
    ]) {
      expect(afterGoogleSignIn({ cookiePath: null, returnTo, locale: 'en', failed: false })).toBe(
        '/',
      )
    }
  })
})
