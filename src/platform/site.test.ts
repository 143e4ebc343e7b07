import { describe, expect, it } from 'vitest'

import { secureCookiesFor, siteOrigin } from './site'

describe('siteOrigin: the one rule for the shop’s own origin', () => {
  it('is SITE_URL when set (without a trailing slash)', () => {
    expect(siteOrigin({ SITE_URL: 'https://shop.example/', PORT: '4000' })).toBe(
      'https://shop.example',
    )
  })

  it('else localhost at the port the server listens on', () => {
    expect(siteOrigin({ PORT: '4123' })).toBe('http://localhost:4123')
    expect(siteOrigin({})).toBe('http://localhost:3000')
  })

  it('secure cookies on https, and in production anywhere but this machine', () => {
    expect(secureCookiesFor({ SITE_URL: 'https://shop.example' })).toBe(true)
    expect(secureCookiesFor({ NODE_ENV: 'production', PORT: '3000' })).toBe(false)
    expect(secureCookiesFor({ NODE_ENV: 'production', SITE_URL: 'http://shop.lan' })).toBe(true)
  })
})
