import 'server-only'

import { getShopAuth } from '@/account/auth-server'
import { cachedPriceData } from '@/catalog/server-cache'
import { getPayloadClient } from '@/platform/payload'

import { createCartApi } from './cart-api'

/** The cart API bound to the app's Payload, better-auth and the cached price data. */
export const cartApi = createCartApi({
  payload: getPayloadClient,
  auth: getShopAuth,
  priceData: cachedPriceData,
})
