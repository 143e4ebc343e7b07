import { savedCartsApi } from '@/storefront/api/saved-carts-api'

/** A copy of a saved cart under the next free name. */
export const POST = savedCartsApi.duplicate
