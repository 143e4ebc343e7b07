import { Redis } from 'ioredis'

/**
 * A connection of a group's instance to its Redis (issue 25), through ioredis (the client
 * better-auth's Redis storage is written for). Plain JavaScript: Next's page-cache handler
 * (page-cache-handler.mjs) loads it without a build; the app reaches it through redis.ts.
 *
 * A command sent while Redis is away waits for one reconnection attempt at most, then fails
 * (the caller falls back to the database, renders the page itself, or answers 503); a command
 * Redis does not answer fails after 2 s; the connection keeps trying to come back every 2 s at
 * most, for ever: a restarted Redis is used again without restarting the shop.
 *
 * @param {string} url
 * @param {string} purpose what the connection is for, in its name and its log lines
 * @returns {Redis}
 */
export function connectRedis(url, purpose) {
  const client = new Redis(url, {
    connectionName: `shop-${purpose}`,
    maxRetriesPerRequest: 1,
    commandTimeout: 2_000,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  })
  // one line per outage, not one per reconnection attempt
  let away = false
  client.on('error', (error) => {
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
