import 'server-only'

import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/platform/payload'

import { catalogTags, loadPriceData, type PriceData } from './catalog-data'
import type { PartRecord } from './part-list'
import { familyParts, partByPn } from './parts-data'
import { partCountsByFamily } from './parts-store'
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
 * Next's data cache refuses an entry over 2 MB, and logs every refusal. A family's parts take
 * about 350 bytes each there (6,265 parts: 2.19 MB), so a family past this many is read from the
 * database on each call instead: one statement (`familyParts`), about 40 ms for 6,265 parts.
 */
export const maxFamilyPartsInNextCache = 3_000

/** Parts per family, kept until the next catalogue change (one entry of `keptFor`). */
async function familySizes(): Promise<Map<number, number>> {
  const payload = await getPayloadClient()
  return keptFor(payload, 'family-sizes', () => partCountsByFamily(payload))
}

/**
 * The catalogue's page reads cached for the process (Next's data cache), tagged so the
 * collections' hooks clear them (`revalidate-catalog.ts`): a family's parts and one part, which
 * depend on the series too (a non-public series hides its parts). Pages that use them are
 * cleared with them.
 */
const familyPartsInNextCache = unstable_cache(
  async (familyId: number) => familyParts(await getPayloadClient(), familyId),
  ['catalog:family-parts'],
  { tags: [catalogTags.parts, catalogTags.series] },
)

export async function cachedFamilyParts(familyId: number): Promise<PartRecord[]> {
  const parts = (await familySizes()).get(familyId) ?? 0
  if (parts > maxFamilyPartsInNextCache) return familyParts(await getPayloadClient(), familyId)
  return familyPartsInNextCache(familyId)
}

export const cachedPartByPn = unstable_cache(
  async (pn: string) => partByPn(await getPayloadClient(), pn),
  ['catalog:part'],
  { tags: [catalogTags.parts, catalogTags.series] },
)
