import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import es from '../../messages/es.json'

import {
  captchaNoteOf,
  captchaStatusAfter,
  type CaptchaEvent,
  type CaptchaStatus,
} from './captcha-status'

const walk = (events: CaptchaEvent[], from: CaptchaStatus = 'server') =>
  events.reduce(captchaStatusAfter, from)

describe('the bot check in the browser', () => {
  it('as the server sent it, it says it needs the browser; once mounted, that it is loading', () => {
    expect(captchaNoteOf('server')).toBe('needsBrowser')
    expect(walk(['mounted'])).toBe('loading')
    expect(captchaNoteOf(walk(['mounted']))).toBe('loading')
  })

  it('a script that fails to load says so, and a retry loads it again', () => {
    expect(walk(['mounted', 'scriptFailed'])).toBe('unavailable')
    expect(captchaNoteOf('unavailable')).toBe('unavailable')
    expect(walk(['mounted', 'scriptFailed', 'retry'])).toBe('loading')
    expect(walk(['mounted', 'scriptFailed', 'retry', 'rendered'])).toBe('shown')
  })

  it('the widget speaks for itself until it expires or errs', () => {
    expect(captchaNoteOf(walk(['mounted', 'rendered']))).toBeNull()
    expect(captchaNoteOf(walk(['mounted', 'rendered', 'solved']))).toBeNull()
    expect(captchaNoteOf(walk(['mounted', 'rendered', 'solved', 'expired']))).toBe('expired')
    expect(captchaNoteOf(walk(['mounted', 'rendered', 'error']))).toBe('failed')
    expect(walk(['mounted', 'rendered', 'error', 'solved'])).toBe('solved')
  })

  it('a late render does not hide a failure, and retry only follows a failed load', () => {
    expect(walk(['mounted', 'scriptFailed', 'rendered'])).toBe('unavailable')
    expect(walk(['mounted', 'rendered', 'retry'])).toBe('shown')
  })

  it('every note is written in English and Spanish', () => {
    const statuses: CaptchaStatus[] = ['server', 'loading', 'unavailable', 'expired', 'failed']
    for (const status of statuses) {
      const key = captchaNoteOf(status)!
      expect(en.captcha[key], key).toBeTruthy()
      expect(es.captcha[key], key).toBeTruthy()
      expect(es.captcha[key]).not.toBe(en.captcha[key])
    }
    expect(es.captcha.retry).toBeTruthy()
  })
})
