import { ordersApi } from '@/checkout/orders/orders-api-server'

/** The buyer cancels their order while it is received or awaiting payment. */
export const POST = ordersApi.cancel
