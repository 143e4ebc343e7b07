import { randomUUID } from 'node:crypto'

import type { Redis } from 'ioredis'

import { expireNowAndAfterCommit, onceAfterCommit } from './after-commit'
import { connectRedis, redisPrefix, sharedRedis } from './redis'

/**
 * What one instance keeps in its memory and forgets on a change (search answers, price data,
 * the series rule, synonyms, quote tables, remembered buyers) is forgotten on every instance of
 * a group (issue 25). A module declares its forgetting once with `sharedForget`; calling what it
 * returns forgets here and, with REDIS_URL set, publishes the forgetting's name on the shop's
 * channel, and every other instance runs its own. Without REDIS_URL it is the local forgetting
 * and nothing more.
 *
 * Only memory is forgotten here: the caching front is purged by the instance that made the
 * change (edge-purge.ts, from the same hooks), once per change; Next's page and data cache is
 * shared through Redis itself (cache-handler).
 *
 * A message published while an instance's subscription is down is lost, so an instance whose
 * subscription comes back forgets everything it keeps: a few reads again, never a stale answer.
 */
type Registry = {
  /** This process, so it skips its own messages (it already forgot). */
  instance: string
  forgets: Map<string, Set<() => void>>
  listening: Redis | null
}

// Next may load this module more than once in one server (instrumentation and routes are
// bundled apart): one registry per process, on globalThis.
const registry = ((globalThis as { [key: symbol]: Registry })[
  Symbol.for('shop.shared-invalidation')
] ??= { instance: randomUUID(), forgets: new Map(), listening: null })

const channelOf = (env: NodeJS.ProcessEnv) => `${redisPrefix('forget', env)}all`

/** The names of every forgetting this process knows, for tests and logs. */
export function sharedForgetNames(): string[] {
  return [...registry.forgets.keys()]
}

function forgetHere(name: string): void {
  for (const forget of registry.forgets.get(name) ?? []) {
    try {
      forget()
    } catch (error) {
      console.error(`Forgetting ${name} failed`, error)
    }
  }
}

/**
 * Declares a forgetting by name; the answer forgets here (in every module copy that declared
 * it) and on every other instance. Only the server publishes (NEXT_RUNTIME): a command-line
 * script asks the server instead.
 */
export function sharedForget(name: string, forget: () => void): () => void {
  let forgets = registry.forgets.get(name)
  if (!forgets) {
    forgets = new Set()
    registry.forgets.set(name, forgets)
  }
  forgets.add(forget)
  // every copy of the module in this process: Next bundles routes apart, so the Payload hook
  // that calls this and the price API that reads the kept answers may hold copies of their own
  const here = () => forgetHere(name)
  return () => {
    // and again once the change is committed: a read between a hook and the commit keeps old rows
    expireNowAndAfterCommit(here)
    // the other instances once, after the commit: told before it, they would read the old rows
    onceAfterCommit(() => publish(name))
  }
}

function publish(name: string, env: NodeJS.ProcessEnv = process.env): void {
  // written out so that Next's compiler replaces it in the server (it is not in the environment)
  if (!process.env.NEXT_RUNTIME) return
  const redis = sharedRedis(env)
  if (!redis) return
  redis
    .publish(channelOf(env), JSON.stringify({ from: registry.instance, name }))
    .catch((error: Error) => {
      // the others keep their memory until their own subscription notices the outage
      console.error(`Could not tell the other instances to forget ${name}: ${error.message}`)
    })
}

/**
 * Starts listening for the other instances' forgettings (server start, with REDIS_URL). Returns
 * whether it listens.
 */
export async function listenForSharedForgets(
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  if (!env.REDIS_URL || registry.listening) return !!registry.listening
  const subscriber = connectRedis(env.REDIS_URL, 'forgettings')
  registry.listening = subscriber
  const channel = channelOf(env)
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return
    try {
      const message = JSON.parse(raw) as { from?: string; name?: string }
      if (message.from === registry.instance || typeof message.name !== 'string') return
      forgetHere(message.name)
    } catch {
      // not ours
    }
  })
  // Redis away at start: subscribed once it is there (ioredis then subscribes again by itself
  // after each reconnection)
  let subscribed = false
  let subscribing: Promise<void> | null = null
  const subscribe = () =>
    (subscribing ??= subscriber.subscribe(channel).then(
      () => {
        subscribed = true
      },
      (error: Error) => {
        subscribing = null
        console.error(`Could not listen for forgettings: ${error.message}`)
      },
    ))
  let readyBefore = false
  subscriber.on('ready', () => {
    // back after an outage: what was published meanwhile is lost, so forget everything
    if (readyBefore) for (const name of registry.forgets.keys()) forgetHere(name)
    readyBefore = true
    if (!subscribed) void subscribe()
  })
  await subscribe()
  return subscribed
}
