'use client'

import { useEffect, useRef } from 'react'

/**
 * Turnstile or reCAPTCHA before a code is sent, only when a site key is
 * configured (NEXT_PUBLIC_CAPTCHA_SITE_KEY + NEXT_PUBLIC_CAPTCHA_PROVIDER).
 * The script loads with render=explicit in the page's language; the token goes
 * with the send request (x-captcha-response) and is checked by the server.
 */
export const captchaSiteKey = process.env.NEXT_PUBLIC_CAPTCHA_SITE_KEY ?? ''
const provider = process.env.NEXT_PUBLIC_CAPTCHA_PROVIDER ?? 'cloudflare-turnstile'

type Widget = {
  render: (element: HTMLElement, options: Record<string, unknown>) => string | number
  reset: (id?: string | number) => void
}

declare global {
  interface Window {
    turnstile?: Widget
    grecaptcha?: Widget & { ready?: (fn: () => void) => void }
  }
}

function loadScript(locale: string): Promise<Widget> {
  const turnstile = provider === 'cloudflare-turnstile'
  const existing = turnstile ? window.turnstile : window.grecaptcha
  if (existing) return Promise.resolve(existing)
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = turnstile
      ? 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
      : `https://www.google.com/recaptcha/api.js?render=explicit&hl=${locale}`
    script.async = true
    script.onerror = () => reject(new Error('reCAPTCHA is not loaded'))
    script.onload = () => {
      const poll = () => {
        const widget = turnstile ? window.turnstile : window.grecaptcha
        if (widget?.render) resolve(widget)
        else setTimeout(poll, 50)
      }
      poll()
    }
    document.head.appendChild(script)
  })
}

export function Captcha({
  locale,
  onToken,
}: {
  locale: string
  /** The token when solved, null when it expired or failed. */
  onToken: (token: string | null) => void
}) {
  const box = useRef<HTMLDivElement>(null)
  const callback = useRef(onToken)
  useEffect(() => {
    callback.current = onToken
  }, [onToken])
  useEffect(() => {
    if (!captchaSiteKey || !box.current) return
    let cancelled = false
    void loadScript(locale)
      .then((widget) => {
        if (cancelled || !box.current) return
        widget.render(box.current, {
          sitekey: captchaSiteKey,
          language: locale,
          callback: (token: string) => callback.current(token),
          'expired-callback': () => callback.current(null),
          'error-callback': () => callback.current(null),
        })
      })
      .catch(() => callback.current(null))
    return () => {
      cancelled = true
    }
  }, [locale])
  if (!captchaSiteKey) return null
  return <div ref={box} className="min-h-[65px]" />
}
