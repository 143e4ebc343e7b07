import { NextResponse, type NextRequest } from 'next/server'

import { returnPathCookie } from '@/account/auth-redirect'
import { authCookiePrefix } from '@/account/auth-cookies'
import { negotiateLocale } from '@/i18n/negotiate'
import { internalPathFor, localeOfPath, outsideLocalePages } from '@/i18n/routes'
import { localeCookie } from '@/i18n/locales'
import {
  adminPolicy,
  isAdminPage,
  isNoncePage,
  pagePolicy,
  configuredThirdParties,
} from '@/platform/content-security'
import { loginPath, protectionRulesFrom, requiresSession } from '@/platform/protected-paths'

const sessionCookieNames = [
  `${authCookiePrefix}.session_token`,
  `__Secure-${authCookiePrefix}.session_token`,
]

function hasSessionCookie(request: NextRequest): boolean {
  return sessionCookieNames.some((name) => request.cookies.has(name))
}

const outside: ReadonlySet<string> = new Set(outsideLocalePages)

/**
 * Runs only where a request needs code before Next answers (the matcher below,
 * src/platform/proxy-paths.ts): the bare `/` picks a language, a protected path sends a visitor
 * without a session to sign in, a page rendered per request gets a nonce. Public EN/ES paths
 * reach their `[locale]` folders through next.config's rewrites (src/i18n/route-rules.ts), which
 * also apply after this proxy, and old paths were redirected before it.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  // Rewrites must keep the request's own origin: a different host would make Next proxy the request to itself.
  const at = (path: string) => {
    const url = request.nextUrl.clone()
    url.pathname = path
    return url
  }

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

  if (isAdminPage(pathname)) return withNonce(request, adminPolicy)
  // A protected list may name an API or the admin: those answer for themselves (401, Payload's login).
  if (outside.has(pathname.split('/')[1] ?? '')) return NextResponse.next()

  // A visitor without a session goes to sign in, and comes back here afterwards (business rules §S2).
  // Only the cookie's presence is checked here; the page itself validates the session.
  if (!hasSessionCookie(request) && requiresSession(pathname, protectionRulesFrom(process.env))) {
    const login = at(loginPath(localeOfPath(pathname)))
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
  if (isNoncePage(pathname))
    return withNonce(request, (nonce) =>
      pagePolicy({ nonce, thirdParties: configuredThirdParties() }),
    )
  return NextResponse.next()
}

/**
 * A page rendered per request (and the admin) gets a fresh nonce: Next reads it from the
 * request's policy and puts it on its own scripts; the browser gets the same policy (no
 * 'unsafe-inline' for scripts).
 */
function withNonce(request: NextRequest, policyWith: (nonce: string) => string): NextResponse {
  const nonce = btoa(crypto.randomUUID())
  const policy = policyWith(nonce)
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

export const config = {
  // Written from src/platform/proxy-paths.ts (the route table, the nonce pages and the protected
  // paths); `next build` rewrites it for the AUTH_INCLUDE_PATHS it is built with. Next reads only
  // a literal here.
  matcher: [
    '/',
    '/login/:path*',
    '/cart/:path*',
    '/checkout/:path*',
    '/my-account/:path*',
    '/es/iniciar-sesion/:path*',
    '/es/carrito/:path*',
    '/es/pago/:path*',
    '/es/mi-cuenta/:path*',
    '/admin/:path*',
  ],
}
