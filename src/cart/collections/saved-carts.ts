import type { CollectionConfig } from 'payload'

import { hasRole, sales } from '@/platform/access'

/**
 * A buyer's saved carts (my account → saved carts): named copies of a cart's lines kept for
 * recurring orders, restored into the live cart on demand. Names are unique per buyer, compared
 * without case or surrounding spaces (`nameKey`). Written only by src/cart/saved-carts-store.ts,
 * every change by compare-and-set on `version`; staff may look, never edit.
 */
export const SavedCarts: CollectionConfig = {
  slug: 'saved-carts',
  labels: {
    singular: { en: 'Saved cart', es: 'Carrito guardado' },
    plural: { en: 'Saved carts', es: 'Carritos guardados' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'owner', 'updatedAt'],
    group: { en: 'Customers', es: 'Clientes' },
  },
  access: {
    read: sales,
    create: () => false,
    update: () => false,
    delete: ({ req }) => hasRole(req),
  },
  indexes: [{ fields: ['owner', 'nameKey'], unique: true }],
  fields: [
    {
      name: 'owner',
      label: { en: 'Web user', es: 'Usuario web' },
      type: 'relationship',
      relationTo: 'web-users',
      required: true,
      index: true,
    },
    { name: 'name', label: { en: 'Name', es: 'Nombre' }, type: 'text', required: true },
    { name: 'nameKey', type: 'text', required: true, admin: { hidden: true } },
    {
      name: 'items',
      label: { en: 'Lines', es: 'Líneas' },
      type: 'json',
      required: true,
      defaultValue: [],
    },
    { name: 'version', type: 'number', required: true, defaultValue: 1 },
  ],
}
