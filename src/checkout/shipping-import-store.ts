/**
 * The SQL of a shipping or tax import: the ZIP zones replaced by multi-row INSERTs, and the
 * import's audit entry with a row per changed value, the stored table read as (key, field,
 * value) text (the same keys and text as `incomingValues`) and compared in SQL.
 */
import { sql, type SQL } from 'drizzle-orm'

import type { AuditActor } from '@/platform/audit-trail'
import { bulkAudit, keyedChanges, type KeyedValue } from '@/platform/bulk-audit-store'
import type { SqlDb } from '@/platform/sql'

import type { ShippingImportKind, ZoneRow } from './shipping-import'

const text = (column: string) => sql.raw(`CAST(${column} AS TEXT)`)
// a checkbox Payload left empty reads as false, like the file's "no"
const flagSql = (column: string) => sql.raw(`CASE WHEN ${column} THEN 'true' ELSE 'false' END`)

/** `SELECT key, field, value` for each field of a table, as one SELECT. */
function unpivot(from: SQL, key: SQL, fields: readonly (readonly [string, SQL])[]): SQL {
  return sql.join(
    fields.map(
      ([field, value]) =>
        sql`SELECT ${key} AS "key", ${field} AS "field", ${value} AS "value" FROM ${from}`,
    ),
    sql` UNION ALL `,
  )
}

/** What is stored now, as the trail compares it (the same keys and text as `incomingValues`). */
function storedValues(kind: ShippingImportKind): SQL {
  switch (kind) {
    case 'zones':
      return unpivot(sql`"zip_zones"`, sql`"prefix"`, [
        ['zone', text('"zone"')],
        ['states', sql`NULLIF("states", '')`],
      ])
    case 'bands':
      return unpivot(sql`"shipping_rates_bands"`, sql`'from ' || ${text('"min"')}`, [
        ['max', text('"max"')],
        ['ground', text('"ground"')],
        ['groundDist', text('"ground_dist"')],
        ['air2day', text('"air2day"')],
        ['air1day', text('"air1day"')],
      ])
    case 'tax':
      return unpivot(
        sql`"checkout_settings_tax_rates"`,
        sql`"state" || ' ' || COALESCE("zip_codes", '*')`,
        [['rate', text('"rate"')]],
      )
    case 'item-rules':
      return unpivot(sql`"checkout_settings_cart_item_rules"`, sql`"pn"`, [
        ['exemptFromFreeShipping', flagSql('"exempt_from_free_shipping"')],
        ['leadTime10Days', flagSql('"lead_time10_days"')],
      ])
    case 'family-rates':
      return sql`${unpivot(sql`"checkout_settings_cart_shipping_rates"`, sql`"code"`, [
        ['family', sql`NULLIF("family", '')`],
        ['spqBoxCount', text('"spq_box_count"')],
        ['nonBoxCount', text('"non_box_count"')],
      ])} UNION ALL ${unpivot(
        sql`"checkout_settings_cart_shipping_rates_zones" AS "z"
          JOIN "checkout_settings_cart_shipping_rates" AS "r" ON "r"."id" = "z"."_parent_id"`,
        sql`"r"."code" || ' zone ' || ${text('"z"."zone"')}`,
        [
          ['spqBoxPrice', text('"z"."spq_box_price"')],
          ['nonBoxPrice', text('"z"."non_box_price"')],
        ],
      )}`
    case 'carriers': {
      const title = (locale: string) =>
        sql`(SELECT "title" FROM "shipping_carriers_locales" AS "l"
          WHERE "l"."_parent_id" = "shipping_carriers"."id" AND "l"."_locale" = ${locale})`
      return unpivot(sql`"shipping_carriers"`, sql`"slug"`, [
        ['titleEn', title('en')],
        ['titleEs', title('es')],
        ['sequence', text('"sequence"')],
        ['international', flagSql('"international"')],
        ['collect', flagSql('"collect"')],
        ['minSubtotal', text('"min_subtotal"')],
        ['isDefault', flagSql('"is_default"')],
      ])
    }
  }
}

/** The import's audit entry and a row per value that differs from what is stored. */
export async function recordImportChanges(
  db: SqlDb,
  kind: ShippingImportKind,
  entry: { actor: AuditActor; collectionSlug: string; title: string },
  incoming: readonly KeyedValue[],
): Promise<void> {
  const audit = bulkAudit(db.dialect, entry)
  await db.run(audit.entry)
  await db.run(audit.changes(keyedChanges(db.dialect, storedValues(kind), incoming)))
}

/** Every ZIP zone replaced by the file's, 200 rows a statement. */
export async function replaceZipZones(db: SqlDb, rows: readonly ZoneRow[]): Promise<void> {
  await db.run(sql`DELETE FROM "zip_zones"`)
  const now = new Date().toISOString()
  const stamp = db.dialect === 'postgres' ? sql`${now}::timestamptz` : sql`${now}`
  for (let start = 0; start < rows.length; start += 200) {
    const values = rows
      .slice(start, start + 200)
      .map((row) => sql`(${row.prefix}, ${row.zone}, ${row.states}, ${stamp}, ${stamp})`)
    await db.run(
      sql`INSERT INTO "zip_zones" ("prefix", "zone", "states", "created_at", "updated_at") VALUES ${sql.join(values, sql`, `)}`,
    )
  }
}
