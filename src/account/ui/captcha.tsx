'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useReducer, useRef, useState } from 'react'

import { Button } from '@/ui/form/button'

import type { CaptchaProvider, CaptchaSettings } from '@/platform/captcha-settings'
import { captchaNoteOf, captchaStatusAfter, captchaWidgetWaitMs } from '../captcha-status'

/**
 * Turnstile or reCAPTCHA before a code is sent, only when the server gives a site key
 * (`captcha-settings.ts`: CAPTCHA_SITE_KEY + CAPTCHA_PROVIDER, read at run time).
 * The script loads with render=explicit in the page's language; the token goes
 * with the send request (x-captcha-response) and is checked by the server.
 * Until it passes, a note under it says why sending is off (`captcha-status.ts`):
 * loading, could not be loaded (with a retry), expired, failed.
 */
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

const widgetOnWindow = (provider: CaptchaProvider) =>
  provider === 'cloudflare-turnstile' ? window.turnstile : window.grecaptcha

/** One load for every widget of the page; forgotten when it fails, so a retry loads anew. */
let loading: Promise<Widget> | null = null

/**
 * `attempt` > 0 (a retry) asks for the script under another URL, so that no cache (the browser's,
 * a proxy's) can answer it with the earlier failure.
 */
function loadScript(provider: CaptchaProvider, locale: string, attempt: number): Promise<Widget> {
  const existing = widgetOnWindow(provider)
  if (existing?.render) return Promise.resolve(existing)
  loading ??= new Promise<Widget>((resolve, reject) => {
    const script = document.createElement('script')
    const retry = attempt > 0 ? `&retry=${attempt}` : ''
    script.src =
      provider === 'cloudflare-turnstile'
        ? `https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit${retry}`
        : `https://www.google.com/recaptcha/api.js?render=explicit&hl=${locale}${retry}`
    script.async = true
    const fail = () => {
      script.remove()
      reject(new Error('reCaptcha is not available on window'))
    }
    script.onerror = fail
    script.onload = () => {
      const givenUpAt = Date.now() + captchaWidgetWaitMs
      const poll = () => {
        const widget = widgetOnWindow(provider)
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
  settings,
  locale,
  onToken,
  noteId,
}: {
  /** From the server (`captchaSettingsFrom`); null: no check, nothing shown. */
  settings: CaptchaSettings | null
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
  const provider = settings?.provider
  const siteKey = settings?.siteKey
  useEffect(() => {
    if (!provider || !siteKey || !box.current) return
    let cancelled = false
    dispatch('mounted')
    void loadScript(provider, locale, attempt)
      .then((widget) => {
        if (cancelled || !box.current) return
        widget.render(box.current, {
          sitekey: siteKey,
          // both widgets are 300 px wide at their normal size: a phone's form is narrower
          size: box.current.clientWidth < 300 ? 'compact' : 'normal',
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
  }, [provider, siteKey, locale, attempt])
  if (!settings) return null
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
