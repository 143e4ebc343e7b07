/**
 * Cart lines with their parts as priced by `pricePartsFor`, in the shape the quote takes. The
 * only adapter between the catalogue and the quote: the quote API and saved carts' values use
 * it, so a line is priced the same way wherever its money is shown.
 */
import type { CartItem } from '@/cart/cart-lines'
import type { PricedPart } from '@/catalog/price-parts'

import type { Buyer } from '@/account/buyer'

import type { QuoteBuyer, QuoteLineInput } from './quote'

/** What the quote needs to know of the session's buyer (business rules §5, §6, §8). */
export function quoteBuyerOf(buyer: Buyer): QuoteBuyer {
  return {
    approvedForTerms: buyer.approvedForTerms,
    distributor: buyer.distributor,
    freeGroundAtCents: buyer.freeGroundAtCents,
    taxable: buyer.taxable,
  }
}

export function quoteLinesOf(
  items: readonly CartItem[],
  parts: Map<string, PricedPart>,
): QuoteLineInput[] {
  return items.map((item) => {
    const part = parts.get(item.pn)
    return {
      pn: item.pn,
      quantity: item.quantity,
      part:
        part?.availability === 'available'
          ? {
              availability: part.availability,
              listCents: part.listCents,
              saleCents: part.saleCents,
              pkgQty: part.pkgQty,
              familySlug: part.family?.slug ?? null,
              tariff: part.tariff,
              shippingFamily: part.shippingFamily,
            }
          : { availability: part?.availability ?? ('unknown' as const) },
    }
  })
}
