import type { CollectionConfig } from 'payload'

import { checkStored, problemText } from '@/catalog/attribute-rows'
import { catalogTags } from '@/catalog/catalog-data'
import { catalogRevalidationHooks } from '@/catalog/revalidate-catalog'
import { indexPartAfterChange, removePartAfterDelete } from '@/catalog/search/hooks'
import { validateSuccessor } from './successor-check'
import { editors, hasRole } from '@/platform/access'
import { moneyField } from '@/platform/money-field'
import { toLocale } from '@/i18n/locales'

const partRevalidation = catalogRevalidationHooks([catalogTags.parts])

/**
 * Orderable SKUs (business rules §1). Not localized in Payload: the two descriptions
 * are plain columns so a 50,000-row import is a few bulk statements. Visitors
 * never read this collection directly: the shop's catalogue API hides parts
 * of non-public series and answers only what a page shows.
 */
export const Parts: CollectionConfig = {
  slug: 'parts',
  labels: {
    singular: { en: 'Part', es: 'Referencia' },
    plural: { en: 'Parts', es: 'Referencias' },
  },
  admin: {
    useAsTitle: 'pn',
    defaultColumns: ['pn', 'descriptionEn', 'product', 'listPriceCents', 'pkgQty', 'available'],
    group: { en: 'Catalogue', es: 'Catálogo' },
    listSearchableFields: ['pn', 'descriptionEn', 'descriptionEs'],
  },
  access: {
    read: ({ req }) => hasRole(req, 'editor', 'sales'),
    create: editors,
    update: editors,
    // DOMAIN §10: parts are the editors' (admins too); sales read them only
    delete: editors,
  },
  hooks: {
    // keep the search index and the cached family/part pages in step with staff edits
    afterChange: [indexPartAfterChange, ...partRevalidation.afterChange],
    afterDelete: [removePartAfterDelete, ...partRevalidation.afterDelete],
  },
  fields: [
    {
      name: 'pn',
      label: { en: 'Part number', es: 'Número de parte' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^[A-Z0-9][A-Z0-9.-]*$/.test(value)
          ? true
          : 'Upper-case letters, digits, "-" and "." only',
    },
    {
      type: 'row',
      fields: [
        {
          name: 'descriptionEn',
          label: { en: 'Description (English)', es: 'Descripción (inglés)' },
          type: 'text',
          required: true,
        },
        {
          name: 'descriptionEs',
          label: { en: 'Description (Spanish)', es: 'Descripción (español)' },
          type: 'text',
          required: true,
        },
      ],
    },
    {
      name: 'product',
      label: { en: 'Product family', es: 'Familia de productos' },
      type: 'relationship',
      relationTo: 'products',
      required: true,
      index: true,
    },
    {
      type: 'row',
      fields: [
        // typed in dollars, stored in cents (the column the import and the price lookup read)
        moneyField({
          name: 'listPriceCents',
          label: { en: 'List price (USD)', es: 'Precio de lista (USD)' },
          required: true,
        }),
        {
          name: 'pkgQty',
          label: { en: 'Package quantity', es: 'Cantidad por paquete' },
          type: 'number',
          required: true,
          defaultValue: 1,
          min: 1,
          admin: { step: 1 },
        },
        {
          name: 'shippingFamily',
          label: { en: 'Shipping family', es: 'Familia de envío' },
          type: 'text',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'tariff',
          type: 'checkbox',
          defaultValue: false,
          label: { en: 'Tariff item', es: 'Sujeto a arancel' },
        },
        {
          name: 'available',
          type: 'checkbox',
          defaultValue: true,
          index: true,
          label: { en: 'Available', es: 'Disponible' },
          admin: {
            description: {
              en: 'Parts missing from a full catalogue import become unavailable; they are never deleted (orders point to them).',
              es: 'Las referencias que faltan en una importación completa quedan no disponibles; nunca se borran (los pedidos las usan).',
            },
          },
        },
      ],
    },
    {
      // business rules §11: a discontinued part names the part that replaces it
      name: 'successor',
      label: { en: 'Successor (our part number)', es: 'Sucesora (nuestro número de parte)' },
      type: 'text',
      index: true,
      validate: validateSuccessor,
      hooks: {
        beforeChange: [
          ({ value }) =>
            typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : null,
        ],
      },
      admin: {
        description: {
          en: 'For a discontinued part: the part that replaces it. Shown as "replaced by …" while this part is unavailable; followed to the first available part.',
          es: 'Para una referencia descatalogada: la que la sustituye. Se muestra "sustituida por …" mientras esta no esté disponible; se sigue hasta la primera disponible.',
        },
      },
    },
    {
      name: 'attributes',
      type: 'json',
      label: { en: 'Attributes', es: 'Atributos' },
      // rows of a name and a value over the same JSON object; Payload's JSON editor loads its
      // code from a CDN, which the admin's policy refuses
      validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) => {
        const problems = checkStored(value)
        if (problems.length === 0) return true
        const language = toLocale(req?.i18n?.language)
        return problems.map((problem) => problemText(problem, language)).join(' ')
      },
      admin: { components: { Field: '@/catalog/admin/attributes-field#AttributesField' } },
    },
  ],
}
