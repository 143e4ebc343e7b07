/**
 * SIGTERM (a deploy, a rolling restart): the production server (scripts/serve.mjs, its heap
 * bounded in a worker thread) takes no new connection, finishes the request in flight, and
 * exits 0. The request in flight is a quote whose body is still arriving when the signal comes.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'

import { afterAll, describe, expect, it } from 'vitest'

import { openTestDatabase, type TestDatabase } from '../support/databases'

async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`)
    const up = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer within a minute`)
}

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
let server: ChildProcess | undefined
afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL')
  await database?.close()
})

// the shipped way (heap bounded in a worker thread, the signal relayed to it) and the plain one
describe.each([
  { heap: 'bounded heap (worker thread)', SERVER_HEAP_MB: '256' },
  { heap: 'no heap bound (main thread)', SERVER_HEAP_MB: '0' },
])('SIGTERM, $heap', ({ heap, SERVER_HEAP_MB }) => {
  it('finishes the request in flight, refuses new connections, exits 0', async () => {
    if (!fs.existsSync('.next/BUILD_ID')) {
      throw new Error('No production build: run `npm run build` first (npm test builds one)')
    }
    await database?.close()
    database = await openTestDatabase('sqlite')
    const port = await freePort()
    let output = ''
    server = spawn(process.execPath, ['scripts/serve.mjs', String(port)], {
      env: {
        ...database.env,
        NODE_ENV: 'production',
        SITE_URL: `http://127.0.0.1:${port}`,
        MAIL_DEV_OUTBOX: '1',
        REQUEST_LOG: 'off',
        OUTBOX_WORKER: 'off',
        SERVER_HEAP_MB,
      },
    })
    server.stdout?.on('data', (chunk) => (output += chunk))
    server.stderr?.on('data', (chunk) => (output += chunk))
    const exited = new Promise<number | null>((resolve) => server!.once('exit', resolve))
    await waitForServer(`http://127.0.0.1:${port}/api/health`, server)

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
    server.kill('SIGTERM')
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
    expect(server.exitCode, 'still running while a request is in flight').toBeNull()

    socket.end(body.slice(half))
    await closed
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])
    expect(status, answer.slice(0, 300)).toBe(200)
    expect(answer).toContain('"totalCents"')
    expect(await exited, output).toBe(0)
    console.log(
      `[shutdown, ${heap}] new connections refused ${refusedAfterMs} ms after SIGTERM; the quote in flight answered ${status}; exit code 0`,
    )
  })
})
