/** The staff member's admin language (Payload's i18n): Spanish or English. */
import { type Locale, toLocale } from '@/i18n/locales'

export function staffLanguage(req: { i18n?: { language?: string } } | undefined): Locale {
  return toLocale(req?.i18n?.language)
}
