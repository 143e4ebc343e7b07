/**
 * One buyer context: everything a request says about who acts, made in one function
 * (`buyerContextOf`) for route handlers (through the wrappers in `handlers.ts`), server pages
 * and server actions (`currentViewer`). Every operation takes it first, as the request's
 * "who and where"; nothing in a request's body or query can change it (business rules §10 FIX:
 * the owner, customer and price list come from the session only).
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { localeOfRequest } from '@/i18n/request-locale'
import type { WebUser } from '@/payload-types'
import { clientAddressOf } from '@/platform/client-address'

import type { ShopAuth } from '../auth'
import { guestBuyer, sessionBuyerOf, type Buyer, type BuyerSession } from '../buyer'

/**
 * A buyer's role in their company. Typed now so the company-accounts issue fills it without
 * changing every operation's signature; null until then (everyone buys for themselves).
 */
export type CompanyRole = 'owner' | 'purchaser' | 'viewer'

export type BuyerContext = {
  payload: Payload
  /** The validated session; null for a guest. */
  session: BuyerSession | null
  /** The web user record; null for a guest. */
  user: WebUser | null
  /** The buyer's facts (web user, customer, price list, terms, …); `guestBuyer` for a guest. */
  buyer: Buyer
  /** The primary customer, as `buyer.customer`. */
  customer: Buyer['customer']
  /** The name of the price list this buyer pays (a plain name: pricing reads it). */
  priceList: string
  companyRole: CompanyRole | null
  /** The language of the site the request came from (`X-Shop-Locale`, Referer, cookie). */
  locale: Locale
  /** The client's address (trusted proxies only), for per-client limits and logs. */
  clientAddress: string
  /** The request's id (`X-Request-Id`, given by scripts/serve.mjs); null when none. */
  requestId: string | null
}

/** A context whose buyer is signed in: handlers behind `signedIn` get this one. */
export type SignedInContext = BuyerContext & {
  session: BuyerSession
  user: WebUser
  buyer: Buyer & { webUser: { id: number; email: string } }
}

export type BuyerContextDeps = {
  payload: Payload
  auth: ShopAuth
  env?: NodeJS.ProcessEnv
}

/** The buyer context of a request's headers (the session cookie, language, client, id). */
export async function buyerContextOf(
  deps: BuyerContextDeps,
  headers: Headers,
): Promise<BuyerContext> {
  const signedIn = await sessionBuyerOf({ payload: deps.payload, auth: deps.auth, headers })
  const buyer = signedIn?.buyer ?? guestBuyer
  return {
    payload: deps.payload,
    session: signedIn?.session ?? null,
    user: signedIn?.user ?? null,
    buyer,
    customer: buyer.customer,
    priceList: buyer.priceList,
    companyRole: null,
    locale: localeOfRequest(headers),
    clientAddress: clientAddressOf(headers, deps.env ?? process.env),
    requestId: headers.get('x-request-id'),
  }
}

export function isSignedIn(context: BuyerContext): context is SignedInContext {
  return context.session !== null && context.user !== null && context.buyer.webUser !== null
}
