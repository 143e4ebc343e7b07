import type { CollectionConfig } from 'payload'

import { sales } from '@/platform/access'

/**
 * An address of a web user or of a customer (business rules §S3 Address/contact). Buyers
 * manage theirs through /api/private/contacts; contacts labelled
 * `(W##########)` come from the ERP and are read-only to buyers. A buyer's "not taxable"
 * is stored as a request (`taxExemption: requested`) that staff grant or refuse here.
 */
export const Contacts: CollectionConfig = {
  slug: 'contacts',
  labels: {
    singular: { en: 'Contact', es: 'Contacto' },
    plural: { en: 'Contacts', es: 'Contactos' },
  },
  admin: {
    useAsTitle: 'label',
    defaultColumns: [
      'label',
      'nameCompany',
      'city',
      'addressState',
      'addressCountry',
      'webUser',
      'taxExemption',
    ],
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
      // staff's decision alone (business rules §6 FIX): a buyer's "not taxable" only asks
      name: 'taxExemption',
      type: 'select',
      required: true,
      defaultValue: 'none',
      index: true,
      label: { en: 'Tax exemption', es: 'Exención de impuestos' },
      options: [
        { value: 'none', label: { en: 'None (taxable)', es: 'Ninguna (sujeto a impuestos)' } },
        {
          value: 'requested',
          label: {
            en: 'Requested by the buyer (still taxable)',
            es: 'Solicitada por el comprador (aún sujeto a impuestos)',
          },
        },
        {
          value: 'granted',
          label: { en: 'Granted (exempt)', es: 'Concedida (exento)' },
        },
      ],
      admin: {
        description: {
          en: 'Only a granted exemption takes tax off orders shipped here. Check the certificate on file before granting.',
          es: 'Solo una exención concedida quita el impuesto de los pedidos enviados aquí. Revise el certificado antes de concederla.',
        },
      },
    },
  ],
}
