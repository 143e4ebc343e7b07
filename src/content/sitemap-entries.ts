import 'server-only'

import type { Payload } from 'payload'

import { listingRule, loadSeries } from '@/catalog/catalog-data'
import { locales, type Locale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'

import { linkableCollections } from './fields'
import { documentPath } from './links'
import { getPayloadClient } from '@/platform/payload'
import type { SitemapEntry } from './sitemap'

type Localized<T> = T | Partial<Record<Locale, T>> | null | undefined

function inLocale<T>(value: Localized<T>, locale: Locale): T | undefined {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return (value as Partial<Record<Locale, T>>)[locale]
  return (value ?? undefined) as T | undefined
}

/** Every published document of every routed collection, with its URL per locale. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const payload = await getPayloadClient()
  const entries: SitemapEntry[] = [
    { paths: { en: pathFor('en', 'products'), es: pathFor('es', 'products') } },
  ]
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
  entries.push(...(await partSitemapEntries(payload)))
  return entries
}

/**
 * Every part page (`/products/{family}/{pn}` in each locale): listed, available parts of
 * published families, by family then part number.
 */
async function partSitemapEntries(payload: Payload): Promise<SitemapEntry[]> {
  const [series, families, parts] = await Promise.all([
    loadSeries(payload),
    payload.find({
      collection: 'products',
      depth: 0,
      pagination: false,
      where: { _status: { equals: 'published' } },
      select: { slug: true },
    }),
    payload.find({
      collection: 'parts',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      sort: 'pn',
      select: { pn: true, product: true, available: true, updatedAt: true },
    }),
  ])
  const listed = listingRule(series)
  const familySlugs = new Map(
    families.docs.flatMap((doc) => (typeof doc.slug === 'string' ? [[doc.id, doc.slug]] : [])),
  )
  const entries: SitemapEntry[] = []
  for (const part of parts.docs) {
    const familyId = typeof part.product === 'object' ? part.product?.id : part.product
    const slug = familyId === undefined ? undefined : familySlugs.get(familyId)
    if (!slug || part.available === false || !listed(part.pn)) continue
    const paths: Partial<Record<Locale, string>> = {}
    for (const locale of locales) paths[locale] = pathFor(locale, 'product', [slug, part.pn])
    entries.push({ paths, lastModified: part.updatedAt })
  }
  return entries
}
