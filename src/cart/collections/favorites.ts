import type { CollectionConfig } from 'payload'

import { hasRole, sales } from '@/platform/access'

/**
 * A signed-in buyer's favourite parts (business rules §S3 cart record `favorites`, §S7 hubKV
 * `feature=favorites`): one row per web user, its part numbers in the order they were added.
 * Written only by compare-and-set on `version` (src/cart/favorites-service.ts), like the cart.
 */
export const Favorites: CollectionConfig = {
  slug: 'favorites',
  labels: {
    singular: { en: 'Favourites', es: 'Favoritos' },
    plural: { en: 'Favourites', es: 'Favoritos' },
  },
  admin: {
    useAsTitle: 'id',
    defaultColumns: ['owner', 'updatedAt', 'version'],
    group: { en: 'Customers', es: 'Clientes' },
  },
  access: {
    read: sales,
    create: () => false,
    update: () => false,
    delete: ({ req }) => hasRole(req),
  },
  fields: [
    {
      name: 'owner',
      label: { en: 'Web user', es: 'Usuario web' },
      type: 'relationship',
      relationTo: 'web-users',
      required: true,
      unique: true,
      index: true,
    },
    {
      name: 'items',
      label: { en: 'Part numbers', es: 'Números de parte' },
      type: 'json',
      required: true,
      defaultValue: [],
    },
    { name: 'version', type: 'number', required: true, defaultValue: 0 },
  ],
}
