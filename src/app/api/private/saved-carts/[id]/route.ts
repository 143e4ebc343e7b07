import { savedCartsApi } from '@/storefront/api/saved-carts-api'

/** One saved cart of the signed-in buyer: open, rename or edit, delete. */
export const GET = savedCartsApi.read
export const PATCH = savedCartsApi.change
export const DELETE = savedCartsApi.remove
