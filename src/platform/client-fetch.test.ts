import { afterEach, describe, expect, it, vi } from 'vitest'

import { ApiError, apiFetch, onUnauthorized } from './client-fetch'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const noWait = () => Promise.resolve()

describe('apiFetch', () => {
  afterEach(() => vi.useRealTimers())

  it('sends JSON and parses JSON', async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json')
      expect(init?.body).toBe('{"pn":"E22-PB"}')
      return json(200, { ok: true })
    })
    await expect(
      apiFetch('/api/public/x', { method: 'POST', body: { pn: 'E22-PB' }, fetchImpl }),
    ).resolves.toEqual({ ok: true })
  })

  it("names the page's language on every call (mails the buyer's action sends use it)", async () => {
    const seen: (string | null)[] = []
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get('x-shop-locale'))
      return json(200, {})
    })
    vi.stubGlobal('document', { documentElement: { lang: 'es' } })
    try {
      await apiFetch('/api/private/user', { method: 'PATCH', body: {}, fetchImpl })
      // a caller's own value stands
      await apiFetch('/x', { headers: { 'x-shop-locale': 'en' }, fetchImpl })
    } finally {
      vi.unstubAllGlobals()
    }
    // no page (a server or a test): nothing is claimed
    await apiFetch('/x', { fetchImpl })
    expect(seen).toEqual(['es', 'en', null])
  })

  it('retries an idempotent request up to 3 times on 503, then gives up with the last answer', async () => {
    const fetchImpl = vi.fn(async () => json(503, { error: 'busy' }))
    await expect(apiFetch('/api/public/price', { fetchImpl, sleep: noWait })).rejects.toMatchObject(
      { status: 503 },
    )
    expect(fetchImpl).toHaveBeenCalledTimes(4)
  })

  it('succeeds when a retry succeeds, backing off 200, 400 ms', async () => {
    const waits: number[] = []
    const fetchImpl = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(json(502, {}))
      .mockResolvedValueOnce(json(200, [1]))
    await expect(
      apiFetch('/api/public/price', { fetchImpl, sleep: async (ms) => void waits.push(ms) }),
    ).resolves.toEqual([1])
    expect(waits).toEqual([200, 400])
  })

  it('never retries a POST', async () => {
    const fetchImpl = vi.fn(async () => json(503, {}))
    await expect(
      apiFetch('/api/private/contacts', { method: 'POST', body: {}, fetchImpl, sleep: noWait }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })

  it('stops retrying once the caller aborts', async () => {
    const controller = new AbortController()
    const fetchImpl = vi.fn(async () => {
      controller.abort()
      throw new DOMException('The operation was aborted.', 'AbortError')
    })
    await expect(
      apiFetch('/api/public/price', { fetchImpl, signal: controller.signal, sleep: noWait }),
    ).rejects.toThrow('The operation was aborted.')
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })

  it('times out a request that never answers', async () => {
    const fetchImpl = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    )
    await expect(
      apiFetch('/api/public/price', { fetchImpl, timeoutMs: 20, retries: 0 }),
    ).rejects.toMatchObject({ name: 'TimeoutError' })
  })

  it('calls the 401 hook and exposes field errors of a 400', async () => {
    const seen: number[] = []
    const stop = onUnauthorized((response) => seen.push(response.status))
    await expect(
      apiFetch('/api/private/user', {
        fetchImpl: async () => json(401, { error: 'Auth session missing!' }),
      }),
    ).rejects.toThrow('Auth session missing!')
    expect(seen).toEqual([401])
    stop()
    await expect(
      apiFetch('/api/private/user', { fetchImpl: async () => json(401, {}) }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(seen).toEqual([401])

    const error = await apiFetch('/api/private/contacts', {
      method: 'POST',
      body: {},
      fetchImpl: async () => json(400, { fieldErrors: { email: ['Invalid email'] } }),
    }).catch((e: unknown) => e)
    expect((error as ApiError).fieldErrors).toEqual({ email: ['Invalid email'] })
  })
})
