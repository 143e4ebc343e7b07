import 'server-only'

import { getShopAuth } from '@/account/auth-server'
import { cachedPriceData } from '@/catalog/server-cache'
import { getPayloadClient } from '@/platform/payload'

import { createSavedCartsApi } from './saved-carts-api'

/** The saved-carts API bound to the app's Payload, better-auth and the cached price data. */
export const savedCartsApi = createSavedCartsApi({
  payload: getPayloadClient,
  auth: getShopAuth,
  priceData: cachedPriceData,
})
