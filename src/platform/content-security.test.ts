import { describe, expect, it } from 'vitest'

import { captchaSettingsFrom } from './captcha-settings'

import {
  adminPolicy,
  cachedPagesSource,
  isAdminPage,
  isNoncePage,
  pagePolicy,
  thirdPartiesFrom,
} from './content-security'

describe('content security policy (finding 10)', () => {
  it('sign-in, my account, cart and checkout in both languages are the pages with a nonce', () => {
    for (const path of [
      '/login',
      '/es/iniciar-sesion',
      '/cart',
      '/es/carrito',
      '/checkout',
      '/es/pago',
      '/my-account/orders',
      '/es/mi-cuenta',
    ])
      expect([path, isNoncePage(path)]).toEqual([path, true])
    for (const path of [
      '/',
      '/es',
      '/products/relays',
      '/cartridges',
      '/es/pagos-y-envios',
      '/search',
    ])
      expect([path, isNoncePage(path)]).toEqual([path, false])
  })

  it('every page of the admin, and nothing else, is the admin’s', () => {
    for (const path of ['/admin', '/admin/login', '/admin/collections/pages/1'])
      expect([path, isAdminPage(path)]).toEqual([path, true])
    for (const path of ['/administration', '/es/admin', '/api/cms/pages'])
      expect([path, isAdminPage(path)]).toEqual([path, false])
  })

  it('the cached pages’ rule (as Next matches it) skips exactly the nonce pages, the admin and assets', () => {
    const source = cachedPagesSource()
    const pattern = new RegExp(`^${source.replace(/^\//, '\\/')}$`)
    for (const path of [
      '/',
      '/products/relays',
      '/cartridges',
      '/es/pagos-y-envios',
      '/api/cms/media/file/x.png',
    ])
      expect([path, pattern.test(path)]).toEqual([path, true])
    for (const path of [
      '/login',
      '/es/carrito',
      '/checkout',
      '/my-account/orders',
      '/admin',
      '/admin/collections/pages',
      '/_next/static/x.js',
    ])
      expect([path, pattern.test(path)]).toEqual([path, false])
  })

  it('a nonce replaces unsafe-inline for scripts; configured third parties are allowed, others are not', () => {
    const none = thirdPartiesFrom({})
    expect(pagePolicy({ nonce: 'abc', thirdParties: none })).toContain(
      "script-src 'self' 'nonce-abc';",
    )
    // cached pages: the serving script adds their inline scripts' hashes (scripts/inline-script-csp.mjs)
    expect(pagePolicy({ thirdParties: none })).toContain("script-src 'self';")
    expect(pagePolicy({ thirdParties: none, development: true })).toContain(
      "script-src 'self' 'unsafe-inline';",
    )
    expect(adminPolicy('n1')).toContain("script-src 'self' 'nonce-n1';")
    expect(adminPolicy('n1')).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(pagePolicy({ thirdParties: none })).toContain("frame-src 'none'")
    const turnstile = thirdPartiesFrom({
      captcha: captchaSettingsFrom({
        CAPTCHA_PROVIDER: 'cloudflare-turnstile',
        CAPTCHA_SITE_KEY: 'key',
      }),
    })
    const policy = pagePolicy({ nonce: 'abc', thirdParties: turnstile })
    expect(policy).toContain("script-src 'self' 'nonce-abc' https://challenges.cloudflare.com;")
    expect(policy).toContain('frame-src https://challenges.cloudflare.com;')
    expect(policy).not.toContain('tawk')
    expect(
      thirdPartiesFrom({
        captcha: captchaSettingsFrom({ CAPTCHA_PROVIDER: 'cloudflare-turnstile' }),
      }).captcha,
    ).toBeNull()
  })

  it('the captcha set at run time, or by the build-time NEXT_PUBLIC_* pair, opens the policy to its origins', () => {
    const recaptcha = thirdPartiesFrom({
      captcha: captchaSettingsFrom({
        NEXT_PUBLIC_CAPTCHA_PROVIDER: 'google-recaptcha',
        NEXT_PUBLIC_CAPTCHA_SITE_KEY: 'build-key',
      }),
    })
    const policy = pagePolicy({ nonce: 'abc', thirdParties: recaptcha })
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\//)
    expect(policy).not.toContain('challenges.cloudflare.com')
  })
})
