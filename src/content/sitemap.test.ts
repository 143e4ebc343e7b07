import { describe, expect, it } from 'vitest'

import { buildSitemapXml } from './sitemap'

describe('sitemap XML', () => {
  const entries = [
    { paths: { en: '/shop', es: '/es/tienda' }, lastModified: '2026-11-01T00:00:00.000Z' },
    { paths: { en: '/article/only-english' } },
    { paths: { en: '/shop/a&b', es: '/es/tienda/a&b' } },
  ]

  it('lists the documents of its locale, each with every language version and x-default', () => {
    const xml = buildSitemapXml('es', 'https://shop.example', entries)
    expect(xml).toContain(
      '<loc>https://shop.example/es/tienda</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod>',
    )
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/shop"/>',
    )
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/shop"/>',
    )
    expect(xml).not.toContain('only-english')
    expect(xml.match(/<url>/g)).toHaveLength(2)
  })

  it('escapes XML in URLs', () => {
    const xml = buildSitemapXml('en', 'https://shop.example', entries)
    expect(xml).toContain('<loc>https://shop.example/shop/a&amp;b</loc>')
    expect(xml).toContain('<loc>https://shop.example/article/only-english</loc>')
  })
})
