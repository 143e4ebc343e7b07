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
import { findReachableContact } from '@/account/contacts'
import type { BuyerContext } from '@/account/context/buyer-context'
import { buyerHandlers } from '@/account/context/handlers'
import { refuse } from '@/account/context/refusals'
import { MAX_CART_LINES, sumDuplicates } from '@/cart/cart-lines'
import { quoteRequestSchema } from '@/cart/cart-schema'
import type { PriceData } from '@/catalog/catalog-data'
import type { PricedPart } from '@/catalog/price-parts'
import type { Locale } from '@/i18n/locales'
import { formatCents } from '@/platform/money-format'
import { json, parseBody } from '@/platform/http'

import { feeLabel } from './fee-label'
import {
  type QuoteFee,
  type QuoteLine,
  type QuoteDestination,
  type QuoteShipping,
  type QuoteTables,
  type QuoteTax,
} from './quote'
import { destinationOfContact, destinationOfTypedAddress, quoteCart } from './quote-cart'
import type { QuoteTableNeeds } from './quote-tables'
import {
  carriersFor,
  INTERNATIONAL_REVIEW_ABOVE_CENTS,
  servicesFor,
  type ShippingMethod,
} from './quote/shipping'

export type QuoteApiDeps = {
  payload: () => Promise<Payload>
  auth: () => Promise<ShopAuth>
  priceData?: (listName: string) => Promise<PriceData>
  /** The fee settings, item rules, carriers, bands and zone; the app may bind a cached reader. */
  tables?: (payload: Payload, needs: QuoteTableNeeds) => Promise<QuoteTables>
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
  fees: (QuoteFee & { label: string })[]
  shipping: QuoteShipping
  /** What the buyer may choose for this address, by sequence; empty without an address. */
  carriers: {
    slug: string
    title: string
    collect: boolean
    methods: ShippingMethod[]
    /** Its services for this address, named in the request's language (issue 39 §10). */
    services: { code: ShippingMethod; name: string }[]
  }[]
  tax: QuoteTax
  totalCents: number
  flags: { code: string; label: string; pns?: string[] }[]
}

const labels: Record<Locale, typeof en.quote> = { en: en.quote, es: es.quote }

/** A notice of the quote in the buyer's language; amounts in it through the one money formatter. */
export function flagLabel(code: string, locale: Locale): string {
  const text = (labels[locale].flags as Record<string, string>)[code] ?? ''
  return text.replace('{amount}', formatCents(INTERNATIONAL_REVIEW_ABOVE_CENTS, locale))
}

function describe(part: PricedPart | undefined, locale: Locale) {
  if (!part || !('descriptionEn' in part))
    return { description: null, familySlug: null, pkgQty: null }
  return {
    description: locale === 'es' ? part.descriptionEs : part.descriptionEn,
    familySlug: part.family?.slug ?? null,
    pkgQty: part.pkgQty,
  }
}

/**
 * Where the cart ships: a typed address (taxable, whatever the body says: §6 FIX), or a
 * signed-in buyer's stored contact (404 unless it is theirs; exempt only if staff granted it).
 */
async function destinationOf(
  { payload, user }: BuyerContext,
  body: { shipping?: QuoteDestination; shippingContactId?: number },
): Promise<QuoteDestination | null> {
  if (body.shippingContactId !== undefined) {
    if (!user) throw refuse('addressBookNeedsSignIn')
    return destinationOfContact(
      await findReachableContact({ payload, user }, body.shippingContactId),
    )
  }
  return body.shipping ? destinationOfTypedAddress(body.shipping) : null
}

function carrierOptions(
  tables: QuoteTables,
  destination: QuoteDestination,
  subtotalCents: number,
  locale: Locale,
) {
  return carriersFor(tables.shipping.carriers, destination, subtotalCents).map((carrier) => {
    const services = servicesFor(carrier, destination)
    return {
      slug: carrier.slug,
      title: carrier.title,
      collect: carrier.collect,
      methods: services.map((service) => service.code),
      services: services.map((service) => ({ code: service.code, name: service.name[locale] })),
    }
  })
}

export function createQuoteApi(deps: QuoteApiDeps) {
  const { guestAllowed } = buyerHandlers(deps)

  const post = guestAllowed(async (context, { request }) => {
    const body = await parseBody(request, quoteRequestSchema)
    if (sumDuplicates(body.items).length > MAX_CART_LINES) {
      throw refuse('cartFull', {
        values: { max: MAX_CART_LINES },
        extra: { fieldErrors: { items: ['cartFull'] }, maxLines: MAX_CART_LINES },
      })
    }
    const { payload, buyer } = context
    const destination = await destinationOf(context, body)
    const { result, tables, parts } = await quoteCart(
      payload,
      buyer,
      {
        items: body.items,
        destination,
        carrier: body.carrier,
        method: body.method,
        shipperNumber: body.shipperNumber,
        locale: body.locale,
      },
      { priceData: deps.priceData, tables: deps.tables },
    )
    const text = labels[body.locale]
    return json({
      priceList: buyer.priceList,
      lines: result.lines.map((line) => ({
        ...line,
        ...describe(parts.get(line.pn), body.locale),
      })),
      subtotalCents: result.subtotalCents,
      fees: result.fees.map((fee) => ({ ...fee, label: feeLabel(fee, text.fees) })),
      shipping: result.shipping,
      carriers: destination
        ? carrierOptions(tables, destination, result.subtotalCents, body.locale)
        : [],
      tax: result.tax,
      totalCents: result.totalCents,
      flags: result.flags.map((flag) => ({ ...flag, label: flagLabel(flag.code, body.locale) })),
    } satisfies QuoteAnswer)
  })

  return { post }
}

export type QuoteApi = ReturnType<typeof createQuoteApi>
