import { createSearchApi } from '@/catalog/search/api'
import { crossReferenceSearch } from '@/cross-reference/search-relations'
import { getPayloadClient } from '@/platform/payload'

const api = createSearchApi({ payload: getPayloadClient, relations: crossReferenceSearch })

/** Catalogue search: `?q=&locale=en|es&limit=` (see src/catalog/search), other makers' pns too. */
export const GET = api.search
