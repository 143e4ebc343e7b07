import { describe, expect, it } from 'vitest'

import {
  absoluteUrl,
  breadcrumbList,
  jsonLdText,
  organization,
  partItemList,
} from './structured-data'

const origin = 'https://shop.example'

describe('jsonLdText', () => {
  it('cannot end its script element early, and parses back to the same data', () => {
    const data = { name: 'Relay </script><script>alert(1)</script> \u2028 ok' }
    const text = jsonLdText(data)
    expect(text).not.toContain('<')
    expect(text).not.toContain('\u2028')
    expect(JSON.parse(text)).toEqual(data)
  })
})

describe('absoluteUrl', () => {
  it('puts a path on the origin and keeps an absolute URL', () => {
    expect(absoluteUrl(origin, '/es/productos')).toBe('https://shop.example/es/productos')
    expect(absoluteUrl(`${origin}/`, 'media/a.png')).toBe('https://shop.example/media/a.png')
    expect(absoluteUrl(origin, 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
  })
})

describe('breadcrumbList', () => {
  it('follows the visible trail: positions from 1, links absolute, the current page unlinked', () => {
    const list = breadcrumbList(
      [
        { label: 'Inicio', href: '/es' },
        { label: 'Productos', href: '/es/productos' },
        { label: 'Canaleta ranurada' },
      ],
      origin,
    )
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://shop.example/es' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Productos',
          item: 'https://shop.example/es/productos',
        },
        { '@type': 'ListItem', position: 3, name: 'Canaleta ranurada' },
      ],
    })
  })
})

describe('partItemList', () => {
  it('lists the rows in the order shown, each with its page, and no price', () => {
    const list = partItemList(
      [
        {
          pn: 'WD1X1-6FT',
          description: 'Wire duct, 1 × 1 in',
          href: '/products/wire-duct/WD1X1-6FT',
        },
        {
          pn: 'WD1X2-6FT',
          description: 'Wire duct, 1 × 2 in',
          href: '/products/wire-duct/WD1X2-6FT',
        },
      ],
      { name: 'Wire Duct', origin },
    )
    expect(list.name).toBe('Wire Duct')
    expect(list.numberOfItems).toBe(2)
    expect(list.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'WD1X1-6FT Wire duct, 1 × 1 in',
        url: 'https://shop.example/products/wire-duct/WD1X1-6FT',
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'WD1X2-6FT Wire duct, 1 × 2 in',
        url: 'https://shop.example/products/wire-duct/WD1X2-6FT',
      },
    ])
    expect(JSON.stringify(list)).not.toMatch(/price/i)
  })
})

describe('organization', () => {
  it('names the company, its logo and sales contact, in the page language', () => {
    const company = organization(
      {
        name: 'Allegheny Controls',
        homePath: '/es',
        logoUrl: '/api/cms/media/file/logo.png',
        phone: '+1 (724) 555-0142',
        email: 'sales@example.com',
        address: '100 Main St, Pittsburgh, PA',
        profiles: ['https://www.linkedin.com/company/x'],
      },
      origin,
    )
    expect(company).toMatchObject({
      '@type': 'Organization',
      name: 'Allegheny Controls',
      url: 'https://shop.example/es',
      logo: 'https://shop.example/api/cms/media/file/logo.png',
      telephone: '+1 (724) 555-0142',
      email: 'sales@example.com',
      address: '100 Main St, Pittsburgh, PA',
      contactPoint: { '@type': 'ContactPoint', telephone: '+1 (724) 555-0142' },
      sameAs: ['https://www.linkedin.com/company/x'],
    })
  })

  it('leaves out what the settings do not have', () => {
    const company = organization({ name: 'Shop', homePath: '/', phone: ' ' }, origin)
    expect(company).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Shop',
      url: 'https://shop.example/',
    })
  })
})
