import { describe, expect, it } from 'vitest'

import {
  buildLocaleSitemapXml,
  sitemapPartCount,
  sitemapPartEntries,
  sitemapPartPath,
  type SitemapEntry,
} from './sitemap'

const entries: SitemapEntry[] = [
  { paths: { en: '/products/wire-duct', es: '/es/productos/wire-duct' } },
  { paths: { en: '/article/only-english' } },
  { paths: { en: '/products/wire-duct/WD1X1-6FT', es: '/es/productos/wire-duct/WD1X1-6FT' } },
  { paths: { en: '/products/wire-duct/WD1X2-6FT', es: '/es/productos/wire-duct/WD1X2-6FT' } },
  { paths: { es: '/es/articulo/solo-espanol' } },
]

describe('numbered sitemaps past the URL limit', () => {
  it('names numbered sitemaps per locale', () => {
    expect(sitemapPartPath('en', 1)).toBe('/sitemaps/1.xml')
    expect(sitemapPartPath('es', 12)).toBe('/es/sitemaps/12.xml')
  })

  it('keeps one URL set while everything fits', () => {
    const xml = buildLocaleSitemapXml('en', 'https://shop.example', entries, 4)
    expect(xml).toContain('<urlset')
    expect(xml.match(/<url>/g)).toHaveLength(4)
    expect(sitemapPartCount('en', entries, 4)).toBe(1)
  })

  it('answers an index of numbered sitemaps beyond the limit, split in order', () => {
    // English has 4 URLs: with 3 per file, two files
    const xml = buildLocaleSitemapXml('en', 'https://shop.example', entries, 3)
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://shop.example/sitemaps/1.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://shop.example/sitemaps/2.xml</loc></sitemap>\n' +
        '</sitemapindex>\n',
    )
    expect(sitemapPartEntries('en', entries, 1, 3)?.map((e) => e.paths.en)).toEqual([
      '/products/wire-duct',
      '/article/only-english',
      '/products/wire-duct/WD1X1-6FT',
    ])
    expect(sitemapPartEntries('en', entries, 2, 3)?.map((e) => e.paths.en)).toEqual([
      '/products/wire-duct/WD1X2-6FT',
    ])
    expect(sitemapPartEntries('en', entries, 3, 3)).toBeNull()
    expect(sitemapPartEntries('en', entries, 0, 3)).toBeNull()
    // Spanish has 4 URLs too, its own files
    expect(sitemapPartEntries('es', entries, 2, 3)?.map((e) => e.paths.es)).toEqual([
      '/es/articulo/solo-espanol',
    ])
  })

  it('serves sitemap 1 even when a locale has no URL', () => {
    expect(sitemapPartEntries('es', [], 1)).toEqual([])
    expect(sitemapPartCount('es', [])).toBe(1)
  })
})
