import { savedCartsApi } from '@/cart/saved-carts-api-server'

/** A copy of a saved cart under the next free name. */
export const POST = savedCartsApi.duplicate
