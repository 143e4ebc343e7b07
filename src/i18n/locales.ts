export const locales = ['en', 'es'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

/** Cookie that remembers the visitor's language for the bare root `/` only. */
export const localeCookie = {
  name: 'NEXT_LOCALE',
  maxAgeSeconds: 365 * 24 * 60 * 60,
} as const

/** The Set-Cookie / document.cookie text that remembers a language choice. */
export function localeCookieText(locale: Locale, secure = false): string {
  return [
    `${localeCookie.name}=${locale}`,
    'Path=/',
    `Max-Age=${localeCookie.maxAgeSeconds}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/**
 * The one language fallback: the locale a value names, else the shop's default. For what comes
 * from outside the type system (a URL, a cookie, Payload's admin language, a stored row).
 */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale
}

/**
 * A text stored per language in the locale's language, else the English one (an empty text
 * counts as missing, as the order pages and mails always did).
 */
export function textIn(
  value: Partial<Record<Locale, string | null>> | null | undefined,
  locale: Locale,
): string | undefined {
  return value?.[locale] || value?.[defaultLocale] || undefined
}
