import type { Field, GlobalAfterChangeHook, GlobalConfig } from 'payload'

import { anyone, editors } from '@/platform/access'
import { iconSetNames } from '@/ui/icon-names'

import { linkField } from '../fields'
import { revalidateEverything } from '../revalidate'

const clearAllPages: GlobalAfterChangeHook = ({ req, doc }) => {
  revalidateEverything(req.payload)
  return doc
}
const revalidate = { afterChange: [clearAllPages] }

/** Header: the main menu (with submenus) and the shop mega-menu (columns of categories and product families). */
export const HeaderMenu: GlobalConfig = {
  slug: 'header-menu',
  label: { en: 'Header menu', es: 'Menú de cabecera' },
  admin: { group: { en: 'Navigation', es: 'Navegación' } },
  access: { read: anyone, update: editors },
  fields: [
    {
      name: 'shopMenu',
      type: 'group',
      fields: [
        { name: 'label', type: 'text', localized: true, required: true, defaultValue: 'Shop' },
        {
          ...linkField('link', { label: false }),
          admin: {
            description: {
              en: 'Optional: a page shown at the foot of the menu beside "All products" (which always lists the whole catalogue).',
              es: 'Opcional: una página que se muestra al pie del menú junto a «Todos los productos» (que siempre lleva al catálogo completo).',
            },
          },
        } as Field,
        {
          name: 'columns',
          type: 'array',
          // one per category; categories without a column are added after these
          maxRows: 12,
          admin: {
            description: {
              en: 'Columns in this order, each with the families it features. Categories without a column are added after them.',
              es: 'Columnas en este orden, cada una con las familias que destaca. Las categorías sin columna se añaden después.',
            },
          },
          fields: [
            { name: 'category', type: 'relationship', relationTo: 'categories', required: true },
            { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true },
          ],
        },
        {
          // a help line at the foot of the shop menu (desktop mega-menu and phone menu), with
          // links to pages of the site that resolve to the page's language
          name: 'note',
          type: 'richText',
          localized: true,
          admin: {
            description: {
              en: 'Optional: a short line at the foot of the menu, e.g. where buyers get help choosing a part. Links to pages of this site open in the visitor’s language.',
              es: 'Opcional: una línea breve al pie del menú, p. ej. dónde obtener ayuda para elegir una pieza. Los enlaces a páginas de este sitio abren en el idioma del visitante.',
            },
          },
        },
      ],
    },
    {
      name: 'menuItems',
      type: 'array',
      maxRows: 8,
      fields: [
        linkField('link'),
        {
          // drawn from the icon set shipped with the site (no icon service: the CSP forbids one)
          name: 'icon',
          type: 'select',
          options: iconSetNames.map((name) => ({ label: name, value: name })),
          admin: {
            description: {
              en: 'Optional: shown before the label.',
              es: 'Opcional: se muestra antes del texto.',
            },
          },
        },
        { name: 'submenuItems', type: 'array', fields: [linkField('link')] },
      ],
    },
  ],
  hooks: revalidate,
}

export const FooterMenu: GlobalConfig = {
  slug: 'footer-menu',
  label: { en: 'Footer menu', es: 'Menú de pie' },
  admin: { group: { en: 'Navigation', es: 'Navegación' } },
  access: { read: anyone, update: editors },
  fields: [
    { name: 'about', type: 'textarea', localized: true },
    {
      name: 'columns',
      type: 'array',
      maxRows: 4,
      fields: [
        { name: 'heading', type: 'text', localized: true, required: true },
        { name: 'links', type: 'array', fields: [linkField('link')] },
      ],
    },
    { name: 'legalLinks', type: 'array', fields: [linkField('link')] },
  ],
  hooks: revalidate,
}
