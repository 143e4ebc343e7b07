import type { CollectionConfig } from 'payload'

import { sales } from '@/platform/access'

import { forgetBuyersHooks } from '../buyer'

import {
  arTerms,
  creditCardTerm,
  customerTypes,
  defaultFreeGroundAt,
  defaultPriceList,
  newCustomerSegment,
} from '../customer-types'

/**
 * A buying company (business rules §S3 Customer). Web users belong to customers; staff
 * (sales) edit price list, terms and type here. Buyers never reach this
 * collection directly: the shop's API reads it for the signed-in user.
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: {
    singular: { en: 'Customer', es: 'Cliente' },
    plural: { en: 'Customers', es: 'Clientes' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'custType', 'priceList', 'arTerm', 'territory'],
    group: { en: 'Customers', es: 'Clientes' },
  },
  access: { read: sales, create: sales, update: sales, delete: sales },
  // a remembered buyer carries this customer's facts
  hooks: forgetBuyersHooks,
  fields: [
    { name: 'name', type: 'text', required: true, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'custType',
          label: { en: 'Customer type', es: 'Tipo de cliente' },
          type: 'select',
          options: customerTypes.map((value) => ({ label: value, value })),
        },
        {
          name: 'priceList',
          label: { en: 'Price list', es: 'Lista de precios' },
          type: 'text',
          required: true,
          defaultValue: defaultPriceList,
          admin: {
            description: {
              en: 'One of the price lists (Pricing › Price lists). "List" and "Select" are priced as OEM.',
              es: 'Una de las listas de precios (Precios › Listas de precios). "List" y "Select" se cotizan como OEM.',
            },
            components: { Field: '@/account/admin/customer-choices#PriceListChoice' },
          },
        },
        {
          name: 'arTerm',
          label: { en: 'Payment terms (ARTerm)', es: 'Condiciones de pago (ARTerm)' },
          type: 'select',
          required: true,
          defaultValue: creditCardTerm,
          options: arTerms.map((value) => ({ label: value, value })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        // chosen from the reps in the checkout settings (Sales reps tab)
        {
          name: 'territory',
          type: 'text',
          label: { en: 'Territory', es: 'Territorio' },
          admin: { components: { Field: '@/account/admin/customer-choices#TerritoryChoice' } },
        },
        {
          name: 'rep',
          type: 'text',
          label: { en: 'Sales rep', es: 'Representante' },
          admin: { components: { Field: '@/account/admin/customer-choices#RepChoice' } },
        },
        {
          name: 'segment',
          type: 'number',
          defaultValue: newCustomerSegment,
          label: { en: 'Segment', es: 'Segmento' },
        },
        {
          name: 'isFreeGroundAt',
          type: 'number',
          defaultValue: defaultFreeGroundAt,
          min: 0,
          label: { en: 'Free ground from (USD)', es: 'Envío terrestre gratis desde (USD)' },
          admin: {
            description: {
              en: 'Distributors ship ground free from this subtotal.',
              es: 'Los distribuidores envían por tierra gratis desde este subtotal.',
            },
          },
        },
      ],
    },
    {
      name: 'primaryContact',
      type: 'relationship',
      relationTo: 'contacts',
      label: { en: 'Primary contact', es: 'Contacto principal' },
    },
    {
      type: 'collapsible',
      label: { en: 'Tax', es: 'Impuestos' },
      fields: [
        {
          name: 'taxable',
          type: 'checkbox',
          defaultValue: true,
          label: { en: 'Taxable', es: 'Sujeto a impuestos' },
        },
        {
          name: 'taxVerificationCompleted',
          type: 'checkbox',
          defaultValue: false,
          label: { en: 'Tax verification completed', es: 'Verificación fiscal completada' },
        },
        {
          name: 'taxVerificationNote',
          type: 'textarea',
          label: { en: 'Tax verification note', es: 'Nota de verificación fiscal' },
        },
      ],
    },
    {
      name: 'webUsers',
      type: 'join',
      collection: 'web-users',
      on: 'customers',
      label: { en: 'Web users', es: 'Usuarios web' },
    },
    {
      name: 'primaryForWebUsers',
      type: 'join',
      collection: 'web-users',
      on: 'primaryCustomer',
      label: { en: 'Primary customer of', es: 'Cliente principal de' },
    },
  ],
}
