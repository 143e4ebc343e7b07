/**
 * Parts become priced lines here, and only here (business rules §1, §2): the price API, the
 * cart, the quote and orders call `pricePartsFor` and never read parts, series or a price list
 * themselves. A fixed number of queries whatever the number of part numbers: the buyer's price
 * data (series + list entries, usually from the cache) and one statement for the parts with
 * their families' slugs (`partRowsByPn`).
 */
import type { Payload } from 'payload'

import type { Buyer } from '@/account/buyer'
import { createPriceBook, type PriceBook } from '@/pricing/price'

import { isListed, loadPriceData, type PriceData, type SeriesRow } from './catalog-data'
import { partRowsByPn, type PricedPartRow } from './parts-store'

/** What every found part carries, priced or not. */
export type PartFacts = {
  pn: string
  descriptionEn: string
  descriptionEs: string
  /** Package quantity: the quantity step (business rules §3). */
  pkgQty: number
  /** The product family; its slug decides the quantity rule (wire duct) and the page link. */
  family: { id: number; slug: string } | null
  /** A code of the zone-rated shipping families, or null for a normal product (§5). */
  shippingFamily: string | null
  tariff: boolean
}

/**
 * One part number for one buyer:
 * - `available`: sold; list and this buyer's sale price in cents;
 * - `unavailable`: a real, public part that is not sold now (stays in carts, flagged);
 * - `notPublic`: its series is not public: nothing about it is told (§1);
 * - `unknown`: no such part.
 */
export type PricedPart =
  | ({ availability: 'available'; listCents: number; saleCents: number } & PartFacts)
  | ({ availability: 'unavailable' } & PartFacts)
  | { availability: 'notPublic' | 'unknown'; pn: string }

export type PricePartsOptions = {
  /** Series and entries of a list by name; the app binds a cached loader. Default: the database. */
  priceData?: (listName: string) => Promise<PriceData>
}

type PartRow = PricedPartRow

/** A price list's book, built once per loaded price data (the app's loader keeps the same object). */
const books = new WeakMap<PriceData, PriceBook<SeriesRow>>()
function bookOf(data: PriceData): PriceBook<SeriesRow> {
  let book = books.get(data)
  if (!book) {
    book = createPriceBook(data)
    books.set(data, book)
  }
  return book
}

/** A part's list and sale cents, or null when its stored list price is not whole cents. */
function priceOf(
  book: PriceBook<SeriesRow>,
  row: PartRow,
): { listCents: number; saleCents: number } | null {
  const stored = row.list_price_cents
  const listCents = stored === null || stored === '' ? Number.NaN : Number(stored)
  if (!Number.isSafeInteger(listCents) || listCents < 0) return null
  try {
    const { saleCents } = book.priceFor({ pn: row.pn, listCents })
    return Number.isSafeInteger(saleCents) && saleCents >= 0 ? { listCents, saleCents } : null
  } catch {
    return null
  }
}

/** The key a part number is looked up by: trimmed, upper case (pns are stored upper case). */
export function pnKey(pn: string): string {
  return pn.trim().toUpperCase()
}

/**
 * Each requested part number (keyed by `pnKey`) priced for `buyer`. Duplicates are asked once;
 * the answer has an entry for every distinct key, `unknown` when there is no such part.
 */
export async function pricePartsFor(
  payload: Payload,
  buyer: Pick<Buyer, 'priceList'>,
  pns: readonly string[],
  options: PricePartsOptions = {},
): Promise<Map<string, PricedPart>> {
  const keys = [...new Set(pns.map(pnKey))].filter((key) => key !== '')
  const priced = new Map<string, PricedPart>()
  if (keys.length === 0) return priced

  const [priceData, rows] = await Promise.all([
    (options.priceData ?? ((listName) => loadPriceData(payload, listName)))(buyer.priceList),
    partRowsByPn(payload, keys),
  ])
  const book = bookOf(priceData)

  for (const row of rows) {
    if (!isListed(book, row.pn)) {
      priced.set(row.pn, { availability: 'notPublic', pn: row.pn })
      continue
    }
    const familyId = row.product_id === null ? null : Number(row.product_id)
    const facts: PartFacts = {
      pn: row.pn,
      descriptionEn: row.description_en,
      descriptionEs: row.description_es,
      pkgQty: row.pkg_qty === null ? 1 : Number(row.pkg_qty),
      family: familyId !== null && row.family_slug ? { id: familyId, slug: row.family_slug } : null,
      shippingFamily: row.shipping_family?.trim() || null,
      tariff: row.tariff === true || row.tariff === 1,
    }
    // a checkbox never saved is null: available, as Payload's default says
    if (row.available === false || row.available === 0) {
      priced.set(row.pn, { availability: 'unavailable', ...facts })
      continue
    }
    // a stored price that is not whole cents (13.95 typed as cents before the admin took
    // dollars, a negative, none) cannot be charged: the part is not sold until staff fix it,
    // and no buyer's price call fails for it
    const price = priceOf(book, row)
    if (!price) {
      payload.logger.warn(
        { pn: row.pn, listPriceCents: row.list_price_cents },
        'part has no price the shop can charge: offered as unavailable until its list price is fixed',
      )
      priced.set(row.pn, { availability: 'unavailable', ...facts })
      continue
    }
    priced.set(row.pn, { availability: 'available', ...price, ...facts })
  }
  for (const key of keys) {
    if (!priced.has(key)) priced.set(key, { availability: 'unknown', pn: key })
  }
  return priced
}
