/**
 * `GET /api/public/language?to=`: the language switcher's answer (the page it maps to is
 * `samePageIn`, src/i18n/switch-language.ts), with the language cookie.
 */
import { isLocale, localeCookieText } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'
import { samePageIn } from '@/i18n/switch-language'

import { errorResponse, HttpError } from './http'
import { secureCookiesFor, siteOrigin } from './site'

/**
 * The page a switch was asked from: the Referer, when the browser says the request came from
 * this site (Sec-Fetch-Site) or the Referer names the site's own origin. Anything else (no
 * Referer, another site) has no page to keep.
 */
function refererOf(request: Request, env: NodeJS.ProcessEnv): URL | null {
  const referer = request.headers.get('referer')
  if (!referer) return null
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return null
  }
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite === 'same-origin') return url
  if (fetchSite === null && url.origin === siteOrigin(env)) return url
  return null
}

/**
 * `GET /api/public/language?to=es|en`: a 303 to the same page in that language (only ever a
 * path built from the route table: never another site), and the language cookie the browser's
 * own switcher would have set.
 */
export function switchLanguage(request: Request, env: NodeJS.ProcessEnv = process.env): Response {
  const to = new URL(request.url).searchParams.get('to')
  if (!isLocale(to)) {
    return errorResponse(new HttpError(400, 'unknownLanguage', 'Unknown language'))
  }
  const from = refererOf(request, env)
  const location = from ? samePageIn(to, from.pathname, from.search) : pathFor(to, 'home')
  const cookie = localeCookieText(to, secureCookiesFor(env))
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Set-Cookie': cookie, 'Cache-Control': 'private, no-store' },
  })
}
