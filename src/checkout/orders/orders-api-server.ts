import 'server-only'

import { getShopAuth } from '@/account/auth-server'
import { cachedPriceData } from '@/catalog/server-cache'
import { getPayloadClient } from '@/platform/payload'

import { createOrdersApi } from './orders-api'

/** The orders API bound to the app's Payload, better-auth and the cached price data. */
export const ordersApi = createOrdersApi({
  payload: getPayloadClient,
  auth: getShopAuth,
  priceData: cachedPriceData,
})
