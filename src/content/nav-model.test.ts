import { describe, expect, it } from 'vitest'

import type { Category, FooterMenu, HeaderMenu, Product, SiteSetting } from '@/payload-types'

import { catalogueGroups, footerModel, headerModel, shopMenuNote } from './nav-model'

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
    const model = headerModel(
      'es',
      settings,
      menu,
      [family('wire-duct', 'Canaleta'), family(null, 'Sin slug')],
      [],
    )
    expect(model).toEqual({
      companyName: 'Allegheny Controls',
      phone: '+1 724 555 0142',
      shop: { label: 'Shop', href: '/es/productos', landing: null, columns: [] },
      items: [{ label: 'Contact', href: '/contact', newTab: undefined, icon: null, children: [] }],
      searchable: [{ label: 'Canaleta', href: '/es/productos/wire-duct' }],
    })
  })

  const category = (id: number, slug: string, title: string) => ({ id, slug, title }) as Category
  const pilotLights = category(1, 'pilot-lights', 'Pilot Lights')
  const towerLights = category(2, 'tower-lights', 'Tower Lights')
  const enclosures = category(3, 'enclosures', 'Enclosures')
  const catalogue = [
    { category: pilotLights, families: [family('22mm-lights', '22 mm lights')] },
    {
      category: towerLights,
      families: ['a', 'b', 'c', 'd', 'e', 'f'].map((slug) => family(slug, slug.toUpperCase())),
    },
    { category: enclosures, families: [family('enc', 'Enclosures')] },
  ]

  it('lists every category of the catalogue in the shop menu: the staff’s columns first, then the rest', () => {
    const menu = {
      id: 1,
      shopMenu: {
        label: 'Shop',
        link: { type: 'internal', reference: null },
        columns: [
          { category: enclosures, products: [family('enc', 'Enclosures')] },
          { category: pilotLights, products: [] },
        ],
      },
    } as unknown as HeaderMenu
    const { shop } = headerModel('en', settings, menu, [], catalogue)
    expect(shop.columns.map((column) => column.category)).toEqual([
      { label: 'Enclosures', href: '/category/enclosures' },
      { label: 'Pilot Lights', href: '/category/pilot-lights' },
      { label: 'Tower Lights', href: '/category/tower-lights' },
    ])
    // the staff's chosen families are kept (none chosen: none shown); an added column shows five
    expect(shop.columns[0]!.products).toEqual([{ label: 'Enclosures', href: '/products/enc' }])
    expect(shop.columns[1]!.products).toEqual([])
    expect(shop.columns[2]!.products.map((link) => link.label)).toEqual(['A', 'B', 'C', 'D', 'E'])
  })

  it('keeps in "All products" every category the shop menu links, also one whose families are all hidden accessories', () => {
    const terminalBlocks = {
      ...category(4, 'terminal-blocks', 'Terminal Blocks'),
      showAccessoriesInShop: false,
    } as Category
    const jumpers = { ...family('jumpers', 'Jumpers'), category: 4, isAccessory: true } as Product
    const lights = { ...family('22mm-lights', '22 mm lights'), category: pilotLights } as Product
    const lamps = { ...family('lamps', 'Lamps'), id: 8, category: 1, isAccessory: true } as Product
    const groups = catalogueGroups(
      [{ ...pilotLights, showAccessoriesInShop: true } as Category, terminalBlocks],
      [lights, lamps, jumpers],
    )
    expect(groups.map((group) => [group.category.slug, group.families.map((f) => f.slug)])).toEqual(
      [
        ['pilot-lights', ['22mm-lights', 'lamps']],
        // its only family is an accessory it does not show: the category stays, the family not
        ['terminal-blocks', []],
      ],
    )
    const menu = {
      id: 1,
      shopMenu: {
        label: 'Shop',
        link: null,
        columns: [{ category: terminalBlocks, products: [jumpers] }],
      },
    } as unknown as HeaderMenu
    const { shop } = headerModel('en', settings, menu, [], groups)
    expect(shop.columns.map((column) => column.category.label).sort()).toEqual(
      groups.map((group) => group.category.title).sort(),
    )
  })

  it('sends "All products" to the whole catalogue; a page staff linked shows beside it', () => {
    const shopPage = { id: 9, path: 'tienda', title: 'Tienda' }
    const menu = {
      id: 1,
      shopMenu: {
        label: 'Tienda',
        link: { type: 'internal', reference: { relationTo: 'pages', value: shopPage } },
        columns: [],
      },
    } as unknown as HeaderMenu
    const { shop } = headerModel('es', settings, menu, [], catalogue)
    expect(shop.href).toBe('/es/productos')
    expect(shop.landing).toEqual({ label: 'Tienda', href: '/es/tienda', newTab: undefined })
    expect(shop.columns).toHaveLength(3)
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

  it('gives a menu item its icon of the shipped set and keeps which links open in a new tab', () => {
    const terms = { id: 4, path: 'terminos', title: 'Términos de venta' }
    const menu = {
      id: 1,
      menuItems: [
        {
          icon: 'document',
          link: { type: 'external', url: '/es/documento', label: 'Documentos' },
          submenuItems: [
            {
              link: {
                type: 'internal',
                reference: { relationTo: 'pages', value: terms },
                newTab: true,
              },
            },
          ],
        },
        // a name stored when the icon was free text (a Font Awesome class) draws nothing
        { icon: 'fa-phone', link: { type: 'external', url: '/es/contacto', label: 'Contacto' } },
      ],
    } as unknown as HeaderMenu
    expect(headerModel('es', settings, menu, [], []).items).toEqual([
      {
        label: 'Documentos',
        href: '/es/documento',
        newTab: undefined,
        icon: 'document',
        children: [{ label: 'Términos de venta', href: '/es/terminos', newTab: true }],
      },
      { label: 'Contacto', href: '/es/contacto', newTab: undefined, icon: null, children: [] },
    ])
  })

  const paragraph = (...children: object[]) => ({ type: 'paragraph', children })
  const note = (...children: object[]) => ({ root: { type: 'root', children } })

  it('shows the shop menu’s note only when staff wrote something in it', () => {
    const menuWith = (value: unknown) =>
      ({ id: 1, shopMenu: { note: value } }) as unknown as HeaderMenu
    const written = note(
      paragraph(
        { type: 'text', text: 'Need help? ' },
        { type: 'link', children: [{ type: 'text', text: 'Contact sales' }] },
      ),
    )
    expect(shopMenuNote(menuWith(written))).toBe(written)
    // the editor keeps an empty paragraph once the field was touched
    expect(shopMenuNote(menuWith(note(paragraph())))).toBeNull()
    expect(shopMenuNote(menuWith(note(paragraph({ type: 'text', text: '  ' }))))).toBeNull()
    expect(shopMenuNote(menuWith(null))).toBeNull()
    expect(shopMenuNote({ id: 1 } as HeaderMenu)).toBeNull()
  })
})
