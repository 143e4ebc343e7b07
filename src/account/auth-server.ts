import 'server-only'

import { getPayloadClient } from '@/platform/payload'

import { createShopAuth, type ShopAuth } from './auth'

let instance: Promise<ShopAuth> | undefined

/** The app's one better-auth instance, built on Payload's connection the first time it is needed. */
export function getShopAuth(): Promise<ShopAuth> {
  instance ??= getPayloadClient().then((payload) => createShopAuth(payload))
  return instance
}
