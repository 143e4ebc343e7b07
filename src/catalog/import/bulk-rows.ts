/**
 * The rows of the import's bulk statements, pure (no framework or database imports).
 *
 * A statement writes up to `ROWS_PER_STATEMENT` rows and binds one value whatever its size:
 * the rows as one JSON array of arrays (`jsonRows` in platform/sql reads it back as columns).
 * A VALUES list with a bound parameter per cell costs more to build, send and parse than the
 * rows cost to write (500,000 parts were 6 million parameters).
 */
import type { PriceListEntry } from '../../pricing/price'

import type { ImportedPart } from './validate'

/** Rows per INSERT statement. */
export const ROWS_PER_STATEMENT = 5_000

/** `items` in consecutive batches of at most `size` (none for no items). */
export function batches<T>(items: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  if (!Number.isSafeInteger(size) || size < 1) throw new RangeError(`batch size ${size}`)
  const result: T[][] = []
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size))
  }
  return result
}

/** JSON text with object keys sorted, so equal attributes compare equal as text on SQLite. */
export function canonicalJson(value: Record<string, string>): string {
  const sorted: Record<string, string> = {}
  for (const key of Object.keys(value).sort()) {
    Object.defineProperty(sorted, key, { value: value[key], enumerable: true, writable: true })
  }
  return JSON.stringify(sorted)
}

/**
 * A part as the upsert writes it, in the order of `PART_COLUMNS`; attributes as canonical
 * JSON text (SQLite stores the text, PostgreSQL casts it to jsonb).
 */
export type PartRow = [
  pn: string,
  descriptionEn: string,
  descriptionEs: string,
  productId: number,
  listPriceCents: number,
  pkgQty: number,
  shippingFamily: string | null,
  tariff: boolean,
  attributes: string,
]

/** The parts table's columns that a row sets, in `PartRow` order, with their PostgreSQL types. */
export const PART_COLUMNS = [
  ['pn', 'text'],
  ['description_en', 'text'],
  ['description_es', 'text'],
  ['product_id', 'integer'],
  ['list_price_cents', 'numeric'],
  ['pkg_qty', 'numeric'],
  ['shipping_family', 'text'],
  ['tariff', 'boolean'],
  ['attributes', 'jsonb'],
] as const

/** The upsert's row for a part; throws on a family missing from `productIds`. */
export function partRow(part: ImportedPart, productIds: ReadonlyMap<string, number>): PartRow {
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
    part.tariff,
    canonicalJson(part.attributes),
  ]
}

/** A price list entry as the insert writes it, in the order of `ENTRY_COLUMNS`. */
export type EntryRow = [
  valueType: PriceListEntry['valueType'],
  schedule: string | null,
  pn: string | null,
  value: number,
]

export const ENTRY_COLUMNS = [
  ['value_type', '"enum_price_list_entries_value_type"'],
  ['schedule', 'text'],
  ['pn', 'text'],
  ['value', 'numeric'],
] as const

export function entryRow(entry: PriceListEntry): EntryRow {
  return [entry.valueType, entry.schedule ?? null, entry.pn ?? null, entry.value]
}
