/**
 * `/api/ready`'s answer (src/platform/health.ts): up when the database answers, down, within
 * its time limit, when the database fails or never answers (a pool waiting on a vanished
 * server), so a deploy waiting for readiness never hangs and a balancer never waits on it.
 */
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { readiness } from '@/platform/health'

import { dialectsUnderTest, openTestDatabase } from '../support/databases'

/** A Payload whose SQLite connection does what `all` does. */
const payloadWith = (all: () => Promise<unknown[]>) =>
  ({ db: { name: 'sqlite', drizzle: { all, transaction: async () => {} } } }) as unknown as Payload

describe('readiness', () => {
  it.each(dialectsUnderTest)('is up on a live %s database', async (dialect) => {
    const database = await openTestDatabase(dialect)
    try {
      expect(await readiness(database.payload)).toEqual({ ok: true, database: 'up' })
    } finally {
      await database.close()
    }
  })

  it('is down when the database refuses', async () => {
    const refused = payloadWith(() => Promise.reject(new Error('ECONNREFUSED')))
    expect(await readiness(refused)).toEqual({ ok: false, database: 'down' })
  })

  it('is down after its time limit when the database never answers', async () => {
    const silent = payloadWith(() => new Promise(() => {}))
    const started = Date.now()
    expect(await readiness(silent, 300)).toEqual({ ok: false, database: 'down' })
    const waited = Date.now() - started
    console.log(`[health] a silent database: down after ${waited} ms (limit 300 ms)`)
    expect(waited).toBeGreaterThanOrEqual(290)
    expect(waited).toBeLessThan(2_000)
  })
})
