import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'
import { DownloadIcon } from '@/ui/icons'

import { offeredFile, type DocumentFiles } from './document-file'

/**
 * A document's download: the file in the page's language, else the other language's file
 * with its language named on the link ("(en inglés)", "(Spanish)"); nothing without a file.
 */
export async function FileDownload({ doc, locale }: { doc: DocumentFiles<Media>; locale: Locale }) {
  const offered = offeredFile(doc, locale)
  const file = offered?.file
  if (!offered || !file || typeof file !== 'object' || !file.url) return null
  const t = await getTranslations({ locale, namespace: 'lists' })
  const sizeKb = file.filesize ? Math.max(1, Math.round(file.filesize / 1024)) : null
  return (
    <a
      href={file.url}
      download
      hrefLang={offered.language}
      data-testid="file-download"
      className="flex items-center gap-3 rounded-xl bg-primary-700 px-5 py-4 font-semibold text-white shadow hover:bg-primary-800"
    >
      <DownloadIcon className="text-2xl" aria-hidden />
      <span>
        {t('download')}
        {offered.otherLanguage ? (
          <span data-testid="file-language"> ({t(`fileLanguage.${offered.language}`)})</span>
        ) : null}
        <span className="block text-xs font-normal text-primary-100">
          {file.filename}
          {sizeKb ? ` · ${sizeKb} KB` : ''}
        </span>
      </span>
    </a>
  )
}
