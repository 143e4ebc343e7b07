import { match } from '@formatjs/intl-localematcher'
import Negotiator from 'negotiator'

import { defaultLocale, isLocale, type Locale, locales, toLocale } from './locales'

/**
 * Language for the bare root `/` only: the remembered cookie, else the
 * browser's preferred languages, else English. Every other URL carries its
 * own locale, so a shared link never changes language.
 */
export function negotiateLocale(input: {
  cookie?: string | null
  acceptLanguage?: string | null
}): Locale {
  if (isLocale(input.cookie)) return input.cookie
  if (!input.acceptLanguage) return defaultLocale
  const requested = new Negotiator({
    headers: { 'accept-language': input.acceptLanguage },
  }).languages()
  try {
    const chosen = match(requested, [...locales], defaultLocale)
    return toLocale(chosen)
  } catch {
    return defaultLocale
  }
}
