import 'server-only'

import { unstable_cache } from 'next/cache'

import { catalogTags, listingRule, loadSeries } from '@/catalog/catalog-data'
import { getPayloadClient } from '@/platform/payload'

import {
  crossReferencesForKeys,
  crossReferencesForOurPns,
  crossReferencesOfMaker,
  makersWithRows,
  ourPartFacts,
  predecessorsOf,
  type MakerSummary,
  type OurPartFacts,
  type StoredCrossReference,
} from './cross-reference-store'
import { replacementsFor } from './successor-store'

/**
 * The public cross-reference pages' reads, cached for the process (Next's data cache) under the
 * catalogue's tags: every edit of the table or a maker and every import expires them
 * (`catalogRevalidationHooks`, `afterCatalogChange`), and the pages built from them with them.
 */
const tags = [catalogTags.parts, catalogTags.series]

export const cachedMakers: () => Promise<MakerSummary[]> = unstable_cache(
  async () => makersWithRows(await getPayloadClient()),
  ['cross-reference:makers'],
  { tags },
)

export type MakerTable = {
  maker: MakerSummary
  rows: StoredCrossReference[]
  parts: Record<string, OurPartFacts>
  listed: Record<string, boolean>
}

/** One maker's rows with the facts of every part of ours they name; null for an unknown maker. */
export const cachedMakerTable: (slug: string) => Promise<MakerTable | null> = unstable_cache(
  async (slug: string) => {
    const payload = await getPayloadClient()
    const maker = (await makersWithRows(payload)).find((each) => each.slug === slug)
    if (!maker) return null
    const [rows, series] = await Promise.all([
      crossReferencesOfMaker(payload, slug),
      loadSeries(payload),
    ])
    const pns = [...new Set(rows.map((row) => row.pn))]
    const facts = await ourPartFacts(payload, pns)
    const listed = listingRule(series)
    // plain objects: Next's data cache keeps JSON
    return {
      maker,
      rows,
      parts: Object.fromEntries(facts),
      listed: Object.fromEntries(pns.map((pn) => [pn, listed(pn)])),
    }
  },
  ['cross-reference:maker-table'],
  { tags },
)

export type PartCrossReferences = {
  /** Rows naming the part, with the other rows of any kit it is in. */
  rows: StoredCrossReference[]
  /** Unavailable parts whose successor chain ends at this part (it replaces them), by pn. */
  replaces: OurPartFacts[]
  /** For an unavailable part: the part offered instead, with its facts. */
  replacedBy: (OurPartFacts & { chain: string[] }) | null
}

/** What a part page says of other makers' pns and of the parts it replaces or is replaced by. */
export const cachedPartCrossReferences: (pn: string) => Promise<PartCrossReferences> =
  unstable_cache(
    async (pn: string) => {
      const payload = await getPayloadClient()
      const own = await crossReferencesForOurPns(payload, [pn])
      const kitKeys = own.filter((row) => row.match === 'kit').map((row) => row.theirPnKey)
      const kitRows = (await crossReferencesForKeys(payload, kitKeys)).filter(
        (row) =>
          row.match === 'kit' &&
          row.pn !== pn &&
          own.some(
            (mine) => mine.makerSlug === row.makerSlug && mine.theirPnKey === row.theirPnKey,
          ),
      )
      // the chain's earlier links, a level at a time (chains are a few long)
      const earlier = new Set<string>()
      let level = [pn]
      for (let depth = 0; level.length > 0 && depth < 20; depth++) {
        level = (await predecessorsOf(payload, level)).filter((each) => !earlier.has(each))
        for (const each of level) earlier.add(each)
      }
      const offered = await replacementsFor(payload, [...earlier, pn])
      const replaces = [...earlier].filter((each) => offered.get(each)?.pn === pn).sort()
      const mine = offered.get(pn)
      const facts = await ourPartFacts(payload, mine ? [...replaces, mine.pn] : replaces)
      const replacedFacts = mine ? facts.get(mine.pn) : undefined
      return {
        rows: [...own, ...kitRows],
        replaces: replaces.flatMap((each) => facts.get(each) ?? []),
        replacedBy: mine && replacedFacts ? { ...replacedFacts, chain: mine.chain } : null,
      }
    },
    ['cross-reference:part'],
    { tags },
  )
