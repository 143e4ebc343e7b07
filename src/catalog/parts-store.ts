/**
 * The raw SQL on the `parts` table (with its families) that the catalogue's loaders run where
 * the Local API is too slow: one statement each, user values always bound. Both dialects'
 * column types come back as they are (SQLite 0/1 and JSON text, PostgreSQL booleans, jsonb and
 * numeric text); the callers read them.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { dbFor, list } from '@/platform/sql'

/** A family's part as `familyPartRows` reads it (light fields). */
export type FamilyPartRow = {
  pn: string
  description_en: string | null
  description_es: string | null
  list_price_cents: number | null
  pkg_qty: number | null
  available: boolean | number | null
  /** JSON: text on SQLite, already parsed on PostgreSQL. */
  attributes: unknown
}

/**
 * Every part of a family, listed or not, in one statement: Payload's read of 6,265 parts (the
 * largest family of 50,000) took about 300 ms, because it walks every field of every row; this
 * one about 40 ms.
 */
export async function familyPartRows(payload: Payload, familyId: number): Promise<FamilyPartRow[]> {
  const db = await dbFor(payload)
  return db.rows<FamilyPartRow>(sql`
      SELECT pn, description_en, description_es, list_price_cents, pkg_qty, available, attributes
      FROM parts WHERE product_id = ${familyId}`)
}

/** A part as `partRowsByPn` reads it; both dialects' column types (SQLite 0/1, PostgreSQL numeric text). */
export type PricedPartRow = {
  pn: string
  description_en: string
  description_es: string
  list_price_cents: number | string | null
  pkg_qty: number | string | null
  product_id: number | string | null
  family_slug: string | null
  shipping_family: string | null
  tariff: boolean | number | null
  available: boolean | number | null
}

/**
 * The parts with these pns and their families' slugs, in one statement on the unique pn index.
 * Plain SQL rather than `payload.find`: Payload's hooks and field walk over 200 rows cost three
 * times the query itself (a 200-line quote on 50,000 parts, issue 23), and a second statement
 * for the families' slugs is a join.
 */
export async function partRowsByPn(
  payload: Payload,
  keys: readonly string[],
): Promise<PricedPartRow[]> {
  const db = await dbFor(payload)
  return db.rows<PricedPartRow>(sql`
    SELECT p.pn, p.description_en, p.description_es, p.list_price_cents, p.pkg_qty,
      p.product_id, f.slug AS family_slug, p.shipping_family, p.tariff, p.available
    FROM parts p LEFT JOIN products f ON f.id = p.product_id
    WHERE p.pn IN (${list(keys)})`)
}

/** How many parts each family has (every part, listed or not), by family id. */
export async function partCountsByFamily(payload: Payload): Promise<Map<number, number>> {
  const db = await dbFor(payload)
  const rows = await db.rows<{ product_id: number | string; parts: number | string }>(
    sql`SELECT product_id, count(*) AS parts FROM parts GROUP BY product_id`,
  )
  return new Map(rows.map((row) => [Number(row.product_id), Number(row.parts)]))
}
