/**
 * The signed-in buyer's live cart in the database: one row per web user in `carts`, changed
 * only by compare-and-set on its `version` (src/platform/owned-record-store.ts), so two tabs or
 * devices never overwrite each other. An empty cart deletes the row (business rules §S4).
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import {
  intOrNull,
  jsonList,
  ownedRecords,
  type Change,
  type Versioned,
  type WriteResult,
} from '@/platform/owned-record-store'
import { dbFor } from '@/platform/sql'

import type { CartItem } from './cart-lines'

export type CartContent = {
  items: CartItem[]
  selectedShippingId: number | null
  selectedBillingId: number | null
}

export type StoredCart = Versioned<CartContent>

/** A stored line as written by this module; anything else in the column is dropped on read. */
export function cartItemOf(value: unknown): CartItem | null {
  const line = value as { pn?: unknown; quantity?: unknown } | null
  return typeof line?.pn === 'string' && typeof line.quantity === 'number'
    ? { pn: line.pn, quantity: line.quantity }
    : null
}

const carts = ownedRecords<CartContent>({
  table: 'carts',
  columns: {
    items: jsonList('items', cartItemOf),
    selectedShippingId: intOrNull('selected_shipping_id'),
    selectedBillingId: intOrNull('selected_billing_id'),
  },
  isEmpty: (cart) => cart.items.length === 0,
})

export const readCart: (payload: Payload, webUserId: number) => Promise<StoredCart | null> =
  carts.read

export const writeCart: (
  payload: Payload,
  webUserId: number,
  expectedVersion: number,
  next: CartContent,
) => Promise<WriteResult<CartContent>> = carts.write

export const deleteCart: (payload: Payload, webUserId: number) => Promise<void> = carts.remove

export type CartChange<R> = Change<CartContent, R>

export function changeCart<R>(payload: Payload, webUserId: number, change: CartChange<R>) {
  return carts.change(payload, webUserId, change)
}

/** The web users whose cart has chosen this address for shipping or billing. */
export async function ownersOfCartsChoosing(
  payload: Payload,
  contactId: number,
): Promise<number[]> {
  const db = await dbFor(payload)
  const rows = await db.rows<{ owner_id: unknown }>(sql`
    SELECT "owner_id" FROM "carts"
    WHERE "selected_shipping_id" = ${contactId} OR "selected_billing_id" = ${contactId}`)
  return rows.map((row) => Number(row.owner_id))
}
