import 'server-only'

import type { Payload } from 'payload'

import { locales, type Locale } from '@/i18n/locales'

import { linkableCollections } from './fields'
import { documentPath } from './links'
import type { SitemapEntry } from './sitemap'

type Localized<T> = T | Partial<Record<Locale, T>> | null | undefined

function inLocale<T>(value: Localized<T>, locale: Locale): T | undefined {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return (value as Partial<Record<Locale, T>>)[locale]
  return (value ?? undefined) as T | undefined
}

/** Every published document of every routed collection, with its URL per locale. */
export async function documentSitemapEntries(payload: Payload): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = []
  for (const collection of linkableCollections) {
    const { docs } = await payload.find({
      collection,
      locale: 'all',
      depth: 0,
      pagination: false,
      where: { _status: { equals: 'published' } },
    })
    for (const doc of docs as unknown as {
      slug?: Localized<string>
      path?: Localized<string>
      isHome?: boolean
      updatedAt?: string
    }[]) {
      const paths: Partial<Record<Locale, string>> = {}
      for (const locale of locales) {
        const path = documentPath(locale, collection, {
          slug: inLocale(doc.slug, locale),
          path: inLocale(doc.path, locale),
          isHome: doc.isHome,
        })
        if (path) paths[locale] = path
      }
      entries.push({ paths, lastModified: doc.updatedAt })
    }
  }
  return entries
}
