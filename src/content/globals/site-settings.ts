import type { GlobalConfig } from 'payload'

import { adminOnly, sales } from '@/platform/access'

import { revalidateEverything } from '../revalidate'

const socialPlatforms = ['linkedin', 'youtube', 'facebook', 'x', 'instagram'] as const

/**
 * Site-wide settings: the company block every page shows. What checkout runs on (fees, tax,
 * rates, reps, order notices) is checkout's own global (`checkout-settings`).
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { en: 'Site settings', es: 'Ajustes del sitio' },
  admin: { group: { en: 'Settings', es: 'Ajustes' } },
  // pages read the company block through the Local API; Payload's API shows it to admin and
  // sales only, and only an admin changes it (DOMAIN §10)
  access: { read: sales, update: adminOnly },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { en: 'Company', es: 'Empresa' },
          fields: [
            {
              name: 'companyName',
              type: 'text',
              required: true,
              defaultValue: 'Allegheny Controls',
            },
            { name: 'tagline', type: 'text', localized: true },
            { name: 'logo', type: 'upload', relationTo: 'media' },
            {
              name: 'contact',
              type: 'group',
              fields: [
                { name: 'phone', type: 'text' },
                { name: 'email', type: 'email' },
                { name: 'address', type: 'textarea', localized: true },
                { name: 'hours', type: 'text', localized: true },
              ],
            },
            {
              name: 'socialLinks',
              type: 'array',
              fields: [
                {
                  name: 'platform',
                  type: 'select',
                  required: true,
                  options: socialPlatforms.map((value) => ({ label: value, value })),
                },
                { name: 'url', type: 'text', required: true },
              ],
            },
          ],
        },
      ],
    },
  ],
  hooks: {
    // the company block is on every page
    afterChange: [
      ({ req, doc }) => {
        revalidateEverything(req.payload)
        return doc
      },
    ],
  },
}
