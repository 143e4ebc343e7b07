/**
 * The language of the site a request came from, for what a buyer's own action sends them (a
 * sign-in code, the code of an e-mail change, a cancelled order's notice). Pure.
 *
 * 1. `X-Shop-Locale`: the page's language, which the browser's fetch helper sends on every call;
 * 2. the `Referer`'s path: `/es` or `/es/…` is the Spanish site, any other path the English one
 *    (browsers send the full same-origin referrer under the shop's `Referrer-Policy`);
 * 3. the `NEXT_LOCALE` cookie (the language chosen at `/`);
 * 4. English.
 *
 * Mails staff trigger do not use this: they go out in the buyer's language (their web user's
 * `locale`, which a sign-in sets from this).
 */
import { defaultLocale, isLocale, localeCookie, type Locale } from './locales'

/** The header the browser's fetch helper sends with the page's language. */
export const localeHeader = 'x-shop-locale'

function refererLocale(referer: string | null): Locale | null {
  if (!referer) return null
  try {
    const { pathname } = new URL(referer)
    return pathname === '/es' || pathname.startsWith('/es/') ? 'es' : 'en'
  } catch {
    return null
  }
}

function cookieLocale(cookie: string | null): Locale | null {
  const value = cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === localeCookie.name)?.[1]
  return isLocale(value) ? value : null
}

/** The language the request states (steps 1–3), or null when it says none. */
export function statedLocaleOfRequest(headers: Headers | null | undefined): Locale | null {
  if (!headers) return null
  const asked = headers.get(localeHeader)
  if (isLocale(asked)) return asked
  return refererLocale(headers.get('referer')) ?? cookieLocale(headers.get('cookie'))
}

export function localeOfRequest(headers: Headers | null | undefined): Locale {
  return statedLocaleOfRequest(headers) ?? defaultLocale
}
