import 'server-only'

import { headers } from 'next/headers'

import { getPayloadClient } from '@/platform/payload'
import type { WebUser } from '@/payload-types'

import { getShopAuth } from './auth-server'
import { viewerSummaryOf } from './buyer'
import { ensureWebUser, type ViewerSummary } from './web-user'

/** The signed-in buyer of this request (validated against the session table), or null. */
export async function currentViewer(): Promise<{ user: WebUser; summary: ViewerSummary } | null> {
  const auth = await getShopAuth()
  const session = await auth.api.getSession({ headers: await headers() })
  if (!session) return null
  const payload = await getPayloadClient()
  const user = await ensureWebUser(payload, session.user)
  return { user, summary: await viewerSummaryOf(payload, user) }
}
