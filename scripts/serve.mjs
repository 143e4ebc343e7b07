#!/usr/bin/env node
/**
 * Serves the production build, as `next start` does, with these differences: each request's
 * client address comes from the socket (scripts/client-address.mjs) before Next or the app
 * read it (Next itself keeps a client's own X-Forwarded-For, and the sign-in limits per client
 * would believe it); each request gets an id and a log line (scripts/request-log.mjs); a cached
 * page's policy lists its inline scripts' hashes (scripts/inline-script-csp.mjs, with the
 * compression below it, scripts/compress.mjs); a request body over 1 MiB (uploads apart) is
 * refused with 413 unread (scripts/body-limit.mjs); and
 * SIGTERM lets the requests already sent finish before it exits (scripts/graceful-close.mjs).
 * Once listening, it warms the page and image caches in the background (scripts/warm-up.mjs).
 * Usage: node scripts/serve.mjs [port] (default PORT or 3000).
 */
import { createServer } from 'node:http'

import { refusedOverLimit } from './body-limit.mjs'
import { startedInBoundedHeap } from './bounded-heap.mjs'
import { isTrusted, settleClientAddress, trustedProxiesFrom } from './client-address.mjs'
import { compressed } from './compress.mjs'
import { edgeLifetimesFrom, withEdgeLifetimes } from './edge-lifetimes.mjs'
import { gracefulClose } from './graceful-close.mjs'
import { withInlineScriptHashes } from './inline-script-csp.mjs'
import { serverKeepAliveMs } from './keep-alive.mjs'
import { logRequest, requestIdOf, requestLogSink } from './request-log.mjs'
import { localOrigin, warmUp } from './warm-up.mjs'

// the server runs in a worker thread whose heap is bounded (bounded-heap.mjs, SERVER_HEAP_MB);
// this thread only waits for it, and exits with it
if (startedInBoundedHeap(import.meta.url)) await new Promise(() => {})

const port = Number(process.argv[2] ?? process.env.PORT ?? 3000)
// without SITE_URL the shop's origin is localhost at the port it listens on (src/platform/site.ts),
// also when the port came as an argument
process.env.PORT = String(port)
// like `next start`: every interface unless HOSTNAME says otherwise, and URLs from the Host header
const hostname = process.env.HOSTNAME
// LISTEN_HOST binds the socket only (start:cached: 127.0.0.1, reachable by its front alone);
// HOSTNAME also becomes Next's own origin for rewrites, which must stay the request's
const listenHost = process.env.LISTEN_HOST || hostname
const trusted = trustedProxiesFrom(process.env.TRUSTED_PROXIES)
// shared caches (the front, a CDN) keep pages briefly, not for Next's year (edge-lifetimes.mjs)
const edgeLifetimes = edgeLifetimesFrom(process.env)
if (trusted.invalid.length > 0) {
  console.error(
    `TRUSTED_PROXIES has entries that are not an address or range: ${trusted.invalid.join(', ')}`,
  )
  process.exit(1)
}

// as `next start` does: the production build runs with NODE_ENV=production
process.env.NODE_ENV = 'production'
const { default: next } = await import('next')
const app = next({ dev: false, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

/**
 * A path with broken percent-encoding (`/products/%ff`) makes Next's router throw (500) while
 * it decodes route params; such a path names nothing, so it is served the site's 404 page.
 */
function malformedPath(url) {
  const pathname = (url ?? '/').split('?')[0]
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

/**
 * The bare root answers in the language of the NEXT_LOCALE cookie, else of Accept-Language (the
 * proxy picks it). The proxy says so in Vary, but Next writes its own Vary over it when it
 * serves the cached English home, and a shared cache would then hand one language to everyone.
 */
function withRootVary(req, res) {
  if ((req.url ?? '/').split('?')[0] !== '/') return res
  const writeHead = res.writeHead
  res.writeHead = function (...args) {
    const vary = String(res.getHeader('vary') ?? '')
    const missing = ['Cookie', 'Accept-Language'].filter(
      (name) => !new RegExp(`(^|,)\\s*${name}\\s*(,|$)`, 'i').test(vary),
    )
    if (missing.length > 0) res.setHeader('vary', [vary, ...missing].filter(Boolean).join(', '))
    return writeHead.apply(this, args)
  }
  return res
}

const requestLog = requestLogSink()

const server = createServer((req, res) => {
  const fromTrustedHop = isTrusted(trusted.list, req.socket?.remoteAddress ?? '')
  logRequest(req, res, requestIdOf(req, fromTrustedHop), requestLog)
  settleClientAddress(req, trusted.list)
  // a body over 1 MiB (uploads apart) is refused before anything reads it (body-limit.mjs)
  if (refusedOverLimit(req, res)) return
  if (malformedPath(req.url)) req.url = '/__malformed-path__'
  // a cached page's policy gets its inline scripts' hashes, taken before compression
  const page = withInlineScriptHashes(req, compressed(req, res))
  handle(req, withEdgeLifetimes(withRootVary(req, page), edgeLifetimes))
})
// idle connections outlive the front's, so the front never reuses one the server is closing
server.keepAliveTimeout = serverKeepAliveMs
server.headersTimeout = serverKeepAliveMs + 1_000
server.listen(port, listenHost, () => {
  console.log(`▶ Ready on http://${hostname ?? 'localhost'}:${port}`)
  // the first visitors after a start no longer wait for the first renders (not awaited: ready now)
  const origin = localOrigin(server.address())
  if (origin && process.env.WARM_UP !== '0') void warmUp({ origin })
})
// SIGTERM: no new connection, the requests already sent are answered, then exit 0
const close = gracefulClose(server)
const stop = () => close(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
