import { cookies } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

import { afterGoogleSignIn, returnPathCookie } from '@/account/auth-redirect'
import { isLocale } from '@/i18n/locales'

/**
 * Where Google sign-in comes back to (better-auth has already set the session
 * cookie): on to the remembered path, else the page sign-in started from, else
 * home, in the page's language. A
 * failed sign-in goes to the login page with a message. Nothing about the
 * session is ever put in the URL.
 */
export async function GET(request: NextRequest) {
  const asked = request.nextUrl.searchParams.get('locale')
  const locale = isLocale(asked) ? asked : 'en'
  const jar = await cookies()
  const target = afterGoogleSignIn({
    cookiePath: jar.get(returnPathCookie.name)?.value,
    returnTo: request.nextUrl.searchParams.get('returnTo'),
    locale,
    failed: request.nextUrl.searchParams.get('error') !== null,
  })
  // a relative Location: the buyer stays on the host they signed in on (Next's own URL of the
  // request names the host it was started with, not the one the browser asked)
  const response = new NextResponse(null, { status: 303, headers: { Location: target } })
  response.cookies.delete(returnPathCookie.name)
  response.headers.set('Cache-Control', 'no-store')
  return response
}
