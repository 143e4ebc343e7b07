/**
 * The shop's sign-in rules (business rules §10), in one place. better-auth's own
 * defaults differ (5-minute codes, 3 tries, no resend wait, rate limits off
 * outside production), so every number here is passed to it explicitly.
 * Pure module: no framework imports.
 */
import type { ThrottleRule } from '@/platform/throttle'

export const signInRules = {
  codeLength: 6,
  codeValidSeconds: 10 * 60,
  /** Wrong codes a code survives; the fifth wrong try kills it. */
  wrongTriesAllowed: 5,
  /** A new code for the same address no sooner than this after the last. */
  resendWaitSeconds: 60,
  /** Codes sent to one address per hour. */
  codesPerAddressPerHour: 5,
  /** Code checks for one address per 10 minutes (over every code it was sent). */
  checksPerAddressPer10Min: 12,
  /** Per client (IP): sends and checks per 10 minutes, each. */
  sendsPerClientPer10Min: 10,
  checksPerClientPer10Min: 20,
  /**
   * A session ends 30 days after its last use, renewed at most once a day (docs/business-rules.md
   * §10, "How long a session lasts"): not the spec's 400 days, which would keep a shop-floor or
   * shared office computer signed in to a company's account and terms for over a year.
   */
  sessionIdleSeconds: 30 * 24 * 60 * 60,
  sessionRenewAfterSeconds: 24 * 60 * 60,
} as const

/** The per-address rules a code send and a code check go through. */
export const addressThrottles = {
  resend: { windowMs: signInRules.resendWaitSeconds * 1000, max: 1 },
  hourly: { windowMs: 60 * 60 * 1000, max: signInRules.codesPerAddressPerHour },
  checks: { windowMs: 10 * 60 * 1000, max: signInRules.checksPerAddressPer10Min },
} as const satisfies Record<string, ThrottleRule>

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * Whether a sign-in provider vouches for the address (Google's `email_verified`): only `true`
 * (or the string some providers send) counts; missing or anything else is unverified.
 */
export function isVerifiedByProvider(emailVerified: unknown): boolean {
  return emailVerified === true || emailVerified === 'true'
}
