import { getLocale } from 'next-intl/server'

import { SearchForm } from '@/catalog/search/ui/search-sections'
import { toLocale } from '@/i18n/locales'
import { notFoundMetadata, NotFoundView } from '@/ui/not-found-view'

/** The 404 inside the site's chrome: the shared view with the catalogue's search box. */
async function Page() {
  const requested = await getLocale()
  const locale = toLocale(requested)
  return <NotFoundView search={<SearchForm locale={locale} query="" />} />
}

export const notFoundRoute = { generateMetadata: notFoundMetadata, Page }
