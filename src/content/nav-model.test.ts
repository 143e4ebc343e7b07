import { describe, expect, it } from 'vitest'

import type { FooterMenu, HeaderMenu, Product, SiteSetting } from '@/payload-types'

import { footerModel, headerModel } from './nav-model'

// Only the fields the models read; the rest of each document does not matter here.
const settings = {
  id: 1,
  companyName: 'Allegheny Controls',
  contact: { phone: '+1 724 555 0142', email: '', address: null },
  socialLinks: [{ platform: 'linkedin', url: 'https://linkedin.example/ac', id: 'a' }],
} as SiteSetting

const family = (slug: string | null, title: string) => ({ id: 7, slug, title }) as Product

describe('site chrome models', () => {
  it('gives the header plain links in the page’s language, dropping families without a slug', () => {
    const menu = {
      id: 1,
      menuItems: [
        {
          link: { type: 'external', url: '/contact', label: 'Contact' },
          submenuItems: [{ link: { type: 'external', url: null, label: 'Broken' } }],
        },
      ],
    } as HeaderMenu
    const model = headerModel('es', settings, menu, [
      family('wire-duct', 'Canaleta'),
      family(null, 'Sin slug'),
    ])
    expect(model).toEqual({
      companyName: 'Allegheny Controls',
      phone: '+1 724 555 0142',
      shop: { label: 'Shop', href: '/es/productos', columns: [] },
      items: [{ label: 'Contact', href: '/contact', newTab: undefined, children: [] }],
      searchable: [{ label: 'Canaleta', href: '/es/productos/wire-duct' }],
    })
  })

  it('gives the footer its columns, legal links, contact and social links', () => {
    const menu = {
      id: 1,
      about: '',
      columns: [
        {
          heading: 'Company',
          links: [{ link: { type: 'external', url: '/about', label: 'About' } }],
        },
      ],
      legalLinks: [{ link: { type: 'external', url: '/privacy', label: 'Privacy', newTab: true } }],
    } as FooterMenu
    expect(footerModel('en', settings, menu)).toEqual({
      companyName: 'Allegheny Controls',
      about: null,
      contact: { phone: '+1 724 555 0142', email: null, address: null },
      columns: [
        { heading: 'Company', links: [{ label: 'About', href: '/about', newTab: undefined }] },
      ],
      legal: [{ label: 'Privacy', href: '/privacy', newTab: true }],
      social: [{ platform: 'linkedin', url: 'https://linkedin.example/ac' }],
    })
  })
})
