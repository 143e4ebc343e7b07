import type { CollectionConfig } from 'payload'

import { sales } from '@/platform/access'

/**
 * An address of a web user or of a customer (business rules §S3 Address/contact). Buyers
 * manage theirs through /api/private/contacts; contacts labelled
 * `(W##########)` come from the ERP and are read-only to buyers.
 */
export const Contacts: CollectionConfig = {
  slug: 'contacts',
  labels: {
    singular: { en: 'Contact', es: 'Contacto' },
    plural: { en: 'Contacts', es: 'Contactos' },
  },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'nameCompany', 'city', 'addressState', 'addressCountry', 'webUser'],
    group: { en: 'Customers', es: 'Clientes' },
  },
  access: { read: sales, create: sales, update: sales, delete: sales },
  fields: [
    { name: 'label', type: 'text', label: { en: 'Label', es: 'Etiqueta' } },
    {
      type: 'row',
      fields: [
        { name: 'webUser', type: 'relationship', relationTo: 'web-users', index: true },
        { name: 'customer', type: 'relationship', relationTo: 'customers', index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'nameFirst',
          type: 'text',
          required: true,
          label: { en: 'First name', es: 'Nombre' },
        },
        {
          name: 'nameLast',
          type: 'text',
          required: true,
          label: { en: 'Last name', es: 'Apellido' },
        },
        { name: 'nameCompany', type: 'text', label: { en: 'Company', es: 'Empresa' } },
      ],
    },
    { name: 'phone1', type: 'text', required: true, label: { en: 'Phone', es: 'Teléfono' } },
    { name: 'address1', type: 'text', required: true, label: { en: 'Address', es: 'Dirección' } },
    { name: 'address2', type: 'text', label: { en: 'Address line 2', es: 'Dirección (línea 2)' } },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', required: true, label: { en: 'City', es: 'Ciudad' } },
        { name: 'addressState', type: 'text', label: { en: 'State', es: 'Estado' } },
        {
          name: 'addressPostalCode',
          type: 'text',
          label: { en: 'Postal code', es: 'Código postal' },
        },
        {
          name: 'addressCountry',
          type: 'text',
          required: true,
          defaultValue: 'US',
          label: { en: 'Country (ISO)', es: 'País (ISO)' },
        },
      ],
    },
    {
      name: 'taxable',
      type: 'checkbox',
      defaultValue: true,
      label: { en: 'Taxable', es: 'Sujeto a impuestos' },
    },
  ],
}
