import 'server-only'

import type { Payload } from 'payload'

import type { SitemapEntry } from '@/content/sitemap'
import { locales, type Locale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'

import { makersWithRows } from './cross-reference-store'

/** The cross-reference index and every maker's page, in each locale. */
export async function crossReferenceSitemapEntries(payload: Payload): Promise<SitemapEntry[]> {
  const paths = (slug?: string) =>
    Object.fromEntries(
      locales.map((locale) => [locale, pathFor(locale, 'crossReference', slug)]),
    ) as Record<Locale, string>
  const makers = await makersWithRows(payload)
  return [{ paths: paths() }, ...makers.map((maker) => ({ paths: paths(maker.slug) }))]
}
