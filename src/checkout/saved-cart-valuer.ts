/**
 * Saved carts' values in my account's list (business rules §3): the one quote's subtotal over a
 * saved cart's lines, as the cart page would show it today. Cart lists the saved carts and
 * checkout owns the quote, so the app binds this into the saved-carts API.
 */
import type { SavedCartValuer } from '@/cart/saved-carts-service'

import { quote } from './quote'
import { quoteBuyerOf, quoteLinesOf } from './quote-lines'
import { loadQuoteTables } from './quote-tables'

export const savedCartValuer: SavedCartValuer = async (deps) => {
  const tables = await loadQuoteTables(deps.payload)
  const buyer = quoteBuyerOf(deps.buyer)
  return (items, parts) =>
    quote({ lines: quoteLinesOf(items, parts), destination: null, buyer }, tables).subtotalCents
}
