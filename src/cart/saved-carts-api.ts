/**
 * Saved carts over HTTP (`/api/private/saved-carts…`), plain `Request → Response` handlers bound
 * to the app in `storefront/api/saved-carts-api.ts`, which brings checkout's saved-cart valuer.
 * The owner is the session's web user only; an id that is not theirs answers 404 exactly like one that does not exist (business rules §10).
 */
import { buyerHandlers, type RouteParams } from '@/account/context/handlers'
import { refuse } from '@/account/context/refusals'
import { json, noContent, parseBody } from '@/platform/http'

import { changeSavedCartSchema, restoreSavedCartSchema, saveCartSchema } from './cart-schema'
import {
  changeSavedCart,
  duplicateSavedCart,
  openSavedCart,
  removeSavedCart,
  restoreSavedCart,
  saveCart,
  savedCartSummaries,
  type SavedCartValuer,
} from './saved-carts-service'
import type { SignedInApiDeps } from './cart-context'

/** A saved cart's id from the path; anything but a positive whole number is simply not found. */
function idParam(params: RouteParams): number {
  const raw = typeof params.id === 'string' ? params.id : ''
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(id) || id < 1) throw refuse('savedCartNotFound')
  return id
}

export type SavedCartsApiDeps = SignedInApiDeps & {
  /** The saved carts' values in the list: the quote's subtotal (checkout's `savedCartValuer`). */
  savedCartValuer: SavedCartValuer
}

export function createSavedCartsApi(deps: SavedCartsApiDeps) {
  const { signedIn } = buyerHandlers(deps, { priceData: deps.priceData })
  return {
    /** GET /api/private/saved-carts → `{ savedCarts: [{ id, name, lineCount, valueCents, … }] }`. */
    list: signedIn(async (buyer) =>
      json({ savedCarts: await savedCartSummaries(buyer, deps.savedCartValuer) }),
    ),

    /** POST /api/private/saved-carts `{ name, items? }` → 201 `{ savedCart }`; name taken → 409. */
    create: signedIn(async (buyer, { request }) => {
      const body = await parseBody(request, saveCartSchema)
      return json({ savedCart: await saveCart(buyer, body) }, 201)
    }),

    /** GET /api/private/saved-carts/{id} → `{ savedCart }` with flagged lines. */
    read: signedIn(async (buyer, { params }) =>
      json({ savedCart: await openSavedCart(buyer, idParam(params)) }),
    ),

    /** PATCH /api/private/saved-carts/{id} `{ version, name?, items? }`; stale → 409 with the current one. */
    change: signedIn(async (buyer, { request, params }) => {
      const id = idParam(params)
      const body = await parseBody(request, changeSavedCartSchema)
      return json({ savedCart: await changeSavedCart(buyer, id, body) })
    }),

    /** DELETE /api/private/saved-carts/{id} → 204. */
    remove: signedIn(async (buyer, { params }) => {
      await removeSavedCart(buyer, idParam(params))
      return noContent()
    }),

    /** POST /api/private/saved-carts/{id}/duplicate → 201 `{ savedCart }` named "name (n)". */
    duplicate: signedIn(async (buyer, { params }) =>
      json({ savedCart: await duplicateSavedCart(buyer, idParam(params)) }, 201),
    ),

    /** POST /api/private/saved-carts/{id}/restore `{ mode }` → the live cart and the skipped lines. */
    restore: signedIn(async (buyer, { request, params }) => {
      const id = idParam(params)
      const body = await parseBody(request, restoreSavedCartSchema)
      return json(await restoreSavedCart(buyer, id, body.mode))
    }),
  }
}

export type SavedCartsApi = ReturnType<typeof createSavedCartsApi>
