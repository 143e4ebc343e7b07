import { createSearchApi } from '@/catalog/search/api'
import { getPayloadClient } from '@/platform/payload'

const api = createSearchApi({ payload: getPayloadClient })

/** Exact part numbers → part summaries, for the cart: body `{ pns: string[] }` (≤ 999). */
export const POST = api.lookup
