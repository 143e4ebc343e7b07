import type { Redis } from 'ioredis'

import { redisKeyPrefix } from './group'
import { connectRedis } from './redis-connection.mjs'

export { connectRedis }

/**
 * The connections of a group's instance to its Redis (REDIS_URL; issue 25), through ioredis,
 * the client better-auth's Redis storage is written for. Without REDIS_URL there is none and
 * everything stays in the process, as before.
 *
 * Kept on globalThis: Next may load this module more than once in one server (instrumentation
 * and the routes are bundled apart), and one server needs one command connection.
 */
const commandConnections = ((globalThis as { [key: symbol]: Map<string, Redis> })[
  Symbol.for('shop.redis')
] ??= new Map())

/** An error meaning Redis cannot be reached now: answered 503 like a database outage. */
export const sharedStoreUnavailable = 'SHARED_STORE_UNAVAILABLE'

export class SharedStoreUnavailableError extends Error {
  readonly code = sharedStoreUnavailable
  constructor(cause: unknown) {
    super(`Redis cannot be reached: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    })
  }
}

/** The instance's command connection to REDIS_URL, or null without it. */
export function sharedRedis(env: NodeJS.ProcessEnv = process.env): Redis | null {
  const url = env.REDIS_URL
  if (!url) return null
  let client = commandConnections.get(url)
  if (!client) {
    client = connectRedis(url, 'commands')
    commandConnections.set(url, client)
  }
  return client
}

/** Where this shop's keys and channels live in Redis: `shop:<database>:<area>:`. */
export function redisPrefix(area: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${redisKeyPrefix(env)}${area}:`
}
