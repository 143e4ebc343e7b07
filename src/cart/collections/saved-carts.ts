import { itemsField, ownedByBuyerCollection, versionField } from './owned-by-buyer'

/**
 * A buyer's saved carts (my account → saved carts): named copies of a cart's lines kept for
 * recurring orders, restored into the live cart on demand. Names are unique per buyer, compared
 * without case or surrounding spaces (`nameKey`). Written only by src/cart/saved-carts-store.ts,
 * every change by compare-and-set on `version`; staff may look, never edit.
 */
export const SavedCarts = ownedByBuyerCollection({
  slug: 'saved-carts',
  labels: {
    singular: { en: 'Saved cart', es: 'Carrito guardado' },
    plural: { en: 'Saved carts', es: 'Carritos guardados' },
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'owner', 'updatedAt'] },
  onePerBuyer: false,
  indexes: [{ fields: ['owner', 'nameKey'], unique: true }],
  fields: [
    { name: 'name', label: { en: 'Name', es: 'Nombre' }, type: 'text', required: true },
    { name: 'nameKey', type: 'text', required: true, admin: { hidden: true } },
    itemsField({ en: 'Lines', es: 'Líneas' }),
    versionField(1),
  ],
})
