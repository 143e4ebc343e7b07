/**
 * Forgetting across a group's instances (issue 25, src/platform/shared-invalidation.ts) on a
 * redis-server of the test's own: another instance's message runs this one's forgetting, this
 * instance's own message is not run twice, and a subscription that comes back after a Redis
 * restart forgets everything (what was published meanwhile is lost).
 */
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { redisPrefix } from '@/platform/redis'
import { listenForSharedForgets, sharedForget } from '@/platform/shared-invalidation'

import { redisServerAvailable, startTestRedis, type TestRedis } from './cluster-redis'

const required = !!process.env.CI || process.env.REQUIRE_EDGE_FRONT === '1'
if (!redisServerAvailable()) {
  if (required)
    throw new Error('redis-server is required here (CI): apt-get install -y redis-server')
  console.warn('\n⚠ cluster-forget skipped: no redis-server (apt-get install -y redis-server)\n')
}

async function until(what: string, test: () => boolean, ms = 10_000): Promise<void> {
  const started = Date.now()
  while (!test()) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe.skipIf(!redisServerAvailable())('forgetting on every instance', () => {
  let redis: TestRedis
  let env: NodeJS.ProcessEnv
  let other: Redis
  const forgotten: string[] = []
  let forgetPrices: () => void

  beforeAll(async () => {
    redis = await startTestRedis()
    env = {
      ...process.env,
      REDIS_URL: redis.url,
      DATABASE_URL: `postgres://db/forget-${redis.port}`,
    }
    forgetPrices = sharedForget('test-prices', () => forgotten.push('prices'))
    sharedForget('test-buyers', () => forgotten.push('buyers'))
    expect(await listenForSharedForgets(env)).toBe(true)
    other = new Redis(redis.url)
    other.on('error', () => {}) // the restart below
  })
  afterAll(async () => {
    other?.disconnect()
    await redis?.stop()
  })

  const channel = () => `${redisPrefix('forget', env)}all`

  it('another instance’s change makes this one forget, by name', async () => {
    forgotten.length = 0
    await other.publish(
      channel(),
      JSON.stringify({ from: 'another-instance', name: 'test-prices' }),
    )
    await until('forgotten', () => forgotten.length > 0)
    expect(forgotten).toEqual(['prices'])
  })

  it('another database’s channel is not listened to', async () => {
    forgotten.length = 0
    const elsewhere = redisPrefix('forget', {
      DATABASE_URL: 'postgres://db/another-shop',
    } as unknown as NodeJS.ProcessEnv)
    await other.publish(`${elsewhere}all`, JSON.stringify({ from: 'x', name: 'test-prices' }))
    await other.publish(channel(), JSON.stringify({ from: 'x', name: 'test-buyers' }))
    await until('the second message', () => forgotten.length > 0)
    expect(forgotten).toEqual(['buyers'])
  })

  it('a change made here forgets here once and is published for the others', async () => {
    forgotten.length = 0
    const listener = new Redis(redis.url)
    const heard: string[] = []
    listener.on('message', (_channel: string, message: string) => heard.push(message))
    await listener.subscribe(channel())
    const previous = process.env.NEXT_RUNTIME
    const previousUrl = process.env.REDIS_URL
    const previousDatabase = process.env.DATABASE_URL
    Object.assign(process.env, {
      NEXT_RUNTIME: 'nodejs',
      REDIS_URL: env.REDIS_URL,
      DATABASE_URL: env.DATABASE_URL,
    })
    try {
      forgetPrices()
      await until('published', () => heard.length > 0)
    } finally {
      for (const [name, value] of [
        ['NEXT_RUNTIME', previous],
        ['REDIS_URL', previousUrl],
        ['DATABASE_URL', previousDatabase],
      ] as const) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
      listener.disconnect()
    }
    expect(JSON.parse(heard[0] as string)).toMatchObject({ name: 'test-prices' })
    // its own message came back to this instance's subscription too, and was not run again
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(forgotten).toEqual(['prices'])
  })

  it('after a Redis restart the instance forgets everything, then hears the others again', async () => {
    forgotten.length = 0
    await redis.stop()
    await redis.start()
    await until('everything forgotten', () => forgotten.length >= 2, 15_000)
    expect([...forgotten].sort()).toEqual(['buyers', 'prices'])
    forgotten.length = 0
    const again = new Redis(redis.url)
    again.on('error', () => {})
    try {
      for (let tries = 0; forgotten.length === 0 && tries < 50; tries++) {
        await again.publish(channel(), JSON.stringify({ from: 'x', name: 'test-prices' }))
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    } finally {
      again.disconnect()
    }
    expect(forgotten[0]).toBe('prices')
  })
})
