import type { GlobalAfterChangeHook, GlobalConfig } from 'payload'

import { anyone, editors } from '@/platform/access'

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
        linkField('link', { label: false }),
        {
          name: 'columns',
          type: 'array',
          maxRows: 6,
          fields: [
            { name: 'category', type: 'relationship', relationTo: 'categories', required: true },
            { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true },
          ],
        },
      ],
    },
    {
      name: 'menuItems',
      type: 'array',
      maxRows: 8,
      fields: [
        linkField('link'),
        { name: 'icon', type: 'text' },
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
