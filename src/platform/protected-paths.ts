/**
 * Which paths need a signed-in buyer (business rules §S2): the proxy, the caching front's
 * configuration and the sign-in redirects read them here. Pure.
 */
// relative imports: next.config loads this file (the proxy's matcher), and its loader does not
// resolve the '@/' alias
import { locales, type Locale } from '../i18n/locales'
import { pathFor } from '../i18n/routes'

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
