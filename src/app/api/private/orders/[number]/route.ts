import { ordersApi } from '@/checkout/orders/orders-api-server'

/** One of the signed-in buyer's orders (another buyer's is 404). */
export const GET = ordersApi.read
