/**
 * Catalogue search, one interface over SQLite (FTS5 + trigram) and
 * PostgreSQL (tsvector + pg_trgm):
 * - parts by part number (prefix, then substring, shorter pn first) and by the
 *   words of their description in the visitor's language;
 * - product families and published content by title and text, accents
 *   folded both ways;
 * - `lookupParts`: exact part numbers, for the cart.
 * Parts of a non-public series and unavailable parts are never answered: the
 * series rule is applied to the candidates the SQL returns (a few more are
 * fetched than asked for, and more pages when the rule drops many).
 * List prices only: what a viewer pays is the pricing module's business.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { listingRule, loadSeries } from '@/catalog/catalog-data'
import { documentPath } from '@/content/links'
import type { Locale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'

import { storedPn, parseQuery, type ParsedQuery } from './fold'
import {
  contentCollections,
  familyCollection,
  isIndexedCollection,
  type IndexedCollection,
} from './kinds'
import { dbFor, dialectOf, onOneConnection, type SqlDb } from '@/platform/sql'
import { statementsFor, type DocumentRow, type PartRow } from './statements'

export type PartMatch = 'prefix' | 'substring' | 'text'

export type PartHit = {
  pn: string
  /** In the search's locale. */
  description: string
  familySlug: string | null
  pkgQty: number
  /** The list price, not what a given viewer pays. */
  listPriceCents: number
  /** `/products/{family}/{pn}` in the locale; null if the part has no family. */
  href: string | null
  match: PartMatch
}

export type Hit = {
  kind: IndexedCollection
  id: number
  title: string
  summary: string | null
  href: string
}

export type SearchResults = { parts: PartHit[]; families: Hit[]; content: Hit[] }

export type PartSummary = {
  id: number
  pn: string
  descriptionEn: string
  descriptionEs: string
  familySlug: string | null
  pkgQty: number
  listPriceCents: number
  tariff: boolean
  shippingFamily: string | null
}

export type SearchInput = { q: string; locale: Locale; limit?: number }

export type ExplainOptions = {
  locale?: Locale
  limit?: number
  /** PostgreSQL: plan with `SET LOCAL enable_seqscan = off` (tiny tables otherwise get seq scans). */
  avoidSeqScan?: boolean
}

export type Search = {
  search(input: SearchInput): Promise<SearchResults>
  lookupParts(pns: readonly string[]): Promise<PartSummary[]>
  explain(q: string, options?: ExplainOptions): Promise<string>
}

export const defaultSearchLimit = 10
export const maxSearchLimit = 50
export const maxLookupPns = 999

const emptyResults = (): SearchResults => ({ parts: [], families: [], content: [] })

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return defaultSearchLimit
  return Math.min(maxSearchLimit, Math.max(1, Math.floor(limit)))
}

function toSummary(row: PartRow): PartSummary {
  return {
    id: Number(row.id),
    pn: String(row.pn),
    descriptionEn: row.description_en ?? '',
    descriptionEs: row.description_es ?? '',
    familySlug: row.family_slug ? String(row.family_slug) : null,
    pkgQty: Number(row.pkg_qty ?? 1),
    listPriceCents: Number(row.list_price_cents ?? 0),
    tariff: row.tariff === true || row.tariff === 1,
    shippingFamily: row.shipping_family ?? null,
  }
}

function toHit(row: PartRow, locale: Locale, match: PartMatch): PartHit {
  const part = toSummary(row)
  return {
    pn: part.pn,
    description: locale === 'es' ? part.descriptionEs : part.descriptionEn,
    familySlug: part.familySlug,
    pkgQty: part.pkgQty,
    listPriceCents: part.listPriceCents,
    href: part.familySlug ? pathFor(locale, 'product', [part.familySlug, part.pn]) : null,
    match,
  }
}

/** Whether a pn may be shown: the visibility rule of the catalogue (non-public series are hidden). */
async function visibilityRule(payload: Payload): Promise<(pn: string) => boolean> {
  return listingRule(await loadSeries(payload))
}

type DocFields = {
  id: number
  title?: string | null
  slug?: string | null
  summary?: string | null
}

export function createSearch(payload: Payload): Search {
  const dialect = dialectOf(payload)
  const statements = statementsFor(dialect)

  /** Pages through one candidate query until `want` visible, new parts are found. */
  async function collectParts(
    db: SqlDb,
    page: (limit: number, offset: number) => SQL | null,
    accept: (row: PartRow) => boolean,
    want: number,
  ): Promise<void> {
    let offset = 0
    for (let round = 0; round < 6 && want > 0; round++) {
      const size = want + 10 + round * want
      const query = page(size, offset)
      if (!query) return
      const rows = await db.rows<PartRow>(query)
      for (const row of rows) if (accept(row) && --want <= 0) return
      if (rows.length < size) return
      offset += size
    }
  }

  async function findParts(
    db: SqlDb,
    parsed: ParsedQuery,
    locale: Locale,
    limit: number,
    listed: (pn: string) => boolean,
  ): Promise<PartHit[]> {
    const hits: PartHit[] = []
    const seen = new Set<number>()
    const acceptAs = (match: PartMatch) => (row: PartRow) => {
      const id = Number(row.id)
      if (seen.has(id) || !listed(row.pn) || hits.length >= limit) return false
      seen.add(id)
      hits.push(toHit(row, locale, match))
      return true
    }
    for (const pn of parsed.pns) {
      await collectParts(
        db,
        (size, offset) => statements.prefix(pn, size, offset),
        acceptAs('prefix'),
        limit - hits.length,
      )
    }
    // the same pn typed with other separators: right after the pns spelled as stored
    const { pnKey } = parsed
    if (pnKey && hits.length < limit) {
      await collectParts(
        db,
        (size, offset) => statements.keyPrefix(pnKey, size, offset),
        acceptAs('prefix'),
        limit - hits.length,
      )
    }
    for (const pn of parsed.pns) {
      if (hits.length >= limit) break
      await collectParts(
        db,
        (size, offset) => statements.substring(pn, size, offset),
        acceptAs('substring'),
        limit - hits.length,
      )
    }
    if (hits.length < limit) {
      await collectParts(
        db,
        (size, offset) => statements.partText(parsed.words, locale, size, offset),
        acceptAs('text'),
        limit - hits.length,
      )
    }
    return hits
  }

  /** Index rows → published documents in the locale (stale rows are skipped), in rank order. */
  async function documentHits(rows: DocumentRow[], locale: Locale, limit: number): Promise<Hit[]> {
    const idsByKind = new Map<IndexedCollection, number[]>()
    for (const row of rows) {
      if (!isIndexedCollection(row.kind)) continue
      const ids = idsByKind.get(row.kind) ?? []
      ids.push(Number(row.ref))
      idsByKind.set(row.kind, ids)
    }
    const docs = new Map<string, DocFields>()
    for (const [kind, ids] of idsByKind) {
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
    const hits: Hit[] = []
    for (const row of rows) {
      const doc = docs.get(`${row.kind}:${row.ref}`)
      if (!doc?.title || !isIndexedCollection(row.kind)) continue
      const href = documentPath(locale, row.kind, doc)
      if (!href) continue
      hits.push({
        kind: row.kind,
        id: doc.id,
        title: doc.title,
        summary: doc.summary ?? null,
        href,
      })
      if (hits.length >= limit) break
    }
    return hits
  }

  async function findDocuments(
    db: SqlDb,
    words: string[],
    locale: Locale,
    kinds: readonly string[],
    limit: number,
  ): Promise<Hit[]> {
    const query = statements.documents(words, locale, kinds, limit + 5)
    if (!query) return []
    return documentHits(await db.rows<DocumentRow>(query), locale, limit)
  }

  return {
    async search({ q, locale, limit: asked }) {
      const limit = clampLimit(asked)
      const parsed = parseQuery(q)
      if (parsed.words.length === 0 && parsed.pns.length === 0) return emptyResults()
      const db = await dbFor(payload)
      const listed = await visibilityRule(payload)
      const parts = await findParts(db, parsed, locale, limit, listed)
      const families = await findDocuments(db, parsed.words, locale, [familyCollection], limit)
      const content = await findDocuments(db, parsed.words, locale, contentCollections, limit)
      return { parts, families, content }
    },

    async lookupParts(pns) {
      const wanted: string[] = []
      for (const value of pns) {
        const pn = storedPn(value)
        if (pn && !wanted.includes(pn)) wanted.push(pn)
      }
      if (wanted.length > maxLookupPns) {
        throw new RangeError(`At most ${maxLookupPns} part numbers per look-up`)
      }
      if (wanted.length === 0) return []
      const db = await dbFor(payload)
      const listed = await visibilityRule(payload)
      const byPn = new Map<string, PartSummary>()
      for (const row of await db.rows<PartRow>(statements.lookup(wanted))) {
        if (listed(row.pn)) byPn.set(row.pn, toSummary(row))
      }
      return wanted.flatMap((pn) => byPn.get(pn) ?? [])
    },

    async explain(q, options = {}) {
      const locale = options.locale ?? 'en'
      const limit = clampLimit(options.limit)
      const parsed = parseQuery(q)
      const planned: { label: string; query: SQL | null }[] = []
      for (const pn of parsed.pns) {
        planned.push({
          label: `part numbers starting with ${pn}`,
          query: statements.prefix(pn, limit, 0),
        })
        planned.push({
          label: `part numbers containing ${pn}`,
          query: statements.substring(pn, limit, 0),
        })
      }
      if (parsed.pnKey) {
        planned.push({
          label: `part numbers whose key starts with ${parsed.pnKey}`,
          query: statements.keyPrefix(parsed.pnKey, limit, 0),
        })
      }
      planned.push(
        { label: 'part descriptions', query: statements.partText(parsed.words, locale, limit, 0) },
        {
          label: 'product families',
          query: statements.documents(parsed.words, locale, [familyCollection], limit),
        },
        {
          label: 'content',
          query: statements.documents(parsed.words, locale, contentCollections, limit),
        },
      )
      const run = async (db: SqlDb): Promise<string> => {
        const sections: string[] = []
        for (const { label, query } of planned) {
          if (!query) continue
          sections.push(`-- ${label}\n${await planText(db, query)}`)
        }
        return sections.join('\n\n')
      }
      if (dialect === 'postgres' && options.avoidSeqScan) {
        return onOneConnection(payload, async (db) => {
          await db.run(sqlSetNoSeqScan)
          return run(db)
        })
      }
      return run(await dbFor(payload))
    },
  }
}

const sqlSetNoSeqScan = sql.raw('SET LOCAL enable_seqscan = off')

async function planText(db: SqlDb, query: SQL): Promise<string> {
  if (db.dialect === 'postgres') {
    const rows = await db.rows<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${query}`)
    return rows.map((row) => row['QUERY PLAN']).join('\n')
  }
  const rows = await db.rows<{ id: number; parent: number; detail: string }>(
    sql`EXPLAIN QUERY PLAN ${query}`,
  )
  const depth = new Map<number, number>()
  return rows
    .map((row) => {
      const level = (depth.get(Number(row.parent)) ?? -1) + 1
      depth.set(Number(row.id), level)
      return `${'  '.repeat(level)}${row.detail}`
    })
    .join('\n')
}
