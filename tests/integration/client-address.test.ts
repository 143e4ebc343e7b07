/**
 * Finding 3 (security probe): per-client limits were bypassed with a forged X-Forwarded-For.
 * The production server (scripts/serve.mjs) settles each request's client address from the
 * socket before the app sees it; this runs that step in a real HTTP server and reads what the
 * app would read.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// the plain ESM module scripts/serve.mjs runs
import { settleClientAddress, trustedProxiesFrom } from '../../scripts/client-address.mjs'

type Seen = Record<string, string | string[] | undefined>

function serverTrusting(trustedProxies: string) {
  const trusted = trustedProxiesFrom(trustedProxies)
  const server = http.createServer((req, res) => {
    settleClientAddress(req, trusted.list)
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(req.headers))
  })
  return server
}

function get(server: http.Server, headers: Record<string, string>): Promise<Seen> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve(JSON.parse(body) as Seen))
      })
      .on('error', reject)
  })
}

const listen = (server: http.Server) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))

describe('the client address comes from the socket (finding 3)', () => {
  const untrusting = serverTrusting('')
  const behindProxy = serverTrusting('127.0.0.1, 10.0.0.0/8')
  beforeAll(async () => {
    await listen(untrusting)
    await listen(behindProxy)
  })
  afterAll(() => {
    untrusting.close()
    behindProxy.close()
  })

  it('with no trusted proxy, a forged X-Forwarded-For or X-Real-IP is replaced by the socket address', async () => {
    const seen = await get(untrusting, {
      'x-forwarded-for': '203.0.113.99',
      'x-real-ip': '203.0.113.98',
      'x-forwarded-host': 'evil.example',
    })
    expect(seen['x-forwarded-for']).toBe('127.0.0.1')
    expect(seen['x-real-ip']).toBeUndefined()
    expect(seen['x-forwarded-host']).toBeUndefined()
  })

  it('a trusted proxy’s chain is kept and the socket is appended as the last hop', async () => {
    const seen = await get(behindProxy, { 'x-forwarded-for': '198.51.100.7, 10.1.2.3' })
    expect(seen['x-forwarded-for']).toBe('198.51.100.7, 10.1.2.3, 127.0.0.1')
  })

  it('refuses a TRUSTED_PROXIES entry that is neither an address nor a range', () => {
    expect(trustedProxiesFrom('10.0.0.0/8, proxy.internal, 10.0.0.1/40').invalid).toEqual([
      'proxy.internal',
      '10.0.0.1/40',
    ])
  })
})
