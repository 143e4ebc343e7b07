/**
 * A cart quoted on the server: its parts priced for the buyer (`pricePartsFor`), the staff
 * tables read for the destination, and the one `quote`; a refusal of the rules becomes a
 * named refusal naming the field. The quote API and placing an order both call this, so the figures a buyer
 * sees and the order they place come from the same steps.
 */
import type { Payload } from 'payload'

import type { Buyer } from '@/account/buyer'
import { refuse } from '@/account/context/refusals'
import { isTaxableAddress } from '@/account/tax-exemption'
import type { CartItem } from '@/cart/cart-lines'
import type { PriceData } from '@/catalog/catalog-data'
import { pricePartsFor, type PricedPart } from '@/catalog/price-parts'
import type { Contact } from '@/payload-types'
import type { Locale } from '@/i18n/locales'

import {
  quote,
  QuoteLineError,
  type Quote,
  type QuoteDestination,
  type QuoteInput,
  type QuoteTables,
} from './quote'
import { quoteBuyerOf, quoteLinesOf } from './quote-lines'
import { loadQuoteTables, type QuoteTableNeeds } from './quote-tables'
import { ShippingRefusal, zip5, type ShippingMethod } from './quote/shipping'

/**
 * A stored contact as the quote's destination: exempt only when staff granted it (business
 * rules §6 FIX; a buyer's request changes nothing).
 */
export function destinationOfContact(contact: Contact): QuoteDestination {
  return {
    country: contact.addressCountry,
    state: contact.addressState ?? null,
    postalCode: contact.addressPostalCode ?? null,
    taxable: isTaxableAddress(contact.taxExemption),
  }
}

/** An address typed in the cart or checkout: taxable whatever the request says (§6 FIX). */
export function destinationOfTypedAddress(typed: QuoteDestination): QuoteDestination {
  return { country: typed.country, state: typed.state, postalCode: typed.postalCode, taxable: true }
}

export type CartQuoteRequest = {
  items: readonly CartItem[]
  destination: QuoteDestination | null
  carrier?: string | null
  method?: ShippingMethod | null
  shipperNumber?: string | null
  locale: Locale
}

export type CartQuoteDeps = {
  priceData?: (listName: string) => Promise<PriceData>
  /** The staff tables; the app may bind a cached reader. */
  tables?: (payload: Payload, needs: QuoteTableNeeds) => Promise<QuoteTables>
}

export async function quoteCart(
  payload: Payload,
  buyer: Buyer,
  request: CartQuoteRequest,
  deps: CartQuoteDeps = {},
): Promise<{
  result: Quote
  input: QuoteInput
  tables: QuoteTables
  parts: Map<string, PricedPart>
}> {
  const { destination } = request
  const zip = destination && destination.country === 'US' ? zip5(destination.postalCode) : null
  const [parts, tables] = await Promise.all([
    pricePartsFor(
      payload,
      buyer,
      request.items.map((item) => item.pn),
      { priceData: deps.priceData },
    ),
    (deps.tables ?? loadQuoteTables)(payload, {
      zipPrefix: zip?.slice(0, 3) ?? null,
      locale: request.locale,
    }),
  ])
  const input: QuoteInput = {
    lines: quoteLinesOf(request.items, parts),
    destination,
    carrier: request.carrier,
    method: request.method,
    shipperNumber: request.shipperNumber,
    buyer: quoteBuyerOf(buyer),
  }
  try {
    return { result: quote(input, tables), input, tables, parts }
  } catch (error) {
    if (error instanceof ShippingRefusal) {
      // the answer says why in the request's language: a client that sent a service its
      // carrier does not offer reads why (issue 39 §10)
      throw refuse('shippingRefused', {
        code: error.code,
        locale: request.locale,
        extra: { fieldErrors: { [error.field]: [error.code] } },
      })
    }
    if (error instanceof QuoteLineError) {
      throw refuse('quoteLineRefused', {
        code: error.code,
        extra: {
          fieldErrors: { [`items.${error.lineIndex}.quantity`]: [error.code] },
          pn: error.pn,
        },
      })
    }
    throw error
  }
}
