import { cartApi } from '@/cart/cart-api-server'

/** The guest cart merged into the signed-in buyer's cart at sign-in. */
export const POST = cartApi.merge
