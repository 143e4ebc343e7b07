import { quickOrderApi } from '@/cart/quick-order-api-server'

/** Pasted `pn quantity` lines, each resolved and reported; writes nothing. */
export const POST = quickOrderApi.post
