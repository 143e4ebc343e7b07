import { getLocale } from 'next-intl/server'

import { SearchForm } from '@/catalog/search/ui/search-sections'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { notFoundMetadata, NotFoundView } from '@/ui/not-found-view'

export const generateMetadata = notFoundMetadata

export default async function NotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : defaultLocale
  return <NotFoundView search={<SearchForm locale={locale} query="" />} />
}
