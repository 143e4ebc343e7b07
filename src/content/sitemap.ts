/** Sitemap XML with hreflang alternates, split into numbered sitemaps past 50,000 URLs. Pure module. */
import { locales, type Locale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'

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

/** The most URLs one sitemap file may list (sitemaps.org). */
export const MAX_SITEMAP_URLS = 50_000

/** `/sitemaps/2.xml`, `/es/sitemaps/2.xml`: the n-th (1-based) sitemap of a locale's index. */
export function sitemapPartPath(locale: Locale, n: number): string {
  const home = pathFor(locale, 'home')
  return `${home === '/' ? '' : home}/sitemaps/${n}.xml`
}

/** How many numbered sitemaps a locale needs (1 when everything fits in one). */
export function sitemapPartCount(
  locale: Locale,
  entries: SitemapEntry[],
  max = MAX_SITEMAP_URLS,
): number {
  const count = entries.filter((entry) => entry.paths[locale]).length
  return Math.max(1, Math.ceil(count / max))
}

/** The entries of the n-th (1-based) sitemap of a locale, in the entries' order; null past the end. */
export function sitemapPartEntries(
  locale: Locale,
  entries: SitemapEntry[],
  n: number,
  max = MAX_SITEMAP_URLS,
): SitemapEntry[] | null {
  if (!Number.isSafeInteger(n) || n < 1) return null
  const inLocale = entries.filter((entry) => entry.paths[locale])
  if (n > Math.max(1, Math.ceil(inLocale.length / max))) return null
  return inLocale.slice((n - 1) * max, n * max)
}

export function buildSitemapIndexXml(origin: string, paths: string[]): string {
  const sitemaps = paths.map((path) => `<sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`
}

/**
 * A locale's `/sitemap.xml`: the URL set itself while it holds at most `max` URLs, else an
 * index of the numbered sitemaps (`sitemapPartPath`).
 */
export function buildLocaleSitemapXml(
  locale: Locale,
  origin: string,
  entries: SitemapEntry[],
  max = MAX_SITEMAP_URLS,
): string {
  const parts = sitemapPartCount(locale, entries, max)
  if (parts === 1) return buildSitemapXml(locale, origin, entries)
  return buildSitemapIndexXml(
    origin,
    Array.from({ length: parts }, (_, index) => sitemapPartPath(locale, index + 1)),
  )
}
