/**
 * The shop's price API as plain `Request → Response` handlers (bound to the app's Payload,
 * better-auth and cache in the route files; tests bind a fresh database).
 *
 * Every answer is for the CALLER's price list: the buyer comes from the buyer context (the
 * session only), guests 'OEM' (business rules §2.1). No request parameter chooses a list: the described
 * system's `listName` is ignored (business rules §2.7 FIX). Parts are priced by `pricePartsFor`;
 * parts of a non-public series and unavailable parts are never priced.
 */
import type { Payload } from 'payload'
import { z } from 'zod'

import type { ShopAuth } from '@/account/auth'
import type { Buyer } from '@/account/buyer'
import { buyerHandlers } from '@/account/context/handlers'
import { json, parseBody } from '@/platform/http'
import type { PriceListEntry } from '@/pricing/price'

import { listingRule, loadPriceData, type PriceData } from './catalog-data'
import { pricePartsFor } from './price-parts'

export type PriceApiDeps = {
  payload: () => Promise<Payload>
  auth: () => Promise<ShopAuth>
  /** Series and entries of a list by name; the app binds a cached loader. Default: the database. */
  priceData?: (listName: string) => Promise<PriceData>
  env?: NodeJS.ProcessEnv
}

export type ViewerPrice = { listCents: number; saleCents: number; pkgQty: number }

export type PricesAnswer = { priceList: string; prices: Record<string, ViewerPrice> }

export type PriceListAnswer = {
  priceList: string
  priceListEntries: {
    valueType: PriceListEntry['valueType']
    schedule: string | null
    pn: string | null
    value: number
  }[]
}

/** How many part numbers one prices request may ask for (the spec's search size). */
export const MAX_PRICE_PNS = 999

const pnSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Z0-9][A-Z0-9.-]*$/, 'invalidPartNumber')

export const partNumberSchema = pnSchema

export const pricesRequestSchema = z.object({
  pns: z.array(pnSchema).min(1, 'noPartNumbers').max(MAX_PRICE_PNS, 'tooManyPartNumbers'),
})

/**
 * The buyer's price of each listed, available part of `pns` (the price API's answer; the
 * page's viewer call answers it too). The buyer comes from the request's context only.
 */
export async function viewerPricesOf(
  payload: Payload,
  buyer: Buyer,
  pns: readonly string[],
  priceData?: (listName: string) => Promise<PriceData>,
): Promise<PricesAnswer> {
  const priced = await pricePartsFor(payload, buyer, pns, priceData ? { priceData } : {})
  const prices: Record<string, ViewerPrice> = {}
  for (const part of priced.values()) {
    if (part.availability !== 'available') continue
    const { listCents, saleCents, pkgQty } = part
    prices[part.pn] = { listCents, saleCents, pkgQty }
  }
  return { priceList: buyer.priceList, prices }
}

export function createPriceApi(deps: PriceApiDeps) {
  const { guestAllowed } = buyerHandlers(deps)

  const priceDataOf = (payload: Payload) =>
    deps.priceData ?? ((listName: string) => loadPriceData(payload, listName))

  /** POST /api/public/prices `{ pns }` → the caller's price of each listed, available part. */
  const prices = guestAllowed(async ({ payload, buyer }, { request }) => {
    const body = await parseBody(request, pricesRequestSchema)
    return json(await viewerPricesOf(payload, buyer, body.pns, priceDataOf(payload)))
  })

  /**
   * GET /api/public/price → `{ priceListEntries }` of the caller's own list. The spec's
   * `listName` query parameter is deliberately ignored. Entries naming a part of a non-public
   * series are left out.
   */
  const priceList = guestAllowed(async ({ payload, buyer }) => {
    const data = await priceDataOf(payload)(buyer.priceList)
    const listed = listingRule(data.series)
    const priceListEntries = data.entries
      .filter((entry) => !entry.pn || listed(entry.pn))
      .map((entry) => ({
        valueType: entry.valueType,
        schedule: entry.schedule ?? null,
        pn: entry.pn ?? null,
        value: entry.value,
      }))
    return json({ priceList: buyer.priceList, priceListEntries } satisfies PriceListAnswer)
  })

  return { prices, priceList }
}

export type PriceApi = ReturnType<typeof createPriceApi>
