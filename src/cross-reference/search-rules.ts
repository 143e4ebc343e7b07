/**
 * How search and the public API read the cross-reference table (business rules §11), pure:
 * the equivalents of a typed text as a list of our parts (a kit's parts each with its
 * quantity), the whole key's before those of keys it only starts, and a maker named among a
 * query's words.
 */
import type { PartReference } from '@/catalog/search/references'
import { words } from '@/catalog/search/fold'

import { equivalentsOf, type CrossReference, type Equivalent } from './matches'

export type { PartReference }

/** An equivalent as parts of ours: one, or a kit's parts with their quantities. */
export function partsOf(equivalent: Equivalent): PartReference[] {
  const { maker, theirPn, note } = equivalent
  if (equivalent.match !== 'kit') {
    return [{ maker, theirPn, pn: equivalent.pn, match: equivalent.match, quantity: 1, note }]
  }
  return equivalent.parts.map((part) => ({
    maker,
    theirPn,
    pn: part.pn,
    match: 'kit' as const,
    quantity: part.quantity,
    note,
  }))
}

/**
 * Our parts for a typed key: the rows of the whole key first (exact → functional → similar →
 * kit), then those of keys that start with it, key by key in the order given; at most `limit`.
 */
export function referencesForKey(
  key: string,
  rows: readonly (CrossReference & { theirPnKey: string })[],
  limit: number,
): PartReference[] {
  const byKey = new Map<string, CrossReference[]>()
  for (const row of rows) {
    const same = byKey.get(row.theirPnKey) ?? []
    same.push(row)
    byKey.set(row.theirPnKey, same)
  }
  const keys = [...byKey.keys()].sort((a, b) =>
    a === key ? -1 : b === key ? 1 : a.length - b.length || (a < b ? -1 : a > b ? 1 : 0),
  )
  const found: PartReference[] = []
  for (const each of keys) {
    for (const equivalent of equivalentsOf(byKey.get(each) ?? [])) {
      found.push(...partsOf(equivalent))
    }
  }
  return found.slice(0, limit)
}

export type MakerName = { name: string; slug: string }

/**
 * The maker a query's folded words name, and the words left once its name is taken out: a
 * maker is named by the first word of its name or its slug (`siemens`, `schneider`, `allen`,
 * `allen-bradley`); the rest of its name, when typed, is taken out too. The first maker named
 * in the query's order wins. Null when none is named.
 */
export function makerNamed<T extends MakerName>(
  queryWords: readonly string[],
  makers: readonly T[],
): { maker: T; rest: string[] } | null {
  for (const word of queryWords) {
    for (const maker of makers) {
      const nameWords = new Set([
        ...words(maker.name),
        ...words(maker.slug),
        words(maker.slug).join(''),
      ])
      const first = words(maker.name)[0] ?? ''
      const joined = words(maker.name).join('')
      if (word.length < 3 || (word !== first && word !== joined)) continue
      return { maker, rest: queryWords.filter((each) => !nameWords.has(each)) }
    }
  }
  return null
}
