import { cartApi } from '@/cart/cart-api-server'

/** Set or remove one line of the signed-in buyer's cart. */
export const PATCH = cartApi.setLine
export const DELETE = cartApi.removeLine
