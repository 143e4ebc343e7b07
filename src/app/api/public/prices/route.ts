import { priceApi } from '@/catalog/price-api-server'

/** The caller's prices of listed parts: body `{ pns: string[] }` (1–999). Never cached. */
export const POST = priceApi.prices
