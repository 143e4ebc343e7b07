/**
 * Parts become priced lines here, and only here (business rules §1, §2): the price API, the
 * cart, the quote and orders call `pricePartsFor` and never read parts, series or a price list
 * themselves. A fixed number of queries whatever the number of part numbers: the buyer's price
 * data (series + list entries, usually from the cache), the parts, and their families.
 */
import type { Payload } from 'payload'

import type { Buyer } from '@/account/buyer'
import { relationId } from '@/platform/relations'
import { createPriceBook } from '@/pricing/price'

import { isListed, loadPriceData, type PriceData } from './catalog-data'

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

  const [priceData, found] = await Promise.all([
    (options.priceData ?? ((listName) => loadPriceData(payload, listName)))(buyer.priceList),
    payload.find({
      collection: 'parts',
      where: { pn: { in: keys } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: {
        pn: true,
        descriptionEn: true,
        descriptionEs: true,
        listPriceCents: true,
        pkgQty: true,
        product: true,
        shippingFamily: true,
        tariff: true,
        available: true,
      },
    }),
  ])
  const book = createPriceBook(priceData)

  const familyIds = [
    ...new Set(found.docs.map((doc) => relationId(doc.product)).filter((id) => id !== null)),
  ]
  const families = new Map<number, string>()
  if (familyIds.length > 0) {
    const { docs } = await payload.find({
      collection: 'products',
      where: { id: { in: familyIds } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { slug: true },
    })
    for (const doc of docs) if (typeof doc.slug === 'string') families.set(doc.id, doc.slug)
  }

  for (const doc of found.docs) {
    if (!isListed(book, doc.pn)) {
      priced.set(doc.pn, { availability: 'notPublic', pn: doc.pn })
      continue
    }
    const familyId = relationId(doc.product)
    const familySlug = familyId === null ? undefined : families.get(familyId)
    const facts: PartFacts = {
      pn: doc.pn,
      descriptionEn: doc.descriptionEn,
      descriptionEs: doc.descriptionEs,
      pkgQty: doc.pkgQty ?? 1,
      family: familyId !== null && familySlug ? { id: familyId, slug: familySlug } : null,
      shippingFamily: doc.shippingFamily?.trim() || null,
      tariff: doc.tariff === true,
    }
    if (doc.available === false) {
      priced.set(doc.pn, { availability: 'unavailable', ...facts })
      continue
    }
    const { listCents, saleCents } = book.priceFor({ pn: doc.pn, listCents: doc.listPriceCents })
    priced.set(doc.pn, { availability: 'available', listCents, saleCents, ...facts })
  }
  for (const key of keys) {
    if (!priced.has(key)) priced.set(key, { availability: 'unknown', pn: key })
  }
  return priced
}
