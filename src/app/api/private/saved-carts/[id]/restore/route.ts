import { savedCartsApi } from '@/storefront/api/saved-carts-api'

/** A saved cart into the live cart (replace or merge). */
export const POST = savedCartsApi.restore
