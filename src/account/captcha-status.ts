/**
 * Where the bot check stands in the browser, and what the buyer reads about it. The spec's
 * three captcha messages (§7) become words a buyer understands: "not available on server side"
 * (the page as the server sent it, before the browser runs it: `server`), "not loaded" (the
 * script on its way: `loading`), "not available on window" (the script failed to load or never
 * gave its widget: `unavailable`, with a retry). The widget's events (§5: solved, expired,
 * error) move it on. While it has not passed, sending stays off, and the note says why.
 */
export type CaptchaStatus =
  'server' | 'loading' | 'unavailable' | 'shown' | 'solved' | 'expired' | 'failed'

export type CaptchaEvent =
  'mounted' | 'scriptFailed' | 'rendered' | 'solved' | 'expired' | 'error' | 'retry'

export function captchaStatusAfter(status: CaptchaStatus, event: CaptchaEvent): CaptchaStatus {
  switch (event) {
    case 'mounted':
      return status === 'server' ? 'loading' : status
    case 'retry':
      return status === 'unavailable' ? 'loading' : status
    case 'scriptFailed':
      return 'unavailable'
    case 'rendered':
      return status === 'loading' ? 'shown' : status
    case 'solved':
      return 'solved'
    case 'expired':
      return 'expired'
    case 'error':
      return 'failed'
  }
}

/** The `captcha.*` message under the widget; null when the widget itself says enough. */
export function captchaNoteOf(
  status: CaptchaStatus,
): 'needsBrowser' | 'loading' | 'unavailable' | 'expired' | 'failed' | null {
  switch (status) {
    case 'server':
      return 'needsBrowser'
    case 'loading':
    case 'unavailable':
    case 'expired':
    case 'failed':
      return status
    case 'shown':
    case 'solved':
      return null
  }
}

/** How long a loaded script may take to give its widget before it counts as unavailable. */
export const captchaWidgetWaitMs = 10_000
