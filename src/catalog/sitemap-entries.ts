import 'server-only'

import type { Payload } from 'payload'

import type { SitemapEntry } from '@/content/sitemap'
import { locales, type Locale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'

import { listingRule, loadSeries } from './catalog-data'

/** The products index, in each locale. */
export function productsIndexSitemapEntry(): SitemapEntry {
  return { paths: { en: pathFor('en', 'products'), es: pathFor('es', 'products') } }
}

/**
 * Every part page (`/products/{family}/{pn}` in each locale): listed, available parts of
 * published families, by family then part number.
 */
export async function partSitemapEntries(payload: Payload): Promise<SitemapEntry[]> {
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
