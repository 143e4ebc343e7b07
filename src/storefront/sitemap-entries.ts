import 'server-only'

import { partSitemapEntries, productsIndexSitemapEntry } from '@/catalog/sitemap-entries'
import type { SitemapEntry } from '@/content/sitemap'
import { crossReferenceSitemapEntries } from '@/cross-reference/sitemap-entries'
import { documentSitemapEntries } from '@/content/sitemap-entries'
import { getPayloadClient } from '@/platform/payload'

/**
 * Every URL of the site: the products index, every published document, every part page, then
 * the cross-reference index and its makers' pages.
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const payload = await getPayloadClient()
  return [
    productsIndexSitemapEntry(),
    ...(await documentSitemapEntries(payload)),
    ...(await partSitemapEntries(payload)),
    ...(await crossReferenceSitemapEntries(payload)),
  ]
}
