import type { CollectionConfig } from 'payload'

import { sales } from '@/platform/access'

import { isZipPrefix } from '../shipping-data'
import { staffLanguage } from './staff-language'

/**
 * The ZIP-prefix → zone table (business rules §5): the first three digits of a US ZIP, its
 * zone 2–8 from Beaver, PA, and the states it serves (a ZIP must belong to the chosen state).
 * Generated once by scripts/generate-zip-zones.mjs, seeded, then staff's to correct.
 */
export const ZipZones: CollectionConfig = {
  slug: 'zip-zones',
  labels: {
    singular: { en: 'ZIP zone', es: 'Zona postal' },
    plural: { en: 'ZIP zones', es: 'Zonas postales' },
  },
  admin: {
    useAsTitle: 'prefix',
    defaultColumns: ['prefix', 'zone', 'states'],
    group: { en: 'Shipping & tax', es: 'Envío e impuestos' },
    listSearchableFields: ['prefix', 'states'],
  },
  defaultSort: 'prefix',
  access: { read: sales, create: sales, update: sales, delete: sales },
  fields: [
    {
      name: 'prefix',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'ZIP prefix', es: 'Prefijo postal' },
      validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
        typeof value === 'string' && isZipPrefix(value)
          ? true
          : staffLanguage(req) === 'es'
            ? 'Tres dígitos (150).'
            : 'Three digits (150).',
    },
    {
      name: 'zone',
      type: 'number',
      required: true,
      min: 2,
      max: 8,
      label: { en: 'Zone', es: 'Zona' },
      admin: { step: 1 },
    },
    {
      name: 'states',
      type: 'text',
      label: { en: 'States', es: 'Estados' },
      admin: {
        description: {
          en: 'Two-letter codes, comma-separated (PA, or NY,NJ).',
          es: 'Códigos de dos letras separados por comas (PA, o NY,NJ).',
        },
      },
    },
  ],
}
