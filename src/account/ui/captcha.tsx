'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useReducer, useRef, useState } from 'react'

import { Button } from '@/ui/form/button'

import { captchaNoteOf, captchaStatusAfter, captchaWidgetWaitMs } from '../captcha-status'

/**
 * Turnstile or reCAPTCHA before a code is sent, only when a site key is
 * configured (NEXT_PUBLIC_CAPTCHA_SITE_KEY + NEXT_PUBLIC_CAPTCHA_PROVIDER).
 * The script loads with render=explicit in the page's language; the token goes
 * with the send request (x-captcha-response) and is checked by the server.
 * Until it passes, a note under it says why sending is off (`captcha-status.ts`):
 * loading, could not be loaded (with a retry), expired, failed.
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

const turnstile = provider === 'cloudflare-turnstile'
const widgetOnWindow = () => (turnstile ? window.turnstile : window.grecaptcha)

/** One load for every widget of the page; forgotten when it fails, so a retry loads anew. */
let loading: Promise<Widget> | null = null

function loadScript(locale: string): Promise<Widget> {
  const existing = widgetOnWindow()
  if (existing?.render) return Promise.resolve(existing)
  loading ??= new Promise<Widget>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = turnstile
      ? 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
      : `https://www.google.com/recaptcha/api.js?render=explicit&hl=${locale}`
    script.async = true
    const fail = () => {
      script.remove()
      reject(new Error('reCaptcha is not available on window'))
    }
    script.onerror = fail
    script.onload = () => {
      const givenUpAt = Date.now() + captchaWidgetWaitMs
      const poll = () => {
        const widget = widgetOnWindow()
        if (widget?.render) resolve(widget)
        else if (Date.now() > givenUpAt) fail()
        else setTimeout(poll, 50)
      }
      poll()
    }
    document.head.appendChild(script)
  }).catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

export function Captcha({
  locale,
  onToken,
  noteId,
}: {
  locale: string
  /** The token when solved, null when it expired or failed. */
  onToken: (token: string | null) => void
  /** The note's id, for the send button's aria-describedby while it is off. */
  noteId?: string
}) {
  const t = useTranslations('captcha')
  const box = useRef<HTMLDivElement>(null)
  const callback = useRef(onToken)
  const [status, dispatch] = useReducer(captchaStatusAfter, 'server')
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    callback.current = onToken
  }, [onToken])
  useEffect(() => {
    if (!captchaSiteKey || !box.current) return
    let cancelled = false
    dispatch('mounted')
    void loadScript(locale)
      .then((widget) => {
        if (cancelled || !box.current) return
        widget.render(box.current, {
          sitekey: captchaSiteKey,
          language: locale,
          callback: (token: string) => {
            dispatch('solved')
            callback.current(token)
          },
          'expired-callback': () => {
            dispatch('expired')
            callback.current(null)
          },
          'error-callback': () => {
            dispatch('error')
            callback.current(null)
          },
        })
        dispatch('rendered')
      })
      .catch(() => {
        if (cancelled) return
        dispatch('scriptFailed')
        callback.current(null)
      })
    return () => {
      cancelled = true
    }
  }, [locale, attempt])
  if (!captchaSiteKey) return null
  const note = captchaNoteOf(status)
  const warning = status === 'unavailable' || status === 'expired' || status === 'failed'
  return (
    <div data-testid="captcha">
      <div ref={box} className={status === 'unavailable' ? 'hidden' : 'min-h-[65px]'} />
      {status === 'server' ? (
        // only a browser without JavaScript keeps this; React leaves it out in the browser
        <noscript>
          <p className="text-sm text-slate-700">{t('needsBrowser')}</p>
        </noscript>
      ) : note ? (
        <p
          id={noteId}
          role={warning ? 'alert' : 'status'}
          className={`mt-1 text-sm ${warning ? 'font-medium text-error-700' : 'text-slate-600'}`}
        >
          {t(note)}
        </p>
      ) : null}
      {status === 'unavailable' ? (
        <Button
          type="button"
          variant="secondary"
          className="mt-2"
          onClick={() => {
            dispatch('retry')
            setAttempt((count) => count + 1)
          }}
        >
          {t('retry')}
        </Button>
      ) : null}
    </div>
  )
}
