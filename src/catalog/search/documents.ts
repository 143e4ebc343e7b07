/**
 * Product families and published content for a search, matched in memory. They are few (a
 * catalogue of 50,000 parts has a few hundred), so each locale's list is read once (index rows,
 * then one find per collection for titles, slugs and summaries) and kept until the next change
 * (`forgetSearchAnswers`); a query then costs no SQL at all. A profile had found a full-text query
 * and a Payload `find` per group on every word query (4–16 ms).
 */
import type { Payload } from 'payload'

import { documentPath } from '@/content/links'
import type { Locale } from '@/i18n/locales'

import { words } from './fold'
import { isIndexedCollection, type Hit, type IndexedCollection } from './kinds'
import type { Term } from './query-terms'
import { byRelevance, hasEveryTerm, relevanceOf } from './rank'
import { documentRows } from './search-index-store'
import { keptFor } from './vocabulary'

type KeptDocument = {
  hit: Hit
  /** The words of its title and text, sorted and unique. */
  words: string[]
}

type DocFields = {
  id: number
  title?: string | null
  slug?: string | null
  summary?: string | null
}

async function readDocuments(payload: Payload, locale: Locale): Promise<KeptDocument[]> {
  const rows = await documentRows(payload, locale)
  const idsByKind = new Map<IndexedCollection, number[]>()
  for (const row of rows) {
    if (!isIndexedCollection(row.kind)) continue
    idsByKind.set(row.kind, [...(idsByKind.get(row.kind) ?? []), Number(row.ref)])
  }
  const docs = new Map<string, DocFields>()
  for (const [kind, ids] of idsByKind) {
    // the index holds published documents only; the status is checked again in case it is behind
    const found = await payload.find({
      collection: kind,
      locale,
      where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
      select: { title: true, slug: true, summary: true },
      depth: 0,
      draft: false,
      pagination: false,
      overrideAccess: true,
    })
    for (const doc of found.docs as unknown as DocFields[]) docs.set(`${kind}:${doc.id}`, doc)
  }
  const kept: KeptDocument[] = []
  for (const row of rows) {
    const doc = docs.get(`${row.kind}:${row.ref}`)
    if (!doc?.title || !isIndexedCollection(row.kind)) continue
    const href = documentPath(locale, row.kind, doc)
    if (!href) continue
    kept.push({
      hit: { kind: row.kind, id: doc.id, title: doc.title, summary: doc.summary ?? null, href },
      words: [...new Set([...words(row.title), ...words(row.body)])].sort(),
    })
  }
  return kept
}

/** Documents of these kinds with every term in their title or text, best title first. */
export async function findDocuments(
  payload: Payload,
  terms: readonly Term[],
  locale: Locale,
  kinds: readonly IndexedCollection[],
  limit: number,
): Promise<Hit[]> {
  if (terms.length === 0) return []
  const kept = await keptFor(payload, `documents:${locale}`, () => readDocuments(payload, locale))
  const found = kept.filter((doc) => kinds.includes(doc.hit.kind) && hasEveryTerm(doc.words, terms))
  return byRelevance(found, (doc) => relevanceOf(doc.hit.title, terms))
    .slice(0, limit)
    .map((doc) => doc.hit)
}
