import type { GlobalConfig } from 'payload'

import { adminOnly, anyone } from '@/platform/access'

import { revalidateEverything } from '../revalidate'

const socialPlatforms = ['linkedin', 'youtube', 'facebook', 'x', 'instagram'] as const

/**
 * Site-wide settings. Shipping rates, item rules and tax rates are filled by
 * the cart and checkout work; their shapes follow the spec (§3).
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { en: 'Site settings', es: 'Ajustes del sitio' },
  admin: { group: { en: 'Settings', es: 'Ajustes' } },
  access: { read: anyone, update: adminOnly },
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
        {
          label: { en: 'Sales reps', es: 'Representantes' },
          fields: [
            {
              name: 'salesReps',
              type: 'array',
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'rep', type: 'text', required: true },
                { name: 'territory', type: 'text' },
                { name: 'email', type: 'email' },
                {
                  name: 'areaCodes',
                  type: 'text',
                  admin: { description: 'Comma-separated, e.g. 412,724' },
                },
                {
                  name: 'states',
                  type: 'text',
                  admin: { description: 'Comma-separated, e.g. PA,OH' },
                },
                {
                  name: 'countries',
                  type: 'text',
                  admin: { description: 'Comma-separated ISO codes, e.g. MX,CA' },
                },
              ],
            },
          ],
        },
        {
          label: { en: 'Shipping & tax', es: 'Envío e impuestos' },
          fields: [
            {
              name: 'cartShippingRates',
              type: 'array',
              fields: [
                { name: 'code', type: 'text', required: true },
                { name: 'family', type: 'text' },
                { name: 'spqBoxCount', type: 'number', min: 1 },
                { name: 'nonBoxCount', type: 'number', min: 1 },
                {
                  name: 'zones',
                  type: 'array',
                  fields: [
                    { name: 'zone', type: 'number', min: 2, max: 8, required: true },
                    { name: 'spqBoxPrice', type: 'number', min: 0 },
                    { name: 'nonBoxPrice', type: 'number', min: 0 },
                  ],
                },
              ],
            },
            {
              name: 'cartItemRules',
              type: 'array',
              fields: [
                {
                  name: 'pn',
                  type: 'text',
                  required: true,
                  admin: { description: 'Part number or prefix ending in *' },
                },
                { name: 'exemptFromFreeShipping', type: 'checkbox' },
                { name: 'leadTime10Days', type: 'checkbox' },
              ],
            },
            {
              name: 'taxRates',
              type: 'array',
              fields: [
                { name: 'state', type: 'text', required: true },
                { name: 'zipCodes', type: 'text', defaultValue: '*' },
                { name: 'rate', type: 'number', min: 0, max: 100, required: true },
              ],
            },
          ],
        },
      ],
    },
  ],
  hooks: {
    afterChange: [
      ({ req, doc }) => {
        revalidateEverything(req.payload)
        return doc
      },
    ],
  },
}
