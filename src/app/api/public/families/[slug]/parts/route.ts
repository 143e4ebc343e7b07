import { getTranslations } from 'next-intl/server'

import { createFamilyPartsApi } from '@/catalog/parts-api'
import { cachedFamilyParts } from '@/catalog/server-cache'
import { getPayloadClient } from '@/platform/payload'

/** One page of a family's part list with facets (list prices only; public, cached 60 s). */
export const GET = createFamilyPartsApi({
  payload: getPayloadClient,
  familyParts: cachedFamilyParts,
  messageLabel: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'catalog.attributes' })
    return (key) => (t.has(key) ? t(key) : null)
  },
})
