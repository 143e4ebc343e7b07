/**
 * PostgreSQL gone during requests (issue 24). The production server reaches its database through
 * a TCP proxy this test owns; cutting the proxy (every open connection destroyed, new ones
 * refused) is the outage, and the shared PostgreSQL server is never touched. While it lasts:
 * the server stays up (an idle pooled connection's error used to end the process), a page the
 * server has cached keeps serving, an API answers a JSON 503 with Retry-After, `/api/ready` says
 * 503, and a page that must read the database shows the error page in its own language. Once
 * the proxy is back, everything answers again without a restart.
 */
import net from 'node:net'

import { afterAll, describe, expect, it } from 'vitest'

import { openTestDatabase, testDatabaseUrl, type TestDatabase } from '../support/databases'
import { freePort, startShopServer, type ShopServer } from '../support/shop-server'

/** A TCP proxy to `target` that can be cut (all connections destroyed, none taken) and restored. */
async function startCuttableProxy(target: { host: string; port: number }) {
  const port = await freePort()
  const open = new Set<net.Socket>()
  let server: net.Server | undefined
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        for (const socket of [client, upstream]) {
          open.add(socket)
          socket.on('close', () => open.delete(socket))
          socket.on('error', () => {})
        }
        client.pipe(upstream).pipe(client)
      })
      server.listen(port, '127.0.0.1', resolve)
    })
  await listen()
  return {
    port,
    cut: async () => {
      await new Promise((resolve) => {
        server?.close(resolve)
        for (const socket of open) socket.destroy()
      })
    },
    restore: listen,
    close: async () => {
      for (const socket of open) socket.destroy()
      await new Promise((resolve) => server?.close(resolve))
    },
  }
}

const quoteBody = JSON.stringify({ items: [{ pn: 'E22PBEA-01', quantity: 2 }] })

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000) {
  const started = Date.now()
  for (;;) {
    const found = await probe()
    if (found !== undefined) return { found, afterMs: Date.now() - started }
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

let database: TestDatabase | undefined
let server: ShopServer | undefined
let proxy: Awaited<ReturnType<typeof startCuttableProxy>> | undefined
afterAll(async () => {
  await server?.stop()
  await proxy?.close()
  await database?.close()
})

if (!testDatabaseUrl) {
  // CI always sets it (.ci/run); by hand, say so loudly rather than pass in silence
  if (process.env.CI || process.env.REQUIRE_EDGE_FRONT === '1') {
    throw new Error('The database outage test needs PostgreSQL: set TEST_DATABASE_URL')
  }
  console.warn('\n⚠ SKIPPED: the PostgreSQL outage test (set TEST_DATABASE_URL to run it)\n')
}

describe.skipIf(!testDatabaseUrl)('PostgreSQL gone during requests', () => {
  it('keeps cached pages, answers 503 JSON and the localized error page, and recovers without a restart', async () => {
    database = await openTestDatabase('postgres')
    const url = new URL(database.env.DATABASE_URL!)
    proxy = await startCuttableProxy({ host: url.hostname, port: Number(url.port || 5432) })
    url.hostname = '127.0.0.1'
    url.port = String(proxy.port)
    server = await startShopServer({ ...database.env, DATABASE_URL: url.toString() })
    const { base } = server
    const quote = () =>
      fetch(`${base}/api/public/cart/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: quoteBody,
      })

    // with the database: the products page rendered and cached, a quote, ready
    expect((await fetch(`${base}/products`)).status).toBe(200)
    const cachedPage = await (await fetch(`${base}/products`)).text()
    expect((await quote()).status).toBe(200)
    expect((await fetch(`${base}/api/ready`)).status).toBe(200)

    await proxy.cut()
    const cutAt = Date.now()

    const ready = await fetch(`${base}/api/ready`)
    expect(ready.status).toBe(503)
    const refused = await quote()
    expect(refused.status, server.output().slice(-3000)).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('5')
    expect(await refused.json()).toMatchObject({ code: 'unavailable' })

    const page = await fetch(`${base}/products`)
    expect(page.status, 'a cached page while the database is gone').toBe(200)
    expect(await page.text()).toBe(cachedPage)

    // a part page nobody asked for yet must read the database: the error page, in each language
    const uncached: [path: string, text: string][] = [
      ['/products/22mm-nema-push-buttons/NEVER-SEEN-1', 'Something went wrong on our side'],
      ['/es/productos/22mm-nema-push-buttons/NEVER-SEEN-2', 'Algo salió mal de nuestro lado'],
    ]
    for (const [path, text] of uncached) {
      const failed = await fetch(`${base}${path}`)
      expect(failed.status, path).toBeGreaterThanOrEqual(500)
      expect(await failed.text(), path).toContain(text)
    }
    expect(server.process.exitCode, `the server is still up:\n${server.output()}`).toBeNull()
    // a dropped pooled connection is logged, not thrown at the process
    expect(server.output()).not.toContain('uncaughtException')
    const outageMs = Date.now() - cutAt

    await proxy.restore()
    const back = await until('a quote after the database came back', async () =>
      (await quote()).status === 200 ? true : undefined,
    )
    expect((await fetch(`${base}/api/ready`)).status).toBe(200)
    expect(server.process.exitCode).toBeNull()
    console.log(
      `[outage] ${outageMs} ms without the database: ready 503, quote 503 (Retry-After 5), cached page 200, ` +
        `uncached pages the error page in en and es, server up; quotes again ${back.afterMs} ms after it returned`,
    )
  })
})
