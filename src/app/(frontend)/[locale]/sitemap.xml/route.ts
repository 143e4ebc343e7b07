import { notFound } from 'next/navigation'

import { siteUrl } from '@/content/resolve'
import { buildSitemapXml } from '@/content/sitemap'
import { sitemapEntries } from '@/content/sitemap-entries'
import { isLocale } from '@/i18n/locales'

// Cached like the pages; content hooks revalidate /{locale}/sitemap.xml on every publish.
export const dynamic = 'force-static'
export function generateStaticParams() {
  return []
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const xml = buildSitemapXml(locale, siteUrl(), await sitemapEntries())
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
