/**
 * The idempotency keys of placing an order (`order_requests`, business rules §9): one row per
 * web user and key, claimed by a single `INSERT … ON CONFLICT DO NOTHING`, settled with the
 * order in its transaction only while the claim is still the caller's.
 */
import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { isoOf } from '@/platform/owned-record-store'
import { dbFor } from '@/platform/sql'

export type Claim = { id: number; fingerprint: string; orderId: number | null; createdAt: number }

export async function readClaim(
  payload: Payload,
  owner: number,
  key: string,
): Promise<Claim | null> {
  const db = await dbFor(payload)
  const rows = await db.rows(
    sql`SELECT "id", "fingerprint", "order_id", "created_at" FROM "order_requests" WHERE "web_user_id" = ${owner} AND "key" = ${key}`,
  )
  const row = rows[0]
  if (!row) return null
  return {
    id: Number(row.id),
    fingerprint: String(row.fingerprint),
    orderId: row.order_id === null || row.order_id === undefined ? null : Number(row.order_id),
    createdAt: Date.parse(isoOf(row.created_at)),
  }
}

/** The new claim's id, or null when the key is already claimed. */
export async function insertClaim(
  payload: Payload,
  owner: number,
  key: string,
  fingerprint: string,
): Promise<number | null> {
  const db = await dbFor(payload)
  const now = new Date().toISOString()
  const stamp = db.dialect === 'postgres' ? sql`${now}::timestamptz` : sql`${now}`
  const rows = await db.rows(sql`
    INSERT INTO "order_requests" ("web_user_id", "key", "fingerprint", "created_at", "updated_at")
    VALUES (${owner}, ${key}, ${fingerprint}, ${stamp}, ${stamp})
    ON CONFLICT DO NOTHING
    RETURNING "id"`)
  return rows[0] ? Number(rows[0].id) : null
}

/** Frees a claim that has no order (the request failed or was abandoned). */
export async function releaseClaim(payload: Payload, claimId: number): Promise<void> {
  const db = await dbFor(payload)
  await db.run(sql`DELETE FROM "order_requests" WHERE "id" = ${claimId} AND "order_id" IS NULL`)
}

/**
 * In the order's transaction: the buyer's cart row deleted and the key marked done. False when
 * the claim is no longer the caller's (taken over): the transaction must not commit then.
 */
export async function emptyCartAndSettleKey(
  payload: Payload,
  req: Partial<PayloadRequest>,
  owner: number,
  orderId: number,
  claimId: number,
): Promise<boolean> {
  const db = await dbFor(payload, req)
  await db.run(sql`DELETE FROM "carts" WHERE "owner_id" = ${owner}`)
  const mine = await db.rows(
    sql`UPDATE "order_requests" SET "order_id" = ${orderId}
            WHERE "id" = ${claimId} AND "order_id" IS NULL RETURNING "id"`,
  )
  return mine.length === 1
}
