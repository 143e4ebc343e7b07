import { quoteApi } from '@/checkout/quote-api-server'

/** The money of a cart for the caller (lines, subtotal, fees, total); never cached. */
export const POST = quoteApi.post
