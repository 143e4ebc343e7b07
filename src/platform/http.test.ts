import { describe, expect, it } from 'vitest'

import { assertSameOrigin, HttpError } from './http'

const shop = 'https://shop.example'

function post(url: string, headers: Record<string, string>): Request {
  return new Request(url, { method: 'POST', headers })
}

describe('assertSameOrigin', () => {
  it('accepts a change from the shop’s configured origin', () => {
    expect(() => assertSameOrigin(post(`${shop}/api/x`, { origin: shop }), [shop])).not.toThrow()
  })

  it('refuses an origin that only agrees with the request’s own Host', () => {
    // a forged Host makes the request URL http://evil.example/…; the sender also sends that Origin
    const forged = post('http://evil.example/api/x', { origin: 'http://evil.example' })
    expect(() => assertSameOrigin(forged, [shop])).toThrow(HttpError)
  })

  it('refuses cross-site fetches and lets reads and origin-less calls through', () => {
    expect(() =>
      assertSameOrigin(post(`${shop}/api/x`, { 'sec-fetch-site': 'cross-site' }), [shop]),
    ).toThrow(HttpError)
    expect(() =>
      assertSameOrigin(new Request(`${shop}/api/x`, { headers: { origin: 'http://evil' } }), [
        shop,
      ]),
    ).not.toThrow()
    expect(() => assertSameOrigin(post(`${shop}/api/x`, {}), [shop])).not.toThrow()
  })
})
