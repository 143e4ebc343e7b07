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
import type { EquivalentOf, PartReference } from './references'
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

/**
 * How a part was found: its own pn (`exact`, `prefix`, `substring`), its description (`text`,
 * `partial`), another maker's pn it is the equivalent of (`equivalent`), or as the part replacing
 * a discontinued one typed (`replacement`).
 */
export type PartMatch =
  'exact' | 'prefix' | 'substring' | 'text' | 'partial' | 'equivalent' | 'replacement'

/**
 * What the cross-reference capability adds to a search (business rules §11), passed in by the
 * layer that composes the two (the search page, the search route): the catalogue knows no
 * other maker.
 */
export type SearchRelations = {
  /**
   * Our parts another maker's pn leads to: the typed text's whole key first, then (when
   * `prefix`) keys starting with it; best first (exact → functional → similar → kit).
   */
  equivalents(text: string, options: { prefix: boolean; limit: number }): Promise<PartReference[]>
  /**
   * A maker named among the query's folded words: the words left once its name is taken out,
   * and each pn of ours it has references for (with the first such reference). Null when none.
   */
  maker(
    words: readonly string[],
  ): Promise<{ rest: string[]; references: ReadonlyMap<string, PartReference> } | null>
  /** The part offered in place of each discontinued pn that has one (successors). */
  replacements(pns: readonly string[]): Promise<ReadonlyMap<string, string>>
}

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
  /** Found as the equivalent of another maker's pn (`equivalent`, or its maker's words). */
  equivalentOf?: EquivalentOf
  /** An unavailable part's successor (the part offered instead, listed right after it). */
  replacedBy?: string
  /** On the successor's own row: the discontinued pn it replaces. */
  replaces?: string
}

export type { Hit }
export type { EquivalentOf, PartReference, ReferenceMatch } from './references'

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

type MakerNarrowing = Awaited<ReturnType<SearchRelations['maker']>>

/** Their pns a query leads to, at most (whole key and prefix together). */
const maxEquivalents = 20

/** A reference as a result row says it: the note in the search's locale. */
function equivalentOf(reference: PartReference, locale: Locale): EquivalentOf {
  return {
    maker: reference.maker,
    theirPn: reference.theirPn,
    match: reference.match,
    quantity: reference.quantity,
    note: reference.note[locale],
  }
}

/**
 * `relations`: what the cross-reference capability adds (other makers' pns, makers' words,
 * successors); without it the search knows our own parts only.
 */
export function createSearch(payload: Payload, relations?: SearchRelations): Search {
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
    maker: MakerNarrowing | null,
  ): Promise<PartHit[]> {
    const hits: PartHit[] = []
    const seen = new Set<number>()
    const acceptAs = (match: PartMatch) => (row: PartRow) => {
      const id = Number(row.id)
      if (seen.has(id) || !listed(row.pn) || hits.length >= want) return false
      seen.add(id)
      const hit = toHit(row, locale, match)
      const reference = maker?.references.get(row.pn)
      hits.push(reference ? { ...hit, equivalentOf: equivalentOf(reference, locale) } : hit)
      return true
    }
    /** Our parts of these pns in the given order (available ones only), each as `match`. */
    const addParts = async (
      pns: readonly string[],
      match: PartMatch,
      extra: (pn: string) => Partial<PartHit>,
    ) => {
      const wanted = [...new Set(pns)].filter(listed)
      if (wanted.length === 0 || hits.length >= want) return
      const rows = new Map(
        (await readParts(db, statements.lookup(wanted))).map((row) => [row.pn, row]),
      )
      for (const pn of wanted) {
        const row = rows.get(pn)
        if (!row || seen.has(Number(row.id)) || hits.length >= want) continue
        seen.add(Number(row.id))
        hits.push({ ...toHit(row, locale, match), ...extra(pn) })
      }
    }
    if (maker) {
      // a maker's name and words: that maker's references only; its name alone lists them
      if (terms.length === 0) {
        await addParts([...maker.references.keys()].slice(0, want), 'equivalent', (pn) => ({
          equivalentOf: equivalentOf(maker.references.get(pn)!, locale),
        }))
        return hits
      }
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
        const available = isAvailable(row.available)
        const hit: PartHit = { ...toHit(row, locale, 'exact'), available }
        hits.push(hit)
        // a discontinued pn: the part that replaces it right below, with its price and add
        const replacement = !available
          ? (await relations?.replacements([row.pn]))?.get(row.pn)
          : undefined
        if (replacement) {
          hit.replacedBy = replacement
          await addParts([replacement], 'replacement', () => ({ replaces: row.pn }))
        }
      }
    }
    // another maker's pn: our equivalents next (ours first when the text is also our pn)
    // (their pns may hold what ours never do: `DILM12-10(24VDC)`, `ZB12-1,6`)
    const pnShaped =
      pnKey || parsed.pns.length > 0 || (/\d/.test(parsed.text) && !/\s/.test(parsed.text))
    if (relations && !maker && pnShaped) {
      const references = await relations.equivalents(parsed.text, {
        prefix: true,
        limit: maxEquivalents,
      })
      const first = new Map<string, PartReference>()
      for (const reference of references) {
        if (!first.has(reference.pn)) first.set(reference.pn, reference)
      }
      await addParts([...first.keys()], 'equivalent', (pn) => ({
        equivalentOf: equivalentOf(first.get(pn)!, locale),
      }))
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
    // (not within a maker's references: 'siemens 22mm green' asks for green ones)
    const wordQuery = !maker && parsed.pns.length === 0 && hits.every((hit) => hit.match === 'text')
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
      const [db, listedPart, wordIndex, synonyms, maker] = await Promise.all([
        dbFor(payload),
        listingOf(payload),
        wordIndexOf(payload, locale),
        synonymsOf(payload),
        // words naming a maker (`siemens 22mm green`): its references only
        // (a single word is pn-like too: `schneider`; a pn with a digit is not a maker)
        relations && parsed.words.length > 0 && !parsed.pns.some((pn) => /\d/.test(pn))
          ? relations.maker(parsed.words)
          : null,
      ])
      const listed = maker ? (pn: string) => listedPart(pn) && maker.references.has(pn) : listedPart
      const { terms, correction } = queryTerms(
        maker ? maker.rest.join(' ') : parsed.text,
        wordIndex,
        synonyms,
      )
      const searched = maker ? { ...parseQuery(maker.rest.join(' ')), pnKey: null } : parsed
      // one more than the page: whether another page follows
      const found = await findParts(db, searched, terms, locale, offset + limit + 1, listed, maker)
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
