/**
 * Carts that had chosen an address the buyer removed fall back to the owner's default
 * (issue 22), by the same compare-and-set as every other cart change.
 */
import type { Payload } from 'payload'

import { cartChoiceAfterRemoval, type DefaultAddresses } from '@/account/address-defaults'

import { changeCart, ownersOfCartsChoosing } from './cart-store'

export async function repointCartsAfterRemoval(
  payload: Payload,
  removedId: number,
  defaultsOf: (ownerId: number) => Promise<DefaultAddresses>,
): Promise<void> {
  for (const ownerId of await ownersOfCartsChoosing(payload, removedId)) {
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
