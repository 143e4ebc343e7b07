/**
 * Who is signed in, read once per page by the layout's account overlays. Apart from the rest of
 * the sign-in calls (auth-client.ts) so that every page's first script carries this call alone,
 * not the sign-in, Google and return-path code the login modal loads with it (issue 23).
 */
import { apiFetch } from '@/platform/client-fetch'

import type { CaptchaSettings } from '@/platform/captcha-settings'
import type { ViewerSummary } from '../web-user'

import { sessionStore } from './session-store'

export type SessionAnswer = {
  user: ViewerSummary | null
  google: boolean
  captcha: CaptchaSettings | null
}

export async function loadSession(): Promise<SessionAnswer> {
  const answer = await apiFetch<SessionAnswer>('/api/public/session', { cache: 'no-store' })
  sessionStore.loaded(answer.user, answer.google, answer.captcha)
  return answer
}
