import { describe, expect, it } from 'vitest'

import { protectionRulesFrom, requiresSession } from './protected-paths'

const defaults = protectionRulesFrom({})

describe('which paths need a session', () => {
  it.each([
    ['/my-account', true],
    ['/my-account/addresses', true],
    ['/es/mi-cuenta/direcciones', true],
    ['/my-accountant', false],
    ['/products', false],
    ['/login', false],
    ['/es/iniciar-sesion', false],
    ['/auth/callback', false],
  ])('%s → %s', (path, expected) => {
    expect(requiresSession(path, defaults)).toBe(expected)
  })

  it('a configured include list replaces the default, and the exclude list wins over it', () => {
    const rules = protectionRulesFrom({
      AUTH_INCLUDE_PATHS: '/my-account/**, /checkout*',
      AUTH_EXCLUDE_PATHS: '/my-account/help',
    })
    expect(requiresSession('/checkout/review', rules)).toBe(true)
    expect(requiresSession('/my-account/orders', rules)).toBe(true)
    expect(requiresSession('/my-account/help', rules)).toBe(false)
    expect(requiresSession('/es/mi-cuenta', rules)).toBe(false)
  })
})
