import { savedCartsApi } from '@/storefront/api/saved-carts-api'

/** The signed-in buyer's saved carts: list, and save the cart under a name. */
export const GET = savedCartsApi.list
export const POST = savedCartsApi.create
