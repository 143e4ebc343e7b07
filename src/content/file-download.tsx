import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'
import { DownloadIcon } from '@/ui/icons'

export async function FileDownload({
  file,
  locale,
}: {
  file: Media | number | null | undefined
  locale: Locale
}) {
  if (!file || typeof file !== 'object' || !file.url) return null
  const t = await getTranslations({ locale, namespace: 'lists' })
  const sizeKb = file.filesize ? Math.max(1, Math.round(file.filesize / 1024)) : null
  return (
    <a
      href={file.url}
      download
      className="flex items-center gap-3 rounded-xl bg-primary-700 px-5 py-4 font-semibold text-white shadow hover:bg-primary-800"
    >
      <DownloadIcon className="text-2xl" aria-hidden />
      <span>
        {t('download')}
        <span className="block text-xs font-normal text-primary-100">
          {file.filename}
          {sizeKb ? ` · ${sizeKb} KB` : ''}
        </span>
      </span>
    </a>
  )
}
