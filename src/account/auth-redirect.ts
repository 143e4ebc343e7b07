/**
 * Where a buyer lands after signing in (business rules §S2, business rules §10). Pure: used by
 * the proxy, the callback route and the browser. Which paths need a session is
 * `platform/protected-paths.ts` (the proxy's matcher and the caching front read it too).
 */
// relative imports: the proxy loads this file
import { type Locale } from '../i18n/locales'
import { pathFor } from '../i18n/routes'
import {
  authCallbackPath,
  isLoginPath,
  loginPath,
  matchesPathPattern,
} from '../platform/protected-paths'
import { sameSitePath } from '../platform/same-site-path'

// the pages and the sign-in client name these beside the return paths
export { authCallbackPath, loginPath }

/** Cookie that remembers the path a visitor tried before being sent to sign in (a path, not a secret). */
export const returnPathCookie = { name: 'ac_return_to', maxAgeSeconds: 30 * 60 } as const

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
