import 'server-only'

import { getShopAuth } from '@/account/auth-server'
import { cachedPriceData } from '@/catalog/server-cache'
import { getPayloadClient } from '@/platform/payload'

import { createViewerApi } from './viewer-api'

/** The viewer call bound to the app's Payload, better-auth and the cached price data. */
export const viewerApi = createViewerApi({
  payload: getPayloadClient,
  auth: getShopAuth,
  priceData: cachedPriceData,
})
