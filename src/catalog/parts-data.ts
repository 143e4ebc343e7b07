/**
 * Server loaders of parts for the catalogue's pages and APIs. Only parts that may be listed
 * (their series is public, business rules §1) and are available ever leave here for a list. No
 * `server-only` and no Next imports: the app caches these with `unstable_cache` in
 * `server-cache.ts`; integration tests call them directly.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { listingRule, loadSeries, type SeriesRow } from './catalog-data'
import type { PartRecord } from './part-list'
import { familyPartRows } from './parts-store'
import { relationId } from '@/platform/relations'

/** One part with everything its page shows. */
export type PartDetail = PartRecord & {
  id: number
  /** The product family (products collection) it belongs to. */
  familyId: number
  shippingFamily: string | null
  tariff: boolean
  available: boolean
  /** Its series is public, or it has none (business rules §1). */
  listed: boolean
  updatedAt: string
}

/**
 * Attribute JSON → string values only ("24 V"), numbers as text; anything else is dropped. Read
 * straight from the database, the column is text on SQLite (parsed here) and an object on
 * PostgreSQL.
 */
export function attributesOf(stored: unknown): Record<string, string> {
  const result: Record<string, string> = {}
  let value = stored
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown
    } catch {
      return result
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return result
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    if (typeof raw === 'string' && raw.trim() !== '') result[key] = raw.trim()
    else if (typeof raw === 'number' && Number.isFinite(raw)) result[key] = String(raw)
  }
  return result
}

const byPn = (a: { pn: string }, b: { pn: string }) => (a.pn < b.pn ? -1 : a.pn > b.pn ? 1 : 0)

/**
 * Every listed, available part of a family (light fields), by part number. One statement, not
 * the Local API: Payload's read of 6,265 parts (the largest family of 50,000) took about 300 ms,
 * because it walks every field of every row; this one about 40 ms. That read is what a family
 * too large for Next's data cache costs on each miss (server-cache.ts).
 */
export async function familyParts(
  payload: Payload,
  familyId: number,
  series?: readonly SeriesRow[],
): Promise<PartRecord[]> {
  const [seriesRows, rows] = await Promise.all([
    series ?? loadSeries(payload),
    familyPartRows(payload, familyId),
  ])
  const listed = listingRule(seriesRows)
  return rows
    .filter((row) => row.available !== false && row.available !== 0 && listed(row.pn))
    .map((row) => ({
      pn: row.pn,
      descriptionEn: row.description_en ?? '',
      descriptionEs: row.description_es ?? '',
      listCents: Number(row.list_price_cents ?? 0),
      pkgQty: Number(row.pkg_qty ?? 1),
      attributes: attributesOf(row.attributes),
    }))
    .sort(byPn)
}

/**
 * One part by its exact part number, listed or not (the caller decides: pages 404 a part that
 * is not `listed` and `available`), or null when there is none.
 */
export async function partByPn(
  payload: Payload,
  pn: string,
  series?: readonly SeriesRow[],
): Promise<PartDetail | null> {
  const key = pn.trim()
  if (!/^[A-Z0-9][A-Z0-9.-]*$/.test(key)) return null
  const [seriesRows, { docs }] = await Promise.all([
    series ?? loadSeries(payload),
    payload.find({
      collection: 'parts',
      where: { pn: { equals: key } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const doc = docs[0]
  const familyId = relationId(doc?.product)
  if (!doc || familyId === null) return null
  return {
    id: doc.id,
    pn: doc.pn,
    descriptionEn: doc.descriptionEn,
    descriptionEs: doc.descriptionEs,
    listCents: doc.listPriceCents,
    pkgQty: doc.pkgQty ?? 1,
    attributes: attributesOf(doc.attributes),
    familyId,
    shippingFamily: doc.shippingFamily ?? null,
    tariff: doc.tariff ?? false,
    available: doc.available !== false,
    listed: listingRule(seriesRows)(doc.pn),
    updatedAt: doc.updatedAt,
  }
}

/** A published product family by its slug (the same in both languages), or null. */
export async function familyBySlug(
  payload: Payload,
  slug: string,
): Promise<{ id: number; slug: string } | null> {
  if (!/^[a-z0-9][a-z0-9-]{0,199}$/.test(slug)) return null
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 0,
    select: { slug: true },
  })
  const doc = docs[0]
  return doc && typeof doc.slug === 'string' ? { id: doc.id, slug: doc.slug } : null
}

export type AttributeMeta = { title: string; isPublic: boolean }

/** Staff-managed attribute titles by key, in a locale (the `attributes` collection). */
export async function attributeTitles(
  payload: Payload,
  locale: Locale,
): Promise<Map<string, AttributeMeta>> {
  const { docs } = await payload.find({
    collection: 'attributes',
    locale,
    pagination: false,
    depth: 0,
    select: { key: true, title: true, isPublic: true },
  })
  return new Map(
    docs.map((doc) => [doc.key, { title: doc.title, isPublic: doc.isPublic !== false }]),
  )
}
