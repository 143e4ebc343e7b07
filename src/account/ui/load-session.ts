/**
 * Who is signed in, read once per page by the layout's account overlays. Apart from the rest of
 * the sign-in calls (auth-client.ts) so that every page's first script carries this call alone,
 * not the sign-in, Google and return-path code the login modal loads with it (issue 23).
 */
import { fetchSession, type SessionAnswer } from '../client'

import { sessionStore } from './session-store'

export type { SessionAnswer }

export async function loadSession(): Promise<SessionAnswer> {
  const answer = await fetchSession()
  sessionStore.loaded(answer.user, answer.google, answer.captcha)
  return answer
}
