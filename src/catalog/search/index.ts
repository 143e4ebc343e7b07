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
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'

import { storedPn, parseQuery, type ParsedQuery } from './fold'
import { findDocuments } from './documents'
import { contentCollections, familyCollection, type Hit } from './kinds'
import { dbFor, type SqlDb } from '@/platform/sql'
import { queryTerms, type Term } from './query-terms'
import { byRelevance, relevanceOf } from './rank'
import {
  explainQueries,
  readParts,
  statementsOf,
  type PartQuery,
  type PartRow,
} from './search-index-store'
import { listingOf, synonymsOf, wordIndexOf } from './vocabulary'

export type PartMatch = 'exact' | 'prefix' | 'substring' | 'text' | 'partial'

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
  /**
   * False only for the part whose pn was typed exactly but which is no longer sold: it is shown
   * so the buyer knows why, without a price or an add to cart.
   */
  available: boolean
}

export type { Hit }

export type SearchResults = {
  parts: PartHit[]
  families: Hit[]
  content: Hit[]
  /** Whether more parts follow this page (ask again with `offset` + `limit`). */
  moreParts: boolean
  /** Queries worth trying instead (typos corrected), best first; empty when the query is fine. */
  suggestions: string[]
}

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

export type SearchInput = {
  q: string
  locale: Locale
  limit?: number
  /** Parts to skip (paging); families and content are answered on the first page only. */
  offset?: number
}

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
/** Deepest page of parts (offset + limit): a buyer refines the query before page 10. */
export const maxSearchDepth = 500

const emptyResults = (): SearchResults => ({
  parts: [],
  families: [],
  content: [],
  moreParts: false,
  suggestions: [],
})

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return defaultSearchLimit
  return Math.min(maxSearchLimit, Math.max(1, Math.floor(limit)))
}

/**
 * Rows the full-text index offers for ranking: the same number whatever the page, so that pages
 * rank the same candidates and follow each other without repeats.
 */
const wordCandidates = maxSearchDepth

const byPn = (a: PartRow, b: PartRow) => a.pn.length - b.pn.length || (a.pn < b.pn ? -1 : 1)

function clampOffset(offset: number | undefined, limit: number): number {
  if (offset === undefined || !Number.isFinite(offset)) return 0
  return Math.min(maxSearchDepth - limit, Math.max(0, Math.floor(offset)))
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
    available: true,
  }
}

/** SQLite stores 0/1, PostgreSQL a boolean; no value means available. */
function isAvailable(value: PartRow['available']): boolean {
  return value !== false && value !== 0
}

export function createSearch(payload: Payload): Search {
  const statements = statementsOf(payload)

  /** Pages through one candidate query until `want` visible, new parts are found. */
  async function collectParts(
    db: SqlDb,
    page: (limit: number, offset: number) => PartQuery | null,
    accept: (row: PartRow) => boolean,
    want: number,
  ): Promise<void> {
    let offset = 0
    for (let round = 0; round < 6 && want > 0; round++) {
      const size = want + 10 + round * want
      const query = page(size, offset)
      if (!query) return
      const rows = await readParts(db, query)
      for (const row of rows) if (accept(row) && --want <= 0) return
      if (rows.length < size) return
      offset += size
    }
  }

  async function findParts(
    db: SqlDb,
    parsed: ParsedQuery,
    terms: readonly Term[],
    locale: Locale,
    want: number,
    listed: (pn: string) => boolean,
  ): Promise<PartHit[]> {
    const hits: PartHit[] = []
    const seen = new Set<number>()
    const acceptAs = (match: PartMatch) => (row: PartRow) => {
      const id = Number(row.id)
      if (seen.has(id) || !listed(row.pn) || hits.length >= want) return false
      seen.add(id)
      hits.push(toHit(row, locale, match))
      return true
    }
    const collect = async (
      match: PartMatch,
      page: (size: number, offset: number) => PartQuery | null,
    ) => {
      if (hits.length < want) await collectParts(db, page, acceptAs(match), want - hits.length)
    }
    // the pn typed exactly (with any separators) first, even when it is no longer sold
    const { pnKey } = parsed
    if (pnKey) {
      const [row] = await readParts(db, statements.exactKey(pnKey))
      if (row && listed(row.pn)) {
        seen.add(Number(row.id))
        hits.push({ ...toHit(row, locale, 'exact'), available: isAvailable(row.available) })
      }
    }
    for (const pn of parsed.pns) {
      await collect('prefix', (size, offset) => statements.prefix(pn, size, offset))
    }
    // the same pn typed with other separators: right after the pns spelled as stored
    if (pnKey) {
      await collect('prefix', (size, offset) => statements.keyPrefix(pnKey, size, offset))
    }
    for (const pn of parsed.pns) {
      await collect('substring', (size, offset) => statements.substring(pn, size, offset))
    }
    // words: the index's best candidates, in the order a buyer would agree with (rank.ts)
    const byWords = async (match: PartMatch, wanted: readonly Term[]) => {
      if (hits.length >= want) return
      const query = statements.partText(wanted, locale, wordCandidates)
      if (!query) return
      const rows = (await readParts(db, query)).filter(
        (row) => !seen.has(Number(row.id)) && listed(row.pn),
      )
      const text = (row: PartRow) => (locale === 'es' ? row.description_es : row.description_en)
      const accept = acceptAs(match)
      for (const row of byRelevance(
        rows,
        (row) => relevanceOf(text(row) ?? '', terms, row.pn),
        byPn,
      )) {
        accept(row)
      }
    }
    await byWords('text', terms)
    // all the words but one, the last typed left out first: for a query of words only (a
    // part-number query is not padded with near misses)
    const wordQuery = parsed.pns.length === 0 && hits.every((hit) => hit.match === 'text')
    if (terms.length > 1 && wordQuery) {
      for (let left = terms.length - 1; left >= 0 && hits.length < want; left--) {
        const kept = terms.filter((_, index) => index !== left)
        // numbers alone say nothing of the part ('1' would find every 10 A part)
        if (kept.every((term) => term.typed.every((word) => /^\d+$/.test(word)))) continue
        await byWords('partial', kept)
      }
    }
    return hits
  }

  return {
    async search({ q, locale, limit: asked, offset: skip }) {
      const limit = clampLimit(asked)
      const offset = clampOffset(skip, limit)
      const parsed = parseQuery(q)
      if (parsed.words.length === 0 && parsed.pns.length === 0) return emptyResults()
      const [db, listed, wordIndex, synonyms] = await Promise.all([
        dbFor(payload),
        listingOf(payload),
        wordIndexOf(payload, locale),
        synonymsOf(payload),
      ])
      const { terms, correction } = queryTerms(parsed.text, wordIndex, synonyms)
      // one more than the page: whether another page follows
      const found = await findParts(db, parsed, terms, locale, offset + limit + 1, listed)
      const firstPage = offset === 0
      return {
        parts: found.slice(offset, offset + limit),
        moreParts: found.length > offset + limit,
        families: firstPage
          ? await findDocuments(payload, terms, locale, [familyCollection], limit)
          : [],
        content: firstPage
          ? await findDocuments(payload, terms, locale, contentCollections, limit)
          : [],
        suggestions: correction ? [correction] : [],
      }
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
      const listed = await listingOf(payload)
      const byPn = new Map<string, PartSummary>()
      for (const row of await readParts(db, statements.lookup(wanted))) {
        if (listed(row.pn)) byPn.set(row.pn, toSummary(row))
      }
      return wanted.flatMap((pn) => byPn.get(pn) ?? [])
    },

    async explain(q, options = {}) {
      const locale = options.locale ?? 'en'
      const limit = clampLimit(options.limit)
      const parsed = parseQuery(q)
      const { terms } = queryTerms(
        parsed.text,
        await wordIndexOf(payload, locale),
        await synonymsOf(payload),
      )
      const planned: { label: string; query: PartQuery | null }[] = []
      if (parsed.pnKey) {
        planned.push({
          label: `the part whose key is ${parsed.pnKey}`,
          query: statements.exactKey(parsed.pnKey),
        })
      }
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
        {
          label: 'part descriptions',
          query: statements.partText(terms, locale, wordCandidates),
        },
        {
          label: 'part descriptions, all words but the last',
          query:
            terms.length > 1
              ? statements.partText(terms.slice(0, -1), locale, wordCandidates)
              : null,
        },
        // families and content are matched in memory (documents.ts): no SQL per query
      )
      return explainQueries(payload, planned, { avoidSeqScan: options.avoidSeqScan })
    },
  }
}
