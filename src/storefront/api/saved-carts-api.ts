import 'server-only'

import { getShopAuth } from '@/account/auth-server'
import { createSavedCartsApi } from '@/cart/saved-carts-api'
import { cachedPriceData } from '@/catalog/server-cache'
import { savedCartValuer } from '@/checkout/saved-cart-valuer'
import { getPayloadClient } from '@/platform/payload'

/**
 * The saved-carts API bound to the app's Payload, better-auth and the cached price data, with
 * checkout's quote valuing the list (cart does not import checkout).
 */
export const savedCartsApi = createSavedCartsApi({
  payload: getPayloadClient,
  auth: getShopAuth,
  priceData: cachedPriceData,
  savedCartValuer,
})
