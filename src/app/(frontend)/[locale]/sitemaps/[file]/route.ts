import { notFound } from 'next/navigation'

import { siteUrl } from '@/content/resolve'
import { buildSitemapXml, sitemapPartEntries } from '@/content/sitemap'
import { isLocale } from '@/i18n/locales'
import { sitemapEntries } from '@/storefront/sitemap-entries'

// The numbered sitemaps of a locale's sitemap index (`/sitemaps/2.xml`, `/es/sitemaps/2.xml`).
export const dynamic = 'force-static'
export const revalidate = 3600
export function generateStaticParams() {
  return []
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; file: string }> },
) {
  const { locale, file } = await params
  const match = /^([1-9]\d{0,4})\.xml$/.exec(file)
  if (!isLocale(locale) || !match) notFound()
  const entries = sitemapPartEntries(locale, await sitemapEntries(), Number(match[1]))
  if (!entries) notFound()
  const xml = buildSitemapXml(locale, siteUrl(), entries)
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
