/**
 * The cart's HTTP API as plain `Request → Response` handlers (the app binds its Payload,
 * better-auth and cached price data in `cart-api-server.ts`; tests bind a fresh database).
 * The owner is the session's web user and nothing else: a `key`, `email` or id in the request
 * is ignored (business rules §10 FIX); a visitor gets 401.
 */
import type { Payload } from 'payload'

import type { ShopAuth } from '@/account/auth'
import { buyerOf } from '@/account/buyer'
import type { PriceData } from '@/catalog/catalog-data'
import { answer, assertSameOrigin, HttpError, json, parseBody } from '@/platform/http'
import { siteOrigin } from '@/platform/site'

import {
  addLineSchema,
  addLinesSchema,
  cartPnSchema,
  liveCartWriteSchema,
  mergeCartSchema,
  setLineSchema,
} from './cart-schema'
import {
  addLine,
  addLines,
  clearLiveCart,
  getLiveCart,
  mergeGuestCart,
  removeLine,
  replaceLiveCart,
  setLine,
  type CartDeps,
} from './cart-service'

export type CartApiDeps = {
  payload: () => Promise<Payload>
  auth: () => Promise<ShopAuth>
  priceData?: (listName: string) => Promise<PriceData>
  env?: NodeJS.ProcessEnv
}

type Params = { params: Promise<Record<string, string | string[]>> }
type Handler = (request: Request, context?: Params) => Promise<Response>

/** The features hubKV stores; favourites join them in their own issue. */
function featureOf(value: unknown): 'liveCart' {
  if (value === 'liveCart') return value
  throw new HttpError(400, 'unknownFeature', 'Unknown feature', {
    fieldErrors: { feature: ['unknownFeature'] },
  })
}

export function createCartApi(deps: CartApiDeps) {
  const env = deps.env ?? process.env
  const allowedOrigins = [siteOrigin(env)]

  /** A handler for a signed-in buyer: origin check, session → buyer, errors as JSON. */
  function signedIn(
    work: (context: {
      request: Request
      cart: CartDeps
      params: Record<string, string | string[]>
    }) => Promise<Response>,
  ): Handler {
    return (request, context) =>
      answer(async () => {
        assertSameOrigin(request, allowedOrigins)
        const [payload, auth] = await Promise.all([deps.payload(), deps.auth()])
        const { buyer } = await buyerOf({ payload, auth, headers: request.headers })
        const webUser = buyer.webUser
        if (!webUser) throw new HttpError(401, 'unauthorized', 'Sign in to continue')
        const params = context?.params ? await context.params : {}
        return work({
          request,
          params,
          cart: { payload, buyer: { ...buyer, webUser }, priceData: deps.priceData },
        })
      })
  }

  const pnParam = (params: Record<string, string | string[]>): string => {
    const raw = params.pn
    const parsed = cartPnSchema.safeParse(typeof raw === 'string' ? decodeURIComponent(raw) : '')
    if (!parsed.success) {
      throw new HttpError(400, 'invalidPartNumber', 'Not a part number', {
        fieldErrors: { pn: ['invalidPartNumber'] },
      })
    }
    return parsed.data
  }

  return {
    /** GET /api/private/hubKV?feature=liveCart → `{ liveCart }` or `{ liveCart: null }`. */
    hubKvGet: signedIn(async ({ request, cart }) => {
      featureOf(new URL(request.url).searchParams.get('feature'))
      return json({ liveCart: await getLiveCart(cart) })
    }),

    /** POST /api/private/hubKV `{ feature, liveCart: { cartItems, …, version } }` → the stored cart; stale → 409. */
    hubKvPost: signedIn(async ({ request, cart }) => {
      const body = await parseBody(request, liveCartWriteSchema)
      return json({ liveCart: await replaceLiveCart(cart, body.liveCart) })
    }),

    /** DELETE /api/private/hubKV?feature=liveCart → 204. */
    hubKvDelete: signedIn(async ({ request, cart }) => {
      featureOf(new URL(request.url).searchParams.get('feature'))
      await clearLiveCart(cart)
      return new Response(null, { status: 204, headers: { 'Cache-Control': 'private, no-store' } })
    }),

    /** POST /api/private/cart/lines `{ pn, quantity? }`: one step more, or that many more. */
    addLine: signedIn(async ({ request, cart }) => {
      const body = await parseBody(request, addLineSchema)
      return json(await addLine(cart, body.pn, body.quantity))
    }),

    /** PATCH /api/private/cart/lines/{pn} `{ quantity }`. */
    setLine: signedIn(async ({ request, cart, params }) => {
      const pn = pnParam(params)
      const body = await parseBody(request, setLineSchema)
      return json(await setLine(cart, pn, body.quantity))
    }),

    /** DELETE /api/private/cart/lines/{pn}. */
    removeLine: signedIn(async ({ cart, params }) => json(await removeLine(cart, pnParam(params)))),

    /** POST /api/private/cart/add-many `{ items }`: several parts at once (quick order, reorder). */
    addMany: signedIn(async ({ request, cart }) => {
      const body = await parseBody(request, addLinesSchema)
      return json(await addLines(cart, body.items))
    }),

    /** POST /api/private/cart/merge `{ items }`: the guest cart at sign-in. */
    merge: signedIn(async ({ request, cart }) => {
      const body = await parseBody(request, mergeCartSchema)
      return json(await mergeGuestCart(cart, body.items))
    }),
  }
}

export type CartApi = ReturnType<typeof createCartApi>
