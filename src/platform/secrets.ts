import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { dataDir } from './paths'

/**
 * The shop's secrets. PAYLOAD_SECRET signs staff sessions and is the root the others are
 * derived from when they are not set; a production server started any other way than
 * `npm start` on one's own machine refuses to run without it. Locally the default is random,
 * made once and kept in data/ (never a value derivable from the machine or the code).
 */
export const localSecretFile = 'local-secret'

/** `npm start` marks itself: a newcomer's one command needs no secret to be chosen. */
export const localStartFlag = 'SHOP_LOCAL_START'

function requiresSetSecrets(env: NodeJS.ProcessEnv): boolean {
  if (env.NEXT_PHASE === 'phase-production-build') return false
  return env.NODE_ENV === 'production' && env[localStartFlag] !== '1'
}

/** What a production server lacks, as a message to stop with, or null when it has what it needs. */
export function missingSecretsProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  if (!requiresSetSecrets(env) || env.PAYLOAD_SECRET) return null
  return (
    'PAYLOAD_SECRET is not set. A production server needs its own secret (at least 32 random ' +
    'characters, e.g. `openssl rand -hex 32`) in PAYLOAD_SECRET; `npm start` on your own machine ' +
    'makes a random one in data/ instead.'
  )
}

function readOrCreateLocalSecret(directory: string): string {
  const file = path.join(directory, localSecretFile)
  try {
    const kept = fs.readFileSync(file, 'utf8').trim()
    if (kept) return kept
  } catch {
    // none yet
  }
  fs.mkdirSync(directory, { recursive: true })
  const made = randomBytes(32).toString('hex')
  try {
    // 'wx': two processes starting at once keep the first one's secret
    fs.writeFileSync(file, `${made}\n`, { mode: 0o600, flag: 'wx' })
    return made
  } catch {
    return fs.readFileSync(file, 'utf8').trim()
  }
}

export function payloadSecret(env: NodeJS.ProcessEnv = process.env, directory = dataDir): string {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  const problem = missingSecretsProblem(env)
  if (problem) throw new Error(problem)
  return readOrCreateLocalSecret(directory)
}

function derived(purpose: string, env: NodeJS.ProcessEnv): string {
  return createHash('sha256')
    .update(`${purpose}:${payloadSecret(env)}`)
    .digest('hex')
}

/** Signs buyers' session cookies: BETTER_AUTH_SECRET, else derived from PAYLOAD_SECRET. */
export function buyerSessionSecret(env: NodeJS.ProcessEnv = process.env): string {
  return env.BETTER_AUTH_SECRET || derived('better-auth', env)
}

/**
 * Shared by the server and the CLI scripts of one installation (both derive it from
 * PAYLOAD_SECRET) to authenticate internal calls, e.g. an import from the command line
 * asking the running server to clear its catalogue caches.
 */
export function internalSecret(env: NodeJS.ProcessEnv = process.env): string {
  return derived('internal', env)
}

/**
 * Lets the shop purge its caching front: the front refuses a PURGE without it whoever sends it
 * (behind a TLS terminator on the same host every client looks local). EDGE_PURGE_SECRET, else
 * derived from PAYLOAD_SECRET, so the front's configuration (scripts/edge-config.ts) and the
 * shop's sender (edge-purge.ts) find the same one.
 */
export function edgePurgeSecret(env: NodeJS.ProcessEnv = process.env): string {
  return env.EDGE_PURGE_SECRET || derived('edge-purge', env)
}
