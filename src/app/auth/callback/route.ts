import { cookies } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

import { returnPathCookie, safeReturnPath } from '@/account/auth-redirect'
import { isLocale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'

/**
 * Where Google sign-in comes back to (better-auth has already set the session
 * cookie): on to the remembered path, else home, in the page's language. A
 * failed sign-in goes to the login page with a message. Nothing about the
 * session is ever put in the URL.
 */
export async function GET(request: NextRequest) {
  const asked = request.nextUrl.searchParams.get('locale')
  const locale = isLocale(asked) ? asked : 'en'
  const jar = await cookies()
  const target =
    request.nextUrl.searchParams.get('error') !== null
      ? `${pathFor(locale, 'login')}?error=google`
      : (safeReturnPath(jar.get(returnPathCookie.name)?.value) ?? pathFor(locale, 'home'))
  const url = request.nextUrl.clone()
  const [pathname, search = ''] = target.split('?')
  url.pathname = pathname ?? '/'
  url.search = search
  const response = NextResponse.redirect(url, 303)
  response.cookies.delete(returnPathCookie.name)
  response.headers.set('Cache-Control', 'no-store')
  return response
}
