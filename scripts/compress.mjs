/**
 * Compression of every answer, as `next start` does it (Next's own middleware, default options),
 * done here instead of inside Next (next.config `compress: false`) so that the layers serve.mjs
 * puts above it see an answer's own bytes: the inline-script hashes of a page's policy
 * (scripts/inline-script-csp.mjs) are taken of its HTML, not of its gzip.
 */
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const compression = require('next/dist/compiled/compression')
const { releaseCompressionStream } = require('next/dist/server/lib/release-compression-stream')

const compress = compression()

/** The response, compressed for a client that accepts it (gzip or deflate, as Next does). */
export function compressed(req, res) {
  compress(req, res, () => {})
  // a client gone before the end leaves the middleware's zlib stream open (Next does the same)
  res.once('close', () => {
    if (!res.writableFinished) releaseCompressionStream(res)
  })
  return res
}
