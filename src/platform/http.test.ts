import { describe, expect, it, vi } from 'vitest'

import { answer, assertSameOrigin, HttpError } from './http'

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

describe('answer', () => {
  it('answers 503 with Retry-After when the database is out of reach, 500 for anything else', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const lost = new Error('Failed query: select 1', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      }),
    })
    const unavailable = await answer(async () => {
      throw lost
    })
    expect(unavailable.status).toBe(503)
    expect(unavailable.headers.get('retry-after')).toBe('5')
    expect(await unavailable.json()).toMatchObject({ code: 'unavailable' })

    const bug = await answer(async () => {
      throw new TypeError('x is undefined')
    })
    expect(bug.status).toBe(500)
    expect(await bug.json()).toEqual({ error: 'Internal Server Error', code: 'internal' })
    quiet.mockRestore()
  })
})
