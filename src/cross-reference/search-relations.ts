/**
 * What the cross-reference table adds to catalogue search (business rules §11), as the
 * catalogue's `SearchRelations`: the layers that compose the two (the search page, the search
 * route) pass `crossReferenceSearch(payload)` to `createSearch`. The makers and each maker's
 * pns are kept in `keptCrossReferences` (forgotten whenever the table changes); a typed
 * text's rows are read each time (two statements on the key's index).
 */
import type { Payload } from 'payload'

import type { PartReference, SearchRelations } from '@/catalog/search'

import {
  crossReferencesForKeyPrefix,
  crossReferencesForKeys,
  crossReferencesOfMaker,
  makersWithRows,
} from './cross-reference-store'
import { equivalentsOf } from './matches'
import { keptCrossReferences } from './memory'
import { makerNamed, partsOf, referencesForKey } from './search-rules'
import { replacementsFor } from './successor-store'
import { theirPnKey } from './their-pn'

/** Shortest key looked up by prefix: fewer characters name too many parts to be useful. */
const minPrefixKey = 3

function kept<T>(key: string, load: () => Promise<T>): Promise<T> {
  const found = keptCrossReferences.get(key) as Promise<T> | undefined
  if (found) return found
  const loading = load()
  keptCrossReferences.set(key, loading)
  // a failed read is not kept: the next search asks again
  loading.catch(() => keptCrossReferences.delete(key))
  return loading
}

/** Each of our pns a maker has references for, with its best reference, by their pn. */
async function referencesOfMaker(
  payload: Payload,
  slug: string,
): Promise<Map<string, PartReference>> {
  const rows = await crossReferencesOfMaker(payload, slug)
  const byTheirPn = new Map<string, typeof rows>()
  for (const row of rows) {
    const same = byTheirPn.get(row.theirPnKey) ?? []
    same.push(row)
    byTheirPn.set(row.theirPnKey, same)
  }
  const references = new Map<string, PartReference>()
  for (const same of byTheirPn.values()) {
    for (const equivalent of equivalentsOf(same)) {
      for (const part of partsOf(equivalent)) {
        if (!references.has(part.pn)) references.set(part.pn, part)
      }
    }
  }
  return references
}

export function crossReferenceSearch(payload: Payload): SearchRelations {
  return {
    async equivalents(text, { prefix, limit }) {
      const key = theirPnKey(text)
      if (key === '') return []
      const rows =
        prefix && key.length >= minPrefixKey
          ? await crossReferencesForKeyPrefix(payload, key, limit * 4)
          : await crossReferencesForKeys(payload, [key])
      return referencesForKey(key, rows, limit)
    },

    async maker(words) {
      const makers = await kept('search:makers', () => makersWithRows(payload))
      const named = makerNamed(words, makers)
      if (!named) return null
      const references = await kept(`search:maker:${named.maker.slug}`, () =>
        referencesOfMaker(payload, named.maker.slug),
      )
      return { rest: named.rest, references }
    },

    async replacements(pns) {
      const found = await replacementsFor(payload, pns)
      return new Map([...found].map(([pn, replacement]) => [pn, replacement.pn]))
    },
  }
}
