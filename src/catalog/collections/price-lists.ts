import type { CollectionConfig } from 'payload'

import { sales } from '@/platform/access'

import { catalogTags } from '../catalog-data'
import { catalogRevalidationHooks } from '../revalidate-catalog'
import { validateEntryTarget, validateEntryValue } from './staff-checks'

/**
 * Price lists (OEM, Distributor, …) and their entries. Entries are a
 * collection of their own so a list is replaced by one bulk statement.
 * Read by sales staff only: a buyer sees their own prices through the shop's
 * price API, never a list (business rules §2.7).
 */
export const PriceLists: CollectionConfig = {
  slug: 'price-lists',
  labels: {
    singular: { en: 'Price list', es: 'Lista de precios' },
    plural: { en: 'Price lists', es: 'Listas de precios' },
  },
  admin: { useAsTitle: 'name', group: { en: 'Pricing', es: 'Precios' } },
  // DOMAIN §10: price lists are the sales staff's (admins too), removing one included
  access: { read: sales, create: sales, update: sales, delete: sales },
  hooks: catalogRevalidationHooks([catalogTags.prices]),
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description: {
          en: 'The code customers name, e.g. OEM or Distributor.',
          es: 'El código que usan los clientes, p. ej. OEM o Distributor.',
        },
      },
    },
    { name: 'description', type: 'textarea' },
    {
      name: 'entries',
      type: 'join',
      collection: 'price-list-entries',
      on: 'priceList',
      label: { en: 'Entries', es: 'Entradas' },
    },
  ],
}

export const PriceListEntries: CollectionConfig = {
  slug: 'price-list-entries',
  labels: {
    singular: { en: 'Price list entry', es: 'Entrada de lista de precios' },
    plural: { en: 'Price list entries', es: 'Entradas de listas de precios' },
  },
  admin: {
    defaultColumns: ['priceList', 'valueType', 'schedule', 'pn', 'value'],
    group: { en: 'Pricing', es: 'Precios' },
  },
  access: { read: sales, create: sales, update: sales, delete: sales },
  hooks: catalogRevalidationHooks([catalogTags.prices]),
  fields: [
    {
      name: 'priceList',
      type: 'relationship',
      relationTo: 'price-lists',
      required: true,
      index: true,
    },
    {
      name: 'valueType',
      type: 'select',
      required: true,
      options: [
        { label: 'Actual', value: 'Actual' },
        { label: '% Discount', value: '% Discount' },
      ],
    },
    { name: 'schedule', type: 'text', index: true, validate: validateEntryTarget },
    {
      name: 'pn',
      type: 'text',
      index: true,
      label: { en: 'Part number', es: 'Número de parte' },
      validate: validateEntryTarget,
    },
    {
      name: 'value',
      type: 'number',
      required: true,
      validate: validateEntryValue,
      admin: {
        description: {
          en: 'USD for Actual, percent for % Discount',
          es: 'USD para Actual, porcentaje para % Discount',
        },
      },
    },
  ],
}
