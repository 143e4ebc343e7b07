import 'server-only'

import { getPayloadClient } from '@/platform/payload'

import { createAccountApi } from './api'
import { getShopAuth } from './auth-server'

/** The account API bound to the app's Payload and better-auth; route files re-export its handlers. */
export const accountApi = createAccountApi({ payload: getPayloadClient, auth: getShopAuth })
