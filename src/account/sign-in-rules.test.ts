import { describe, expect, it } from 'vitest'

import { consumeThrottle } from '@/platform/throttle'

import { addressThrottles, isVerifiedByProvider, signInRules } from './sign-in-rules'

describe('sign-in rules', () => {
  it('are ours, not better-auth’s defaults', () => {
    expect(signInRules).toMatchObject({
      codeLength: 6,
      codeValidSeconds: 600,
      wrongTriesAllowed: 5,
      resendWaitSeconds: 60,
    })
  })

  it('a second code within 60 s is refused with the seconds left (t0 + 45 s → 15 s)', () => {
    const t0 = 1_000_000
    const first = consumeThrottle(null, addressThrottles.resend, t0)
    expect(first).toEqual({ allowed: true, next: { count: 1, windowStart: t0 } })
    if (!first.allowed) throw new Error('unreachable')
    expect(consumeThrottle(first.next, addressThrottles.resend, t0 + 45_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 15,
    })
    expect(consumeThrottle(first.next, addressThrottles.resend, t0 + 60_000)).toEqual({
      allowed: true,
      next: { count: 1, windowStart: t0 + 60_000 },
    })
  })

  it('five codes an hour: the 6th at minute 5 waits 55 min; at minute 60 a new window opens', () => {
    const t0 = 0
    let counter = null
    for (let minute = 0; minute < 5; minute += 1) {
      const decision = consumeThrottle(counter, addressThrottles.hourly, t0 + minute * 60_000)
      if (!decision.allowed) throw new Error(`refused at minute ${minute}`)
      counter = decision.next
    }
    expect(counter).toEqual({ count: 5, windowStart: 0 })
    expect(consumeThrottle(counter, addressThrottles.hourly, 5 * 60_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 3300,
    })
    expect(consumeThrottle(counter, addressThrottles.hourly, 60 * 60_000)).toEqual({
      allowed: true,
      next: { count: 1, windowStart: 3_600_000 },
    })
  })

  it('never asks to wait less than a second', () => {
    expect(consumeThrottle({ count: 1, windowStart: 0 }, addressThrottles.resend, 59_999)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    })
  })
})

describe('isVerifiedByProvider (Google sign-in, §10)', () => {
  it.each<[unknown, boolean]>([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    [undefined, false],
    [null, false],
    [1, false],
  ])('email_verified %s → %s', (value, verified) => {
    expect(isVerifiedByProvider(value)).toBe(verified)
  })
})
