/**
 * The server's half of the bot check outside better-auth (the contact form): the same
 * Turnstile or reCAPTCHA as sign-in, configured the same way (`captchaConfig`); the token the
 * widget gave the browser is checked with the provider once. A provider that does not answer
 * in time counts as a failed check.
 */
import { captchaConfig } from './auth'

const verifyUrls = {
  'cloudflare-turnstile': 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  'google-recaptcha': 'https://www.google.com/recaptcha/api/siteverify',
} as const

/** Answers whether `token` passes; null when no captcha is configured (nothing to check). */
export type CaptchaCheck = (token: string | null, client: string) => Promise<boolean | null>

export function createCaptchaCheck(env: NodeJS.ProcessEnv = process.env): CaptchaCheck {
  const config = captchaConfig(env)
  return async (token, client) => {
    if (!config) return null
    if (!token) return false
    const form = new URLSearchParams({ secret: config.secretKey, response: token })
    if (client !== 'unknown') form.set('remoteip', client)
    try {
      const response = await fetch(verifyUrls[config.provider], {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) return false
      const result = (await response.json()) as { success?: boolean; score?: number }
      // reCAPTCHA v3 answers a score: below 0.5 is taken for a bot, as better-auth does
      return result.success === true && (typeof result.score !== 'number' || result.score >= 0.5)
    } catch {
      return false
    }
  }
}
