import { itemsField, ownedByBuyerCollection, versionField } from './owned-by-buyer'

/**
 * A signed-in buyer's live cart (business rules §S3 cart record, §S7 hubKV): one per web user, its lines
 * as `{ pn, quantity }` and the chosen addresses. Written only by the cart module's
 * compare-and-set on `version` (src/cart/cart-store.ts), so two tabs never overwrite each
 * other; staff may look at a buyer's cart when helping them, never edit it.
 */
export const Carts = ownedByBuyerCollection({
  slug: 'carts',
  labels: {
    singular: { en: 'Cart', es: 'Carrito' },
    plural: { en: 'Carts', es: 'Carritos' },
  },
  admin: { useAsTitle: 'id', defaultColumns: ['owner', 'updatedAt', 'version'] },
  onePerBuyer: true,
  fields: [
    itemsField({ en: 'Lines', es: 'Líneas' }),
    {
      type: 'row',
      fields: [
        {
          name: 'selectedShippingId',
          type: 'number',
          label: { en: 'Shipping address', es: 'Dirección de envío' },
        },
        {
          name: 'selectedBillingId',
          type: 'number',
          label: { en: 'Billing address', es: 'Dirección de facturación' },
        },
        versionField(0),
      ],
    },
  ],
})
