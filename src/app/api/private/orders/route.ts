import { ordersApi } from '@/checkout/orders/orders-api-server'

/** The signed-in buyer's orders, newest first. */
export const GET = ordersApi.list
/** Place the signed-in buyer's cart as an order, exactly once per Idempotency-Key. */
export const POST = ordersApi.place
