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
