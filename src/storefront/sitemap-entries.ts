import 'server-only'

import { partSitemapEntries, productsIndexSitemapEntry } from '@/catalog/sitemap-entries'
import type { SitemapEntry } from '@/content/sitemap'
import { documentSitemapEntries } from '@/content/sitemap-entries'
import { getPayloadClient } from '@/platform/payload'

/** Every URL of the site: the products index, every published document, then every part page. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const payload = await getPayloadClient()
  return [
    productsIndexSitemapEntry(),
    ...(await documentSitemapEntries(payload)),
    ...(await partSitemapEntries(payload)),
  ]
}
