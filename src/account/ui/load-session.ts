/**
 * Who is signed in, read once per page by the layout's account overlays. Apart from the rest of
 * the sign-in calls (auth-client.ts) so that every page's first script carries this call alone,
 * not the sign-in, Google and return-path code the login modal loads with it (issue 23).
 * A page's first read may come with its other viewer data (`seedFirstSession`, issue 40);
 * every later one (after a sign-in, a sign-out, a profile change) asks the session endpoint.
 */
import { fetchSession, type SessionAnswer } from '../client'

import { sessionStore } from './session-store'

export type { SessionAnswer }

/** The page's first session read, asked with its other viewer data; null once that has left. */
export type FirstSessionRead = () => Promise<SessionAnswer> | null

let firstRead: FirstSessionRead | null = null

/** Where the page's first `loadSession` reads from (the storefront's viewer call). */
export function seedFirstSession(source: FirstSessionRead): void {
  firstRead = source
}

const askSession = () => fetchSession()

export async function loadSession(): Promise<SessionAnswer> {
  const seeded = firstRead?.() ?? null
  firstRead = null
  // a failed first read is asked again on its own
  const answer = await (seeded?.catch(askSession) ?? askSession())
  sessionStore.loaded(answer.user, answer.google, answer.captcha)
  return answer
}
