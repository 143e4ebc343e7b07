import { notFound } from 'next/navigation'

import { siteUrl } from '@/content/resolve'
import { buildLocaleSitemapXml } from '@/content/sitemap'
import { isLocale } from '@/i18n/locales'
import { sitemapEntries } from '@/storefront/sitemap-entries'

// Cached like the pages; content hooks revalidate /{locale}/sitemap.xml on every publish, and
// part pages (catalogue imports) show up within the hour.
export const dynamic = 'force-static'
export const revalidate = 3600
export function generateStaticParams() {
  return []
}

/** The locale's URLs, or past 50,000 of them an index of `/sitemaps/{n}.xml`. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const xml = buildLocaleSitemapXml(locale, siteUrl(), await sitemapEntries())
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
