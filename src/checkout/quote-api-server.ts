import 'server-only'

import { getShopAuth } from '@/account/auth-server'
import { cachedPriceData } from '@/catalog/server-cache'
import { getPayloadClient } from '@/platform/payload'

import { createQuoteApi } from './quote-api'

/** The quote API bound to the app's Payload, better-auth and the cached price data. */
export const quoteApi = createQuoteApi({
  payload: getPayloadClient,
  auth: getShopAuth,
  priceData: cachedPriceData,
})
