import { cartApi } from '@/cart/cart-api-server'

/** Add one step (or a quantity) of a part to the signed-in buyer's cart. */
export const POST = cartApi.addLine
