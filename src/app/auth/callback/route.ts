import { cookies } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

import { afterGoogleSignIn, returnPathCookie } from '@/account/auth-redirect'
import { getShopAuth } from '@/account/auth-server'
import { ensureWebUser } from '@/account/web-user'
import { isLocale, toLocale } from '@/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

/**
 * Where Google sign-in comes back to (better-auth has already set the session
 * cookie): on to the remembered path, else the page sign-in started from, else
 * home, in the page's language. A
 * failed sign-in goes to the login page with a message. Nothing about the
 * session is ever put in the URL.
 */
export async function GET(request: NextRequest) {
  const asked = request.nextUrl.searchParams.get('locale')
  const locale = toLocale(asked)
  const jar = await cookies()
  const failed = request.nextUrl.searchParams.get('error') !== null
  // the buyer's mails speak the language of the site they signed in on (issue 39 §4)
  if (!failed && isLocale(asked)) {
    try {
      const session = await (await getShopAuth()).api.getSession({ headers: request.headers })
      if (session) await ensureWebUser(await getPayloadClient(), session.user, { locale: asked })
    } catch (error) {
      console.error('The buyer’s language could not be remembered', error)
    }
  }
  const target = afterGoogleSignIn({
    cookiePath: jar.get(returnPathCookie.name)?.value,
    returnTo: request.nextUrl.searchParams.get('returnTo'),
    locale,
    failed,
  })
  // a relative Location: the buyer stays on the host they signed in on (Next's own URL of the
  // request names the host it was started with, not the one the browser asked)
  const response = new NextResponse(null, { status: 303, headers: { Location: target } })
  response.cookies.delete(returnPathCookie.name)
  response.headers.set('Cache-Control', 'no-store')
  return response
}
