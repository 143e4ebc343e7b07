/**
 * Counters in `auth_throttle` for the limits better-auth's own limiter cannot express (per
 * address and client for codes) and for staff sign-in per client. Reached through Payload's
 * Drizzle connection, so they count across instances of one database.
 */
import { eq } from 'drizzle-orm'
import type { Payload } from 'payload'

import { databaseDialect } from '@/platform/database'

import { postgresThrottle, sqliteThrottle } from './auth-schema'
import { consumeThrottle, type ThrottleCounter, type ThrottleRule } from './sign-in-rules'

export type ThrottleEntry = { key: string; rule: ThrottleRule; code: string }
export type ThrottleRefusal = { code: string; retryAfterSeconds: number }

export function createThrottle(payload: Payload, env: NodeJS.ProcessEnv = process.env) {
  // Payload's adapters expose their Drizzle instance; its type differs per dialect.
  const db = payload.db.drizzle as unknown as {
    select: () => { from: (table: unknown) => { where: (cond: unknown) => Promise<unknown[]> } }
    insert: (table: unknown) => {
      values: (row: unknown) => {
        onConflictDoUpdate: (config: { target: unknown; set: unknown }) => Promise<unknown>
      }
    }
  }
  const table = databaseDialect(env) === 'postgres' ? postgresThrottle : sqliteThrottle

  async function read(key: string): Promise<ThrottleCounter | null> {
    const rows = (await db.select().from(table).where(eq(table.key, key))) as ThrottleCounter[]
    const row = rows[0]
    return row ? { count: Number(row.count), windowStart: Number(row.windowStart) } : null
  }

  async function write(key: string, counter: ThrottleCounter): Promise<void> {
    await db
      .insert(table)
      .values({ key, ...counter })
      .onConflictDoUpdate({ target: table.key, set: counter })
  }

  return {
    /** Checks every rule first and counts only when all pass, so a refused attempt costs nothing. */
    async consumeAll(entries: ThrottleEntry[]): Promise<ThrottleRefusal | null> {
      const now = Date.now()
      const decisions = []
      for (const entry of entries) {
        const decision = consumeThrottle(await read(entry.key), entry.rule, now)
        if (!decision.allowed) {
          return { code: entry.code, retryAfterSeconds: decision.retryAfterSeconds }
        }
        decisions.push({ key: entry.key, next: decision.next })
      }
      for (const { key, next } of decisions) await write(key, next)
      return null
    },
  }
}
