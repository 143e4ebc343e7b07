import 'server-only'

import { getShopAuth } from '@/account/auth-server'
import { cachedPriceData } from '@/catalog/server-cache'
import { getPayloadClient } from '@/platform/payload'

import { createQuoteApi } from './quote-api'
import { keptQuoteTables } from './quote-tables'

/** The quote API bound to the app's Payload, better-auth, the cached price data and kept tables. */
export const quoteApi = createQuoteApi({
  payload: getPayloadClient,
  auth: getShopAuth,
  priceData: cachedPriceData,
  tables: keptQuoteTables,
})
