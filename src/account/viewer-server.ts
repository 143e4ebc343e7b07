import 'server-only'

import { headers } from 'next/headers'

import { getPayloadClient } from '@/platform/payload'
import type { WebUser } from '@/payload-types'

import { getShopAuth } from './auth-server'
import { buyerContextOf, isSignedIn, type SignedInContext } from './context/buyer-context'
import { viewerSummary, type ViewerSummary } from './web-user'

/**
 * The signed-in buyer of this request (validated against the session table), or null: the
 * buyer context of a server page or server action, made by the same function as a handler's.
 */
export async function currentViewer(): Promise<{
  user: WebUser
  summary: ViewerSummary
  context: SignedInContext
} | null> {
  const [payload, auth] = await Promise.all([getPayloadClient(), getShopAuth()])
  const context = await buyerContextOf({ payload, auth }, await headers())
  if (!isSignedIn(context)) return null
  return { user: context.user, summary: viewerSummary(context.user, context.buyer), context }
}
