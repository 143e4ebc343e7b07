/**
 * The cart's and the favourites' HTTP API as plain `Request → Response` handlers (the app binds its Payload,
 * better-auth and cached price data in `cart-api-server.ts`; tests bind a fresh database).
 * The owner is the session's web user and nothing else: a `key`, `email` or id in the request
 * is ignored (business rules §10 FIX); a visitor gets 401.
 */
import { buyerHandlers, type RouteParams } from '@/account/context/handlers'
import { refuse } from '@/account/context/refusals'
import { toLocale } from '@/i18n/locales'
import { json, noContent, parseBody } from '@/platform/http'

import {
  addLineSchema,
  addLinesSchema,
  cartPnSchema,
  favoritePnSchema,
  hubKvWriteSchema,
  mergeCartSchema,
  setLineSchema,
  shippingAddressSchema,
} from './cart-schema'
import {
  addLine,
  addLines,
  clearLiveCart,
  getLiveCart,
  mergeGuestCart,
  removeLine,
  replaceLiveCart,
  selectShippingAddress,
  setLine,
} from './cart-service'
import {
  addToFavorites,
  clearFavorites,
  getFavorites,
  pricedFavorites,
  removeFromFavorites,
  replaceFavorites,
} from './favorites-service'
import type { SignedInApiDeps } from './cart-context'

export type CartApiDeps = SignedInApiDeps

/** The features hubKV stores (business rules §S7). */
function featureOf(value: unknown): 'liveCart' | 'favorites' {
  if (value === 'liveCart' || value === 'favorites') return value
  throw refuse('unknownFeature', { extra: { fieldErrors: { feature: ['unknownFeature'] } } })
}

export function createCartApi(deps: CartApiDeps) {
  const { signedIn } = buyerHandlers(deps, { priceData: deps.priceData })

  const pnParam = (params: RouteParams): string => {
    const raw = params.pn
    const parsed = cartPnSchema.safeParse(typeof raw === 'string' ? decodeURIComponent(raw) : '')
    if (!parsed.success) {
      throw refuse('invalidPartNumber', { extra: { fieldErrors: { pn: ['invalidPartNumber'] } } })
    }
    return parsed.data
  }

  return {
    /** GET /api/private/hubKV?feature=liveCart|favorites → `{ liveCart }` / `{ favorites }`, null when none. */
    hubKvGet: signedIn(async (cart, { request }) => {
      const feature = featureOf(new URL(request.url).searchParams.get('feature'))
      return feature === 'liveCart'
        ? json({ liveCart: await getLiveCart(cart) })
        : json({ favorites: await getFavorites(cart) })
    }),

    /** POST /api/private/hubKV `{ feature, liveCart | favorites }` with its version → stored; stale → 409. */
    hubKvPost: signedIn(async (cart, { request }) => {
      const body = await parseBody(request, hubKvWriteSchema)
      return body.feature === 'liveCart'
        ? json({ liveCart: await replaceLiveCart(cart, body.liveCart) })
        : json({ favorites: await replaceFavorites(cart, body.favorites) })
    }),

    /** DELETE /api/private/hubKV?feature=liveCart|favorites → 204. */
    hubKvDelete: signedIn(async (cart, { request }) => {
      const feature = featureOf(new URL(request.url).searchParams.get('feature'))
      await (feature === 'liveCart' ? clearLiveCart(cart) : clearFavorites(cart))
      return noContent()
    }),

    /** POST /api/private/cart/lines `{ pn, quantity? }`: one step more, or that many more. */
    addLine: signedIn(async (cart, { request }) => {
      const body = await parseBody(request, addLineSchema)
      return json(await addLine(cart, body.pn, body.quantity))
    }),

    /** PATCH /api/private/cart/lines/{pn} `{ quantity }`. */
    setLine: signedIn(async (cart, { request, params }) => {
      const pn = pnParam(params)
      const body = await parseBody(request, setLineSchema)
      return json(await setLine(cart, pn, body.quantity))
    }),

    /** DELETE /api/private/cart/lines/{pn}. */
    removeLine: signedIn(async (cart, { params }) => json(await removeLine(cart, pnParam(params)))),

    /** POST /api/private/cart/add-many `{ items }`: several parts at once (quick order, reorder). */
    addMany: signedIn(async (cart, { request }) => {
      const body = await parseBody(request, addLinesSchema)
      return json(await addLines(cart, body.items))
    }),

    /** POST /api/private/cart/merge `{ items }`: the guest cart at sign-in. */
    merge: signedIn(async (cart, { request }) => {
      const body = await parseBody(request, mergeCartSchema)
      return json(await mergeGuestCart(cart, body.items))
    }),

    /** PUT /api/private/cart/shipping-address `{ contactId }`: kept as the cart's `selectedShippingId`. */
    shippingAddress: signedIn(async (cart, { request }) => {
      const body = await parseBody(request, shippingAddressSchema)
      return json({ liveCart: await selectShippingAddress(cart, body.contactId) })
    }),

    /** GET /api/private/favorites?locale=es → each favourite priced for this buyer. */
    favoritesPriced: signedIn(async (cart, { request }) => {
      const locale = toLocale(new URL(request.url).searchParams.get('locale'))
      return json(await pricedFavorites(cart, locale))
    }),

    /** POST /api/private/favorites `{ pn }`: a heart filled (adding twice changes nothing). */
    addFavorite: signedIn(async (cart, { request }) => {
      const body = await parseBody(request, favoritePnSchema)
      return json({ favorites: await addToFavorites(cart, body.pn) })
    }),

    /** DELETE /api/private/favorites/{pn}: a heart emptied. */
    removeFavorite: signedIn(async (cart, { params }) =>
      json({ favorites: await removeFromFavorites(cart, pnParam(params)) }),
    ),
  }
}

export type CartApi = ReturnType<typeof createCartApi>
