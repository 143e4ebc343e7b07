/**
 * The search index's reads: the SQL a search runs, per dialect (`statementsFor`), and the reads
 * of the index's words, its documents and a query's plans. Every user value is a bound
 * parameter; the expressions bound (MATCH / tsquery / LIKE patterns) come from fold.ts,
 * which quotes or validates every token.
 *
 * Part numbers: prefix on the unique pn index (SQLite: binary range
 * `pn >= 'E22' AND pn < 'E23'`; PostgreSQL: `LIKE 'E22%'` on the
 * text_pattern_ops index), substrings of ≥ 3 characters through the trigram
 * index (SQLite `search_pn MATCH '"PBR"'`, PostgreSQL `ILIKE '%PBR%'` on the
 * pg_trgm GIN index). A 2-character substring has no trigram, so it scans
 * (50,000 short strings: milliseconds) and only tops up the prefix matches.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { locales, type Locale } from '@/i18n/locales'

import { escapeLike, prefixUpperBound, trigramMatchExpression } from './fold'
import { pnKeyExpression } from '@/catalog/search-schema'
import { ftsExpression, tsExpression, type Term } from './query-terms'

import { indexedCollections, partKind } from './kinds'
import {
  dbFor,
  dialectOf,
  list,
  onOneConnection,
  type SearchDialect,
  type SqlDb,
} from '@/platform/sql'

export type PartRow = {
  id: number | string
  pn: string
  description_en: string | null
  description_es: string | null
  pkg_qty: number | string | null
  list_price_cents: number | string | null
  tariff: boolean | number | null
  shipping_family: string | null
  family_slug: string | null
  available?: boolean | number | null
}

/** One statement of a search (built by `statementsFor`), run by `readParts` or planned by `explainQueries`. */
export type PartQuery = SQL

export type Statements = {
  /** Parts whose pn starts with `pn`, shortest first. */
  prefix(pn: string, limit: number, offset: number): SQL
  /**
   * Parts whose key (the pn without separators) starts with `key`, shortest first: a pn typed
   * with other separators than the catalogue's (`E22-ES40K-01` for `E22ES40K-01`).
   */
  keyPrefix(key: string, limit: number, offset: number): SQL
  /** Parts whose pn contains `pn` but does not start with it, shortest first (null: 1 character). */
  substring(pn: string, limit: number, offset: number): SQL | null
  /**
   * Up to `limit` parts whose description (in the locale) or pn words match every term, in the
   * index's own order (the same every time): candidates that the
   * caller ranks. No score is computed: bm25 and ts_rank cost a pass over every match and know
   * nothing of where a word stands, which is what a buyer's order depends on (rank.ts).
   */
  partText(terms: readonly Term[], locale: Locale, limit: number): SQL | null
  /** Every indexed document's row in the locale (kind, ref, title, body), to keep in memory. */
  documentRows(locale: Locale): SQL
  /** The part whose key is exactly `key`, available or not (one row at most). */
  exactKey(key: string): SQL
  /** Parts with exactly these pns (any order). */
  lookup(pns: readonly string[]): SQL
}

const partColumns = sql.raw(
  'p.id AS id, p.pn AS pn, p.description_en AS description_en, p.description_es AS description_es, ' +
    'p.pkg_qty AS pkg_qty, p.list_price_cents AS list_price_cents, p.tariff AS tariff, ' +
    'p.shipping_family AS shipping_family, pr.slug AS family_slug',
)
const withFamily = sql.raw('LEFT JOIN products pr ON pr.id = p.product_id')
const byLength = sql.raw('length(p.pn), p.pn')
// the indexed expression (search-schema.ts), on the parts alias
const pnKey = sql.raw(`(${pnKeyExpression('p.pn')})`)

const sqlite: Statements = {
  prefix: (pn, limit, offset) => sql`SELECT ${partColumns} FROM parts p ${withFamily}
    WHERE p.pn >= ${pn} AND p.pn < ${prefixUpperBound(pn)} AND p.available IS NOT 0
    ORDER BY ${byLength} LIMIT ${limit} OFFSET ${offset}`,

  keyPrefix: (key, limit, offset) => sql`SELECT ${partColumns} FROM parts p ${withFamily}
    WHERE ${pnKey} >= ${key} AND ${pnKey} < ${prefixUpperBound(key)} AND p.available IS NOT 0
    ORDER BY ${byLength} LIMIT ${limit} OFFSET ${offset}`,

  substring: (pn, limit, offset) => {
    const notPrefix = sql`NOT (p.pn >= ${pn} AND p.pn < ${prefixUpperBound(pn)})`
    const trigram = trigramMatchExpression(pn)
    if (trigram) {
      return sql`SELECT ${partColumns} FROM search_pn JOIN parts p ON p.id = search_pn.rowid ${withFamily}
        WHERE search_pn MATCH ${trigram} AND ${notPrefix} AND p.available IS NOT 0
        ORDER BY ${byLength} LIMIT ${limit} OFFSET ${offset}`
    }
    if (pn.length < 2) return null
    return sql`SELECT ${partColumns} FROM parts p ${withFamily}
      WHERE instr(p.pn, ${pn}) > 0 AND ${notPrefix} AND p.available IS NOT 0
      ORDER BY ${byLength} LIMIT ${limit} OFFSET ${offset}`
  },

  partText: (terms, locale, limit) => {
    const match = ftsExpression(terms)
    if (!match) return null
    // a part's rows are rowid 2·id + the locale's index (indexer.ts): the locale and the part
    // come from the rowid alone, so the index's stored columns are never read
    return sql`SELECT ${partColumns}
      FROM (SELECT rowid AS found FROM search_text
        WHERE search_text MATCH ${match} AND rowid >= 0 AND rowid % 2 = ${locales.indexOf(locale)}
        LIMIT ${limit}) m
      JOIN parts p ON p.id = m.found / 2 ${withFamily}
      WHERE p.available IS NOT 0`
  },

  // documents have negative rowids (indexer.ts)
  documentRows: (locale) => sql`SELECT kind, ref, title, body FROM search_text
    WHERE rowid < 0 AND locale = ${locale}`,

  exactKey: (key) => sql`SELECT ${partColumns}, p.available AS available FROM parts p ${withFamily}
    WHERE ${pnKey} = ${key} ORDER BY ${byLength} LIMIT 1`,

  lookup: (pns) => sql`SELECT ${partColumns} FROM parts p ${withFamily}
    WHERE p.pn IN (${list(pns)}) AND p.available IS NOT 0`,
}

const postgres: Statements = {
  prefix: (pn, limit, offset) => sql`SELECT ${partColumns} FROM parts p ${withFamily}
    WHERE p.pn LIKE ${`${escapeLike(pn)}%`} AND p.available IS NOT FALSE
    ORDER BY ${byLength} LIMIT ${limit} OFFSET ${offset}`,

  keyPrefix: (key, limit, offset) => sql`SELECT ${partColumns} FROM parts p ${withFamily}
    WHERE ${pnKey} LIKE ${`${escapeLike(key)}%`} AND p.available IS NOT FALSE
    ORDER BY ${byLength} LIMIT ${limit} OFFSET ${offset}`,

  substring: (pn, limit, offset) => {
    if (pn.length < 2) return null
    // with 2 characters pg_trgm has no trigram to look up: the planner scans instead
    return sql`SELECT ${partColumns} FROM parts p ${withFamily}
      WHERE p.pn ILIKE ${`%${escapeLike(pn)}%`} AND p.pn NOT LIKE ${`${escapeLike(pn)}%`}
        AND p.available IS NOT FALSE
      ORDER BY ${byLength} LIMIT ${limit} OFFSET ${offset}`
  },

  partText: (terms, locale, limit) => {
    const query = tsExpression(terms)
    if (!query) return null
    // MATERIALIZED hides the LIMIT from the planner, which otherwise bets on a sequential scan
    // finding enough matches early (42 ms on 50,000 parts when they lie at the end; 2 ms this way)
    return sql`WITH found AS MATERIALIZED (SELECT st.ref FROM search_text st
        WHERE st.tsv @@ to_tsquery('simple', ${query}) AND st.kind = ${partKind}
          AND st.locale = ${locale})
      SELECT ${partColumns}
      FROM (SELECT ref FROM found LIMIT ${limit}) m
      JOIN parts p ON p.id = m.ref::integer ${withFamily}
      WHERE p.available IS NOT FALSE`
  },

  documentRows: (locale) => sql`SELECT kind, ref, title, body FROM search_text
    WHERE kind IN (${list(indexedCollections)}) AND locale = ${locale}`,

  exactKey: (key) => sql`SELECT ${partColumns}, p.available AS available FROM parts p ${withFamily}
    WHERE ${pnKey} = ${key} ORDER BY ${byLength} LIMIT 1`,

  lookup: (pns) => sql`SELECT ${partColumns} FROM parts p ${withFamily}
    WHERE p.pn IN (${list(pns)}) AND p.available IS NOT FALSE`,
}

export function statementsFor(dialect: SearchDialect): Statements {
  return dialect === 'postgres' ? postgres : sqlite
}

/** The statements of this shop's database. */
export function statementsOf(payload: Payload): Statements {
  return statementsFor(dialectOf(payload))
}

/** The parts a search statement answers. */
export function readParts(db: SqlDb, query: PartQuery): Promise<PartRow[]> {
  return db.rows<PartRow>(query)
}

/** The titles and bodies of every row of the index in the locale (parts and documents), for its words. */
export async function indexTexts(
  payload: Payload,
  locale: Locale,
): Promise<{ title: string | null; body: string | null }[]> {
  const db = await dbFor(payload)
  return db.rows<{ title: string | null; body: string | null }>(
    sql`SELECT title, body FROM search_text WHERE locale = ${locale}`,
  )
}

/** Every indexed document's row in the locale (kind, ref, title, body). */
export async function documentRows(
  payload: Payload,
  locale: Locale,
): Promise<{ kind: string; ref: string; title: string; body: string }[]> {
  const db = await dbFor(payload)
  return db.rows<{ kind: string; ref: string; title: string; body: string }>(
    statementsFor(db.dialect).documentRows(locale),
  )
}

/**
 * The database's plan of each statement, under its label (`-- label`); a null statement is
 * left out. `avoidSeqScan` (PostgreSQL): planned with `SET LOCAL enable_seqscan = off` on one
 * connection (tiny tables otherwise get seq scans).
 */
export async function explainQueries(
  payload: Payload,
  planned: readonly { label: string; query: PartQuery | null }[],
  options: { avoidSeqScan?: boolean } = {},
): Promise<string> {
  const run = async (db: SqlDb): Promise<string> => {
    const sections: string[] = []
    for (const { label, query } of planned) {
      if (!query) continue
      sections.push(`-- ${label}\n${await planText(db, query)}`)
    }
    return sections.join('\n\n')
  }
  const db = await dbFor(payload)
  if (db.dialect === 'postgres' && options.avoidSeqScan) {
    return onOneConnection(payload, async (db) => {
      await db.run(sqlSetNoSeqScan)
      return run(db)
    })
  }
  return run(db)
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
