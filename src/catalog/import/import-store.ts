/**
 * The raw SQL of a catalogue import: bulk statements (INSERT … SELECT … ON CONFLICT of up to
 * 5,000 rows each, the rows bound as one JSON value: `bulk-rows.ts`, `jsonRows`), each file's
 * run in one transaction, all or nothing; never one statement per row. `apply.ts` decides
 * what an import means (counts, search rows, caches); this module how it is written.
 *
 * Column types per dialect (the `catalog` migrations): booleans are integers
 * 0/1 on SQLite and `boolean` on PostgreSQL; `attributes` is JSON text on
 * SQLite and `jsonb` on PostgreSQL; timestamps are ISO-8601 text on SQLite
 * (as Payload writes them) and `timestamptz` on PostgreSQL.
 */
import { SQL, sql, StringChunk } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { AuditActor } from '@/platform/audit-trail'
import { booleanText, bulkAudit } from '@/platform/bulk-audit-store'
import { jsonRows } from '@/platform/sql'
import type { PriceListEntry } from '@/pricing/price'

import { batches, ENTRY_COLUMNS, entryRow, PART_COLUMNS, partRow } from './bulk-rows'
import type { ImportedPart, ImportedSeries } from './validate'

/** Rows per VALUES list (the series: a few hundred rows, a parameter per cell). */
const VALUES_ROWS = 500

export type Dialect = 'sqlite' | 'postgres'

export function dialectOf(payload: Payload): Dialect {
  return payload.db.name === 'postgres' ? 'postgres' : 'sqlite'
}

export type StatementResult = { rowsAffected: number; rows: Record<string, unknown>[] }

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
 * PostgreSQL: a transaction on a pool client; `onResult` sees each statement's result as it
 * comes (before the commit).
 */
export async function runAtomically(
  payload: Payload,
  statements: SQL[],
  onResult?: (index: number, result: StatementResult) => void,
): Promise<StatementResult[]> {
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
      onResult?.(results.length - 1, results.at(-1) as StatementResult)
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

/** Every part's stored successor (null for none), by pn: the import checks a successor column against them. */
export async function storedSuccessors(payload: Payload): Promise<Map<string, string | null>> {
  const rows = await select<{ pn: string; successor: string | null }>(
    payload,
    sql`SELECT "pn", "successor" FROM "parts"`,
  )
  return new Map(rows.map((row) => [row.pn, row.successor || null]))
}

/** Product family ids by slug. */
export async function familyIdsBySlug(payload: Payload): Promise<Map<string, number>> {
  const rows = await select<{ id: number | string; slug: string | null }>(
    payload,
    sql`SELECT "id", "slug" FROM "products"`,
  )
  const ids = new Map<string, number>()
  for (const row of rows) if (row.slug) ids.set(row.slug, Number(row.id))
  return ids
}

/**
 * A flat `(…), (…)` VALUES list of bound parameters (the series: a few hundred rows). Built
 * directly from chunks: a `sql` template per row costs seconds for many thousands of rows. `casts[k]` follows
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

type DialectSql = ReturnType<typeof dialectSql>

/** `"a", "b"`: the names of [name, type] columns. */
function columnNames(columns: readonly (readonly [string, string])[]): SQL {
  return sql.raw(columns.map(([name]) => `"${name}"`).join(', '))
}

/** Per-dialect spelling of the few things that differ. */
function dialectSql(dialect: Dialect) {
  const sqlite = dialect === 'sqlite'
  return {
    dialect,
    /** A boolean column's value: 0/1 on SQLite, a boolean on PostgreSQL. */
    bool: (value: boolean): number | boolean => (sqlite ? (value ? 1 : 0) : value),
    /**
     * What an upsert returns of each row it wrote: id and pn, and on PostgreSQL whether it
     * was inserted (a row version this statement inserted has no `xmax`; an updated one has
     * this transaction's). SQLite has no such column: its search rows are deleted either way.
     */
    returningWritten: sql.raw(sqlite ? '"id", "pn"' : '"id", "pn", ("xmax" = 0) AS "new"'),
    /** Null-safe "differs": `IS NOT` on SQLite, `IS DISTINCT FROM` on PostgreSQL. */
    differs: sql.raw(sqlite ? 'IS NOT' : 'IS DISTINCT FROM'),
    /** Timestamps as Payload stores them: ISO text on SQLite, timestamptz on PostgreSQL. */
    timestampCast: sqlite ? '' : '::timestamptz',
    timestamp: (iso: string): SQL => (sqlite ? sql`${iso}` : sql`${iso}::timestamptz`),
    /** The strings of a JSON array as a one-column subquery (one parameter for any count). */
    jsonStrings: (values: readonly string[]): SQL => {
      const text = JSON.stringify(values)
      return sqlite
        ? sql`SELECT "value" FROM json_each(${text})`
        : sql`SELECT jsonb_array_elements_text(${text}::jsonb)`
    },
    /**
     * `column` is none of `values` (one parameter for any count). SQLite answers `NOT IN` from
     * a temporary index of the list; PostgreSQL plans `NOT EXISTS` as a hash anti-join (its
     * `NOT IN` over a list larger than work_mem would scan the list once per row).
     */
    notAmong: (column: SQL, values: readonly string[]): SQL =>
      sqlite
        ? sql`${column} NOT IN (SELECT "value" FROM json_each(${JSON.stringify(values)}))`
        : sql`NOT EXISTS (SELECT 1
            FROM jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) AS "f" ("value")
            WHERE "f"."value" = ${column})`,
  }
}

function count(result: StatementResult | undefined): number {
  return Number(result?.rows[0]?.n ?? 0)
}

// ---------------------------------------------------------------------------------------------
// Parts

/**
 * One bulk upsert of `rows` (at most a statement's worth), returning the ids it inserted or
 * changed. A row whose values are all the same is left alone (its updated_at stays
 * meaningful) and is not returned.
 */
function upsertParts(
  d: DialectSql,
  rows: readonly ImportedPart[],
  productIds: Map<string, number>,
  now: string,
): SQL {
  const not = d.differs
  const source = jsonRows(
    d.dialect,
    rows.map((part) => partRow(part, productIds)),
    PART_COLUMNS.map(([, type]) => type),
  )
  const stamp = d.timestamp(now)
  return sql`
    INSERT INTO "parts" (${columnNames(PART_COLUMNS)},
      "available", "updated_at", "created_at")
    SELECT "s".*, ${d.bool(true)}, ${stamp}, ${stamp} FROM (${source}) AS "s"
    WHERE true
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
      OR "parts"."attributes" ${not} excluded."attributes"
    RETURNING ${d.returningWritten}`
}

/** A part an upsert inserted or changed; `isNew` (PostgreSQL only): inserted by it. */
export type WrittenPartRow = { id: number; pn: string; isNew?: boolean }

function writtenRows(result: StatementResult): WrittenPartRow[] {
  return result.rows.map((row) => ({
    id: Number(row.id),
    pn: String(row.pn),
    isNew: row.new === undefined ? undefined : row.new === true,
  }))
}

export type PartsWrite = {
  /** Parts in the catalogue before and after. */
  before: number
  after: number
  /** The parts each upsert inserted or changed (one list per batch). */
  written: WrittenPartRow[][]
  /** Parts made unavailable (a full catalogue's missing ones). */
  madeUnavailable: number
}

/**
 * Upserts the parts by pn and makes them available, in one transaction; with `fullCatalogue`,
 * available parts missing from the file become unavailable. Each batch's changed list prices
 * go to the audit trail before it writes them (a new part had no price to change: its
 * import's entry names it, the catalog-imports record counts it). `onWritten` (PostgreSQL)
 * sees each upsert's parts as it runs, before the commit.
 */
export async function writeParts(
  payload: Payload,
  rows: readonly ImportedPart[],
  options: {
    productIds: Map<string, number>
    actor: AuditActor
    fullCatalogue?: boolean
    onWritten?: (parts: WrittenPartRow[]) => void
  },
): Promise<PartsWrite> {
  const d = dialectSql(dialectOf(payload))
  const { productIds } = options
  const now = new Date().toISOString()

  const audit = bulkAudit(d.dialect, {
    actor: options.actor,
    collectionSlug: 'parts',
    title: options.fullCatalogue ? 'Parts import (full catalogue)' : 'Parts import',
  })
  const upserts = batches(rows).map((batch) => upsertParts(d, batch, productIds, now))
  const audits = batches(rows).map((batch) => audit.changes(changedListPrices(d, batch)))
  const countParts = sql`SELECT COUNT(*) AS "n" FROM "parts"`
  const statements = [audit.entry, countParts, ...upserts.flatMap((u, i) => [audits[i]!, u])]
  // the file's successor column (business rules §11), checked before: set or cleared per part
  const withSuccessor = rows.filter((part) => part.successor !== undefined)
  for (const batch of batches(withSuccessor)) {
    const source = jsonRows(
      d.dialect,
      batch.map((part) => [part.pn, part.successor ?? null]),
      ['text', 'text'],
    )
    statements.push(sql`
      UPDATE "parts" SET "successor" = (SELECT "n"."c1" FROM (${source}) AS "n" WHERE "n"."c0" = "parts"."pn")
      WHERE "pn" IN (SELECT "n"."c0" FROM (${source}) AS "n")
        AND "successor" ${d.differs} (SELECT "n"."c1" FROM (${source}) AS "n" WHERE "n"."c0" = "parts"."pn")`)
  }
  if (options.fullCatalogue) {
    statements.push(
      audit.changes(sql`
        SELECT "pn" AS "key", 'available' AS "field", 'true' AS "before", 'false' AS "after"
        FROM "parts"
        WHERE ("available" = ${d.bool(true)} OR "available" IS NULL)
          AND ${d.notAmong(
            sql`"parts"."pn"`,
            rows.map((part) => part.pn),
          )}`),
    )
    statements.push(sql`
      UPDATE "parts" SET "available" = ${d.bool(false)}, "updated_at" = ${d.timestamp(now)}
      WHERE ("available" = ${d.bool(true)} OR "available" IS NULL)
        AND ${d.notAmong(
          sql`"parts"."pn"`,
          rows.map((part) => part.pn),
        )}`)
  }
  statements.push(countParts)

  // statements: the entry, the count, then per batch its audit and its upsert
  const isUpsert = (index: number) =>
    index >= 3 && index <= 1 + 2 * upserts.length && index % 2 === 1
  const results = await runAtomically(payload, statements, (index, result) => {
    if (isUpsert(index)) options.onWritten?.(writtenRows(result))
  })
  return {
    before: count(results[1]),
    after: count(results.at(-1)),
    written: results.filter((_, index) => isUpsert(index)).map(writtenRows),
    madeUnavailable: options.fullCatalogue ? (results.at(-2)?.rowsAffected ?? 0) : 0,
  }
}

/** The parts of `rows` already stored whose list price the batch changes: key pn, before, after. */
function changedListPrices(d: DialectSql, rows: readonly ImportedPart[]): SQL {
  const source = jsonRows(
    d.dialect,
    rows.map((part) => [part.pn, part.listPriceCents]),
    ['text', 'numeric'],
  )
  // the stored price looked up per row by the pn index (a subquery the planner cannot turn into
  // a join): PostgreSQL plans a join from the table's statistics as they were before the import,
  // and a catalogue growing from 2,400 to 100,000 parts inside this transaction was then scanned
  // once per row (one batch took 28 s instead of 0.1)
  return sql`
    SELECT "c"."key", 'listPriceCents' AS "field", CAST("c"."was" AS TEXT) AS "before",
      CAST("c"."is" AS TEXT) AS "after"
    FROM (
      SELECT "s"."c0" AS "key", "s"."c1" AS "is",
        (SELECT "list_price_cents" FROM "parts" WHERE "parts"."pn" = "s"."c0") AS "was"
      FROM (${source}) AS "s"
    ) AS "c"
    WHERE "c"."was" IS NOT NULL AND "c"."was" ${d.differs} "c"."is"`
}

/** An entry's key in the trail: its pn, or `schedule:<code>`. */
const entryKey = (pn: SQL, schedule: SQL) =>
  sql`CASE WHEN ${pn} IS NOT NULL THEN ${pn} ELSE 'schedule:' || ${schedule} END`
/** An entry's price as the trail writes it: `Actual 16130`, `% Discount 40`. */
const entryPrice = (valueType: SQL, value: SQL) =>
  sql`CAST(${valueType} AS TEXT) || ' ' || CAST(${value} AS TEXT)`

/**
 * Replaces every entry of the named price list (created when it does not exist), in one
 * transaction; other lists are untouched. Each entry added, changed or removed goes to the
 * audit trail. Answers how many entries it had, and whether it was created.
 */
export async function writePriceList(
  payload: Payload,
  name: string,
  entries: readonly PriceListEntry[],
  actor: AuditActor,
): Promise<{ replaced: number; created: boolean }> {
  const d = dialectSql(dialectOf(payload))
  const now = new Date().toISOString()
  const stamp = d.timestamp(now)
  const listId = sql`(SELECT "id" FROM "price_lists" WHERE "name" = ${name})`

  // the list's prices before and after, compared in SQL before the old entries are deleted:
  // an entry added, changed or removed is a row; an unchanged one is none
  const audit = bulkAudit(d.dialect, {
    actor,
    collectionSlug: 'price-list-entries',
    title: `Price list ${name}`,
  })
  const stored = sql`
    SELECT ${entryKey(sql`"pn"`, sql`"schedule"`)} AS "key", "value_type" AS "t", "value" AS "v",
      ${entryPrice(sql`"value_type"`, sql`"value"`)} AS "price"
    FROM "price_list_entries" WHERE "price_list_id" = ${listId}`
  const addedOrChanged = batches(entries).map((batch) => {
    const source = jsonRows(
      d.dialect,
      batch.map(entryRow),
      ENTRY_COLUMNS.map(([, type]) => type),
    )
    return audit.changes(sql`
      SELECT "n"."key", 'price' AS "field", "o"."price" AS "before", "n"."price" AS "after"
      FROM (
        SELECT ${entryKey(sql`"c2"`, sql`"c1"`)} AS "key", "c0" AS "t", "c3" AS "v",
          ${entryPrice(sql`"c0"`, sql`"c3"`)} AS "price"
        FROM (${source}) AS "e"
      ) AS "n" LEFT JOIN (${stored}) AS "o" ON "o"."key" = "n"."key"
      WHERE "o"."key" IS NULL OR "o"."t" ${d.differs} "n"."t" OR "o"."v" ${d.differs} "n"."v"`)
  })
  const keys = entries.map((entry) => entry.pn ?? `schedule:${entry.schedule}`)
  const removed = audit.changes(sql`
    SELECT "o"."key", 'price' AS "field", "o"."price" AS "before", CAST(NULL AS TEXT) AS "after"
    FROM (${stored}) AS "o" WHERE ${d.notAmong(sql`"o"."key"`, keys)}`)

  const statements = [
    sql`
      INSERT INTO "price_lists" ("name", "updated_at", "created_at")
      VALUES (${name}, ${stamp}, ${stamp})
      ON CONFLICT ("name") DO UPDATE SET "updated_at" = excluded."updated_at"`,
    audit.entry,
    ...addedOrChanged,
    removed,
    sql`DELETE FROM "price_list_entries" WHERE "price_list_id" = ${listId}`,
    ...batches(entries).map((batch) => {
      const source = jsonRows(
        d.dialect,
        batch.map(entryRow),
        ENTRY_COLUMNS.map(([, type]) => type),
      )
      return sql`
        INSERT INTO "price_list_entries" ("price_list_id", ${columnNames(ENTRY_COLUMNS)},
          "updated_at", "created_at")
        SELECT ${listId}, "e".*, ${stamp}, ${stamp} FROM (${source}) AS "e"`
    }),
  ]
  const existed = await select<{ id: unknown }>(
    payload,
    sql`SELECT "id" FROM "price_lists" WHERE "name" = ${name}`,
  )
  const results = await runAtomically(payload, statements)
  return {
    replaced: results[3 + addedOrChanged.length]?.rowsAffected ?? 0,
    created: existed.length === 0,
  }
}

/** A series' `link` to a product family. */
export type SeriesLink = { title: string; productId: number }

/**
 * Replaces the series in one transaction: upserts by title, deletes the series missing from
 * the file (and their relations), and replaces every `link` with `links`. Each series added,
 * changed or deleted goes to the audit trail, compared in SQL before the writes. Answers the
 * count of series before and after, and how many were deleted.
 */
export async function writeSeries(
  payload: Payload,
  series: readonly ImportedSeries[],
  links: readonly SeriesLink[],
  actor: AuditActor,
): Promise<{ before: number; after: number; deleted: number }> {
  const d = dialectSql(dialectOf(payload))
  const now = new Date().toISOString()
  const titles = d.jsonStrings(series.map((row) => row.title))
  const gone = sql`SELECT "id" FROM "series" WHERE "title" NOT IN (${titles})`

  // a series' schedule and visibility decide its parts' prices and who may buy them: each
  // series added, changed or deleted is kept, compared in SQL before the writes
  const audit = bulkAudit(d.dialect, {
    actor,
    collectionSlug: 'series',
    title: 'Series import',
  })
  const incoming = jsonRows(
    d.dialect,
    series.map((row) => [row.title, row.discountSchedule, row.isPublic]),
    ['text', 'text', 'boolean'],
  )
  const seriesChanges = audit.changes(sql`
    SELECT "n"."c0" AS "key", 'discountSchedule' AS "field",
      "s"."discount_schedule" AS "before", "n"."c1" AS "after"
    FROM (${incoming}) AS "n" LEFT JOIN "series" AS "s" ON "s"."title" = "n"."c0"
    WHERE "s"."id" IS NULL OR "s"."discount_schedule" ${d.differs} "n"."c1"
    UNION ALL
    SELECT "n"."c0", 'isPublic', ${booleanText(sql`"s"."is_public"`)}, ${booleanText(sql`"n"."c2"`)}
    FROM (${incoming}) AS "n" LEFT JOIN "series" AS "s" ON "s"."title" = "n"."c0"
    WHERE "s"."id" IS NULL OR "s"."is_public" ${d.differs} "n"."c2"
    UNION ALL
    SELECT "title", 'discountSchedule', "discount_schedule", CAST(NULL AS TEXT)
    FROM "series" WHERE "title" NOT IN (${titles})`)

  const countSeries = sql`SELECT COUNT(*) AS "n" FROM "series"`
  const statements = [
    countSeries,
    audit.entry,
    seriesChanges,
    sql`DELETE FROM "series_rels" WHERE "parent_id" IN (${gone})`,
    sql`DELETE FROM "payload_locked_documents_rels" WHERE "series_id" IN (${gone})`,
    sql`DELETE FROM "series" WHERE "title" NOT IN (${titles})`,
    ...batches(series, VALUES_ROWS).map(
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
    ...batches(links, VALUES_ROWS).map(
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
  return {
    before: count(results[0]),
    after: count(results.at(-1)),
    deleted: results[5]?.rowsAffected ?? 0,
  }
}
