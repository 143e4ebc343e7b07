import type { CollectionConfig, Field } from 'payload'

import { hasRole, sales } from '@/platform/access'

/**
 * The shape the cart, the favourites and the saved carts share: rows a buyer owns, written only
 * by the cart module's compare-and-set on `version`, never through Payload; staff may look at
 * them (and delete one) when helping a buyer, never edit. Each collection adds its own fields
 * after the owner.
 */
export function ownedByBuyerCollection({
  slug,
  labels,
  admin,
  onePerBuyer,
  indexes,
  fields,
}: {
  slug: string
  labels: NonNullable<CollectionConfig['labels']>
  admin: { useAsTitle: string; defaultColumns: string[] }
  /** One row per web user (the cart, the favourites) rather than many (saved carts). */
  onePerBuyer: boolean
  indexes?: CollectionConfig['indexes']
  fields: Field[]
}): CollectionConfig {
  return {
    slug,
    labels,
    admin: { ...admin, group: { en: 'Customers', es: 'Clientes' } },
    access: {
      read: sales,
      create: () => false,
      update: () => false,
      delete: ({ req }) => hasRole(req),
    },
    ...(indexes ? { indexes } : {}),
    fields: [
      {
        name: 'owner',
        label: { en: 'Web user', es: 'Usuario web' },
        type: 'relationship',
        relationTo: 'web-users',
        required: true,
        ...(onePerBuyer ? { unique: true } : {}),
        index: true,
      },
      ...fields,
    ],
  }
}

/** The row's contents as JSON (cart lines or part numbers). */
export function itemsField(label: { en: string; es: string }): Field {
  return { name: 'items', label, type: 'json', required: true, defaultValue: [] }
}

/** The counter every compare-and-set write checks and bumps. */
export function versionField(initial: number): Field {
  return { name: 'version', type: 'number', required: true, defaultValue: initial }
}
