import { cartApi } from '@/cart/cart-api-server'

/** The signed-in buyer's live cart (business rules §S7 hubKV, `feature=liveCart`); owner from the session. */
export const GET = cartApi.hubKvGet
export const POST = cartApi.hubKvPost
export const DELETE = cartApi.hubKvDelete
