/**
 * The cart capability's HTTP API as the browser calls it: every `/api/...` path and answer
 * shape of the cart, favourites, saved carts and quick order in one module (issue 40), through
 * the one fetch helper. Stores and components call these functions, never a path.
 */
import type { Locale } from '@/i18n/locales'
import { apiFetch } from '@/platform/client-fetch'

import type { CartItem } from './cart-lines'
import type { LiveCart, RestoreOutcome } from './cart-service'
import type { Favorites, PricedFavorite } from './favorites-service'
import type { QuickOrderAnswer } from './quick-order-api'
import type { CartReplacement, ReplacementsAnswer } from './replacements-api'
import type { SavedCartSummary, SavedCartView } from './saved-carts-service'

export type { LiveCart, Favorites, PricedFavorite, QuickOrderAnswer, CartReplacement }

/** What a line change answers: the whole cart, and the line as it is now. */
export type LineAnswer = { liveCart: LiveCart | null; line: CartItem | null }
export type AddManyAnswer = {
  liveCart: LiveCart | null
  added: CartItem[]
  refused: { pn: string; code: string }[]
}
export type MergeAnswer = {
  liveCart: LiveCart | null
  skipped: { pn: string; code: string }[]
  overflow: CartItem[]
}
export type PricedFavorites = { items: PricedFavorite[]; version: number }

const hubKv = '/api/private/hubKV'
const lines = '/api/private/cart/lines'
const line = (pn: string) => `${lines}/${encodeURIComponent(pn)}`
const favorites = '/api/private/favorites'
const savedCarts = '/api/private/saved-carts'
const savedCart = (id: number) => `${savedCarts}/${id}`

/** The signed-in buyer's live cart (the owner is the session's). */
export const cartClient = {
  read: async () =>
    (await apiFetch<{ liveCart: LiveCart | null }>(`${hubKv}?feature=liveCart`)).liveCart,
  add: (pn: string, quantity?: number) =>
    apiFetch<LineAnswer>(lines, { method: 'POST', body: { pn, quantity } }),
  set: (pn: string, quantity: number) =>
    apiFetch<LineAnswer>(line(pn), { method: 'PATCH', body: { quantity } }),
  remove: (pn: string) => apiFetch<{ liveCart: LiveCart | null }>(line(pn), { method: 'DELETE' }),
  addMany: (items: CartItem[]) =>
    apiFetch<AddManyAnswer>('/api/private/cart/add-many', { method: 'POST', body: { items } }),
  merge: (items: CartItem[]) =>
    apiFetch<MergeAnswer>('/api/private/cart/merge', { method: 'POST', body: { items } }),
  clear: async () => {
    await apiFetch(`${hubKv}?feature=liveCart`, { method: 'DELETE' })
  },
}

/** The signed-in buyer's favourites: the hearts' list, one heart, and the priced list of my account. */
export const favoritesClient = {
  read: async () =>
    (await apiFetch<{ favorites: Favorites | null }>(`${hubKv}?feature=favorites`)).favorites,
  add: async (pn: string) =>
    (await apiFetch<{ favorites: Favorites | null }>(favorites, { method: 'POST', body: { pn } }))
      .favorites,
  remove: async (pn: string) =>
    (
      await apiFetch<{ favorites: Favorites | null }>(`${favorites}/${encodeURIComponent(pn)}`, {
        method: 'DELETE',
      })
    ).favorites,
  priced: (locale: Locale) => apiFetch<PricedFavorites>(`${favorites}?locale=${locale}`),
}

/** The saved carts of the signed-in buyer. */
export const savedCartsClient = {
  list: async () => (await apiFetch<{ savedCarts: SavedCartSummary[] }>(savedCarts)).savedCarts,
  open: async (id: number) =>
    (await apiFetch<{ savedCart: SavedCartView }>(savedCart(id))).savedCart,
  save: async (name: string) =>
    (await apiFetch<{ savedCart: SavedCartView }>(savedCarts, { method: 'POST', body: { name } }))
      .savedCart,
  change: async (id: number, body: { version: number; name?: string; items?: CartItem[] }) =>
    (await apiFetch<{ savedCart: SavedCartView }>(savedCart(id), { method: 'PATCH', body }))
      .savedCart,
  remove: async (id: number) => {
    await apiFetch(savedCart(id), { method: 'DELETE' })
  },
  duplicate: async (id: number) =>
    (
      await apiFetch<{ savedCart: SavedCartView }>(`${savedCart(id)}/duplicate`, {
        method: 'POST',
      })
    ).savedCart,
  restore: (id: number, mode: 'replace' | 'merge') =>
    apiFetch<RestoreOutcome>(`${savedCart(id)}/restore`, { method: 'POST', body: { mode } }),
}

/** Quick order: pasted `pn quantity` lines checked by the server, each line reported. */
export const quickOrderClient = {
  check: (text: string, locale: Locale) =>
    apiFetch<QuickOrderAnswer>('/api/public/cart/quick-order', {
      method: 'POST',
      body: { text, locale },
    }),
}

/** The successors of unavailable pns of ours, for "Replace with X" (cart, saved carts, favourites, reorder). */
export const replacementsClient = {
  find: async (pns: readonly string[], locale: Locale) =>
    (
      await apiFetch<ReplacementsAnswer>('/api/public/cart/replacements', {
        method: 'POST',
        body: { pns, locale },
      })
    ).replacements,
}
