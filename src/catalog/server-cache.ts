import 'server-only'

import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/platform/payload'

import { catalogTags, loadPriceData, type PriceData } from './catalog-data'
import { familyParts, partByPn } from './parts-data'

/**
 * The catalogue's reads cached for the process (Next's data cache), tagged so the
 * collections' hooks clear them (`revalidate-catalog.ts`): prices by list name; a family's
 * parts and one part, which depend on the series too (a non-public series hides its parts).
 * Pages that use them are cleared with them.
 */
export const cachedPriceData = unstable_cache(
  async (listName: string): Promise<PriceData> => loadPriceData(await getPayloadClient(), listName),
  ['catalog:price-data'],
  { tags: [catalogTags.prices, catalogTags.series] },
)

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
