/**
 * The caching front on its own (issue 38 items 1, 2 and 13), in front of a stand-in for the shop
 * that says what reached it: a purge needs the shop's secret even from this host; a TLS
 * terminator (hitch) speaking the PROXY protocol gives the front each client's own address; no
 * answer names the software serving it; a body over 1 MiB is refused before it reaches the shop
 * (uploads apart); while the shop is down the front answers a page in the path's language with
 * Retry-After, until the shop is back. Needs varnishd (and hitch for the terminator): CI installs
 * them (.ci/run); a hand run without them skips loudly.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { frontMissing, startFront } from '../../scripts/edge-front.mjs'
import { freePort } from '../support/shop-server'

const missing = frontMissing()
if (missing && process.env.REQUIRE_EDGE_FRONT) throw new Error(`No caching front: ${missing}`)
if (missing) console.warn(`SKIPPED tests/resilience/front.test.ts: ${missing}`)
const hitch = ['/usr/sbin/hitch', '/usr/local/sbin/hitch'].find((file) => fs.existsSync(file))
if (!hitch && process.env.REQUIRE_EDGE_FRONT) throw new Error('hitch is not installed')

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }
type Reached = { method: string; url: string; xff: string; proto: string; bytes: number }

const purgeSecret = 'front-test-secret-0123456789abcdef'
const twoMiB = 2 * 1024 * 1024
let dir = ''
let front: ChildProcess | undefined
let terminator: ChildProcess | undefined
let shop: http.Server | undefined
let shopPort = 0
let frontPort = 0
let proxyPort = 0
let tlsPort = 0
const reached: Reached[] = []

/** The stand-in for the shop: healthy, and answers what reached it. */
function startStandIn(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    let bytes = 0
    req.on('data', (chunk: Buffer) => (bytes += chunk.length))
    req.on('end', () => {
      const seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        xff: String(req.headers['x-forwarded-for']),
        proto: String(req.headers['x-forwarded-proto']),
        bytes,
      }
      if (req.url !== '/api/health') reached.push(seen)
      res.setHeader('content-type', 'application/json')
      res.setHeader('cache-control', 'no-store')
      res.end(JSON.stringify(seen))
    })
  })
  return new Promise((resolve) => server.listen(shopPort, '127.0.0.1', () => resolve(server)))
}

function send(
  port: number,
  pathname: string,
  init: {
    method?: string
    headers?: Record<string, string | number>
    body?: Buffer | string
    localAddress?: string
    tls?: boolean
    withholdBody?: boolean
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = {
      host: '127.0.0.1',
      port,
      path: pathname,
      method: init.method ?? 'GET',
      headers: init.headers,
      localAddress: init.localAddress,
      rejectUnauthorized: false,
      agent: false as const,
    }
    const outgoing = (init.tls ? https : http).request(options, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('end', () => {
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        })
        // a refused upload that was never sent leaves the request open
        outgoing.destroy()
      })
    })
    // the front may close while a refused body is still being sent: the answer is what counts
    outgoing.on('error', reject)
    outgoing.on('close', () => reject(new Error('closed without an answer')))
    if (init.withholdBody) {
      // only the headers go out: an answer now is one given before any of the body was read
      // (sending it too would race the front's close of a refused upload into a reset)
      outgoing.flushHeaders()
    } else outgoing.end(init.body)
  })
}

async function until(what: string, check: () => Promise<boolean>, ms = 60_000) {
  const started = Date.now()
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > ms) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe.skipIf(Boolean(missing))('the caching front (issue 38)', () => {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-test-'))
    ;[shopPort, frontPort, proxyPort, tlsPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ])
    shop = await startStandIn()
    front = startFront({
      listen: `127.0.0.1:${frontPort}`,
      proxyListen: `127.0.0.1:${proxyPort}`,
      backends: [`127.0.0.1:${shopPort}`],
      workDir: path.join(dir, 'front'),
      memory: '32m',
      env: { ...process.env, EDGE_PURGE_SECRET: purgeSecret },
    })
    await until('the front', async () => (await send(frontPort, '/api/echo')).status === 200)
    if (hitch) {
      const key = path.join(dir, 'key.pem')
      const certificate = path.join(dir, 'certificate.pem')
      const made = spawnSync('openssl', [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        certificate,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
      ])
      if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`)
      const pem = path.join(dir, 'hitch.pem')
      fs.writeFileSync(pem, fs.readFileSync(key, 'utf8') + fs.readFileSync(certificate, 'utf8'))
      // the README's example, on this test's ports
      const config = fs
        .readFileSync('deploy/hitch/hitch.conf', 'utf8')
        .replace(/^frontend = .*$/m, `frontend = "[127.0.0.1]:${tlsPort}"`)
        .replace(/^backend = .*$/m, `backend = "[127.0.0.1]:${proxyPort}"`)
        .replace(/^pem-file = .*$/m, `pem-file = "${pem}"`)
        // a user other than root has no other user to become
        .replace(/^user = .*$/m, (line) => (process.getuid?.() === 0 ? line : ''))
      fs.writeFileSync(path.join(dir, 'hitch.conf'), config)
      terminator = spawn(hitch, [`--config=${path.join(dir, 'hitch.conf')}`, '--daemon=off'], {
        stdio: 'ignore',
      })
      await until(
        'the TLS terminator',
        async () => (await send(tlsPort, '/api/echo', { tls: true })).status === 200,
      )
    }
  })

  afterAll(async () => {
    terminator?.kill('SIGTERM')
    front?.kill('SIGTERM')
    await new Promise((resolve) => (shop ? shop.close(resolve) : resolve(null)))
    await new Promise((resolve) => setTimeout(resolve, 500))
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('purges only with the shop’s secret, even from this host', async () => {
    const purge = (headers: Record<string, string>) =>
      send(frontPort, '/', { method: 'PURGE', headers: { 'xkey-purge': 'all', ...headers } })
    expect((await purge({})).status).toBe(403)
    expect((await purge({ 'X-Purge-Secret': 'guess' })).status).toBe(403)
    expect((await purge({ 'X-Purge-Secret': `${purgeSecret}x` })).status).toBe(403)
    expect((await purge({ 'X-Purge-Secret': purgeSecret })).status).toBe(200)
    // the secret never travels on to the shop
    await send(frontPort, '/api/echo', { headers: { 'X-Purge-Secret': purgeSecret } })
    expect(reached.at(-1)).toMatchObject({ url: '/api/echo' })
  })

  it('names no software in its answers (no Via, X-Varnish, Server)', async () => {
    for (const answer of [
      await send(frontPort, '/api/echo'),
      await send(frontPort, '/', { method: 'PURGE' }),
    ]) {
      expect(answer.headers.via).toBeUndefined()
      expect(answer.headers['x-varnish']).toBeUndefined()
      expect(answer.headers.server).toBeUndefined()
    }
  })

  it.skipIf(!hitch)(
    'behind a TLS terminator (hitch, PROXY protocol) the shop sees each client’s own address',
    async () => {
      const one = JSON.parse(
        (await send(tlsPort, '/api/echo', { tls: true, localAddress: '127.0.0.2' })).body,
      )
      const two = JSON.parse(
        (await send(tlsPort, '/api/echo', { tls: true, localAddress: '127.0.0.3' })).body,
      )
      expect(one).toMatchObject({ xff: '127.0.0.2', proto: 'https' })
      expect(two).toMatchObject({ xff: '127.0.0.3', proto: 'https' })
      // and a purge through it comes from a client, not from this host
      const purge = await send(tlsPort, '/', {
        method: 'PURGE',
        tls: true,
        localAddress: '127.0.0.2',
        headers: { 'xkey-purge': 'all', 'X-Purge-Secret': purgeSecret },
      })
      expect(purge.status).toBe(403)
    },
  )

  it('refuses a body over 1 MiB before it reaches the shop, uploads apart', async () => {
    const big = Buffer.alloc(twoMiB, 'x')
    const before = reached.length
    for (const [url, type] of [
      ['/api/public/prices', 'application/json'],
      ['/api/public/cart/quote', 'application/json'],
      ['/api/cms/pages', 'application/json'],
      ['/contact', 'text/plain;charset=UTF-8'],
      ['/es/contacto', 'text/plain;charset=UTF-8'],
    ] as const) {
      const answer = await send(frontPort, url, {
        method: 'POST',
        headers: { 'content-type': type, 'content-length': big.length },
        withholdBody: true,
      }).catch((error: Error) => ({ status: 0, headers: {}, body: error.message }))
      expect(answer.status, `${url}: ${answer.body}`).toBe(413)
      if (url.startsWith('/api/')) expect(JSON.parse(answer.body).code).toBe('payloadTooLarge')
    }
    // a body without a length (chunked) is read up to the limit and the connection closed with
    // no answer: Varnish cannot answer once reading a body has failed (README, "Request bodies")
    const chunked = await send(frontPort, '/api/public/prices', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: big,
    }).catch((error: Error) => ({ status: 0, headers: {}, body: error.message }))
    expect(chunked.status, chunked.body).toBe(0)
    expect(reached.slice(before)).toEqual([])
    expect((await send(frontPort, '/api/echo')).status).toBe(200)
    const small = await send(frontPort, '/api/public/prices', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(1024 * 1024, 'x'),
    })
    expect(JSON.parse(small.body)).toMatchObject({ bytes: 1024 * 1024 })
    const upload = await send(frontPort, '/api/cms/media', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: big,
    })
    expect(JSON.parse(upload.body)).toMatchObject({ url: '/api/cms/media', bytes: twoMiB })
  })

  it('answers a page in the path’s language while the shop is down, until it is back', async () => {
    await new Promise((resolve) => shop!.close(resolve))
    shop!.closeAllConnections()
    const spanish = await send(frontPort, '/es/productos')
    expect(spanish.status).toBe(503)
    expect(spanish.headers['retry-after']).toBe('10')
    expect(spanish.headers['content-type']).toMatch(/^text\/html/)
    expect(spanish.body).toContain('<html lang="es">')
    expect(spanish.body).toContain('La tienda se está reiniciando')
    const english = await send(frontPort, '/products')
    expect(english.status).toBe(503)
    expect(english.body).toContain('The shop is restarting')
    const api = await send(frontPort, '/api/public/prices', { method: 'POST', body: '{}' })
    expect(api.status).toBe(503)
    expect(JSON.parse(api.body)).toMatchObject({ code: 'unavailable' })

    shop = await startStandIn()
    await until('the shop back behind the front', async () => {
      return (await send(frontPort, '/es/productos')).status === 200
    })
  })
})
