/**
 * The browser side of sign-in: every call goes through the one fetch helper.
 * Errors become message keys under `login.errors` so each form shows them in
 * the page's language.
 */
import type { Locale } from '@/i18n/locales'
import { ApiError } from '@/platform/client-fetch'
import { track } from '@/platform/analytics'

import * as accountClient from '../client'
import { afterSignIn, authCallbackPath, googleReturnPath, returnPathCookie } from '../auth-redirect'

import { loadSession, type SessionAnswer } from './load-session'
import { sessionStore } from './session-store'

export async function sendCode(
  email: string,
  locale: Locale,
  captchaToken?: string | null,
): Promise<void> {
  await accountClient.sendSignInCode(email, locale, captchaToken)
}

export async function verifyCode(email: string, otp: string): Promise<SessionAnswer> {
  await accountClient.signInWithCode(email, otp)
  track('login', { method: 'email' })
  return loadSession()
}

/** Google sign-in; the callback brings the buyer back to the page they started from. */
export async function startGoogleSignIn(locale: Locale): Promise<void> {
  const returnTo = googleReturnPath(window.location)
  const back = returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : ''
  const answer = await accountClient.startSocialSignIn({
    provider: 'google',
    callbackURL: `${authCallbackPath}?locale=${locale}${back}`,
    errorCallbackURL: `${authCallbackPath}?locale=${locale}&error=google`,
  })
  if (answer.url) window.location.assign(answer.url)
}

export async function signOut(homePath: string): Promise<void> {
  await accountClient.signOut().catch(() => undefined)
  sessionStore.signedOut(false)
  window.location.assign(homePath)
}

function readCookie(name: string): string | null {
  const found = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null
}

/** business rules §S2 / business rules §10: the remembered path (cookie, or ?returnTo on the login page) wins; else home from the login page; else reload. */
export function continueAfterSignIn(locale: Locale): void {
  const fromQuery = new URLSearchParams(window.location.search).get('returnTo')
  const returnPath = readCookie(returnPathCookie.name) ?? fromQuery
  document.cookie = `${returnPathCookie.name}=; Path=/; Max-Age=0; SameSite=Lax`
  const next = afterSignIn({ returnPath, currentPath: window.location.pathname, locale })
  if (next.kind === 'navigate') window.location.assign(next.to)
  else window.location.reload()
}

/** The message key (under `login.errors`) for a failed sign-in call, and seconds to wait when limited. */
export function signInErrorOf(error: unknown): { key: string; retryAfter?: number } {
  if (!(error instanceof ApiError)) return { key: 'network' }
  const body = (error.body ?? {}) as { code?: string; retryAfter?: number }
  const known: Record<string, string> = {
    INVALID_OTP: 'invalidCode',
    OTP_EXPIRED: 'expiredCode',
    TOO_MANY_ATTEMPTS: 'tooManyAttempts',
    RESEND_WAIT: 'resendWait',
    TOO_MANY_CODES: 'tooManyCodes',
    TOO_MANY_CHECKS: 'tooManyChecks',
    INVALID_EMAIL: 'invalidEmail',
  }
  if (body.code && known[body.code])
    return { key: known[body.code] as string, retryAfter: body.retryAfter }
  if (error.status === 429) return { key: 'tooManyRequests' }
  return { key: 'generic' }
}
