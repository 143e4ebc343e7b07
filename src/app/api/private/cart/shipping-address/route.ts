import { cartApi } from '@/cart/cart-api-server'

/** The shipping address chosen on the cart page, kept in the cart record. */
export const PUT = cartApi.shippingAddress
