import 'server-only'

import { getShopAuth } from '@/account/auth-server'
import { cachedPriceData } from '@/catalog/server-cache'
import { getPayloadClient } from '@/platform/payload'

import { createReplacementsApi } from './replacements-api'

/** The successors API bound to the app's Payload, better-auth and cached price lists. */
export const replacementsApi = createReplacementsApi({
  payload: getPayloadClient,
  auth: getShopAuth,
  priceData: cachedPriceData,
})
