/**
 * The shop's price API as plain `Request → Response` handlers (bound to the app's Payload,
 * better-auth and cache in the route files; tests bind a fresh database).
 *
 * Every answer is for the CALLER's price list, read from the session: the primary customer's
 * list ('List'/'Select' → 'OEM'), guests 'OEM' (DOMAIN §2.1). No request parameter chooses a
 * list: the described system's `listName` is ignored (DOMAIN §2.7 FIX), so one customer's or a
 * guest's request never reads another list. Prices are computed here, by the one price
 * module, in cents; parts of a non-public series and unavailable parts are never priced.
 */
import type { Payload } from 'payload'
import { z } from 'zod'

import type { ShopAuth } from '@/account/auth'
import { siteOrigin } from '@/platform/site'
import { ensureWebUser, primaryCustomerOf } from '@/account/web-user'
import { answer, assertSameOrigin, json, parseBody } from '@/platform/http'
import {
  createPriceBook,
  DEFAULT_PRICE_LIST,
  effectivePriceListName,
  type PriceListEntry,
} from '@/pricing/price'

import { isListed, loadPriceListEntries, loadSeries, type SeriesRow } from './catalog-data'

/** What pricing one list needs: every series (for schedules and visibility) and the list's entries. */
export type PriceData = { series: SeriesRow[]; entries: PriceListEntry[] }

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

export const pricesRequestSchema = z.object({
  pns: z.array(pnSchema).min(1, 'noPartNumbers').max(MAX_PRICE_PNS, 'tooManyPartNumbers'),
})

/** The name of the price list the request's signed-in buyer pays (guests: OEM). */
export async function viewerPriceListName(
  payload: Payload,
  auth: ShopAuth,
  headers: Headers,
): Promise<string> {
  const session = await auth.api.getSession({ headers })
  if (!session) return DEFAULT_PRICE_LIST
  const user = await ensureWebUser(payload, session.user)
  const customer = await primaryCustomerOf(payload, user)
  return effectivePriceListName(customer?.priceList)
}

export function createPriceApi(deps: PriceApiDeps) {
  const env = deps.env ?? process.env
  const allowedOrigins = [siteOrigin(env)]

  async function priceData(listName: string): Promise<PriceData> {
    if (deps.priceData) return deps.priceData(listName)
    const payload = await deps.payload()
    const [series, entries] = await Promise.all([
      loadSeries(payload),
      loadPriceListEntries(payload, listName),
    ])
    return { series, entries }
  }

  async function callerList(request: Request): Promise<{ payload: Payload; listName: string }> {
    const [payload, auth] = await Promise.all([deps.payload(), deps.auth()])
    return { payload, listName: await viewerPriceListName(payload, auth, request.headers) }
  }

  /** POST /api/public/prices `{ pns }` → the caller's price of each listed, available part. */
  const prices = (request: Request) =>
    answer(async () => {
      assertSameOrigin(request, allowedOrigins)
      const body = await parseBody(request, pricesRequestSchema)
      const pns = [...new Set(body.pns)]
      const { payload, listName } = await callerList(request)
      const [data, found] = await Promise.all([
        priceData(listName),
        payload.find({
          collection: 'parts',
          where: { pn: { in: pns } },
          pagination: false,
          depth: 0,
          overrideAccess: true,
          select: { pn: true, listPriceCents: true, pkgQty: true, available: true },
        }),
      ])
      const book = createPriceBook(data)
      const answerPrices: Record<string, ViewerPrice> = {}
      for (const part of found.docs) {
        if (part.available === false || !isListed(book, part.pn)) continue
        const { listCents, saleCents } = book.priceFor({
          pn: part.pn,
          listCents: part.listPriceCents,
        })
        answerPrices[part.pn] = { listCents, saleCents, pkgQty: part.pkgQty ?? 1 }
      }
      return json({ priceList: listName, prices: answerPrices } satisfies PricesAnswer)
    })

  /**
   * GET /api/public/price → `{ priceListEntries }` of the caller's own list. The spec's
   * `listName` query parameter is deliberately ignored. Entries naming a part of a non-public
   * series are left out.
   */
  const priceList = (request: Request) =>
    answer(async () => {
      const { listName } = await callerList(request)
      const data = await priceData(listName)
      const book = createPriceBook({ series: data.series, entries: [] })
      const priceListEntries = data.entries
        .filter((entry) => !entry.pn || isListed(book, entry.pn))
        .map((entry) => ({
          valueType: entry.valueType,
          schedule: entry.schedule ?? null,
          pn: entry.pn ?? null,
          value: entry.value,
        }))
      return json({ priceList: listName, priceListEntries } satisfies PriceListAnswer)
    })

  return { prices, priceList }
}

export type PriceApi = ReturnType<typeof createPriceApi>
