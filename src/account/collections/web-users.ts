import type { CollectionConfig } from 'payload'

import { sales } from '@/platform/access'

import { forgetBuyersHooks } from '../buyer'
import { invitationEndpoints, inviteOnCreate } from '../invitation'

/**
 * A shop buyer (business rules §S3 Web user). Signs in through better-auth (`authUserId`
 * links the two); belongs to customers, one of them primary. Created on the
 * first signed-in request, or beforehand by staff with just the e-mail: the
 * buyer's first sign-in with that (verified) address then takes it over.
 */
export const createWebUsers = (env: NodeJS.ProcessEnv = process.env): CollectionConfig => ({
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
  access: { read: sales, create: sales, update: sales, delete: sales },
  hooks: {
    // a remembered buyer carries this web user's facts
    ...forgetBuyersHooks,
    // a buyer staff create is e-mailed an invitation in their language (issue 39 §4)
    afterChange: [...forgetBuyersHooks.afterChange, inviteOnCreate(env)],
  },
  // "Send invitation" in the web user's page
  endpoints: invitationEndpoints(env),
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      index: true,
      // staff set it until the buyer first signs in; from then on only a code sent to a new address changes it
      access: { update: ({ doc }) => !doc?.authUserId },
      hooks: {
        beforeValidate: [
          ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
        ],
      },
      admin: {
        description: {
          en: 'The buyer signs in with this address. After the first sign-in only the buyer can change it, with a code sent to the new address.',
          es: 'El comprador inicia sesión con esta dirección. Tras el primer inicio de sesión solo el comprador puede cambiarla, con un código enviado a la nueva dirección.',
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
      name: 'locale',
      type: 'select',
      defaultValue: 'en',
      options: [
        { value: 'en', label: { en: 'English', es: 'Inglés' } },
        { value: 'es', label: { en: 'Spanish', es: 'Español' } },
      ],
      label: { en: 'Language', es: 'Idioma' },
      admin: {
        position: 'sidebar',
        description: {
          en: 'The language of the invitation and of the e-mails staff’s changes to their orders send. Set from the site at each sign-in; the buyer can change it in My account.',
          es: 'El idioma de la invitación y de los correos que envían los cambios del personal a sus pedidos. Se toma del sitio en cada inicio de sesión; el comprador puede cambiarlo en Mi cuenta.',
        },
      },
    },
    {
      name: 'invitation',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/account/admin/invite-button#InviteButton' },
      },
    },
    {
      name: 'authUserId',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
})
