import { describe, expect, it } from 'vitest'

import { secureCookiesFor, siteOrigin } from './site'

const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv

describe('siteOrigin: the one rule for the shop’s own origin', () => {
  it('is SITE_URL when set (without a trailing slash)', () => {
    expect(siteOrigin(env({ SITE_URL: 'https://shop.example/', PORT: '4000' }))).toBe(
      'https://shop.example',
    )
  })

  it('else localhost at the port the server listens on', () => {
    expect(siteOrigin(env({ PORT: '4123' }))).toBe('http://localhost:4123')
    expect(siteOrigin(env({}))).toBe('http://localhost:3000')
  })

  it('secure cookies on https, and in production anywhere but this machine', () => {
    expect(secureCookiesFor(env({ SITE_URL: 'https://shop.example' }))).toBe(true)
    expect(secureCookiesFor(env({ NODE_ENV: 'production', PORT: '3000' }))).toBe(false)
    expect(secureCookiesFor(env({ NODE_ENV: 'production', SITE_URL: 'http://shop.lan' }))).toBe(
      true,
    )
  })
})
