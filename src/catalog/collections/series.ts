import type { CollectionConfig } from 'payload'

import { editors, hasRole } from '@/platform/access'

import { catalogTags } from '../catalog-data'
import { catalogRevalidationHooks } from '../revalidate-catalog'
import { validateSeriesPrefix } from './staff-checks'

/**
 * A product series: a part-number prefix with its discount schedule. A part's
 * series is the longest prefix of its pn (business rules §1); parts of a non-public
 * series are not listed, found or sold.
 */
export const Series: CollectionConfig = {
  slug: 'series',
  labels: {
    singular: { en: 'Series', es: 'Serie' },
    plural: { en: 'Series', es: 'Series' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'discountSchedule', 'isPublic', 'link'],
    group: { en: 'Catalogue', es: 'Catálogo' },
  },
  access: {
    read: ({ req }) => hasRole(req, 'editor', 'sales'),
    create: editors,
    update: editors,
    delete: editors,
  },
  // a series decides which parts are listed and their discount schedule: clear both caches
  hooks: catalogRevalidationHooks([catalogTags.series]),
  fields: [
    {
      name: 'title',
      label: { en: 'Part-number prefix', es: 'Prefijo del número de parte' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
      // prefixes compare without case (business rules §1): stored upper case, checked for twins
      hooks: {
        beforeValidate: [
          ({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
        ],
      },
      validate: validateSeriesPrefix,
    },
    {
      name: 'discountSchedule',
      label: { en: 'Discount schedule', es: 'Escala de descuento' },
      type: 'text',
      required: true,
      admin: { description: 'E-1 … H-7' },
    },
    {
      name: 'isPublic',
      type: 'checkbox',
      defaultValue: true,
      label: { en: 'Public', es: 'Pública' },
    },
    {
      name: 'link',
      type: 'relationship',
      relationTo: ['products', 'pages'],
      label: { en: 'Links to', es: 'Enlaza a' },
    },
  ],
}
