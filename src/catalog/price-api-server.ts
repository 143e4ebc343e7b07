import 'server-only'

import { getShopAuth } from '@/account/auth-server'
import { getPayloadClient } from '@/platform/payload'

import { createPriceApi } from './price-api'
import { cachedPriceData } from './server-cache'

/** The price API bound to the app's Payload, better-auth and the cached price data. */
export const priceApi = createPriceApi({
  payload: getPayloadClient,
  auth: getShopAuth,
  priceData: cachedPriceData,
})
