/**
 * Carts that had chosen an address the buyer removed fall back to the owner's default
 * (issue 22), by the same compare-and-set as every other cart change.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { cartChoiceAfterRemoval, type DefaultAddresses } from '@/account/address-defaults'
import { dbFor } from '@/platform/sql'

import { changeCart } from './cart-store'

export async function repointCartsAfterRemoval(
  payload: Payload,
  removedId: number,
  defaultsOf: (ownerId: number) => Promise<DefaultAddresses>,
): Promise<void> {
  const db = await dbFor(payload)
  const owners = await db.rows<{ owner_id: unknown }>(sql`
    SELECT "owner_id" FROM "carts"
    WHERE "selected_shipping_id" = ${removedId} OR "selected_billing_id" = ${removedId}`)
  for (const row of owners) {
    const ownerId = Number(row.owner_id)
    const defaults = await defaultsOf(ownerId)
    await changeCart(payload, ownerId, (current) =>
      current
        ? {
            ok: true,
            result: null,
            next: { items: current.items, ...cartChoiceAfterRemoval(removedId, current, defaults) },
          }
        : {
            ok: true,
            result: null,
            next: { items: [], selectedShippingId: null, selectedBillingId: null },
          },
    )
  }
}
