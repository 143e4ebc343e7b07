/**
 * The search index's writes (`search_text`, and `search_pn` on SQLite), per dialect; the
 * indexer decides when, in which transaction, and from which documents.
 *
 * Rows of `search_text`: kind 'part' (ref = part id, title = pn, body =
 * description) or a collection slug (ref = document id, title, body = summary
 * and rich text), one per locale. PostgreSQL's 'simple' configuration does
 * not fold accents, so text is folded (`indexText`) before it is stored; on
 * SQLite the tokenizers fold, so parts' raw columns are copied in SQL.
 * SQLite row ids are fixed so one part's rows are found without a scan:
 * `search_pn` rowid = part id; `search_text` rowid = 2·id (en) and 2·id + 1
 * (es) for parts, negative numbers for documents.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { locales, type Locale } from '@/i18n/locales'

import { createIndexText, indexText } from './fold'
import { partKind, type IndexedCollection } from './kinds'
import { dbFor, dialectOf, jsonRows, list, type SqlDb } from '@/platform/sql'

/** A row of `search_text` (a document's, or a part's on PostgreSQL). */
export type TextRow = {
  rowid?: number
  kind: string
  ref: string
  locale: Locale
  title: string
  body: string
}

type PartSource = {
  id: number | string
  pn: string
  description_en: string | null
  description_es: string | null
}

const partSourceColumns = sql.raw('id, pn, description_en, description_es')

const readChunk = 5_000
const insertChunk = 500
const arrayChunk = 5_000

async function insertTextRows(db: SqlDb, rows: readonly TextRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += insertChunk) {
    const chunk = rows.slice(start, start + insertChunk)
    if (db.dialect === 'sqlite') {
      const values = chunk.map(
        (row) =>
          sql`(${row.rowid ?? null}, ${row.kind}, ${row.ref}, ${row.locale}, ${row.title}, ${row.body})`,
      )
      await db.run(
        sql`INSERT INTO search_text (rowid, kind, ref, locale, title, body) VALUES ${sql.join(values, sql`, `)}`,
      )
    } else {
      const values = chunk.map(
        (row) => sql`(${row.kind}, ${row.ref}, ${row.locale}, ${row.title}, ${row.body})`,
      )
      await db.run(
        sql`INSERT INTO search_text (kind, ref, locale, title, body) VALUES ${sql.join(values, sql`, `)}`,
      )
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Parts on SQLite: straight from the parts table in SQL. The tokenizers fold case and accents
// (unicode61 remove_diacritics 2, trigram), so the raw text is stored.

/** The part rows of SQLite's tables, for every part or those `where` selects (` WHERE …`). */
function sqlitePartInserts(where: SQL = sql``): SQL[] {
  return [
    sql`INSERT INTO search_pn (rowid, pn) SELECT id, pn FROM parts${where}`,
    ...locales.map(
      (locale, index) => sql`INSERT INTO search_text (rowid, kind, ref, locale, title, body)
        SELECT id * 2 + ${index}, ${partKind}, CAST(id AS TEXT), ${locale}, pn,
          coalesce(${sql.raw(`description_${locale}`)}, '')
        FROM parts${where}`,
    ),
  ]
}

// ---------------------------------------------------------------------------------------------
// Parts on PostgreSQL: text folded here ('simple' does not remove accents), and a refresh
// writes only the rows that changed (an import that touched 200 of 50,000 parts rewrites 200).

/** A part's rows; `body` folds the descriptions (`createIndexText` when there are many parts). */
function postgresPartRows(
  part: PartSource,
  body: (text: string | null) => string = indexText,
): TextRow[] {
  const title = indexText(part.pn)
  return [
    {
      kind: partKind,
      ref: String(part.id),
      locale: 'en',
      title,
      body: body(part.description_en),
    },
    {
      kind: partKind,
      ref: String(part.id),
      locale: 'es',
      title,
      body: body(part.description_es),
    },
  ]
}

async function insertPostgresPartRows(db: SqlDb, rows: readonly TextRow[]): Promise<void> {
  // one JSON parameter per statement: thousands of rows without thousands of parameters
  for (let start = 0; start < rows.length; start += arrayChunk) {
    const chunk = rows.slice(start, start + arrayChunk)
    const source = jsonRows(
      db.dialect,
      chunk.map((row) => [row.ref, row.locale, row.title, row.body]),
      ['text', 'text', 'text', 'text'],
    )
    await db.run(sql`INSERT INTO search_text (kind, ref, locale, title, body)
      SELECT ${partKind}, "c0", "c1", "c2", "c3" FROM (${source}) AS "r"`)
  }
}

async function refreshPostgresParts(db: SqlDb): Promise<number> {
  const current = new Map<string, { id: number; text: string }>()
  const stale: number[] = []
  for (const row of await db.rows<{
    id: number | string
    ref: string
    locale: string
    title: string
    body: string
  }>(sql`SELECT id, ref, locale, title, body FROM search_text WHERE kind = ${partKind}`)) {
    const key = `${row.ref}:${row.locale}`
    if (current.has(key)) stale.push(Number(row.id))
    else current.set(key, { id: Number(row.id), text: `${row.title}\u0000${row.body}` })
  }
  const changed: TextRow[] = []
  const body = createIndexText()
  let count = 0
  let after = 0
  for (;;) {
    const parts = await db.rows<PartSource>(
      sql`SELECT ${partSourceColumns} FROM parts WHERE id > ${after} ORDER BY id LIMIT ${readChunk}`,
    )
    for (const row of parts.flatMap((part) => postgresPartRows(part, body))) {
      const key = `${row.ref}:${row.locale}`
      const existing = current.get(key)
      current.delete(key)
      if (existing?.text === `${row.title}\u0000${row.body}`) continue
      if (existing) stale.push(existing.id)
      changed.push(row)
    }
    count += parts.length
    const last = parts.at(-1)
    if (!last || parts.length < readChunk) break
    after = Number(last.id)
  }
  for (const gone of current.values()) stale.push(gone.id)
  for (let start = 0; start < stale.length; start += arrayChunk) {
    const ids = stale.slice(start, start + arrayChunk)
    await db.run(sql`DELETE FROM search_text WHERE id = ANY(${sql.param(ids)}::bigint[])`)
  }
  await insertPostgresPartRows(db, changed)
  // the planner's row estimates decide between the GIN and the btree indexes: keep them current
  if (changed.length + stale.length > 1_000) await db.run(sql`ANALYZE search_text, parts`)
  return count
}

/** Every part's rows (50,000 parts: a few seconds from empty, less when few changed); the count of parts. */
export async function rewriteAllPartRows(db: SqlDb): Promise<number> {
  if (db.dialect === 'postgres') return refreshPostgresParts(db)
  await db.run(sql`DELETE FROM search_pn`)
  await db.run(sql`DELETE FROM search_text WHERE rowid >= 0`)
  for (const insert of sqlitePartInserts()) await db.run(insert)
  const [counted] = await db.rows<{ n: number }>(sql`SELECT count(*) AS n FROM search_pn`)
  return Number(counted?.n ?? 0)
}

/** One part's rows. */
export async function deletePartRows(db: SqlDb, id: number): Promise<void> {
  if (db.dialect === 'sqlite') {
    await db.run(sql`DELETE FROM search_pn WHERE rowid = ${id}`)
    await db.run(sql`DELETE FROM search_text WHERE rowid IN (${list([id * 2, id * 2 + 1])})`)
  } else {
    await db.run(sql`DELETE FROM search_text WHERE kind = ${partKind} AND ref = ${String(id)}`)
  }
}

/** One part's rows, rewritten from the parts table (none when the part is gone). */
export async function rewritePartRows(db: SqlDb, id: number): Promise<void> {
  await deletePartRows(db, id)
  if (db.dialect === 'sqlite') {
    for (const insert of sqlitePartInserts(sql` WHERE id = ${id}`)) await db.run(insert)
    return
  }
  const [part] = await db.rows<PartSource>(
    sql`SELECT ${partSourceColumns} FROM parts WHERE id = ${id}`,
  )
  if (part) await insertPostgresPartRows(db, postgresPartRows(part))
}

/** A part an import just wrote: its id, and what the import knows of it. */
export type WrittenPart = {
  id: number | string
  /** Inserted by that write: no search rows of its own yet, none to delete. */
  isNew?: boolean
  /** Its text as written (PostgreSQL folds it instead of reading the part back). */
  text?: { pn: string; descriptionEn: string | null; descriptionEs: string | null }
}

function chunked(ids: readonly number[]): number[][] {
  const chunks: number[][] = []
  for (let start = 0; start < ids.length; start += arrayChunk) {
    chunks.push(ids.slice(start, start + arrayChunk))
  }
  return chunks
}

/** SQLite: the search rows of these parts (ids in ascending order), copied from the parts table. */
async function writeSqliteParts(db: SqlDb, keys: readonly number[]): Promise<void> {
  // every delete before any insert, then one table and locale at a time in rowid order: FTS5
  // writes its pending terms out as a new segment whenever a delete or a smaller rowid follows
  // an insert, so interleaving them costs a segment (and merges) per chunk. (Deleting the rows
  // of a new part costs a look-up: they are deleted all the same.)
  const lists = chunked(keys).map((chunk) => JSON.stringify(chunk))
  const ids = (json: string) => sql`SELECT "value" FROM json_each(${json})`
  const statements = [
    ...lists.map((json) => sql`DELETE FROM search_pn WHERE rowid IN (${ids(json)})`),
    ...lists.map(
      (json) => sql`DELETE FROM search_text WHERE rowid IN
        (SELECT "value" * 2 FROM json_each(${json}) UNION ALL
         SELECT "value" * 2 + 1 FROM json_each(${json}))`,
    ),
  ]
  const inserts = lists.map((json) => sqlitePartInserts(sql` WHERE id IN (${ids(json)})`))
  for (let table = 0; table < (inserts[0]?.length ?? 0); table++) {
    for (const each of inserts) statements.push(each[table] as SQL)
  }
  for (const statement of statements) await db.run(statement)
}

/**
 * PostgreSQL: the search rows of these parts (ids in ascending order), from the text the
 * caller gave (`byId`) or read back; a new part has no rows to delete.
 */
async function writePostgresParts(
  db: SqlDb,
  keys: readonly number[],
  byId: ReadonlyMap<number, WrittenPart>,
  body: (text: string | null) => string,
): Promise<void> {
  for (const chunk of chunked(keys.filter((id) => !byId.get(id)?.isNew))) {
    const refs = sql`${sql.param(chunk.map(String))}::text[]`
    await db.run(sql`DELETE FROM search_text WHERE kind = ${partKind} AND ref = ANY(${refs})`)
  }
  const read = new Map<number, PartSource>()
  for (const chunk of chunked(keys.filter((id) => !byId.get(id)?.text))) {
    const parts = await db.rows<PartSource>(
      sql`SELECT ${partSourceColumns} FROM parts WHERE id = ANY(${sql.param(chunk)}::integer[])`,
    )
    for (const part of parts) read.set(Number(part.id), part)
  }
  const sourceOf = (id: number): PartSource | undefined => {
    const text = byId.get(id)?.text
    if (!text) return read.get(id)
    return {
      id,
      pn: text.pn,
      description_en: text.descriptionEn,
      description_es: text.descriptionEs,
    }
  }
  // the text of the next rows is folded while the database writes the previous ones
  const perStatement = arrayChunk / locales.length
  let writing: Promise<void> | null = null
  for (let start = 0; start < keys.length; start += perStatement) {
    const rows = keys.slice(start, start + perStatement).flatMap((id) => {
      const part = sourceOf(id)
      return part ? postgresPartRows(part, body) : []
    })
    await writing
    writing = insertPostgresPartRows(db, rows)
  }
  await writing
}

/**
 * The planner's row estimates decide between the GIN and the btree indexes: keep them current
 * (PostgreSQL; SQLite's full-text tables have none to refresh).
 */
export async function analyzeSearchText(db: SqlDb): Promise<void> {
  if (db.dialect === 'postgres') await db.run(sql`ANALYZE search_text, parts`)
}

/**
 * The search rows of these parts (ids in ascending order), a few statements per 5,000 parts:
 * SQLite copies them from the parts table; PostgreSQL folds the text the caller gave (`byId`,
 * with `body`) or reads it back, and deletes nothing for a new part.
 */
export async function writePartRows(
  db: SqlDb,
  keys: readonly number[],
  byId: ReadonlyMap<number, WrittenPart>,
  body: (text: string | null) => string,
): Promise<void> {
  if (db.dialect === 'sqlite') return writeSqliteParts(db, keys)
  await writePostgresParts(db, keys, byId, body)
}

/**
 * Whether an import's parts are indexed on a connection of their own while its upserts run
 * (`startPartIndexing`): PostgreSQL. SQLite's import is one batch on Payload's only connection,
 * and its parts are indexed after the commit.
 */
export function indexesPartsAlongsideImport(payload: Payload): boolean {
  return dialectOf(payload) === 'postgres'
}

/** Next free negative row id for document rows (SQLite). */
async function nextDocumentRowid(db: SqlDb): Promise<number> {
  const [lowest] = await db.rows<{ rowid: number }>(
    sql`SELECT rowid FROM search_text WHERE rowid < 0 ORDER BY rowid LIMIT 1`,
  )
  return lowest ? Number(lowest.rowid) - 1 : -1
}

/** Documents' rows (SQLite: under fresh negative row ids). */
export async function insertDocumentRows(db: SqlDb, rows: TextRow[]): Promise<void> {
  if (db.dialect === 'sqlite') {
    let rowid = await nextDocumentRowid(db)
    rows = rows.map((row) => ({ ...row, rowid: rowid-- }))
  }
  await insertTextRows(db, rows)
}

/** One document's rows, both locales. */
export async function deleteDocumentRows(
  db: SqlDb,
  collection: IndexedCollection,
  id: number | string,
): Promise<void> {
  await db.run(
    db.dialect === 'sqlite'
      ? sql`DELETE FROM search_text WHERE rowid < 0 AND kind = ${collection} AND ref = ${String(id)}`
      : sql`DELETE FROM search_text WHERE kind = ${collection} AND ref = ${String(id)}`,
  )
}

/** Every document's rows (the parts' stay). */
export async function deleteAllDocumentRows(db: SqlDb): Promise<void> {
  await db.run(
    db.dialect === 'sqlite'
      ? sql`DELETE FROM search_text WHERE rowid < 0`
      : sql`DELETE FROM search_text WHERE kind <> ${partKind}`,
  )
}

/** Row counts of the index, for the rebuild script and checks. */
export async function searchIndexStats(
  payload: Payload,
): Promise<{ partRows: number; documentRows: number }> {
  const db = await dbFor(payload)
  const [counts] = await db.rows<{ parts: number | string; documents: number | string }>(
    sql`SELECT sum(CASE WHEN kind = ${partKind} THEN 1 ELSE 0 END) AS parts,
      sum(CASE WHEN kind = ${partKind} THEN 0 ELSE 1 END) AS documents FROM search_text`,
  )
  return { partRows: Number(counts?.parts ?? 0), documentRows: Number(counts?.documents ?? 0) }
}
