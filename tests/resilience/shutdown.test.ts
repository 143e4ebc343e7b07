/**
 * SIGTERM (a deploy, a rolling restart): the production server (scripts/serve.mjs, its heap
 * bounded in a worker thread) takes no new connection, finishes the request in flight, and
 * exits 0. The request in flight is a quote whose body is still arriving when the signal comes.
 */
import net from 'node:net'

import { afterAll, describe, expect, it } from 'vitest'

import { openTestDatabase, type TestDatabase } from '../support/databases'
import { startShopServer, type ShopServer } from '../support/shop-server'

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

let database: TestDatabase | undefined
let server: ShopServer | undefined
afterAll(async () => {
  await server?.stop()
  await database?.close()
})

// the shipped way (heap bounded in a worker thread, the signal relayed to it) and the plain one
describe.each([
  { heap: 'bounded heap (worker thread)', SERVER_HEAP_MB: '256' },
  { heap: 'no heap bound (main thread)', SERVER_HEAP_MB: '0' },
])('SIGTERM, $heap', ({ heap, SERVER_HEAP_MB }) => {
  it('finishes the request in flight, refuses new connections, exits 0', async () => {
    await database?.close()
    database = await openTestDatabase('sqlite')
    server = await startShopServer({ ...database.env, SERVER_HEAP_MB })
    const { port } = server

    // a quote whose body arrives in two halves, the signal between them
    const body = JSON.stringify({ items: [{ pn: 'E22PBEA-01', quantity: 2 }] })
    const half = Math.floor(body.length / 2)
    const socket = net.connect(port, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk))
    const closed = new Promise((resolve) => socket.once('close', resolve))
    socket.write(
      `POST /api/public/cart/quote HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Origin: http://127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    server.process.kill('SIGTERM')
    // the signal is handled when the server's thread is free (its first quote may still be
    // starting Payload): poll until the listener is gone
    let refusedAfterMs = -1
    const signalled = Date.now()
    while (Date.now() - signalled < 20_000) {
      if (!(await connects(port))) {
        refusedAfterMs = Date.now() - signalled
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(refusedAfterMs, 'new connections refused after SIGTERM').toBeGreaterThanOrEqual(0)
    expect(server.process.exitCode, 'still running while a request is in flight').toBeNull()

    socket.end(body.slice(half))
    await closed
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])
    expect(status, answer.slice(0, 300)).toBe(200)
    expect(answer).toContain('"totalCents"')
    expect(await server.exited, server.output()).toBe(0)
    console.log(
      `[shutdown, ${heap}] new connections refused ${refusedAfterMs} ms after SIGTERM; the quote in flight answered ${status}; exit code 0`,
    )
  })
})
