import { createHash } from 'node:crypto'

/**
 * What names this shop's database in shared keys (Redis, issue 25): a hash of DATABASE_URL
 * without its credentials (a new password is the same database), so two shops or two databases
 * on one Redis never read each other's entries. Plain JavaScript: Next's page-cache handler
 * (page-cache-handler.mjs) loads it without a build, and group.ts re-exports it.
 *
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string}
 */
export function databaseKey(env = process.env) {
  const address = (env.DATABASE_URL ?? 'file:data/shop.db').replace(/\/\/[^@/]*@/, '//')
  return createHash('sha256').update(address).digest('hex').slice(0, 16)
}
