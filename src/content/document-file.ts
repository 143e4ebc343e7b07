/**
 * Which file a document (resource, white paper) offers on a page, pure. A document has a file
 * per language (`file` in English, `fileEs` in Spanish); a page offers the one in its own
 * language, else the other one, whose language the page then names beside the link. A page
 * never shows a missing link: no file in either language, no download.
 */
import type { Locale } from '@/i18n/locales'

type FileRef<M> = M | number | null | undefined

export type DocumentFiles<M> = { file?: FileRef<M>; fileEs?: FileRef<M> }

export type OfferedFile<M> = {
  file: M | number
  /** The language of the file's text. */
  language: Locale
  /** True when it is not the page's language: the link says which language it is in. */
  otherLanguage: boolean
}

const present = <M>(ref: FileRef<M>): ref is M | number => ref !== null && ref !== undefined

/** The file a page in `locale` offers, and its language; null when the document has none. */
export function offeredFile<M>(doc: DocumentFiles<M>, locale: Locale): OfferedFile<M> | null {
  const byLanguage: Record<Locale, FileRef<M>> = { en: doc.file, es: doc.fileEs }
  const other: Locale = locale === 'es' ? 'en' : 'es'
  const own = byLanguage[locale]
  if (present(own)) return { file: own, language: locale, otherLanguage: false }
  const fallback = byLanguage[other]
  if (present(fallback)) return { file: fallback, language: other, otherLanguage: true }
  return null
}

/** The language a document's download is in when it is not the page's; null otherwise. */
export function otherFileLanguage<M>(doc: DocumentFiles<M>, locale: Locale): Locale | null {
  const offered = offeredFile(doc, locale)
  return offered?.otherLanguage ? offered.language : null
}
