import { describe, expect, it } from 'vitest'

import { captchaSettingsFrom } from './captcha-settings'

describe('the captcha settings the browser is given', () => {
  it('none without a site key: the forms send without a check', () => {
    expect(captchaSettingsFrom({})).toBeNull()
    expect(captchaSettingsFrom({ CAPTCHA_PROVIDER: 'cloudflare-turnstile' })).toBeNull()
  })

  it('read at run time, before the build-time NEXT_PUBLIC_* pair', () => {
    expect(
      captchaSettingsFrom({
        CAPTCHA_SITE_KEY: 'runtime-key',
        CAPTCHA_PROVIDER: 'google-recaptcha',
        NEXT_PUBLIC_CAPTCHA_SITE_KEY: 'build-key',
        NEXT_PUBLIC_CAPTCHA_PROVIDER: 'cloudflare-turnstile',
      }),
    ).toEqual({ provider: 'google-recaptcha', siteKey: 'runtime-key' })
    expect(
      captchaSettingsFrom({
        NEXT_PUBLIC_CAPTCHA_SITE_KEY: 'build-key',
        NEXT_PUBLIC_CAPTCHA_PROVIDER: 'google-recaptcha',
      }),
    ).toEqual({ provider: 'google-recaptcha', siteKey: 'build-key' })
  })

  it('Turnstile when no provider is named; an unknown provider shows nothing', () => {
    expect(captchaSettingsFrom({ CAPTCHA_SITE_KEY: 'key' })).toEqual({
      provider: 'cloudflare-turnstile',
      siteKey: 'key',
    })
    expect(
      captchaSettingsFrom({ CAPTCHA_SITE_KEY: 'key', CAPTCHA_PROVIDER: 'hcaptcha' }),
    ).toBeNull()
  })
})
