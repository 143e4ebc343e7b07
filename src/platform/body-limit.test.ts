import http from 'node:http'
import net from 'node:net'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { refusedOverLimit } from '../../scripts/body-limit.mjs'
import { bodyLimitBytes, bodyLimitFor, bodyTooLargeAnswer } from './body-limit.mjs'

describe('the request body limit (issue 38 item 2)', () => {
  it('is 1 MiB for every body but a multipart upload to an upload collection', () => {
    const limited = [
      { method: 'POST', url: '/api/public/prices', contentType: 'application/json' },
      { method: 'POST', url: '/api/cms/pages', contentType: 'multipart/form-data; boundary=x' },
      { method: 'POST', url: '/api/cms/media', contentType: 'application/json' },
      { method: 'POST', url: '/api/cms/mediax', contentType: 'multipart/form-data; boundary=x' },
      { method: 'POST', url: '/contact', contentType: 'text/plain;charset=UTF-8' },
      { method: 'PUT', url: '/api/cms/media/1', contentType: 'multipart/form-data; boundary=x' },
    ]
    for (const request of limited) expect(bodyLimitFor(request), request.url).toBe(bodyLimitBytes)
    for (const url of ['/api/cms/media', '/api/cms/media/7?depth=0', '/api/cms/catalog-imports']) {
      expect(
        bodyLimitFor({ method: 'POST', url, contentType: 'multipart/form-data; boundary=x' }),
        url,
      ).toBeNull()
    }
    expect(
      bodyLimitFor({
        method: 'PATCH',
        url: '/api/cms/media/7',
        contentType: 'Multipart/Form-Data',
      }),
    ).toBeNull()
  })

  it("answers the shop's JSON error on API paths, plain text elsewhere", () => {
    const api = bodyTooLargeAnswer('/api/public/prices')
    expect(api.contentType).toBe('application/json')
    expect(JSON.parse(api.body)).toEqual({ error: expect.any(String), code: 'payloadTooLarge' })
    expect(bodyTooLargeAnswer('/es/contacto').contentType).toMatch(/^text\/plain/)
  })
})

describe('the server refuses a body over the limit before it is read', () => {
  let server: http.Server
  let port = 0
  let handled: { url: string; bytes: number }[] = []

  beforeEach(async () => {
    handled = []
    // stands for Next: reads the whole body, then answers its size
    server = http.createServer((req, res) => {
      if (refusedOverLimit(req, res)) return
      let bytes = 0
      req.on('data', (chunk: Buffer) => (bytes += chunk.length))
      req.on('end', () => {
        handled.push({ url: req.url ?? '', bytes })
        res.end(String(bytes))
      })
      req.on('error', () => {})
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as net.AddressInfo).port
  })
  afterEach(() => {
    server.closeAllConnections()
    server.close()
  })

  /** Sends `size` bytes in 64 KiB writes; chunked unless `length`. Settles with the answer. */
  function send(path: string, size: number, options: { length?: boolean; type?: string } = {}) {
    return new Promise<{ status: number; body: string; type: string }>((resolve, reject) => {
      const request = http.request({
        port,
        host: '127.0.0.1',
        path,
        method: 'POST',
        headers: {
          'content-type': options.type ?? 'application/json',
          ...(options.length ? { 'content-length': size } : {}),
        },
      })
      request.on('response', (response) => {
        let body = ''
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            type: String(response.headers['content-type']),
          }),
        )
      })
      request.on('error', reject)
      const piece = Buffer.alloc(64 * 1024, 'x')
      let sent = 0
      const write = () => {
        while (sent < size) {
          const part = piece.subarray(0, Math.min(piece.length, size - sent))
          sent += part.length
          if (!request.write(part)) return void request.once('drain', write)
        }
        request.end()
      }
      write()
    })
  }

  const twoMiB = 2 * 1024 * 1024

  it('a declared length over 1 MiB: 413 at once, JSON on an API, never handed on', async () => {
    const answer = await send('/api/public/prices', twoMiB, { length: true })
    expect(answer.status).toBe(413)
    expect(answer.type).toBe('application/json')
    expect(JSON.parse(answer.body).code).toBe('payloadTooLarge')
    expect(handled).toEqual([])
  })

  it('a chunked body is cut when it passes 1 MiB; plain 413 on a page', async () => {
    const answer = await send('/es/contacto', twoMiB)
    expect(answer.status).toBe(413)
    expect(answer.type).toMatch(/^text\/plain/)
    expect(handled).toEqual([])
  })

  it('bodies up to 1 MiB and uploads pass whole, and the server answers afterwards', async () => {
    await send('/api/public/cart/quote', twoMiB, { length: true })
    expect((await send('/api/public/prices', bodyLimitBytes, { length: true })).status).toBe(200)
    expect((await send('/api/public/prices', 1000)).body).toBe('1000')
    const upload = await send('/api/cms/media', twoMiB, {
      type: 'multipart/form-data; boundary=x',
    })
    expect(upload).toMatchObject({ status: 200, body: String(twoMiB) })
  })
  /**
   * A client slower than the shop (a busy machine, a slow link): it sends a 2 MiB body over
   * about 3 s and reads its answer only then. The connection must stay until it is done: a
   * socket closed with unread bytes resets it, and a reset throws away the 413 the client has
   * not read yet (CI saw `write EPIPE` this way).
   */
  it('a slow client still reads its 413: the connection stays open while it sends', async () => {
    const received = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1')
      let text = ''
      socket.pause()
      socket.on('data', (chunk) => (text += chunk))
      socket.on('end', () => resolve(text))
      socket.on('error', (error) =>
        reject(new Error(`${error.message} after ${JSON.stringify(text)}`)),
      )
      socket.write(
        `POST /api/public/prices HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${twoMiB}\r\n\r\n`,
      )
      const piece = Buffer.alloc(64 * 1024, 'x')
      let sent = 0
      const next = () => {
        if (sent >= twoMiB) return void socket.resume()
        sent += piece.length
        socket.write(piece)
        setTimeout(next, 3000 / (twoMiB / piece.length))
      }
      next()
    })
    expect(received).toMatch(/^HTTP\/1\.1 413 /)
    expect(received).toContain('payloadTooLarge')
  })
})
