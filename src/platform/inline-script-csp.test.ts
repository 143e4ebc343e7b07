import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { compressed } from '../../scripts/compress.mjs'
import { withEdgeLifetimes } from '../../scripts/edge-lifetimes.mjs'
import {
  inlineScriptSources,
  pageSourcesMemory,
  policyWithSources,
  withInlineScriptHashes,
} from '../../scripts/inline-script-csp.mjs'

const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`

const pageData = 'self.__next_f.push([1,"a\\u003cb ñ €"])'
const instructions = '$RC("B:0","S:0")'
const page = [
  '<!DOCTYPE html><html><head>',
  '<script src="/_next/static/chunks/app.js" async=""></script>',
  `<script>${pageData}</script>`,
  '<script type="application/ld+json">{"@type":"Product","name":"x\\u003c/script"}</script>',
  '</head><body><p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
  // past the compression's threshold (1 KB)
  `<p>${'Relays and push buttons. '.repeat(60)}</p>`,
  '<img src="x" onerror="alert(2)"><scripts>not a script</scripts>',
  `<script type="module">import "/x.js"</script><script>${pageData}</script>`,
  `<script>${instructions}</script></body></html>`,
].join('')

describe('inline scripts of a page (issue 38, item 15)', () => {
  it('names each inline script the browser runs by its sha256 of the UTF-8 bytes, once', () => {
    expect(inlineScriptSources(Buffer.from(page))).toEqual([
      sha(pageData),
      sha('import "/x.js"'),
      sha(instructions),
    ])
  })

  it('leaves out external scripts, data blocks, event attributes and what is not a script', () => {
    const sources = inlineScriptSources(Buffer.from(page))
    expect(sources).not.toContain(sha(''))
    expect(sources).not.toContain(sha('alert(2)'))
    expect(sources).not.toContain(sha('not a script'))
    expect(sources).not.toContain(sha('{"@type":"Product","name":"x\\u003c/script"}'))
    expect(inlineScriptSources(Buffer.from('<p>no scripts</p>'))).toEqual([])
    // an unclosed script is not hashed: the browser then refuses it
    expect(inlineScriptSources(Buffer.from('<script>alert(1)'))).toEqual([])
    expect(inlineScriptSources(Buffer.from('<script type="text/javascript">a()</script>'))).toEqual(
      [sha('a()')],
    )
  })

  it("adds the sources to the policy's script-src only", () => {
    const policy = "default-src 'self'; script-src 'self' https://x.example; object-src 'none'"
    expect(policyWithSources(policy, ["'sha256-A'", "'sha256-B'"])).toBe(
      "default-src 'self'; script-src 'self' https://x.example 'sha256-A' 'sha256-B'; object-src 'none'",
    )
    expect(policyWithSources(policy, [])).toBe(policy)
    expect(policyWithSources("default-src 'self'", ["'sha256-A'"])).toBe("default-src 'self'")
  })
})

describe('a stored page sent again', () => {
  it('takes its sources from memory while its text is the same, and hashes a changed one', () => {
    const sourcesOf = pageSourcesMemory(2)
    const first = sourcesOf('/a', page)
    expect(sourcesOf('/a', page)).toBe(first)
    expect(sourcesOf('/a', `${page} `)).toBe(sourcesOf('/a', `${page} `))
    const changed = sourcesOf('/a', page.replaceAll(pageData, 'self.__next_f.push([1,"new"])'))
    expect(changed.sources).toContain(sha('self.__next_f.push([1,"new"])'))
    expect(changed.sources).not.toContain(sha(pageData))
    expect(changed.length).toBe(Buffer.byteLength(changed.text))
    // the least recently sent page is forgotten past the limit
    const b = sourcesOf('/b', page)
    sourcesOf('/c', page)
    sourcesOf('/d', page)
    expect(sourcesOf('/b', page)).not.toBe(b)
  })
})

/** Answers as Next does: headers set, then flushHeaders, chunks with flush, end. */
function nextLike(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '/'
  const policy = url.startsWith('/nonce')
    ? "default-src 'self'; script-src 'self' 'nonce-abc'"
    : "default-src 'self'; script-src 'self'; object-src 'none'"
  res.setHeader('content-security-policy', policy)
  res.setHeader('cache-control', 's-maxage=31536000')
  if (url.startsWith('/json')) {
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ script: '<script>a()</script>'.repeat(100) }))
    return
  }
  res.setHeader('content-type', 'text/html; charset=utf-8')
  if (url.startsWith('/stored')) {
    // a page Next keeps: sent whole, with its length
    res.setHeader('content-length', Buffer.byteLength(page))
    res.end(page)
    return
  }
  if (url.startsWith('/written-head')) {
    res.writeHead(404, { 'x-extra': 'kept' })
  }
  res.flushHeaders()
  const parts = [page.slice(0, 150), page.slice(150, 400), page.slice(400)]
  const flushable = res as ServerResponse & { flush?: () => void }
  let index = 0
  const next = () => {
    if (index === parts.length) {
      res.end()
      return
    }
    res.write(parts[index++])
    flushable.flush?.()
    setTimeout(next, 5)
  }
  next()
}

let server: Server
let origin = ''

beforeAll(async () => {
  server = createServer((req, res) => {
    const layered = withInlineScriptHashes(req, compressed(req, res))
    nextLike(req, withEdgeLifetimes(layered, { maxAge: 60, stale: 600 }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function raw(path: string, headers: Record<string, string> = {}) {
  // fetch would decompress; the test reads the bytes the client gets
  const { request } = await import('node:http')
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const sent = request(`${origin}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
      sent.on('error', reject)
      sent.end()
    },
  )
}

describe('a page served through the hashing layer', () => {
  it('sends the policy with the hashes of exactly the scripts it sends, compressed as before', async () => {
    const answer = await raw('/family', { 'accept-encoding': 'gzip' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('gzip')
    // framed (the front reads an answer without framing as empty)
    expect(answer.headers['transfer-encoding']).toBe('chunked')
    const html = gunzipSync(answer.body).toString('utf8')
    expect(html).toBe(page)
    expect(answer.headers['content-security-policy']).toBe(
      `default-src 'self'; script-src 'self' ${sha(pageData)} ${sha('import "/x.js"')} ${sha(instructions)}; object-src 'none'`,
    )
    // the layers above it still act on the headers (the edge lifetimes)
    expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=60')
  })

  it('sends a stored page whole with the same policy each time', async () => {
    const first = await raw('/stored', { 'accept-encoding': 'gzip' })
    const second = await raw('/stored')
    expect(first.headers['transfer-encoding']).toBe('chunked')
    expect(gunzipSync(first.body).toString('utf8')).toBe(page)
    expect(second.body.toString('utf8')).toBe(page)
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(page)))
    for (const answer of [first, second])
      expect(answer.headers['content-security-policy']).toBe(
        `default-src 'self'; script-src 'self' ${sha(pageData)} ${sha('import "/x.js"')} ${sha(instructions)}; object-src 'none'`,
      )
  })

  it('keeps a status and headers given to writeHead, and sends the length when not compressed', async () => {
    const answer = await raw('/written-head')
    expect(answer.status).toBe(404)
    expect(answer.headers['x-extra']).toBe('kept')
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(page)))
    expect(answer.body.toString('utf8')).toBe(page)
    expect(answer.headers['content-security-policy']).toContain(sha(pageData))
  })

  it('leaves nonce pages and other answers as they are', async () => {
    const nonce = await raw('/nonce')
    expect(nonce.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc'",
    )
    expect(nonce.headers['transfer-encoding']).toBe('chunked')
    expect(nonce.body.toString('utf8')).toBe(page)
    const json = await raw('/json', { 'accept-encoding': 'gzip' })
    expect(json.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; object-src 'none'",
    )
    expect(json.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(json.body).toString('utf8')).script).toContain('<script>')
  })
})
