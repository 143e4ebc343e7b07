import { cartApi } from '@/cart/cart-api-server'

/** A heart emptied. */
export const DELETE = cartApi.removeFavorite
