/**
 * Next's page and data cache in Redis for a group of instances (issue 25), through
 * @fortedigital/nextjs-cache-handler: a page or a tagged read revalidated by one instance is
 * fresh on all, instead of each keeping its own copy in memory and on disk. next.config names
 * this file as `cacheHandler` only when REDIS_URL is set; without it Next keeps its own cache.
 *
 * Keys: `shop:<database>:pages:<build>:<site>:`, so two shops, two builds (their pages differ)
 * or two SITE_URLs (canonical links, sitemaps) never share entries; a new build starts with an
 * empty page cache and leaves the old one to expire.
 *
 * Redis away: a read is a miss (the page is rendered again from the database) and a write is
 * dropped, so pages keep being served; the connection comes back by itself.
 */
import { createHash } from 'node:crypto'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'

import { databaseKey } from './database-key.mjs'
import { connectRedis } from './redis-connection.mjs'

/** The prefix of every page-cache key of this shop, database, build and site. */
export function pageCacheKeyPrefix(env, buildId) {
  const site = createHash('sha256')
    .update(env.SITE_URL ?? '')
    .digest('hex')
    .slice(0, 8)
  return `shop:${databaseKey(env)}:pages:${buildId ?? 'unbuilt'}:${site}:`
}

CacheHandler.onCreation(({ buildId }) => {
  const url = process.env.REDIS_URL
  if (!url) throw new Error('page-cache-handler.mjs is used only with REDIS_URL set')
  const client = connectRedis(url, 'pages')
  return {
    handlers: [
      createRedisHandler({
        client: ioredisAdapter(client),
        keyPrefix: pageCacheKeyPrefix(process.env, buildId?.trim()),
        // a Redis that does not answer costs a page 1 s at most, then it is rendered
        timeoutMs: 1_000,
      }),
    ],
  }
})

export default CacheHandler
