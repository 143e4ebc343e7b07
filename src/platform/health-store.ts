import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { dbFor } from './sql'

/** The cheapest round trip: whether the database answers a query at all. */
export async function databaseAnswers(payload: Payload): Promise<boolean> {
  const db = await dbFor(payload)
  const [row] = await db.rows<{ ok: number }>(sql`SELECT 1 AS ok`)
  return Number(row?.ok) === 1
}
