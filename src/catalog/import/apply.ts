/**
 * Writes a validated import file to the database: all or nothing, in one
 * transaction per file, with bulk statements (multi-row INSERT … ON CONFLICT
 * in chunks), never one Local API call per row. Payload does not see these
 * writes, so after the commit the search index is refreshed and Next's caches
 * for the catalogue are cleared (`afterCatalogChange`).
 *
 * Column types per dialect (the `catalog` migrations): booleans are integers
 * 0/1 on SQLite and `boolean` on PostgreSQL; `attributes` is JSON text on
 * SQLite and `jsonb` on PostgreSQL; timestamps are ISO-8601 text on SQLite
 * (as Payload writes them) and `timestamptz` on PostgreSQL.
 *
 * No `server-only`: the CLI, the seed and integration tests call it.
 */
import { SQL, sql, StringChunk } from 'drizzle-orm'
import type { Payload } from 'payload'

import { catalogTags } from '@/catalog/catalog-data'
import { purgeEdge } from '@/platform/edge-purge'
import type { PriceListEntry } from '@/pricing/price'

import type { ImportedPart, ImportedSeries } from './validate'
import { forgetSearchAnswers } from '../search/vocabulary'

/** Rows per INSERT statement (12 parameters per part: 6,000 per statement). */
export const CHUNK_SIZE = 500

export type PartsImportCounts = {
  /** Part numbers that were not in the catalogue. */
  inserted: number
  /** Existing parts whose values changed (or that become available again). */
  updated: number
  /** Existing parts in the file with nothing to change. */
  unchanged: number
  /** Parts missing from a full-catalogue file, now unavailable (never deleted). */
  unavailable: number
}

export type PriceListImportCounts = {
  entries: number
  /** Entries the list had before (all replaced). */
  replaced: number
  /** Whether the list was created by this import. */
  created: boolean
}

export type SeriesImportCounts = {
  /** Series in the file (all of them after the import). */
  series: number
  inserted: number
  updated: number
  /** Series that were not in the file, deleted. */
  deleted: number
}

export type ApplyOptions = {
  /**
   * Refresh the search index and clear the caches after the commit (default true). The seed
   * turns it off and refreshes once at the end.
   */
  refresh?: boolean
}

// ---------------------------------------------------------------------------------------------
// Database access

type Dialect = 'sqlite' | 'postgres'

export function dialectOf(payload: Payload): Dialect {
  return payload.db.name === 'postgres' ? 'postgres' : 'sqlite'
}

type StatementResult = { rowsAffected: number; rows: Record<string, unknown>[] }

type LibsqlClient = {
  batch(
    statements: { sql: string; args: unknown[] }[],
    mode: 'write',
  ): Promise<{ rowsAffected: number; rows: Record<string, unknown>[] }[]>
}
type SqliteDrizzle = { dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } } }
type PostgresTx = {
  execute(query: SQL): Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>
}
type PostgresDrizzle = {
  transaction<R>(work: (tx: PostgresTx) => Promise<R>): Promise<R>
  execute(query: SQL): Promise<{ rows: Record<string, unknown>[] }>
}

const SQLITE_BUSY_RETRIES = 5

/**
 * Runs the statements in order in one transaction: all commit or none do.
 *
 * SQLite: one libsql batch (BEGIN IMMEDIATE … COMMIT) on Payload's own connection. The batch
 * runs synchronously, so nothing else in this process can interleave with it or wait on a
 * lock it holds; a second connection would make every concurrent Payload write fail with
 * SQLITE_BUSY (libsql's busy handler would block the one thread the import needs to finish).
 * A lock held by another process (server vs CLI) is retried a few times.
 * PostgreSQL: a transaction on a pool client.
 */
async function runAtomically(payload: Payload, statements: SQL[]): Promise<StatementResult[]> {
  if (dialectOf(payload) === 'sqlite') {
    const { dialect } = payload.db.drizzle as unknown as SqliteDrizzle
    const client = (payload.db as unknown as { client: LibsqlClient }).client
    const batch = statements.map((statement) => {
      const query = dialect.sqlToQuery(statement)
      return { sql: query.sql, args: query.params }
    })
    for (let attempt = 0; ; attempt++) {
      try {
        const results = await client.batch(batch, 'write')
        return results.map((result) => ({ rowsAffected: result.rowsAffected, rows: result.rows }))
      } catch (error) {
        const code = (error as { code?: string }).code
        if (code !== 'SQLITE_BUSY' || attempt >= SQLITE_BUSY_RETRIES) throw error
        await new Promise((resolve) => setTimeout(resolve, 250 * (attempt + 1)))
      }
    }
  }
  const drizzle = payload.db.drizzle as unknown as PostgresDrizzle
  return drizzle.transaction(async (tx) => {
    const results: StatementResult[] = []
    for (const statement of statements) {
      const result = await tx.execute(statement)
      results.push({ rowsAffected: result.rowCount ?? 0, rows: result.rows })
    }
    return results
  })
}

/** A read outside any transaction (family ids). */
async function select<T>(payload: Payload, query: SQL): Promise<T[]> {
  if (dialectOf(payload) === 'sqlite') {
    const db = payload.db.drizzle as unknown as { all<R>(query: SQL): Promise<R[]> }
    return db.all<T>(query)
  }
  const db = payload.db.drizzle as unknown as PostgresDrizzle
  return (await db.execute(query)).rows as T[]
}

async function familyIds(payload: Payload): Promise<Map<string, number>> {
  const rows = await select<{ id: number | string; slug: string | null }>(
    payload,
    sql`SELECT "id", "slug" FROM "products"`,
  )
  const ids = new Map<string, number>()
  for (const row of rows) if (row.slug) ids.set(row.slug, Number(row.id))
  return ids
}

function chunks<T>(items: readonly T[], size = CHUNK_SIZE): T[][] {
  const result: T[][] = []
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size))
  }
  return result
}

/**
 * A flat `(…), (…)` VALUES list of bound parameters. Built directly from chunks: a `sql`
 * template per row costs seconds for 50,000 rows (600,000 parameters). `casts[k]` follows
 * column k's placeholder (e.g. '::jsonb'); a value that is itself SQL (a subquery) is
 * inlined.
 */
function valuesList(rows: readonly (readonly unknown[])[], casts: readonly string[] = []): SQL {
  const width = rows[0]?.length ?? 0
  const firstOpen = new StringChunk('(')
  const nextOpen = new StringChunk(', (')
  const after = Array.from(
    { length: width },
    (_, k) => new StringChunk(`${casts[k] ?? ''}${k === width - 1 ? ')' : ', '}`),
  )
  const chunks: unknown[] = []
  rows.forEach((row, index) => {
    chunks.push(index === 0 ? firstOpen : nextOpen)
    for (let k = 0; k < width; k++) {
      chunks.push(row[k] ?? null, after[k])
    }
  })
  return new SQL(chunks as ConstructorParameters<typeof SQL>[0])
}

/** JSON text with object keys sorted, so equal attributes compare equal as text on SQLite. */
function canonicalJson(value: Record<string, string>): string {
  const sorted: Record<string, string> = {}
  for (const key of Object.keys(value).sort()) {
    Object.defineProperty(sorted, key, { value: value[key], enumerable: true, writable: true })
  }
  return JSON.stringify(sorted)
}

/** Per-dialect spelling of the few things that differ. */
function dialectSql(dialect: Dialect) {
  const sqlite = dialect === 'sqlite'
  return {
    /** A boolean column's value: 0/1 on SQLite, a boolean on PostgreSQL. */
    bool: (value: boolean): number | boolean => (sqlite ? (value ? 1 : 0) : value),
    /** Null-safe "differs": `IS NOT` on SQLite, `IS DISTINCT FROM` on PostgreSQL. */
    differs: sql.raw(sqlite ? 'IS NOT' : 'IS DISTINCT FROM'),
    /** Timestamps as Payload stores them: ISO text on SQLite, timestamptz on PostgreSQL. */
    timestampCast: sqlite ? '' : '::timestamptz',
    jsonCast: sqlite ? '' : '::jsonb',
    valueTypeCast: sqlite ? '' : '::"enum_price_list_entries_value_type"',
    timestamp: (iso: string): SQL => (sqlite ? sql`${iso}` : sql`${iso}::timestamptz`),
    /** The strings of a JSON array as a one-column subquery (one parameter for any count). */
    jsonStrings: (values: readonly string[]): SQL => {
      const text = JSON.stringify(values)
      return sqlite
        ? sql`SELECT "value" FROM json_each(${text})`
        : sql`SELECT jsonb_array_elements_text(${text}::jsonb)`
    },
  }
}

function count(result: StatementResult | undefined): number {
  return Number(result?.rows[0]?.n ?? 0)
}

// ---------------------------------------------------------------------------------------------
// Parts

/**
 * Upserts the parts by pn and makes them available; with `fullCatalogue`, available parts
 * missing from the file become unavailable. Families are resolved by slug (the validator
 * already checked them; one unknown here throws before anything is written).
 */
export async function applyPartsImport(
  payload: Payload,
  rows: readonly ImportedPart[],
  options: { fullCatalogue?: boolean } & ApplyOptions = {},
): Promise<PartsImportCounts> {
  const d = dialectSql(dialectOf(payload))
  const productIds = await familyIds(payload)
  const now = new Date().toISOString()
  const stamp = d.timestamp(now)
  const not = d.differs
  const casts = ['', '', '', '', '', '', '', '', '', d.jsonCast, d.timestampCast, d.timestampCast]

  const upserts = chunks(rows).map((chunk) => {
    const values = valuesList(
      chunk.map((part) => {
        const productId = productIds.get(part.family)
        if (productId === undefined) throw new Error(`unknown family "${part.family}"`)
        return [
          part.pn,
          part.descriptionEn,
          part.descriptionEs,
          productId,
          part.listPriceCents,
          part.pkgQty,
          part.shippingFamily,
          d.bool(part.tariff),
          d.bool(true),
          canonicalJson(part.attributes),
          now,
          now,
        ]
      }),
      casts,
    )
    // A row whose values are all the same is left alone: its updated_at stays meaningful.
    return sql`
      INSERT INTO "parts" ("pn", "description_en", "description_es", "product_id",
        "list_price_cents", "pkg_qty", "shipping_family", "tariff", "available", "attributes",
        "updated_at", "created_at")
      VALUES ${values}
      ON CONFLICT ("pn") DO UPDATE SET
        "description_en" = excluded."description_en",
        "description_es" = excluded."description_es",
        "product_id" = excluded."product_id",
        "list_price_cents" = excluded."list_price_cents",
        "pkg_qty" = excluded."pkg_qty",
        "shipping_family" = excluded."shipping_family",
        "tariff" = excluded."tariff",
        "available" = excluded."available",
        "attributes" = excluded."attributes",
        "updated_at" = excluded."updated_at"
      WHERE "parts"."description_en" ${not} excluded."description_en"
        OR "parts"."description_es" ${not} excluded."description_es"
        OR "parts"."product_id" ${not} excluded."product_id"
        OR "parts"."list_price_cents" ${not} excluded."list_price_cents"
        OR "parts"."pkg_qty" ${not} excluded."pkg_qty"
        OR "parts"."shipping_family" ${not} excluded."shipping_family"
        OR "parts"."tariff" ${not} excluded."tariff"
        OR "parts"."available" ${not} excluded."available"
        OR "parts"."attributes" ${not} excluded."attributes"`
  })
  const countParts = sql`SELECT COUNT(*) AS "n" FROM "parts"`
  const statements = [countParts, ...upserts]
  if (options.fullCatalogue) {
    statements.push(sql`
      UPDATE "parts" SET "available" = ${d.bool(false)}, "updated_at" = ${stamp}
      WHERE ("available" = ${d.bool(true)} OR "available" IS NULL)
        AND "pn" NOT IN (${d.jsonStrings(rows.map((part) => part.pn))})`)
  }
  statements.push(countParts)

  const results = await runAtomically(payload, statements)
  const inserted = count(results.at(-1)) - count(results[0])
  const written = results
    .slice(1, 1 + upserts.length)
    .reduce((sum, result) => sum + result.rowsAffected, 0)
  const updated = written - inserted
  const counts = {
    inserted,
    updated,
    unchanged: rows.length - written,
    unavailable: options.fullCatalogue ? (results.at(-2)?.rowsAffected ?? 0) : 0,
  }

  if (options.refresh !== false) await afterCommit(payload, { search: true })
  return counts
}

// ---------------------------------------------------------------------------------------------
// Price lists

/**
 * Replaces every entry of the named price list (created when it does not exist); other lists
 * are untouched.
 */
export async function applyPriceListImport(
  payload: Payload,
  listName: string,
  entries: readonly PriceListEntry[],
  options: ApplyOptions = {},
): Promise<PriceListImportCounts> {
  const name = listName.trim()
  if (name === '') throw new Error('a price list name is required')
  const d = dialectSql(dialectOf(payload))
  const now = new Date().toISOString()
  const stamp = d.timestamp(now)
  const listId = sql`(SELECT "id" FROM "price_lists" WHERE "name" = ${name})`

  const statements = [
    sql`
      INSERT INTO "price_lists" ("name", "updated_at", "created_at")
      VALUES (${name}, ${stamp}, ${stamp})
      ON CONFLICT ("name") DO UPDATE SET "updated_at" = excluded."updated_at"`,
    sql`DELETE FROM "price_list_entries" WHERE "price_list_id" = ${listId}`,
    ...chunks(entries).map(
      (chunk) => sql`
        INSERT INTO "price_list_entries" ("price_list_id", "value_type", "schedule", "pn", "value",
          "updated_at", "created_at")
        VALUES ${valuesList(
          chunk.map((entry) => [
            listId,
            entry.valueType,
            entry.schedule ?? null,
            entry.pn ?? null,
            entry.value,
            now,
            now,
          ]),
          ['', d.valueTypeCast, '', '', '', d.timestampCast, d.timestampCast],
        )}`,
    ),
  ]
  const existed = await select<{ id: unknown }>(
    payload,
    sql`SELECT "id" FROM "price_lists" WHERE "name" = ${name}`,
  )
  const results = await runAtomically(payload, statements)
  const counts = {
    entries: entries.length,
    replaced: results[1]?.rowsAffected ?? 0,
    created: existed.length === 0,
  }

  if (options.refresh !== false) await afterCommit(payload, { search: false })
  return counts
}

// ---------------------------------------------------------------------------------------------
// Series

/**
 * Replaces the series: upserts by title, deletes the series missing from the file, and sets
 * each series' `link` to the family when the link is a family slug (a page path, or no link,
 * leaves it empty).
 */
export async function applySeriesImport(
  payload: Payload,
  series: readonly ImportedSeries[],
  options: ApplyOptions = {},
): Promise<SeriesImportCounts> {
  const d = dialectSql(dialectOf(payload))
  const productIds = await familyIds(payload)
  const now = new Date().toISOString()
  const titles = d.jsonStrings(series.map((row) => row.title))
  const gone = sql`SELECT "id" FROM "series" WHERE "title" NOT IN (${titles})`
  const links = series.flatMap((row) => {
    const productId = row.link ? productIds.get(row.link) : undefined
    return productId === undefined ? [] : [{ title: row.title, productId }]
  })

  const countSeries = sql`SELECT COUNT(*) AS "n" FROM "series"`
  const statements = [
    countSeries,
    sql`DELETE FROM "series_rels" WHERE "parent_id" IN (${gone})`,
    sql`DELETE FROM "payload_locked_documents_rels" WHERE "series_id" IN (${gone})`,
    sql`DELETE FROM "series" WHERE "title" NOT IN (${titles})`,
    ...chunks(series).map(
      (chunk) => sql`
        INSERT INTO "series" ("title", "discount_schedule", "is_public", "updated_at", "created_at")
        VALUES ${valuesList(
          chunk.map((row) => [row.title, row.discountSchedule, d.bool(row.isPublic), now, now]),
          ['', '', '', d.timestampCast, d.timestampCast],
        )}
        ON CONFLICT ("title") DO UPDATE SET
          "discount_schedule" = excluded."discount_schedule",
          "is_public" = excluded."is_public",
          "updated_at" = excluded."updated_at"`,
    ),
    // Only the file's series remain: every `link` is replaced.
    sql`DELETE FROM "series_rels" WHERE "path" = 'link'`,
    ...chunks(links).map(
      (chunk) => sql`
        INSERT INTO "series_rels" ("order", "parent_id", "path", "products_id")
        VALUES ${valuesList(
          chunk.map((link) => [
            null,
            sql`(SELECT "id" FROM "series" WHERE "title" = ${link.title})`,
            'link',
            link.productId,
          ]),
        )}`,
    ),
    countSeries,
  ]

  const results = await runAtomically(payload, statements)
  const deleted = results[3]?.rowsAffected ?? 0
  const inserted = count(results.at(-1)) - (count(results[0]) - deleted)
  const counts = { series: series.length, inserted, updated: series.length - inserted, deleted }

  // A series decides whether its parts are listed and found: the parts index changes too.
  if (options.refresh !== false) await afterCommit(payload, { search: true })
  return counts
}

// ---------------------------------------------------------------------------------------------
// After the commit

async function afterCommit(payload: Payload, options: { search: boolean }): Promise<void> {
  if (options.search) await refreshCatalogSearch(payload, { parts: true })
  await afterCatalogChange(payload)
}

/**
 * Rebuilds the search index for the given scope. Errors are logged, not thrown: the import
 * has committed, and `npm run search:rebuild` repairs the index.
 */
export async function refreshCatalogSearch(
  payload: Payload,
  scope: { parts?: boolean; content?: boolean },
): Promise<void> {
  try {
    const { refreshSearchIndex } = await import('@/catalog/search/indexer')
    await refreshSearchIndex(payload, scope)
  } catch (error) {
    payload.logger.error({ err: error }, 'catalogue import: refreshing the search index failed')
  }
}

/**
 * Clears Next's caches for the catalogue: the tagged data (series, parts, prices) and the
 * product pages. Outside a Next server (CLI, seed, tests) there is no cache to clear, which
 * Next reports by throwing; that is expected there and ignored. A CLI import asks a running
 * server to do this through POST /api/internal/catalog-changed.
 */
export async function afterCatalogChange(payload?: Payload): Promise<void> {
  forgetSearchAnswers()
  purgeEdge({ kind: 'catalog' })
  let cache: typeof import('next/cache')
  try {
    cache = await import('next/cache')
  } catch {
    return
  }
  const warn = (error: unknown, what: string) => {
    if (process.env.NEXT_RUNTIME) payload?.logger.warn({ err: error }, `${what} failed`)
  }
  for (const tag of [catalogTags.series, catalogTags.parts, catalogTags.prices]) {
    try {
      cache.revalidateTag(tag, { expire: 0 })
    } catch (error) {
      warn(error, `revalidateTag(${tag})`)
    }
  }
  for (const path of ['/[locale]/products/[...slug]', '/[locale]/products']) {
    try {
      cache.revalidatePath(path, 'page')
    } catch (error) {
      warn(error, `revalidatePath(${path})`)
    }
  }
}
