/**
 * The raw SQL of the cross-reference table (`cross_references`, `makers`): the import's
 * replacement of the whole table in one transaction (bulk statements, the rows bound as one
 * JSON value), and the lookups search, quick order, the cart and the maker pages read (one
 * statement each, on the `their_pn_key` and `pn` indexes). User values are always bound.
 * Column types per dialect (the `cross_references` migrations): `quantity` is numeric on
 * PostgreSQL, `match` an enum there; timestamps ISO text on SQLite, timestamptz on PostgreSQL.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { batches } from '@/catalog/import/bulk-rows'
import { runAtomically } from '@/catalog/import/import-store'
import { pnKeyExpression } from '@/catalog/search-schema'
import { prefixUpperBound } from '@/catalog/search/fold'
import { dbFor, dialectOf, jsonRows, list } from '@/platform/sql'

import type { ImportedCrossReference } from './import-rows'
import { isMatchKind, type CrossReference } from './matches'

/** Rows per INSERT (one JSON parameter each). */
const ROWS_PER_STATEMENT = 5_000

export type CrossReferenceWrite = { before: number; after: number; makers: number }

/**
 * Replaces the whole table with `rows` in one transaction: the makers the file names are
 * added (by slug; an existing maker keeps its name), every row is replaced, and makers left
 * with no row are removed. All or nothing.
 */
export async function replaceCrossReferences(
  payload: Payload,
  rows: readonly ImportedCrossReference[],
): Promise<CrossReferenceWrite> {
  const dialect = dialectOf(payload)
  const pg = dialect === 'postgres'
  const now = new Date().toISOString()
  const stamp = pg ? sql`${now}::timestamptz` : sql`${now}`

  const makers = new Map<string, string>()
  for (const row of rows) if (!makers.has(row.makerSlug)) makers.set(row.makerSlug, row.maker)
  const makerRows = jsonRows(
    dialect,
    [...makers].map(([slug, name]) => [slug, name]),
    ['text', 'text'],
  )
  const unused = sql`SELECT "m"."id" FROM "makers" AS "m"
    WHERE NOT EXISTS (SELECT 1 FROM "cross_references" AS "x" WHERE "x"."maker_id" = "m"."id")`
  const count = sql`SELECT COUNT(*) AS "n" FROM "cross_references"`

  const statements: SQL[] = [
    count,
    // a name taken by another slug keeps the other maker's name unique: the slug's own name wins
    sql`INSERT INTO "makers" ("slug", "name", "updated_at", "created_at")
      SELECT "n"."c0", "n"."c1", ${stamp}, ${stamp} FROM (${makerRows}) AS "n"
      WHERE NOT EXISTS (SELECT 1 FROM "makers" AS "m" WHERE "m"."slug" = "n"."c0")
      ON CONFLICT DO NOTHING`,
    sql`DELETE FROM "payload_locked_documents_rels" WHERE "cross_references_id" IS NOT NULL`,
    sql`DELETE FROM "cross_references"`,
    ...batches(rows, ROWS_PER_STATEMENT).map((chunk) => {
      const incoming = jsonRows(
        dialect,
        chunk.map((row) => [
          row.makerSlug,
          row.theirPn,
          row.theirPnKey,
          row.pn,
          row.quantity,
          row.match,
          row.noteEn === '' ? null : row.noteEn,
          row.noteEs === '' ? null : row.noteEs,
        ]),
        ['text', 'text', 'text', 'text', 'numeric', 'enum_cross_references_match', 'text', 'text'],
      )
      return sql`INSERT INTO "cross_references" ("maker_id", "their_pn", "their_pn_key", "pn",
          "quantity", "match", "note_en", "note_es", "updated_at", "created_at")
        SELECT "m"."id", "n"."c1", "n"."c2", "n"."c3", "n"."c4", "n"."c5", "n"."c6", "n"."c7",
          ${stamp}, ${stamp}
        FROM (${incoming}) AS "n" JOIN "makers" AS "m" ON "m"."slug" = "n"."c0"`
    }),
    sql`DELETE FROM "payload_locked_documents_rels" WHERE "makers_id" IN (${unused})`,
    sql`DELETE FROM "makers" WHERE "id" IN (${unused})`,
    count,
    sql`SELECT COUNT(*) AS "n" FROM "makers"`,
  ]
  const results = await runAtomically(payload, statements)
  const n = (index: number) => Number(results.at(index)?.rows[0]?.n ?? 0)
  const after = n(-2)
  if (after !== rows.length) {
    // every row's maker was inserted above: a difference means a maker row went missing
    throw new Error(`cross-reference import wrote ${after} rows of ${rows.length}`)
  }
  return { before: n(0), after, makers: n(-1) }
}

type StoredRow = {
  maker: string
  maker_slug: string
  their_pn: string
  their_pn_key: string
  pn: string
  quantity: number | string
  match: string
  note_en: string | null
  note_es: string | null
}

const selectRows = sql`SELECT "m"."name" AS "maker", "m"."slug" AS "maker_slug",
    "x"."their_pn", "x"."their_pn_key", "x"."pn", "x"."quantity", "x"."match",
    "x"."note_en", "x"."note_es"
  FROM "cross_references" AS "x" JOIN "makers" AS "m" ON "m"."id" = "x"."maker_id"`

/** A stored row as the rules read it, with its maker's slug and key. */
export type StoredCrossReference = CrossReference & { makerSlug: string; theirPnKey: string }

function toCrossReference(row: StoredRow): StoredCrossReference | null {
  if (!isMatchKind(row.match)) return null
  return {
    maker: row.maker,
    makerSlug: row.maker_slug,
    theirPn: row.their_pn,
    theirPnKey: row.their_pn_key,
    pn: row.pn,
    match: row.match,
    quantity: Number(row.quantity),
    note: { en: row.note_en ?? '', es: row.note_es ?? '' },
  }
}

const rowsOf = (rows: StoredRow[]) =>
  rows.flatMap((row) => {
    const found = toCrossReference(row)
    return found ? [found] : []
  })

/**
 * The rows of these their-pn keys (`theirPnKey`), whole keys only, in one statement; every
 * row, whatever our part's availability (the caller shows only listed parts).
 */
export async function crossReferencesForKeys(
  payload: Payload,
  keys: readonly string[],
): Promise<StoredCrossReference[]> {
  const wanted = [...new Set(keys)].filter((key) => key !== '')
  if (wanted.length === 0) return []
  const db = await dbFor(payload)
  return rowsOf(
    await db.rows<StoredRow>(sql`${selectRows} WHERE "x"."their_pn_key" IN (${list(wanted)})`),
  )
}

/** The rows whose their-pn key starts with `prefix` (a key), at most `limit`, by key. */
export async function crossReferencesForKeyPrefix(
  payload: Payload,
  prefix: string,
  limit: number,
): Promise<StoredCrossReference[]> {
  if (prefix === '') return []
  const db = await dbFor(payload)
  // SQLite: a range on the key's index (its LIKE ignores case and no index); PostgreSQL: LIKE
  // on the key's text_pattern_ops index (the migration). A key is letters and digits only: no
  // wildcard to escape.
  const startsWith =
    db.dialect === 'sqlite'
      ? sql`"x"."their_pn_key" >= ${prefix} AND "x"."their_pn_key" < ${prefixUpperBound(prefix)}`
      : sql`"x"."their_pn_key" LIKE ${`${prefix}%`}`
  return rowsOf(
    await db.rows<StoredRow>(sql`${selectRows} WHERE ${startsWith}
      ORDER BY "x"."their_pn_key", "m"."slug", "x"."pn" LIMIT ${limit}`),
  )
}

/** The rows that name these pns of ours (a part page's "equivalent of"). */
export async function crossReferencesForOurPns(
  payload: Payload,
  pns: readonly string[],
): Promise<StoredCrossReference[]> {
  if (pns.length === 0) return []
  const db = await dbFor(payload)
  return rowsOf(await db.rows<StoredRow>(sql`${selectRows} WHERE "x"."pn" IN (${list(pns)})`))
}

/** One maker's whole table (its public page), by their pn. */
export async function crossReferencesOfMaker(
  payload: Payload,
  makerSlug: string,
): Promise<StoredCrossReference[]> {
  const db = await dbFor(payload)
  return rowsOf(
    await db.rows<StoredRow>(sql`${selectRows} WHERE "m"."slug" = ${makerSlug}
      ORDER BY "x"."their_pn_key", "x"."pn"`),
  )
}

export type MakerSummary = { name: string; slug: string; rows: number }

/** Every maker with rows, by name (the cross-reference index page). */
export async function makersWithRows(payload: Payload): Promise<MakerSummary[]> {
  const db = await dbFor(payload)
  const rows = await db.rows<{ name: string; slug: string; n: number | string }>(sql`
    SELECT "m"."name", "m"."slug", COUNT(*) AS "n"
    FROM "makers" AS "m" JOIN "cross_references" AS "x" ON "x"."maker_id" = "m"."id"
    GROUP BY "m"."id", "m"."name", "m"."slug" ORDER BY "m"."name"`)
  return rows.map((row) => ({ name: row.name, slug: row.slug, rows: Number(row.n) }))
}

/** Every pn of ours, as stored (the import checks the file's pns against them). */
export async function allOurPns(payload: Payload): Promise<string[]> {
  const db = await dbFor(payload)
  const rows = await db.rows<{ pn: string }>(sql`SELECT "pn" FROM "parts"`)
  return rows.map((row) => row.pn)
}

/**
 * Our pn whose key (`theirPnKey` of a typed text) is `key`, when that part is sold, on the pn
 * key's index; null otherwise (the public API puts ours first when the text is ours too).
 */
export async function availableOurPnOfKey(payload: Payload, key: string): Promise<string | null> {
  if (key === '') return null
  const db = await dbFor(payload)
  const rows = await db.rows<{ pn: string; available: boolean | number | null }>(sql`
    SELECT p."pn", p."available" FROM "parts" AS p
    WHERE ${sql.raw(`(${pnKeyExpression('p.pn')})`)} = ${key}
    ORDER BY length(p."pn"), p."pn" LIMIT 1`)
  const row = rows[0]
  return row && row.available !== false && row.available !== 0 ? row.pn : null
}

/** One of our parts as the cross-reference pages link it. */
export type OurPartFacts = {
  pn: string
  available: boolean
  /** Its family's slug when the family is published (the part page's URL), else null. */
  familySlug: string | null
  description: { en: string; es: string }
}

/** The facts of these pns of ours the pages need to link them, in one statement. */
export async function ourPartFacts(
  payload: Payload,
  pns: readonly string[],
): Promise<Map<string, OurPartFacts>> {
  const wanted = [...new Set(pns)]
  const found = new Map<string, OurPartFacts>()
  if (wanted.length === 0) return found
  const db = await dbFor(payload)
  const rows = await db.rows<{
    pn: string
    available: boolean | number | null
    family_slug: string | null
    description_en: string | null
    description_es: string | null
  }>(sql`SELECT "p"."pn", "p"."available", "pr"."slug" AS "family_slug",
      "p"."description_en", "p"."description_es"
    FROM "parts" AS "p"
    LEFT JOIN "products" AS "pr" ON "pr"."id" = "p"."product_id" AND "pr"."_status" = 'published'
    WHERE "p"."pn" IN (${list(wanted)})`)
  for (const row of rows) {
    found.set(row.pn, {
      pn: row.pn,
      available: row.available === true || row.available === 1 || row.available === null,
      familySlug: row.family_slug || null,
      description: { en: row.description_en ?? '', es: row.description_es ?? '' },
    })
  }
  return found
}

/** The unavailable parts naming one of these pns as their successor (a chain's previous links). */
export async function predecessorsOf(payload: Payload, pns: readonly string[]): Promise<string[]> {
  if (pns.length === 0) return []
  const db = await dbFor(payload)
  const rows = await db.rows<{ pn: string }>(sql`SELECT "pn" FROM "parts"
    WHERE "successor" IN (${list(pns)}) AND "available" = ${sql.raw(db.dialect === 'sqlite' ? '0' : 'false')}
    ORDER BY "pn"`)
  return rows.map((row) => row.pn)
}

/** Every row of the table in import order of columns (the admin's CSV export), by maker and their pn. */
export async function allCrossReferences(payload: Payload): Promise<StoredCrossReference[]> {
  const db = await dbFor(payload)
  return rowsOf(
    await db.rows<StoredRow>(
      sql`${selectRows} ORDER BY "m"."slug", "x"."their_pn_key", "x"."their_pn", "x"."pn"`,
    ),
  )
}
