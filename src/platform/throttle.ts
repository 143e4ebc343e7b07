/**
 * A fixed-window limit, pure: how many events a key may count in a window (sign-in codes,
 * staff sign-in, invitations, the contact form). The counters live in `throttle-store.ts`.
 */

/** A fixed-window counter, as stored: how many in the window that started at `windowStart` (ms). */
export type ThrottleCounter = { count: number; windowStart: number }
export type ThrottleRule = { windowMs: number; max: number }
export type ThrottleDecision =
  { allowed: true; next: ThrottleCounter } | { allowed: false; retryAfterSeconds: number }

/** Counts one more event against a rule at `now`, or refuses it with the seconds left in the window. */
export function consumeThrottle(
  counter: ThrottleCounter | null,
  rule: ThrottleRule,
  now: number,
): ThrottleDecision {
  if (!counter || now - counter.windowStart >= rule.windowMs) {
    return { allowed: true, next: { count: 1, windowStart: now } }
  }
  if (counter.count >= rule.max) {
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((counter.windowStart + rule.windowMs - now) / 1000)),
    }
  }
  return { allowed: true, next: { count: counter.count + 1, windowStart: counter.windowStart } }
}
