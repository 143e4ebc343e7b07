/** Shapes shared by the demo-content modules. */
import type { Locale } from '@/i18n/locales'

/** A text in both languages of the site. */
export type Bilingual = Record<Locale, string>

export const pick = (text: Bilingual, locale: Locale): string => text[locale]

/** Document ids of everything created so far, by a stable seed key. */
export type SeedIds = {
  media: Record<string, number>
  categories: Record<string, number>
  families: Record<string, number>
  pages: Record<string, number>
  industries: Record<string, number>
  articles: Record<string, number>
  resources: Record<string, number>
  testimonials: Record<string, number>
  whitePapers: Record<string, number>
}
