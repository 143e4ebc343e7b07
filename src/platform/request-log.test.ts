import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { logRequest, requestIdOf, requestLogSink } from '../../scripts/request-log.mjs'

type Line = { id: string; method: string; path: string; status: number; ms: number }

let server: Server | undefined
afterEach(() => server?.close())

/** A server that gives each request its id as serve.mjs does, then answers as `app` says. */
async function serve(
  app: (req: IncomingMessage, res: ServerResponse) => void,
  trusted: boolean,
): Promise<{ base: string; lines: Line[]; seenIds: string[] }> {
  const lines: Line[] = []
  const seenIds: string[] = []
  server = createServer((req, res) => {
    logRequest(req, res, requestIdOf(req, trusted), (line: string) => lines.push(JSON.parse(line)))
    seenIds.push(String(req.headers['x-request-id']))
    app(req, res)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, lines, seenIds }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('request ids and the request log', () => {
  it('gives each request a new id, in its answer, to the app and in one log line without the query', async () => {
    const { base, lines, seenIds } = await serve((_req, res) => res.end('ok'), false)
    const first = await fetch(`${base}/products?q=E22PB`, {
      headers: { 'x-request-id': 'forged-by-the-client-123' },
    })
    const second = await fetch(`${base}/es/productos`)
    await settle()
    const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')]
    // a client that is not a trusted hop cannot choose the id that staff will search the log for
    expect(ids[0]).not.toBe('forged-by-the-client-123')
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(ids[1]).not.toBe(ids[0])
    expect(seenIds).toEqual(ids)
    expect(lines.map(({ id, method, path, status }) => ({ id, method, path, status }))).toEqual([
      { id: ids[0], method: 'GET', path: '/products', status: 200 },
      { id: ids[1], method: 'GET', path: '/es/productos', status: 200 },
    ])
    expect(lines[0]!.ms).toBeGreaterThanOrEqual(0)
    expect(first.headers.get('set-cookie')).toBeNull()
  })

  it("keeps the front's id, when well formed, for a request through a trusted hop", async () => {
    const { base, lines } = await serve((_req, res) => res.end('ok'), true)
    const kept = await fetch(base, { headers: { 'x-request-id': '1764111111-32770-482913845' } })
    const odd = await fetch(base, { headers: { 'x-request-id': 'a b"c' } })
    await settle()
    expect(kept.headers.get('x-request-id')).toBe('1764111111-32770-482913845')
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(lines[0]!.id).toBe('1764111111-32770-482913845')
  })

  it('puts the id of a failed request in a cookie for the error page, beside the app’s own cookies', async () => {
    const { base, lines } = await serve((_req, res) => {
      res.setHeader('set-cookie', 'NEXT_LOCALE=es; Path=/')
      res.statusCode = 500
      res.end('failed')
    }, false)
    const answer = await fetch(`${base}/api/private/orders`, { method: 'POST' })
    await settle()
    const id = answer.headers.get('x-request-id')
    expect(answer.headers.getSetCookie()).toEqual([
      'NEXT_LOCALE=es; Path=/',
      `shop_error_ref=${id}; Path=/; Max-Age=600; SameSite=Lax`,
    ])
    expect(lines).toMatchObject([{ id, method: 'POST', path: '/api/private/orders', status: 500 }])
  })

  it('writes nothing with REQUEST_LOG=off, and appends to a file when one is named', async () => {
    expect(requestLogSink('off')).toBeNull()
    const fs = await import('node:fs')
    const os = await import('node:os')
    const path = await import('node:path')
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'request-log-')), 'requests.log')
    const sink = requestLogSink(file)!
    sink('{"id":"a"}')
    sink('{"id":"b"}')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fs.readFileSync(file, 'utf8')).toBe('{"id":"a"}\n{"id":"b"}\n')
  })
})
