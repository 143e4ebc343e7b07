/**
 * The demo catalogue (series, parts, the 'OEM' and 'Distributor' price lists) written through
 * the import's bulk apply functions, the same path a staff CSV upload takes, so the seed
 * proves them. Run after the product families exist (end of the demo seed).
 */
import type { Payload } from 'payload'

import {
  applyPartsImport,
  applyPriceListImport,
  applySeriesImport,
  afterCatalogChange,
  refreshCatalogSearch,
} from '@/catalog/import/apply'

import { seedCrossReferences } from './cross-reference-seed'
import {
  demoDistributorPriceList,
  demoOemPriceList,
  demoParts,
  demoSeries,
  type DemoPriceListEntry,
} from './parts'

export const DEFAULT_DEMO_PART_COUNT = 2400

const priceLists = [
  {
    name: 'OEM',
    description: 'Equipment makers: small discounts on a few schedules.',
  },
  {
    name: 'Distributor',
    description: 'Stocking distributors: a discount on every schedule and a few net prices.',
  },
] as const

function entries(list: DemoPriceListEntry[]) {
  return list.map((entry) => ({
    valueType: entry.valueType,
    schedule: entry.schedule,
    pn: entry.pn,
    value: entry.value,
  }))
}

export type CatalogueSeedResult = {
  series: number
  parts: number
  entries: Record<string, number>
  crossReferences: { rows: number; makers: number; discontinued: number }
  seconds: number
}

export async function seedCatalogue(
  payload: Payload,
  options: { parts?: number } = {},
): Promise<CatalogueSeedResult> {
  const started = Date.now()
  const count = options.parts ?? DEFAULT_DEMO_PART_COUNT

  for (const list of priceLists) {
    const { totalDocs } = await payload.count({
      collection: 'price-lists',
      where: { name: { equals: list.name } },
      overrideAccess: true,
    })
    if (totalDocs === 0) {
      await payload.create({ collection: 'price-lists', data: { ...list }, overrideAccess: true })
    }
  }

  const quiet = { refresh: false } as const
  const series = await applySeriesImport(
    payload,
    demoSeries.map((each) => ({
      title: each.title,
      discountSchedule: each.discountSchedule,
      isPublic: each.isPublic,
      link: each.family,
    })),
    quiet,
  )
  const parts = demoParts(count)
  const imported = await applyPartsImport(payload, parts, { ...quiet, fullCatalogue: false })
  const oem = await applyPriceListImport(payload, 'OEM', entries(demoOemPriceList()), quiet)
  const distributor = await applyPriceListImport(
    payload,
    'Distributor',
    entries(demoDistributorPriceList(parts)),
    quiet,
  )
  // other makers' part numbers → ours, and the discontinued parts' successors (issue 41)
  const crossReferences = await seedCrossReferences(payload, new Set(parts.map((part) => part.pn)))

  await refreshCatalogSearch(payload, { parts: true, content: true })
  await afterCatalogChange(payload)

  return {
    series: series.series,
    parts: imported.inserted + imported.updated + imported.unchanged,
    entries: { OEM: oem.entries, Distributor: distributor.entries },
    crossReferences,
    seconds: (Date.now() - started) / 1000,
  }
}
