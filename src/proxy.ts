import { NextResponse, type NextRequest } from 'next/server'

import {
  loginPath,
  protectionRulesFrom,
  requiresSession,
  returnPathCookie,
} from '@/account/auth-redirect'
import { authCookiePrefix } from '@/account/auth-cookies'
import { negotiateLocale } from '@/i18n/negotiate'
import { internalPathFor, matchPath } from '@/i18n/routes'
import { localeCookie } from '@/i18n/locales'
import { isNoncePage, pagePolicy, thirdPartiesOfBuild } from '@/platform/content-security'

/** Paths the shop's router never owns: Payload's admin and API, our APIs, Next's assets, root files. */
function isPassThrough(pathname: string): boolean {
  return (
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    pathname.startsWith('/api/') ||
    pathname.startsWith('/auth/') ||
    pathname.startsWith('/_next/') ||
    pathname.startsWith('/fonts/') ||
    pathname.startsWith('/images/') ||
    pathname === '/robots.txt' ||
    pathname === '/favicon.ico' ||
    pathname === '/icon.svg'
  )
}

const sessionCookieNames = [
  `${authCookiePrefix}.session_token`,
  `__Secure-${authCookiePrefix}.session_token`,
]

function hasSessionCookie(request: NextRequest): boolean {
  return sessionCookieNames.some((name) => request.cookies.has(name))
}

/**
 * Maps public EN/ES paths onto the app's `[locale]` folders using the route
 * table. Only the bare root is negotiated; every other URL carries its locale.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  // Rewrites must keep the request's own origin: a different host would make Next proxy the request to itself.
  const at = (path: string) => {
    const url = request.nextUrl.clone()
    url.pathname = path
    return url
  }
  if (isPassThrough(pathname)) return NextResponse.next()

  if (pathname === '/') {
    const locale = negotiateLocale({
      cookie: request.cookies.get(localeCookie.name)?.value,
      acceptLanguage: request.headers.get('accept-language'),
    })
    if (locale !== 'en') {
      const response = NextResponse.redirect(at(`/${locale}`), 307)
      response.headers.set('Vary', 'Cookie, Accept-Language')
      return response
    }
    const response = NextResponse.rewrite(at(internalPathFor('en', 'home')))
    response.headers.set('Vary', 'Cookie, Accept-Language')
    return response
  }

  const match = matchPath(pathname)
  if (!match) {
    // Malformed percent-encoding: let the catch-all answer 404.
    return NextResponse.rewrite(at('/en/__not-found__'))
  }
  if (match.kind === 'redirect') {
    return NextResponse.redirect(at(match.location), 308)
  }
  // A visitor without a session goes to sign in, and comes back here afterwards (business rules §S2).
  // Only the cookie's presence is checked here; the page itself validates the session.
  if (!hasSessionCookie(request) && requiresSession(pathname, protectionRulesFrom(process.env))) {
    const login = at(loginPath(match.locale))
    login.search = ''
    const response = NextResponse.redirect(login, 307)
    response.cookies.set(returnPathCookie.name, `${pathname}${request.nextUrl.search}`, {
      path: '/',
      sameSite: 'lax',
      maxAge: returnPathCookie.maxAgeSeconds,
    })
    response.headers.set('Cache-Control', 'no-store')
    return response
  }
  if (isNoncePage(pathname)) return withNonce(request, at(match.internalPath))
  return NextResponse.rewrite(at(match.internalPath))
}

/**
 * A page rendered per request gets a fresh nonce: Next reads it from the request's policy and
 * puts it on its own scripts; the browser gets the same policy (no 'unsafe-inline' for scripts).
 */
function withNonce(request: NextRequest, target: URL): NextResponse {
  const nonce = btoa(crypto.randomUUID())
  const policy = pagePolicy({ nonce, thirdParties: thirdPartiesOfBuild() })
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const response = NextResponse.rewrite(target, { request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

export const config = {
  // Every path, dotted ones included (part numbers contain "."), except Next's build assets.
  matcher: ['/((?!_next/static|_next/image).*)'],
}
