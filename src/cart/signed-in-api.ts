/**
 * What every private cart-side handler does first (cart, favourites, saved carts): the
 * same-origin check, the session's buyer (business rules §10 FIX: the owner is the session's
 * web user, never a key, e-mail or id in the request), 401 for a visitor, errors as JSON.
 */
import type { Payload } from 'payload'

import type { ShopAuth } from '@/account/auth'
import { buyerOf, type Buyer } from '@/account/buyer'
import type { PriceData } from '@/catalog/catalog-data'
import type { WebUser } from '@/payload-types'
import { answer, assertSameOrigin, HttpError } from '@/platform/http'
import { siteOrigin } from '@/platform/site'

export type SignedInApiDeps = {
  payload: () => Promise<Payload>
  auth: () => Promise<ShopAuth>
  priceData?: (listName: string) => Promise<PriceData>
  env?: NodeJS.ProcessEnv
}

/** The signed-in buyer a handler works for, with what it needs to price parts. */
export type SignedInBuyer = {
  payload: Payload
  buyer: Buyer & { webUser: { id: number } }
  /** The web user record (for calls that reach the address book). */
  user: WebUser
  priceData?: (listName: string) => Promise<PriceData>
}

export type RouteParams = Record<string, string | string[]>
type Context = { params: Promise<RouteParams> }
export type Handler = (request: Request, context?: Context) => Promise<Response>

export type SignedInWork = (context: {
  request: Request
  deps: SignedInBuyer
  params: RouteParams
}) => Promise<Response>

export function signedInHandlers(deps: SignedInApiDeps) {
  const allowedOrigins = [siteOrigin(deps.env ?? process.env)]
  return function signedIn(work: SignedInWork): Handler {
    return (request, context) =>
      answer(async () => {
        assertSameOrigin(request, allowedOrigins)
        const [payload, auth] = await Promise.all([deps.payload(), deps.auth()])
        const { buyer, user } = await buyerOf({ payload, auth, headers: request.headers })
        const webUser = buyer.webUser
        if (!webUser || !user) throw new HttpError(401, 'unauthorized', 'Sign in to continue')
        const params = context?.params ? await context.params : {}
        return work({
          request,
          params,
          deps: { payload, buyer: { ...buyer, webUser }, user, priceData: deps.priceData },
        })
      })
  }
}

/** 204 for a delete, never cached. */
export function noContent(): Response {
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'private, no-store' } })
}
