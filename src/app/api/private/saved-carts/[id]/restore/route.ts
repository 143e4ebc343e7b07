import { savedCartsApi } from '@/cart/saved-carts-api-server'

/** A saved cart into the live cart (replace or merge). */
export const POST = savedCartsApi.restore
