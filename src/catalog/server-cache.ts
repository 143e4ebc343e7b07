import 'server-only'

import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/platform/payload'

import { catalogTags, loadPriceData, type PriceData } from './catalog-data'
import { familyParts, partByPn } from './parts-data'
import { keptFor } from './search/vocabulary'

/**
 * Prices by list name are kept in memory, not in Next's data cache: that one JSON-parses its
 * value on every hit, so each quote or price call re-read the whole list and rebuilt its price
 * book (O(price list) per request; issue 23). Kept as one object until the next catalogue
 * change (`forgetSearchAnswers`, which every hook and import that expires the price and series
 * tags calls), so `pricePartsFor` builds each list's book once.
 */
export async function cachedPriceData(listName: string): Promise<PriceData> {
  const payload = await getPayloadClient()
  return keptFor(payload, `price-data:${listName}`, () => loadPriceData(payload, listName))
}

/**
 * The catalogue's page reads cached for the process (Next's data cache), tagged so the
 * collections' hooks clear them (`revalidate-catalog.ts`): a family's parts and one part, which
 * depend on the series too (a non-public series hides its parts). Pages that use them are
 * cleared with them.
 */
export const cachedFamilyParts = unstable_cache(
  async (familyId: number) => familyParts(await getPayloadClient(), familyId),
  ['catalog:family-parts'],
  { tags: [catalogTags.parts, catalogTags.series] },
)

export const cachedPartByPn = unstable_cache(
  async (pn: string) => partByPn(await getPayloadClient(), pn),
  ['catalog:part'],
  { tags: [catalogTags.parts, catalogTags.series] },
)
