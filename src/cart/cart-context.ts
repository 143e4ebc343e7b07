/**
 * What the cart's operations (cart, favourites, saved carts; checkout's orders too) take first:
 * the signed-in buyer's context (`account/context`), with the price data they price parts by
 * (the app binds a cached loader; tests the database).
 */
import type { SignedInContext } from '@/account/context/buyer-context'
import type { BuyerHandlerDeps } from '@/account/context/handlers'
import type { PriceData } from '@/catalog/catalog-data'

export type SignedInBuyer = SignedInContext & {
  priceData?: (listName: string) => Promise<PriceData>
}

/** What a cart-side handler factory is built over. */
export type SignedInApiDeps = BuyerHandlerDeps & {
  priceData?: (listName: string) => Promise<PriceData>
}
