import { createHash } from 'node:crypto'

import { projectRoot } from './paths'

/**
 * PAYLOAD_SECRET signs staff sessions. Production must set it; elsewhere a
 * secret derived from the checkout path keeps `npm start` a one-command setup.
 */
export function payloadSecret(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  if (env.NODE_ENV === 'production' && env.REQUIRE_SECRETS === 'true') {
    throw new Error('PAYLOAD_SECRET must be set')
  }
  return createHash('sha256').update(`allegheny-controls-dev:${projectRoot}`).digest('hex')
}

/**
 * Shared by the server and the CLI scripts of one installation (both derive it from
 * PAYLOAD_SECRET) to authenticate internal calls, e.g. an import from the command line
 * asking the running server to clear its catalogue caches.
 */
export function internalSecret(env: NodeJS.ProcessEnv = process.env): string {
  return createHash('sha256')
    .update(`internal:${payloadSecret(env)}`)
    .digest('hex')
}
