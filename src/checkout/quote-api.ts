/**
 * `POST /api/public/cart/quote`: the money of a cart, computed by the one `quote` over lines
 * priced by `pricePartsFor` for the session's buyer (business rules §7). The cart page and
 * slide-over show these figures and add nothing up themselves. Guests and signed-in buyers
 * alike; prices, owner and price list come from the server, never from the body.
 */
import type { Payload } from 'payload'

import en from '../../messages/en.json'
import es from '../../messages/es.json'
import type { ShopAuth } from '@/account/auth'
import { buyerOf } from '@/account/buyer'
import { MAX_CART_LINES, sumDuplicates } from '@/cart/cart-lines'
import { quoteRequestSchema } from '@/cart/cart-schema'
import type { PriceData } from '@/catalog/catalog-data'
import { pricePartsFor, type PricedPart } from '@/catalog/price-parts'
import type { Locale } from '@/i18n/locales'
import { answer, assertSameOrigin, HttpError, json, parseBody } from '@/platform/http'
import { siteOrigin } from '@/platform/site'

import {
  quote,
  QuoteLineError,
  type QuoteFeeCode,
  type QuoteLine,
  type QuoteShipping,
  type QuoteTables,
  type QuoteTax,
} from './quote'
import { quoteBuyerOf, quoteLinesOf } from './quote-lines'
import { loadQuoteTables } from './quote-tables'

export type QuoteApiDeps = {
  payload: () => Promise<Payload>
  auth: () => Promise<ShopAuth>
  priceData?: (listName: string) => Promise<PriceData>
  /** The fee settings and item rules; the app may bind a cached reader. Default: the database. */
  tables?: (payload: Payload) => Promise<QuoteTables>
  env?: NodeJS.ProcessEnv
}

/** A quote line with what the cart shows beside the money (the same for every viewer). */
export type QuoteAnswerLine = QuoteLine & {
  description: string | null
  familySlug: string | null
  pkgQty: number | null
}

export type QuoteAnswer = {
  priceList: string
  lines: QuoteAnswerLine[]
  subtotalCents: number
  fees: { code: QuoteFeeCode; label: string; amountCents: number }[]
  shipping: QuoteShipping
  tax: QuoteTax
  totalCents: number
  flags: { code: string; label: string; pns?: string[] }[]
}

const labels: Record<Locale, typeof en.quote> = { en: en.quote, es: es.quote }

function describe(part: PricedPart | undefined, locale: Locale) {
  if (!part || !('descriptionEn' in part))
    return { description: null, familySlug: null, pkgQty: null }
  return {
    description: locale === 'es' ? part.descriptionEs : part.descriptionEn,
    familySlug: part.family?.slug ?? null,
    pkgQty: part.pkgQty,
  }
}

export function createQuoteApi(deps: QuoteApiDeps) {
  const env = deps.env ?? process.env
  const allowedOrigins = [siteOrigin(env)]

  const post = (request: Request) =>
    answer(async () => {
      assertSameOrigin(request, allowedOrigins)
      const body = await parseBody(request, quoteRequestSchema)
      if (sumDuplicates(body.items).length > MAX_CART_LINES) {
        throw new HttpError(400, 'cartFull', `A cart holds at most ${MAX_CART_LINES} lines`, {
          fieldErrors: { items: ['cartFull'] },
          maxLines: MAX_CART_LINES,
        })
      }
      const [payload, auth] = await Promise.all([deps.payload(), deps.auth()])
      const { buyer } = await buyerOf({ payload, auth, headers: request.headers })
      const [parts, tables] = await Promise.all([
        pricePartsFor(
          payload,
          buyer,
          body.items.map((item) => item.pn),
          { priceData: deps.priceData },
        ),
        (deps.tables ?? loadQuoteTables)(payload),
      ])
      const lines = quoteLinesOf(body.items, parts)
      let result
      try {
        result = quote(
          {
            lines,
            destination: body.shipping ?? null,
            buyer: quoteBuyerOf(buyer),
          },
          tables,
        )
      } catch (error) {
        if (error instanceof QuoteLineError) {
          throw new HttpError(400, error.code, `Quote line refused: ${error.code}`, {
            fieldErrors: { [`items.${error.lineIndex}.quantity`]: [error.code] },
            pn: error.pn,
          })
        }
        throw error
      }
      const text = labels[body.locale]
      return json({
        priceList: buyer.priceList,
        lines: result.lines.map((line) => ({
          ...line,
          ...describe(parts.get(line.pn), body.locale),
        })),
        subtotalCents: result.subtotalCents,
        fees: result.fees.map((fee) => ({ ...fee, label: text.fees[fee.code] })),
        shipping: result.shipping,
        tax: result.tax,
        totalCents: result.totalCents,
        flags: result.flags.map((flag) => ({ ...flag, label: text.flags[flag.code] })),
      } satisfies QuoteAnswer)
    })

  return { post }
}

export type QuoteApi = ReturnType<typeof createQuoteApi>
