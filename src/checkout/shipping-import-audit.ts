/**
 * The audit trail of a shipping or tax import (issue 38 item 7): the table as stored and as the
 * file has it, both as (key, field, value) text, compared in SQL by `keyedChanges` in the
 * import's own transaction, so each changed rate, band, zone, rule or carrier is one
 * `audit-changes` row with its before and after.
 */
import { sql, type SQL } from 'drizzle-orm'

import type { KeyedValue } from '@/platform/bulk-audit'

import type { ShippingImport, ShippingImportKind } from './shipping-import'

const num = (value: number | null | undefined): string | null =>
  value === null || value === undefined ? null : String(value)
const flag = (value: boolean | null | undefined): string => String(value === true)

/** What the file says, as the trail compares it. Pure. */
export function incomingValues(table: ShippingImport): KeyedValue[] {
  switch (table.kind) {
    case 'zones':
      return table.rows.flatMap((row) => [
        [row.prefix, 'zone', num(row.zone)],
        [row.prefix, 'states', row.states || null],
      ])
    case 'bands':
      return table.rows.flatMap((row) => {
        const key = `from ${num(row.min ?? 0)}`
        return [
          [key, 'max', num(row.max)],
          [key, 'ground', num(row.ground ?? 0)],
          [key, 'groundDist', num(row.groundDist ?? 0)],
          [key, 'air2day', num(row.air2day ?? 0)],
          [key, 'air1day', num(row.air1day ?? 0)],
        ] as KeyedValue[]
      })
    case 'tax':
      return table.rows.map((row) => [`${row.state} ${row.zipCodes}`, 'rate', num(row.rate)])
    case 'item-rules':
      return table.rows.flatMap((row) => [
        [row.pn, 'exemptFromFreeShipping', flag(row.exemptFromFreeShipping)],
        [row.pn, 'leadTime10Days', flag(row.leadTime10Days)],
      ])
    case 'family-rates':
      return table.rows.flatMap((row) => [
        [row.code, 'family', row.family || null] as KeyedValue,
        [row.code, 'spqBoxCount', num(row.spqBoxCount)] as KeyedValue,
        [row.code, 'nonBoxCount', num(row.nonBoxCount)] as KeyedValue,
        ...row.zones.flatMap((zone): KeyedValue[] => [
          [`${row.code} zone ${zone.zone}`, 'spqBoxPrice', num(zone.spqBoxPrice)],
          [`${row.code} zone ${zone.zone}`, 'nonBoxPrice', num(zone.nonBoxPrice)],
        ]),
      ])
    case 'carriers':
      return table.rows.flatMap((row) => [
        [row.slug, 'titleEn', row.titleEn],
        [row.slug, 'titleEs', row.titleEs],
        [row.slug, 'sequence', num(row.sequence)],
        [row.slug, 'international', flag(row.international)],
        [row.slug, 'collect', flag(row.collect)],
        [row.slug, 'minSubtotal', num(row.minSubtotal)],
        [row.slug, 'isDefault', flag(row.isDefault)],
      ])
  }
}

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
export function storedValues(kind: ShippingImportKind): SQL {
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
