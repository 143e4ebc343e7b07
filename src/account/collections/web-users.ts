import type { CollectionConfig } from 'payload'

import { sales } from '@/platform/access'

/**
 * A shop buyer (spec §3 Web user). Signs in through better-auth (`authUserId`
 * links the two); belongs to customers, one of them primary. Created on the
 * first signed-in request, never by the buyer naming an id.
 */
export const WebUsers: CollectionConfig = {
  slug: 'web-users',
  labels: {
    singular: { en: 'Web user', es: 'Usuario web' },
    plural: { en: 'Web users', es: 'Usuarios web' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'nameFirst', 'nameLast', 'primaryCustomer'],
    group: { en: 'Customers', es: 'Clientes' },
  },
  access: { read: sales, create: () => false, update: sales, delete: sales },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      index: true,
      admin: {
        readOnly: true,
        description: {
          en: 'Changed by the buyer with a code sent to the new address.',
          es: 'Lo cambia el comprador con un código enviado a la nueva dirección.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'nameFirst', type: 'text', label: { en: 'First name', es: 'Nombre' } },
        { name: 'nameLast', type: 'text', label: { en: 'Last name', es: 'Apellido' } },
      ],
    },
    {
      name: 'primaryCustomer',
      type: 'relationship',
      relationTo: 'customers',
      label: { en: 'Primary customer', es: 'Cliente principal' },
    },
    {
      name: 'customers',
      type: 'relationship',
      relationTo: 'customers',
      hasMany: true,
      label: { en: 'Customers', es: 'Clientes' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'shippingContact',
          type: 'relationship',
          relationTo: 'contacts',
          label: { en: 'Default shipping address', es: 'Dirección de envío predeterminada' },
        },
        {
          name: 'billingContact',
          type: 'relationship',
          relationTo: 'contacts',
          label: { en: 'Default billing address', es: 'Dirección de facturación predeterminada' },
        },
      ],
    },
    {
      name: 'authUserId',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
