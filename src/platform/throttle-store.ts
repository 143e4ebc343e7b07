/**
 * Counters in `auth_throttle` for the limits better-auth's own limiter cannot express (per
 * address and client for codes) and for staff sign-in per client. Reached through Payload's
 * database connection, so they count across instances of one database.
 *
 * Each event is counted by one statement (an upsert that opens a new window or adds one, and
 * returns the row): ten requests at once are counted ten times. Reading the counter and writing
 * it back let all ten through (issue 24: ten code requests at once sent ten codes).
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { dbFor } from './sql'
import { consumeThrottle, type ThrottleCounter, type ThrottleRule } from './throttle'

export type ThrottleEntry = { key: string; rule: ThrottleRule; code: string }
export type ThrottleRefusal = { code: string; retryAfterSeconds: number }

/**
 * The counter as it stood before this event, from the row the upsert returned (a window that
 * opened now held nothing before): the rule is then the pure `consumeThrottle`.
 */
function counterBefore(after: ThrottleCounter, now: number): ThrottleCounter | null {
  return after.windowStart === now && after.count === 1
    ? null
    : { count: after.count - 1, windowStart: after.windowStart }
}

export function createThrottle(payload: Payload) {
  /** Counts one event for `key` in one statement; the counter after it. */
  async function count(key: string, rule: ThrottleRule, now: number): Promise<ThrottleCounter> {
    const db = await dbFor(payload)
    const expiredBefore = now - rule.windowMs
    const [row] = await db.rows<{ count: number | string; window_start: number | string }>(sql`
      INSERT INTO auth_throttle (key, count, window_start) VALUES (${key}, 1, ${now})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN auth_throttle.window_start <= ${expiredBefore} THEN 1
                     ELSE auth_throttle.count + 1 END,
        window_start = CASE WHEN auth_throttle.window_start <= ${expiredBefore} THEN ${now}
                            ELSE auth_throttle.window_start END
      RETURNING count, window_start`)
    return { count: Number(row!.count), windowStart: Number(row!.window_start) }
  }

  /** Takes back one event of a window that is still the same (a later rule refused it). */
  async function uncount(key: string, windowStart: number): Promise<void> {
    const db = await dbFor(payload)
    await db.run(sql`
      UPDATE auth_throttle SET count = count - 1
      WHERE key = ${key} AND window_start = ${windowStart} AND count > 0`)
  }

  return {
    /**
     * Counts the event against every rule in order; when one refuses, the rules before it give
     * their count back, so a refused attempt costs the other counters nothing.
     */
    async consumeAll(entries: ThrottleEntry[]): Promise<ThrottleRefusal | null> {
      const now = Date.now()
      const counted: { key: string; windowStart: number }[] = []
      for (const entry of entries) {
        const after = await count(entry.key, entry.rule, now)
        const decision = consumeThrottle(counterBefore(after, now), entry.rule, now)
        if (!decision.allowed) {
          for (const earlier of counted) await uncount(earlier.key, earlier.windowStart)
          return { code: entry.code, retryAfterSeconds: decision.retryAfterSeconds }
        }
        counted.push({ key: entry.key, windowStart: after.windowStart })
      }
      return null
    },
  }
}
