export const locales = ['en', 'es'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

/** Cookie that remembers the visitor's language for the bare root `/` only. */
export const localeCookie = {
  name: 'NEXT_LOCALE',
  maxAgeSeconds: 365 * 24 * 60 * 60,
} as const

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}
