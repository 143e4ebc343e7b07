/** Shapes shared by the demo-content modules. */
import type { Locale } from '@/i18n/locales'

/** A text in both languages of the site. */
export type Bilingual = Record<Locale, string>
