import { itemsField, ownedByBuyerCollection, versionField } from './owned-by-buyer'

/**
 * A signed-in buyer's favourite parts (business rules §S3 cart record `favorites`, §S7 hubKV
 * `feature=favorites`): one row per web user, its part numbers in the order they were added.
 * Written only by compare-and-set on `version` (src/cart/favorites-service.ts), like the cart.
 */
export const Favorites = ownedByBuyerCollection({
  slug: 'favorites',
  labels: {
    singular: { en: 'Favourites', es: 'Favoritos' },
    plural: { en: 'Favourites', es: 'Favoritos' },
  },
  admin: { useAsTitle: 'id', defaultColumns: ['owner', 'updatedAt', 'version'] },
  onePerBuyer: true,
  fields: [itemsField({ en: 'Part numbers', es: 'Números de parte' }), versionField(0)],
})
