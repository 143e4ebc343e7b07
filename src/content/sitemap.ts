/** Sitemap XML with hreflang alternates. Pure module. */
import { locales, type Locale } from '@/i18n/locales'

export type SitemapEntry = { paths: Partial<Record<Locale, string>>; lastModified?: string }

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** One `<url>` per entry that exists in `locale`, each listing every language version and x-default. */
export function buildSitemapXml(locale: Locale, origin: string, entries: SitemapEntry[]): string {
  const urls = entries
    .filter((entry) => entry.paths[locale])
    .map((entry) => {
      const alternates = locales
        .filter((each) => entry.paths[each])
        .map(
          (each) =>
            `<xhtml:link rel="alternate" hreflang="${each}" href="${escapeXml(origin + entry.paths[each])}"/>`,
        )
      if (entry.paths.en)
        alternates.push(
          `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + entry.paths.en)}"/>`,
        )
      const lastmod = entry.lastModified
        ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>`
        : ''
      return `<url><loc>${escapeXml(origin + entry.paths[locale])}</loc>${lastmod}${alternates.join('')}</url>`
    })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}
