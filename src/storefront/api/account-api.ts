import 'server-only'

import { createAccountApi } from '@/account/api'
import { getShopAuth } from '@/account/auth-server'
import { repointCartsAfterRemoval } from '@/cart/cart-addresses'
import { getPayloadClient } from '@/platform/payload'

/**
 * The account API bound to the app's Payload and better-auth, with the carts' follow-up to a
 * removed address (account does not import cart); route files re-export its handlers.
 */
export const accountApi = createAccountApi({
  payload: getPayloadClient,
  auth: getShopAuth,
  afterAddressRemoved: repointCartsAfterRemoval,
})
