/**
 * The signed-in buyer's live cart in the database: one row per web user in `carts`, changed
 * only by compare-and-set on its `version`. A writer that read version 3 writes only where
 * the row still has version 3; anyone else gets "stale" and re-applies their change to the
 * current cart. No locks, the same on SQLite and PostgreSQL, and no change is ever lost.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { dbFor, type Row } from '@/platform/sql'

import type { CartItem } from './cart-lines'

export type StoredCart = {
  items: CartItem[]
  selectedShippingId: number | null
  selectedBillingId: number | null
  /** 1 for a new cart, +1 on every change; 0 means "no cart" to a writer. */
  version: number
  createdAt: string
  updatedAt: string
}

export type CartContent = Pick<StoredCart, 'items' | 'selectedShippingId' | 'selectedBillingId'>

export type WriteResult =
  { ok: true; cart: StoredCart | null } | { ok: false; current: StoredCart | null }

function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  const n = Number(value)
  return Number.isSafeInteger(n) ? n : null
}

function itemsOf(value: unknown): CartItem[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value
  if (!Array.isArray(parsed)) return []
  return parsed.flatMap((item: unknown) => {
    const line = item as { pn?: unknown; quantity?: unknown }
    return typeof line?.pn === 'string' && typeof line.quantity === 'number'
      ? [{ pn: line.pn, quantity: line.quantity }]
      : []
  })
}

function isoOf(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()
}

function cartOf(row: Row | undefined): StoredCart | null {
  if (!row) return null
  return {
    items: itemsOf(row.items),
    selectedShippingId: numberOrNull(row.selected_shipping_id),
    selectedBillingId: numberOrNull(row.selected_billing_id),
    version: Number(row.version),
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  }
}

const columns = sql`"items", "selected_shipping_id", "selected_billing_id", "version", "created_at", "updated_at"`

export async function readCart(payload: Payload, webUserId: number): Promise<StoredCart | null> {
  const db = await dbFor(payload)
  const rows = await db.rows(sql`SELECT ${columns} FROM "carts" WHERE "owner_id" = ${webUserId}`)
  return cartOf(rows[0])
}

/**
 * Writes `next` if the stored cart still has `expectedVersion` (0: there is none). An empty
 * cart deletes the row (business rules §S4). Answers the written cart, or the current one when stale.
 */
export async function writeCart(
  payload: Payload,
  webUserId: number,
  expectedVersion: number,
  next: CartContent,
): Promise<WriteResult> {
  const db = await dbFor(payload)
  const postgres = db.dialect === 'postgres'
  const now = new Date().toISOString()
  const stamp = postgres ? sql`${now}::timestamptz` : sql`${now}`
  const items = postgres
    ? sql`${JSON.stringify(next.items)}::jsonb`
    : sql`${JSON.stringify(next.items)}`
  const stale = async (): Promise<WriteResult> => ({
    ok: false,
    current: await readCart(payload, webUserId),
  })

  if (next.items.length === 0) {
    if (expectedVersion === 0)
      return (await readCart(payload, webUserId)) ? stale() : { ok: true, cart: null }
    const deleted = await db.rows(
      sql`DELETE FROM "carts" WHERE "owner_id" = ${webUserId} AND "version" = ${expectedVersion} RETURNING "id"`,
    )
    return deleted.length === 1 ? { ok: true, cart: null } : stale()
  }

  if (expectedVersion === 0) {
    const inserted = await db.rows(sql`
      INSERT INTO "carts" ("owner_id", "items", "selected_shipping_id", "selected_billing_id", "version", "created_at", "updated_at")
      VALUES (${webUserId}, ${items}, ${next.selectedShippingId}, ${next.selectedBillingId}, 1, ${stamp}, ${stamp})
      ON CONFLICT ("owner_id") DO NOTHING
      RETURNING ${columns}`)
    return inserted.length === 1 ? { ok: true, cart: cartOf(inserted[0]) } : stale()
  }

  const updated = await db.rows(sql`
    UPDATE "carts"
    SET "items" = ${items}, "selected_shipping_id" = ${next.selectedShippingId},
        "selected_billing_id" = ${next.selectedBillingId}, "version" = "version" + 1, "updated_at" = ${stamp}
    WHERE "owner_id" = ${webUserId} AND "version" = ${expectedVersion}
    RETURNING ${columns}`)
  return updated.length === 1 ? { ok: true, cart: cartOf(updated[0]) } : stale()
}

export async function deleteCart(payload: Payload, webUserId: number): Promise<void> {
  const db = await dbFor(payload)
  await db.run(sql`DELETE FROM "carts" WHERE "owner_id" = ${webUserId}`)
}

/** What a change does with the current cart: the next content, or a refusal it passes on. */
export type CartChange<R> = (
  current: StoredCart | null,
) => { ok: true; next: CartContent; result: R } | { ok: false; refusal: R }

const MAX_ATTEMPTS = 200

/**
 * Applies `change` to the current cart and writes it by compare-and-set, re-reading and
 * re-applying it whenever another writer got there first, so concurrent changes all land.
 */
export async function changeCart<R>(
  payload: Payload,
  webUserId: number,
  change: CartChange<R>,
): Promise<{ ok: true; cart: StoredCart | null; result: R } | { ok: false; refusal: R }> {
  let current = await readCart(payload, webUserId)
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const outcome = change(current)
    if (!outcome.ok) return outcome
    const written = await writeCart(payload, webUserId, current?.version ?? 0, outcome.next)
    if (written.ok) return { ok: true, cart: written.cart, result: outcome.result }
    current = written.current
    // back off a little so a crowd of writers does not retry in lock step
    if (attempt > 2)
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * Math.min(attempt, 20)))
  }
  throw new Error('cart change did not settle')
}
