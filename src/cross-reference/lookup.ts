/**
 * What another maker's part number leads to, for many typed texts at once (business rules §11):
 * each text's key (`theirPnKey`), the table's rows for those keys in one statement, and the rows
 * of each text as a buyer sees them (`equivalentsOf`: kits folded, exact → functional →
 * similar → kit). Rows pointing at a part of a non-public series are never shown. What our
 * parts cost and whether they are available is the caller's (`pricePartsFor`,
 * `replacementsFor`).
 */
import type { Payload } from 'payload'

import { listingRule, loadSeries } from '@/catalog/catalog-data'

import { crossReferencesForKeys, type StoredCrossReference } from './cross-reference-store'
import { equivalentsOf, type Equivalent } from './matches'
import { theirPnKey } from './their-pn'

/**
 * Pure: the equivalents of each typed text among the rows found, keyed by the text as given.
 * `listed` hides rows whose pn of ours may not be shown (a kit is hidden whole when any of its
 * parts is).
 */
export function resolveTheirPns(
  texts: readonly string[],
  rows: readonly StoredCrossReference[],
  listed: (pn: string) => boolean = () => true,
): Map<string, Equivalent[]> {
  const byKey = new Map<string, StoredCrossReference[]>()
  for (const row of rows) {
    const same = byKey.get(row.theirPnKey) ?? []
    same.push(row)
    byKey.set(row.theirPnKey, same)
  }
  const answers = new Map<string, Equivalent[]>()
  for (const text of texts) {
    const found = equivalentsOf(byKey.get(theirPnKey(text)) ?? []).filter((entry) =>
      entry.match === 'kit' ? entry.parts.every((part) => listed(part.pn)) : listed(entry.pn),
    )
    if (found.length > 0) answers.set(text, found)
  }
  return answers
}

/** The equivalents of each text that has any (texts with none are left out), in one read. */
export async function equivalentsFor(
  payload: Payload,
  texts: readonly string[],
): Promise<Map<string, Equivalent[]>> {
  const keys = texts.map(theirPnKey).filter((key) => key !== '')
  if (keys.length === 0) return new Map()
  const [rows, series] = await Promise.all([
    crossReferencesForKeys(payload, keys),
    loadSeries(payload),
  ])
  return resolveTheirPns(texts, rows, listingRule(series))
}
