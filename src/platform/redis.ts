import { Redis } from 'ioredis'

import { redisKeyPrefix } from './group'

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

/**
 * A new connection. A command sent while Redis is away waits for one reconnection attempt at
 * most, then fails (the caller falls back to the database or answers 503); a command Redis does
 * not answer fails after 2 s; the connection keeps trying to come back every 2 s at most, for
 * ever: a restarted Redis is used again without restarting the shop.
 */
export function connectRedis(url: string, purpose: string): Redis {
  const client = new Redis(url, {
    connectionName: `shop-${purpose}`,
    maxRetriesPerRequest: 1,
    commandTimeout: 2_000,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  })
  // one line per outage, not one per reconnection attempt
  let away = false
  client.on('error', (error: Error) => {
    if (away) return
    away = true
    console.error(`Redis (${purpose}) is out of reach: ${error.message}; retrying every 2 s`)
  })
  client.on('ready', () => {
    if (!away) return
    away = false
    console.log(`Redis (${purpose}) is back`)
  })
  return client
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
