/**
 * Which paths need a signed-in buyer, where a visitor is sent, and where a
 * buyer lands after signing in (business rules §S2, business rules §10). Pure: used by the
 * proxy, the callback route and the browser.
 */
// relative imports: next.config loads this file (the proxy's matcher), and its loader does not
// resolve the '@/' alias
import { locales, type Locale } from '../i18n/locales'
import { pathFor } from '../i18n/routes'
import { sameSitePath } from '../platform/same-site-path'

/** Cookie that remembers the path a visitor tried before being sent to sign in (a path, not a secret). */
export const returnPathCookie = { name: 'ac_return_to', maxAgeSeconds: 30 * 60 } as const

export const authCallbackPath = '/auth/callback'

export function loginPath(locale: Locale): string {
  return pathFor(locale, 'login')
}

const loginPaths = new Set(locales.map((locale) => loginPath(locale)))

export function isLoginPath(pathname: string): boolean {
  return loginPaths.has(stripTrailingSlash(pathname))
}

/**
 * Paths that need a session unless configured otherwise: the account area in both languages.
 * Checkout is not here: the cart links to it and the router prefetches that link, and a
 * prefetch answered by this redirect would remember checkout as the page to return to after
 * any sign-in (the proxy cannot tell a prefetch: Next strips its headers before the proxy).
 * The checkout page sends a guest to sign in itself, with the return path in the URL.
 */
export const defaultProtectedPaths: readonly string[] = locales.map(
  (locale) => `${pathFor(locale, 'myAccount')}/**`,
)

export type ProtectionRules = { include: readonly string[]; exclude: readonly string[] }

/** Reads `AUTH_INCLUDE_PATHS` / `AUTH_EXCLUDE_PATHS` (comma lists; `/x/**` matches /x and below, `*` ends a prefix). */
export function protectionRulesFrom(env: Record<string, string | undefined>): ProtectionRules {
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.startsWith('/'))
  const include = list(env.AUTH_INCLUDE_PATHS)
  return {
    include: include.length > 0 ? include : defaultProtectedPaths,
    exclude: list(env.AUTH_EXCLUDE_PATHS),
  }
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

export function matchesPathPattern(pathname: string, pattern: string): boolean {
  const path = stripTrailingSlash(pathname)
  if (pattern.endsWith('/**')) {
    const base = pattern.slice(0, -3)
    return path === base || path.startsWith(`${base}/`)
  }
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1))
  return path === stripTrailingSlash(pattern)
}

/** Whether a visitor without a session is sent to sign in (the login and callback paths never are). */
export function requiresSession(pathname: string, rules: ProtectionRules): boolean {
  if (isLoginPath(pathname) || matchesPathPattern(pathname, authCallbackPath)) return false
  if (rules.exclude.some((pattern) => matchesPathPattern(pathname, pattern))) return false
  return rules.include.some((pattern) => matchesPathPattern(pathname, pattern))
}

/**
 * A remembered return path is used only when it is a path on this site (`sameSitePath`) and
 * not an API, the login page itself or the sign-in callback.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  const path = sameSitePath(value)
  if (!path) return null
  const pathname = new URL(path, 'http://shop.invalid').pathname
  if (pathname.startsWith('/api/') || isLoginPath(pathname)) return null
  if (matchesPathPattern(pathname, authCallbackPath)) return null
  return path
}

export type AfterSignIn = { kind: 'navigate'; to: string } | { kind: 'reload' }

/** business rules §S2 and business rules §10: a remembered path wins; on the login page go home; elsewhere reload. */
export function afterSignIn(options: {
  returnPath: string | null | undefined
  currentPath: string
  locale: Locale
}): AfterSignIn {
  const remembered = safeReturnPath(options.returnPath)
  if (remembered) return { kind: 'navigate', to: remembered }
  if (isLoginPath(options.currentPath))
    return { kind: 'navigate', to: pathFor(options.locale, 'home') }
  return { kind: 'reload' }
}

/**
 * Where a buyer started Google sign-in from, to come back to (business rules §10): the page
 * itself, or on the login page the path it was asked to return to; never the login page.
 */
export function googleReturnPath(location: { pathname: string; search: string }): string | null {
  if (isLoginPath(location.pathname)) {
    return safeReturnPath(new URLSearchParams(location.search).get('returnTo'))
  }
  return safeReturnPath(`${location.pathname}${location.search}`)
}

/** Where Google's callback lands: the remembered path, else where sign-in started, else home. */
export function afterGoogleSignIn(options: {
  cookiePath: string | null | undefined
  returnTo: string | null | undefined
  locale: Locale
  failed: boolean
}): string {
  if (options.failed) return `${pathFor(options.locale, 'login')}?error=google`
  return (
    safeReturnPath(options.cookiePath) ??
    safeReturnPath(options.returnTo) ??
    pathFor(options.locale, 'home')
  )
}
