import { createSearchApi } from '@/catalog/search/api'
import { getPayloadClient } from '@/platform/payload'

const api = createSearchApi({ payload: getPayloadClient })

/** Catalogue search: `?q=&locale=en|es&limit=` (see src/catalog/search). */
export const GET = api.search
