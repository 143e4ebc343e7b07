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
