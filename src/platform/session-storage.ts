import { redisStorage } from '@better-auth/redis-storage'

import { redisPrefix, SharedStoreUnavailableError, sharedRedis } from './redis'

type SessionStorage = ReturnType<typeof redisStorage>

/**
 * better-auth's secondary storage in Redis when REDIS_URL is set (issue 25), so a session made
 * on one instance is read on every other without a database query. The auth configuration also
 * keeps sessions and one-time codes in the database (`storeSessionInDatabase`,
 * `verification.storeInDatabase`), which makes the database the record and Redis a copy:
 * - a read Redis cannot answer is a miss, and better-auth then reads the database: a signed-in
 *   buyer stays signed in while Redis is away, and their cookie is never cleared for it;
 * - a write or delete Redis cannot take fails the request (503, like a database outage): a
 *   sign-out that reached the database but not Redis would leave a copy that still signs in.
 * Keys: `shop:<database>:auth:`, never the build, so a new build signs no one out.
 */
export function sessionStorageOf(env: NodeJS.ProcessEnv = process.env): SessionStorage | undefined {
  const client = sharedRedis(env)
  if (!client) return undefined
  const store = redisStorage({ client, keyPrefix: redisPrefix('auth', env) })
  const orUnavailable = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch (error) {
      throw new SharedStoreUnavailableError(error)
    }
  }
  return {
    ...store,
    async get(key) {
      try {
        return await store.get(key)
      } catch {
        // the connection's own log says Redis is away; the database answers instead
        return null
      }
    },
    getAndDelete: (key) => orUnavailable(() => store.getAndDelete(key)),
    increment: (key, ttl) => orUnavailable(() => store.increment(key, ttl)),
    set: (key, value, ttl) => orUnavailable(() => store.set(key, value, ttl)),
    delete: (key) => orUnavailable(() => store.delete(key)),
  }
}
