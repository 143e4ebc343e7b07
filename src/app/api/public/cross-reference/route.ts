import { createCrossReferenceApi } from '@/cross-reference/api'
import { getPayloadClient } from '@/platform/payload'

const api = createCrossReferenceApi({ payload: getPayloadClient })

/** Another maker's part number → ours: `?pn=&locale=en|es` (see src/cross-reference/api.ts). */
export const GET = api.lookup
