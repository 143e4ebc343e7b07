/**
 * Which bot check the browser shows before a code or a message is sent, read on the server when
 * a page is rendered (or the session answered), so one build serves with or without it:
 * CAPTCHA_SITE_KEY and CAPTCHA_PROVIDER, else the build-time NEXT_PUBLIC_* pair of earlier
 * releases. Pure: next.config and the proxy read it too (relative imports only).
 */
export type CaptchaProvider = 'cloudflare-turnstile' | 'google-recaptcha'

export type CaptchaSettings = { provider: CaptchaProvider; siteKey: string }

/** CAPTCHA_SITE_KEY, CAPTCHA_PROVIDER and their NEXT_PUBLIC_* fallbacks (process.env). */
type CaptchaEnv = Record<string, string | undefined>

export function isCaptchaProvider(value: string | undefined): value is CaptchaProvider {
  return value === 'cloudflare-turnstile' || value === 'google-recaptcha'
}

/** The widget's settings; null without a site key or with a provider the shop does not know. */
export function captchaSettingsFrom(env: CaptchaEnv): CaptchaSettings | null {
  const siteKey = (env.CAPTCHA_SITE_KEY || env.NEXT_PUBLIC_CAPTCHA_SITE_KEY || '').trim()
  // Turnstile when unnamed, as the widget always assumed
  const provider =
    env.CAPTCHA_PROVIDER || env.NEXT_PUBLIC_CAPTCHA_PROVIDER || 'cloudflare-turnstile'
  if (!siteKey || !isCaptchaProvider(provider)) return null
  return { provider, siteKey }
}
