import http from 'node:http'
import net from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { gracefulClose } from '../../scripts/graceful-close.mjs'

type Started = { server: http.Server; port: number; close: (done: () => void) => void }

let running: http.Server | undefined
afterEach(() => {
  running?.closeAllConnections()
  running?.close()
})

/** A server whose `/slow` answers when `release` is called; everything else at once. */
async function start(options: Parameters<typeof gracefulClose>[1], release: Promise<void>) {
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') void release.then(() => res.end('slow done'))
    else res.end('quick')
  })
  const close = gracefulClose(server, options)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  running = server
  return { server, port: (server.address() as net.AddressInfo).port, close } satisfies Started
}

/** Sends raw HTTP on a new connection; resolves with everything read until the server closes it. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  let read = ''
  socket.on('data', (chunk) => (read += chunk))
  const ended = new Promise<string>((resolve) => {
    socket.once('close', () => resolve(read))
    socket.once('error', () => resolve(`${read}<error>`))
  })
  return { socket, ended, connected: new Promise((resolve) => socket.once('connect', resolve)) }
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: shop\r\n\r\n`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('graceful close (SIGTERM)', () => {
  it('answers the request in flight with Connection: close, closes an idle keep-alive connection, then is done', async () => {
    let release = () => {}
    const started = await start(
      { acceptDrainMs: 10, freshGraceMs: 5_000 },
      new Promise<void>((resolve) => (release = resolve)),
    )
    const idle = rawConnection(started.port)
    await idle.connected
    idle.socket.write(get('/quick'))
    await sleep(50)
    const busy = rawConnection(started.port)
    await busy.connected
    busy.socket.write(get('/slow'))
    await sleep(50)

    let done = false
    started.close(() => (done = true))
    // the idle keep-alive connection is closed after its answer; the slow one is still open
    expect(await idle.ended).toContain('quick')
    await sleep(100)
    expect(done).toBe(false)
    const refused = rawConnection(started.port)
    expect(await refused.ended).toBe('<error>')

    release()
    const answer = await busy.ended
    expect(answer).toMatch(/^HTTP\/1\.1 200/)
    expect(answer.toLowerCase()).toContain('connection: close')
    expect(answer).toContain('slow done')
    await sleep(20)
    expect(done).toBe(true)
  })

  it('gives a connection that has sent nothing yet its grace, and serves what it sends in it', async () => {
    const started = await start({ acceptDrainMs: 10, freshGraceMs: 300 }, Promise.resolve())
    const late = rawConnection(started.port)
    await late.connected
    const silent = rawConnection(started.port)
    await silent.connected
    let doneAt = 0
    const signalled = Date.now()
    started.close(() => (doneAt = Date.now()))
    await sleep(100)
    late.socket.write(get('/quick'))
    expect(await late.ended).toContain('quick')
    // the silent one is closed when its grace runs out, and then the server is done
    expect(await silent.ended).toBe('')
    await sleep(20)
    expect(doneAt - signalled).toBeGreaterThanOrEqual(300)
  })
})
