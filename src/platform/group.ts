import { databaseKey } from './database-key.mjs'

export { databaseKey }

/**
 * The shop as a group of instances (issue 25): REDIS_URL set means this server is one of
 * several that share a PostgreSQL database and a Redis. Every instance must then hold what the
 * others hold: the same secrets (from the environment: the random default in data/ belongs to
 * one machine) and the same build (one DEPLOYMENT_ID, which next.config makes Next's build id
 * and `deploymentId`, built with one NEXT_SERVER_ACTIONS_ENCRYPTION_KEY). Without REDIS_URL
 * nothing here applies: one process keeps everything in its own memory, as before.
 */
export function isGroupMember(env: NodeJS.ProcessEnv = process.env): boolean {
  return !!env.REDIS_URL
}

/**
 * A build id Next writes into paths (`/_next/static/<id>/`) and the query of every asset:
 * letters, digits, `-` and `_` only (what Next accepts as a `deploymentId`).
 */
export const deploymentIdPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

/** What a group's build lacks (`next build` with DEPLOYMENT_ID set), or null. */
export function groupBuildProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  const id = env.DEPLOYMENT_ID
  if (!id) return null
  if (!deploymentIdPattern.test(id))
    return `DEPLOYMENT_ID "${id}" may hold letters, digits, "-" and "_" only (at most 64).`
  const key = env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY
  if (!key)
    return (
      'DEPLOYMENT_ID is set (a build for a group of instances) but NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ' +
      'is not: every build of the group must embed the same key (`openssl rand -base64 32`), or a ' +
      'page from one instance cannot call the actions of another.'
    )
  if (![16, 24, 32].includes(Buffer.from(key, 'base64').length))
    return 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be base64 of 16, 24 or 32 bytes (`openssl rand -base64 32`).'
  return null
}

/**
 * What an instance of a group lacks at start, or null. `builtId` is the build it runs
 * (.next/BUILD_ID), which a group build names after DEPLOYMENT_ID.
 */
export function groupStartProblem(
  env: NodeJS.ProcessEnv = process.env,
  builtId: string | null = null,
): string | null {
  if (!isGroupMember(env)) return null
  const missing = ['PAYLOAD_SECRET', 'DEPLOYMENT_ID'].filter((name) => !env[name])
  if (missing.length > 0)
    return (
      `REDIS_URL is set, so this server is one instance of a group, but ${missing.join(' and ')} ` +
      `${missing.length > 1 ? 'are' : 'is'} not set. Every instance must read the same secrets ` +
      'from its environment (PAYLOAD_SECRET, and BETTER_AUTH_SECRET if you set one; a random ' +
      'secret kept in data/ belongs to one machine) and run one build: build once with ' +
      'DEPLOYMENT_ID and NEXT_SERVER_ACTIONS_ENCRYPTION_KEY set, and start every instance with ' +
      'that DEPLOYMENT_ID (`npm run start:cluster` does both).'
    )
  if (builtId !== null && builtId !== env.DEPLOYMENT_ID)
    return (
      `This build is "${builtId}", not DEPLOYMENT_ID "${env.DEPLOYMENT_ID}": every instance of a ` +
      'group must run the same build. Build with DEPLOYMENT_ID set (and the group’s ' +
      'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY), or start with the DEPLOYMENT_ID of this build.'
    )
  return null
}

/** The prefix of every Redis key and channel of this shop: `shop:<database>:`. */
export function redisKeyPrefix(env: NodeJS.ProcessEnv = process.env): string {
  return `shop:${databaseKey(env)}:`
}
