import { priceApi } from '@/catalog/price-api-server'

/** The caller's own price-list entries; a `listName` parameter is ignored (business rules §2.7). */
export const GET = priceApi.priceList
