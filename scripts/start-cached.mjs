#!/usr/bin/env node
/**
 * `npm run start:cached`: the production way to serve. The shop (scripts/serve.mjs) listens on
 * 127.0.0.1:SHOP_PORT (default PORT + 1) and the caching front (Varnish, deploy/varnish) on
 * PORT (default 3000) in front of it. Prepares the shop as `npm start` does. Sets, unless
 * already set: SITE_URL to the front's origin; TRUSTED_PROXIES to the front (so the per-client
 * limits count each client, not the front); EDGE_PURGE_URLS to the front (so changes purge it).
 */
import { spawn } from 'node:child_process'

import { frontMissing, startFront } from './edge-front.mjs'
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

const shop = spawn(process.execPath, ['scripts/serve.mjs', String(shopPort)], {
  stdio: 'inherit',
  env,
})
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
  backends: [`127.0.0.1:${shopPort}`],
  workDir: 'data/edge',
  env,
})
console.log(
  `\n▶ Serving on http://localhost:${port} (caching front → shop on 127.0.0.1:${shopPort})`,
)

let stopping = false
const stop = (code) => {
  if (stopping) return
  stopping = true
  shop.kill('SIGTERM')
  front.kill('SIGTERM')
  setTimeout(() => process.exit(code), 1_000).unref()
}
shop.on('exit', (code) => stop(code ?? 1))
front.on('exit', (code) => stop(code ?? 1))
process.on('SIGTERM', () => stop(0))
process.on('SIGINT', () => stop(0))
