import { cartApi } from '@/cart/cart-api-server'

/** Add several parts at once (quick order, reorder) to the signed-in buyer's cart. */
export const POST = cartApi.addMany
