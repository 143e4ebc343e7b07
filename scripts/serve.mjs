#!/usr/bin/env node
/**
 * Serves the production build, as `next start` does, with one difference: each request's
 * client address comes from the socket (scripts/client-address.mjs) before Next or the app
 * read it. Next itself keeps a client's own X-Forwarded-For, and the sign-in limits per client
 * would believe it. Usage: node scripts/serve.mjs [port] (default PORT or 3000).
 */
import { createServer } from 'node:http'

import { settleClientAddress, trustedProxiesFrom } from './client-address.mjs'

const port = Number(process.argv[2] ?? process.env.PORT ?? 3000)
const hostname = process.env.HOSTNAME ?? '0.0.0.0'
const trusted = trustedProxiesFrom(process.env.TRUSTED_PROXIES)
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

const server = createServer((req, res) => {
  settleClientAddress(req, trusted.list)
  handle(req, res)
})
server.listen(port, hostname, () => {
  console.log(`▶ Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)
})
const close = () => server.close(() => process.exit(0))
process.on('SIGTERM', close)
process.on('SIGINT', close)
