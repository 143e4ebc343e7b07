import { ordersApi } from '@/checkout/orders/orders-api-server'

/** The order's lines back into the live cart; parts not sold now are reported as skipped. */
export const POST = ordersApi.reorder
