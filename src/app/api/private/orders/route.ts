import { ordersApi } from '@/checkout/orders/orders-api-server'

/** Place the signed-in buyer's cart as an order, exactly once per Idempotency-Key. */
export const POST = ordersApi.place
