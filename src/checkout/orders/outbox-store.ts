/**
 * The outbox's rows (`outbox`): which are due, one claimed with a lease by a single
 * compare-and-set `UPDATE … RETURNING` (two workers never hold the same row), and the mark of
 * a sent or failed one.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { toLocale } from '@/i18n/locales'
import { dbFor, timestampOf } from '@/platform/sql'

import type { MailLocale, OrderMail } from './order-email'

export type OutboxRow = {
  id: number
  kind: OrderMail['kind']
  to: string
  locale: MailLocale
  orderId: number
  data: Record<string, unknown>
  messageId: string
  attempts: number
}

function jsonOf(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') return JSON.parse(value) as Record<string, unknown>
  return (value ?? {}) as Record<string, unknown>
}

/** The ids of the rows due at `now` (pending and due, or leased past their lease), oldest first. */
export async function dueOutboxIds(payload: Payload, now: Date, batch: number): Promise<number[]> {
  const db = await dbFor(payload)
  const at = timestampOf(db.dialect, now)
  const rows = await db.rows(sql`
    SELECT "id" FROM "outbox"
    WHERE ("status" = 'pending' AND ("next_attempt_at" IS NULL OR "next_attempt_at" <= ${at}))
       OR ("status" = 'sending' AND "lease_until" < ${at})
    ORDER BY "id" LIMIT ${batch}`)
  return rows.map((row) => Number(row.id))
}

/** Takes a row until `leaseUntil`, or null when another worker has it or it is not due. */
export async function claimOutboxRow(
  payload: Payload,
  id: number,
  now: Date,
  leaseUntil: Date,
): Promise<OutboxRow | null> {
  const db = await dbFor(payload)
  const at = timestampOf(db.dialect, now)
  const until = timestampOf(db.dialect, leaseUntil)
  const rows = await db.rows(sql`
    UPDATE "outbox" SET "status" = 'sending', "lease_until" = ${until}, "attempts" = COALESCE("attempts", 0) + 1
    WHERE "id" = ${id} AND (
      ("status" = 'pending' AND ("next_attempt_at" IS NULL OR "next_attempt_at" <= ${at}))
      OR ("status" = 'sending' AND "lease_until" < ${at}))
    RETURNING "id", "kind", "to", "locale", "order_id", "data", "message_id", "attempts"`)
  const row = rows[0]
  if (!row) return null
  return {
    id: Number(row.id),
    kind: String(row.kind) as OrderMail['kind'],
    to: String(row.to),
    locale: toLocale(row.locale),
    orderId: Number(row.order_id),
    data: jsonOf(row.data),
    messageId: String(row.message_id),
    attempts: Number(row.attempts),
  }
}

/** Back to pending until `retryAt`, with the reason; only while this worker still holds it. */
export async function markOutboxFailed(
  payload: Payload,
  id: number,
  retryAt: Date,
  reason: string,
): Promise<void> {
  const db = await dbFor(payload)
  await db.run(sql`
    UPDATE "outbox" SET "status" = 'pending', "lease_until" = NULL, "next_attempt_at" = ${timestampOf(db.dialect, retryAt)}, "last_error" = ${reason}
    WHERE "id" = ${id} AND "status" = 'sending'`)
}

export async function markOutboxSent(payload: Payload, id: number, at: Date): Promise<void> {
  const db = await dbFor(payload)
  await db.run(sql`
    UPDATE "outbox" SET "status" = 'sent', "lease_until" = NULL, "sent_at" = ${timestampOf(db.dialect, at)}, "last_error" = NULL
    WHERE "id" = ${id}`)
}
