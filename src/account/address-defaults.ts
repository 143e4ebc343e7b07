/**
 * What happens to defaults when an address is removed (issue 22): each buyer whose default
 * shipping or billing address it was gets the most recently updated address that remains
 * in their address book, or none when none remains; a cart that had chosen it falls back
 * to its owner's default. Orders are untouched: they keep their own copy of the address.
 * Pure module: no framework imports.
 */

/** An address a buyer can still use, with when it was last changed. */
export type RemainingAddress = { id: number; updatedAt: string }

export type DefaultAddresses = { shippingContact: number | null; billingContact: number | null }

/** The address that takes a removed default's place: the latest change wins; on a tie, the newer id. */
export function successorAddress(remaining: readonly RemainingAddress[]): number | null {
  let best: { id: number; at: number } | null = null
  for (const address of remaining) {
    const at = Date.parse(address.updatedAt)
    const time = Number.isNaN(at) ? -Infinity : at
    if (!best || time > best.at || (time === best.at && address.id > best.id)) {
      best = { id: address.id, at: time }
    }
  }
  return best?.id ?? null
}

/**
 * A buyer's defaults after `removedId` is removed; only the fields that change are returned,
 * so a buyer whose defaults were other addresses gets `{}`.
 */
export function defaultsAfterRemoval(
  removedId: number,
  current: DefaultAddresses,
  remaining: readonly RemainingAddress[],
): Partial<DefaultAddresses> {
  const left = remaining.filter((address) => address.id !== removedId)
  const changes: Partial<DefaultAddresses> = {}
  if (current.shippingContact === removedId) changes.shippingContact = successorAddress(left)
  if (current.billingContact === removedId) changes.billingContact = successorAddress(left)
  return changes
}

export type CartAddressChoice = {
  selectedShippingId: number | null
  selectedBillingId: number | null
}

/** A cart's chosen addresses after `removedId` is removed: a choice of it becomes the owner's default. */
export function cartChoiceAfterRemoval(
  removedId: number,
  choice: CartAddressChoice,
  ownerDefaults: DefaultAddresses,
): CartAddressChoice {
  return {
    selectedShippingId:
      choice.selectedShippingId === removedId
        ? ownerDefaults.shippingContact
        : choice.selectedShippingId,
    selectedBillingId:
      choice.selectedBillingId === removedId
        ? ownerDefaults.billingContact
        : choice.selectedBillingId,
  }
}

/** What a buyer is told after a removal moved their defaults (issue 39): nothing moves silently. */
export type MovedDefaultNotice = {
  /** 'now': `id` is the new default; 'none': no address is left to be one. */
  outcome: 'now' | 'none'
  kind: 'shipping' | 'billing' | 'both'
  id: number | null
}

/** The removal's answer (`defaultsMoved`) as notices; one when both moved to the same address. */
export function movedDefaultNotices(moved: Partial<DefaultAddresses>): MovedDefaultNotice[] {
  const shipping = moved.shippingContact
  const billing = moved.billingContact
  const notice = (kind: MovedDefaultNotice['kind'], id: number | null): MovedDefaultNotice => ({
    outcome: id === null ? 'none' : 'now',
    kind,
    id,
  })
  if (shipping !== undefined && shipping === billing) return [notice('both', shipping)]
  return [
    ...(shipping !== undefined ? [notice('shipping', shipping)] : []),
    ...(billing !== undefined ? [notice('billing', billing)] : []),
  ]
}
