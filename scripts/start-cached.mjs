#!/usr/bin/env node
/**
 * `npm run start:cached`: the production way to serve. The shop (scripts/serve.mjs) listens on
 * 127.0.0.1:SHOP_PORT (default PORT + 1) and the caching front (Varnish, deploy/varnish) on
 * PORT (default 3000) in front of it. Prepares the shop as `npm start` does. Sets, unless
 * already set: SITE_URL to the front's origin; TRUSTED_PROXIES to the front (so the per-client
 * limits count each client, not the front); EDGE_PURGE_URLS to the front (so changes purge it).
 * The shop is started again when it dies (scripts/keep-serving.mjs); meanwhile the front answers
 * a page saying so (503, Retry-After). FRONT_PROXY_LISTEN (e.g. 127.0.0.1:3443) opens a second
 * listener for a TLS terminator speaking the PROXY protocol (README).
 */
import { edgeWorkDirOf } from '../src/platform/data-dir.mjs'
import { frontMissing, startFront } from './edge-front.mjs'
import { keepServing } from './keep-serving.mjs'
import { prepareShop } from './prepare-shop.mjs'

const missing = frontMissing()
if (missing) {
  console.error(`✗ The caching front cannot start: ${missing}.\n  Without it: npm start`)
  process.exit(1)
}
prepareShop()

const port = Number(process.env.PORT || 3000)
const shopPort = Number(process.env.SHOP_PORT || port + 1)
const env = {
  ...process.env,
  SITE_URL: process.env.SITE_URL || `http://localhost:${port}`,
  TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || '127.0.0.1,::1',
  EDGE_PURGE_URLS: process.env.EDGE_PURGE_URLS || `http://127.0.0.1:${port}`,
  // only the front reaches the shop
  LISTEN_HOST: '127.0.0.1',
}

const shop = keepServing({ port: shopPort, env })
const started = Date.now()
while (Date.now() - started < 120_000) {
  const ready = await fetch(`http://127.0.0.1:${shopPort}/api/health`).then(
    (answer) => answer.ok,
    () => false,
  )
  if (ready) break
  await new Promise((resolve) => setTimeout(resolve, 500))
}
const front = startFront({
  listen: `:${port}`,
  proxyListen: process.env.FRONT_PROXY_LISTEN || undefined,
  backends: [`127.0.0.1:${shopPort}`],
  workDir: edgeWorkDirOf(env, 'edge'),
  env,
})
console.log(
  `\n▶ Serving on http://localhost:${port} (caching front → shop on 127.0.0.1:${shopPort})`,
)

let stopping = false
const stop = (code) => {
  if (stopping) return
  stopping = true
  front.kill('SIGTERM')
  void shop.stop().then(() => process.exit(code))
  setTimeout(() => process.exit(code), 10_000).unref()
}
// the shop dying is no reason to stop: keepServing starts it again, the front stays
front.on('exit', (code) => stop(code ?? 1))
process.on('SIGTERM', () => stop(0))
process.on('SIGINT', () => stop(0))
