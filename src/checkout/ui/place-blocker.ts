/**
 * Why checkout's "Place order" cannot be pressed yet, as one reason the page says beside the
 * button (issue 39: a disabled button with no word left buyers guessing). The first thing to
 * do comes first: the address, then the delivery choice, then the quote's own notices.
 */
export type PlaceBlocker =
  | 'chooseAddress'
  | 'chooseBilling'
  | 'shippingRefused'
  | 'quoteFailed'
  | 'removeUnavailable'
  | 'chooseCarrier'
  | 'shipperNumber'

export type PlaceState = {
  shippingChosen: boolean
  billingChosen: boolean
  /** The quote's flag codes; null while there is no quote. */
  flags: readonly string[] | null
  /** The quote refused the delivery choice (an unknown ZIP, a carrier not offered). */
  refused: boolean
  loading: boolean
}

/** The reason, or null when the order may be placed (or a new quote is on its way). */
export function placeBlocker(state: PlaceState): PlaceBlocker | null {
  if (!state.shippingChosen) return 'chooseAddress'
  if (!state.billingChosen) return 'chooseBilling'
  if (state.refused) return 'shippingRefused'
  if (state.flags === null) return state.loading ? null : 'quoteFailed'
  if (state.flags.includes('unavailableLines')) return 'removeUnavailable'
  if (state.flags.includes('chooseCarrier')) return 'chooseCarrier'
  if (state.flags.includes('shipperNumberRequired')) return 'shipperNumber'
  return null
}
