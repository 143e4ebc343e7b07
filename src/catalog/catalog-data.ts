/**
 * Server reads of the catalogue's business data, cached across requests with
 * tags and cleared when staff or an import change it. Everything that shows,
 * finds or prices a part starts here, so the visibility rule (parts of a
 * non-public series are never listed, found or sold) lives in one place.
 * No `server-only`: integration tests call the uncached loaders directly.
 */
import type { Payload } from 'payload'

import { createPriceBook, type PriceBook, type PriceListEntry, type Series } from '@/pricing/price'

export const catalogTags = {
  series: 'catalog:series',
  parts: 'catalog:parts',
  prices: 'catalog:prices',
} as const

export type SeriesRow = Series & { id: number }

export async function loadSeries(payload: Payload): Promise<SeriesRow[]> {
  const { docs } = await payload.find({
    collection: 'series',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((doc) => ({
    id: doc.id,
    title: doc.title.toUpperCase(),
    discountSchedule: doc.discountSchedule,
    isPublic: doc.isPublic ?? false,
  }))
}

/** The entries of one price list (by name); an unknown list has none, so its buyers pay list. */
export async function loadPriceListEntries(
  payload: Payload,
  listName: string,
): Promise<PriceListEntry[]> {
  const { docs: lists } = await payload.find({
    collection: 'price-lists',
    where: { name: { equals: listName } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const list = lists[0]
  if (!list) return []
  const { docs } = await payload.find({
    collection: 'price-list-entries',
    where: { priceList: { equals: list.id } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((doc) => ({
    valueType: doc.valueType,
    schedule: doc.schedule ?? null,
    pn: doc.pn ?? null,
    value: doc.value,
  }))
}

/** Whether a part may be listed, found or sold: its series (longest prefix) is public, or it has none. */
export function isListed(book: Pick<PriceBook, 'seriesFor'>, pn: string): boolean {
  const series = book.seriesFor(pn)
  return series === null || series.isPublic
}

/** What pricing for one list needs: every series (schedules and visibility) and the list's entries. */
export type PriceData = { series: SeriesRow[]; entries: PriceListEntry[] }

/** The series and one list's entries, read together (the app caches this by list name). */
export async function loadPriceData(payload: Payload, listName: string): Promise<PriceData> {
  const [series, entries] = await Promise.all([
    loadSeries(payload),
    loadPriceListEntries(payload, listName),
  ])
  return { series, entries }
}

/** The visibility rule over the series alone, for lists that show no price (pages, search, sitemaps). */
export function listingRule(series: readonly SeriesRow[]): (pn: string) => boolean {
  const book = createPriceBook({ series, entries: [] })
  return (pn) => isListed(book, pn)
}
