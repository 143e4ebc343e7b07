import type { CollectionConfig } from 'payload'

import { anyone, editors, staffField } from '@/platform/access'

import { revalidateEverything } from '../revalidate'

/**
 * Translatable strings staff can edit. The key names a UI message
 * ("errors.notFound"); the text overrides it per locale, with `~~1~~` for the
 * message's first variable.
 */
export const TStrings: CollectionConfig = {
  slug: 'tstrings',
  labels: {
    singular: { en: 'Translatable string', es: 'Texto traducible' },
    plural: { en: 'Translatable strings', es: 'Textos traducibles' },
  },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['key', 'text', 'updatedAt'],
    group: { en: 'Settings', es: 'Ajustes' },
  },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'text', type: 'textarea', localized: true },
    {
      name: 'changeEditor',
      type: 'text',
      // a staff e-mail address: never in a visitor's answer
      access: { read: staffField },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
  hooks: {
    beforeChange: [
      ({ data, req }) => ({ ...data, changeEditor: req.user?.email ?? data.changeEditor }),
    ],
    afterChange: [
      ({ req, doc }) => {
        revalidateEverything(req.payload)
        return doc
      },
    ],
    afterDelete: [({ req }) => revalidateEverything(req.payload)],
  },
}
