import 'server-only'

import { unstable_cache } from 'next/cache'

import { getShopAuth } from '@/account/auth-server'
import { catalogTags } from '@/catalog/catalog-data'
import { cachedPriceData } from '@/catalog/server-cache'
import { getPayloadClient } from '@/platform/payload'

import { createQuickOrderApi, loadListedPns } from './quick-order-api'

/** The listed part numbers, kept until a part or series changes. */
const cachedListedPns = unstable_cache(
  async () => loadListedPns(await getPayloadClient()),
  ['cart:listed-pns'],
  { tags: [catalogTags.parts, catalogTags.series] },
)

/** The quick-order API bound to the app's Payload, better-auth and cached catalogue reads. */
export const quickOrderApi = createQuickOrderApi({
  payload: getPayloadClient,
  auth: getShopAuth,
  priceData: cachedPriceData,
  listedPns: () => cachedListedPns(),
})
