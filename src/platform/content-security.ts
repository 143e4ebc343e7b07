/**
 * The site's security headers (finding 10), pure: built from the route table and the configured
 * third parties, used by next.config (every cached page, the admin) and by the proxy (pages
 * rendered per request, which carry a nonce).
 *
 * Cached (ISR) pages are the same bytes for everyone, so they cannot carry a per-request nonce:
 * their policy allows scripts from our origin and the configured chat and captcha origins, and
 * the server that sends them (scripts/inline-script-csp.mjs, in scripts/serve.mjs) adds the
 * sha256 of each inline script of the answer (Next's page data, `self.__next_f.push(…)`), so the
 * front stores page and policy together. Pages rendered per request (sign-in, my account, cart,
 * checkout) and the admin get a nonce. No policy allows 'unsafe-inline' for scripts but the
 * development server's, which serves without that hashing.
 */
// relative imports: next.config loads this file, and its loader does not resolve the '@/' alias
import { captchaSettingsFrom, type CaptchaProvider, type CaptchaSettings } from './captcha-settings'
import { locales } from '../i18n/locales'
import { pathFor, type RouteKey } from '../i18n/routes'

export type ThirdParties = {
  chat: boolean
  captcha: CaptchaProvider | null
}

/** Which third parties the pages load: the chat's NEXT_PUBLIC_* ids, the captcha's settings. */
export function thirdPartiesFrom(options: {
  chatPropertyId?: string
  chatWidgetId?: string
  captcha?: CaptchaSettings | null
}): ThirdParties {
  return {
    chat: !!options.chatPropertyId && !!options.chatWidgetId,
    captcha: options.captcha?.provider ?? null,
  }
}

/**
 * The third parties as configured: the chat's ids are fixed when the app is built (the widget's
 * bundle holds them); the captcha's settings are read where this runs (captcha-settings.ts): per
 * request in the proxy (the sign-in, cart, checkout and account pages, whose forms read them per
 * request too), at build time in next.config (the cached pages' policy).
 */
export function configuredThirdParties(): ThirdParties {
  return thirdPartiesFrom({
    chatPropertyId: process.env.NEXT_PUBLIC_CHAT_PROPERTY_ID,
    chatWidgetId: process.env.NEXT_PUBLIC_CHAT_WIDGET_ID,
    captcha: captchaSettingsFrom(process.env),
  })
}

type Sources = Record<'script' | 'style' | 'img' | 'font' | 'connect' | 'frame', string[]>

function thirdPartySources(parties: ThirdParties): Sources {
  const sources: Sources = { script: [], style: [], img: [], font: [], connect: [], frame: [] }
  if (parties.chat) {
    // the chat vendor's documented origins
    sources.script.push('https://*.tawk.to', 'https://cdn.jsdelivr.net')
    sources.style.push('https://*.tawk.to', 'https://fonts.googleapis.com')
    sources.img.push('https://*.tawk.to', 'https://cdn.jsdelivr.net', 'https://tawk.link')
    sources.font.push('https://*.tawk.to', 'https://fonts.gstatic.com')
    sources.connect.push('https://*.tawk.to', 'wss://*.tawk.to')
    sources.frame.push('https://*.tawk.to')
  }
  if (parties.captcha === 'cloudflare-turnstile') {
    sources.script.push('https://challenges.cloudflare.com')
    sources.frame.push('https://challenges.cloudflare.com')
  }
  if (parties.captcha === 'google-recaptcha') {
    sources.script.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/')
    sources.frame.push(
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    )
  }
  return sources
}

/**
 * The policy of a shop page: with a nonce when rendered per request, else the cached pages' one,
 * whose inline scripts' hashes the serving script adds (`next dev` has no such server: there,
 * inline scripts are allowed).
 */
export function pagePolicy(options: {
  nonce?: string
  thirdParties: ThirdParties
  development?: boolean
}): string {
  const extra = thirdPartySources(options.thirdParties)
  const scripts = options.nonce
    ? ["'self'", `'nonce-${options.nonce}'`]
    : options.development
      ? ["'self'", "'unsafe-inline'"]
      : ["'self'"]
  return [
    "default-src 'self'",
    `script-src ${[...scripts, ...extra.script].join(' ')}`,
    // React and Radix set style attributes; Next inlines critical CSS
    `style-src ${["'self'", "'unsafe-inline'", ...extra.style].join(' ')}`,
    `img-src ${["'self'", 'data:', 'blob:', ...extra.img].join(' ')}`,
    `font-src ${["'self'", 'data:', ...extra.font].join(' ')}`,
    `connect-src ${["'self'", ...extra.connect].join(' ')}`,
    `frame-src ${extra.frame.length ? extra.frame.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * Payload's admin, rendered per request: its scripts carry the proxy's nonce (Next puts it on its
 * own), its inline styles are allowed, nothing from elsewhere, never framed by others.
 */
export function adminPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** Payload's admin (its `routes.admin`): every page under it gets a nonce from the proxy. */
export const adminPath = '/admin'

export function isAdminPage(pathname: string): boolean {
  return pathname === adminPath || pathname.startsWith(`${adminPath}/`)
}

/** Headers every answer carries; HSTS only from a production build (browsers ignore it over http). */
export function baseSecurityHeaders(production: boolean): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    ...(production
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]
      : []),
  ]
}

/** Pages rendered per request for a signed-in or signing-in buyer: their CSP carries a nonce. */
const noncePageKeys: readonly RouteKey[] = ['login', 'cart', 'checkout', 'myAccount']

export const noncePagePaths: readonly string[] = locales.flatMap((locale) =>
  noncePageKeys.map((key) => pathFor(locale, key)),
)

export function isNoncePage(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
  return noncePagePaths.some((base) => path === base || path.startsWith(`${base}/`))
}

/**
 * next.config `headers()` source for every path but the nonce pages, the admin and Next's
 * assets (path-to-regexp with a lookahead, as Next's own matcher examples use).
 */
export function cachedPagesSource(): string {
  const escape = (path: string) => path.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const skipped = [...noncePagePaths.map(escape), 'admin', '_next']
  return `/((?!(?:${skipped.join('|')})(?:/|$)).*)`
}
