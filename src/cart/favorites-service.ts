/**
 * A signed-in buyer's favourites (business rules §S3, §S7 hubKV `feature=favorites`, §10): one
 * record per web user, changed by compare-and-set like the cart, so a heart clicked in two tabs
 * never loses the other. Only parts that are sold may be added; a favourite whose part stops
 * being sold stays, flagged (§3). The favourites page gets each part priced for this buyer by
 * `pricePartsFor`, never a price of its own.
 */
import { refuse } from '@/account/context/refusals'
import type { PricedPart } from '@/catalog/price-parts'
import { pricePartsFor } from '@/catalog/price-parts'
import type { Locale } from '@/i18n/locales'
import { jsonList, ownedRecords, type Versioned } from '@/platform/owned-record-store'

import {
  addFavorite,
  distinctFavorites,
  MAX_FAVORITES,
  removeFavorite,
  type FavoriteItem,
} from './favorite-lines'
import type { SignedInBuyer } from './cart-context'

type FavoritesContent = { items: FavoriteItem[] }

const favorites = ownedRecords<FavoritesContent>({
  table: 'favorites',
  columns: {
    items: jsonList('items', (value) => {
      const pn = (value as { pn?: unknown } | null)?.pn
      return typeof pn === 'string' ? { pn } : null
    }),
  },
  isEmpty: (content) => content.items.length === 0,
})

/** Favourites as hubKV answers them: flagged where the part is no longer sold. */
export type Favorites = {
  items: (FavoriteItem & { unavailable?: true })[]
  version: number
  createdAt: string
  updatedAt: string
}

/** One favourite as the favourites page shows it, priced for this buyer. */
export type PricedFavorite = {
  pn: string
  available: boolean
  description: string | null
  familySlug: string | null
  pkgQty: number | null
  listCents: number | null
  saleCents: number | null
}

const notSold = 'partNotAvailable'

function partsOf(deps: SignedInBuyer, pns: readonly string[]) {
  return pricePartsFor(deps.payload, deps.buyer, pns, { priceData: deps.priceData })
}

function view(
  record: Versioned<FavoritesContent> | null,
  parts: Map<string, PricedPart>,
): Favorites | null {
  if (!record) return null
  return {
    items: record.items.map((item) =>
      parts.get(item.pn)?.availability === 'available' ? item : { ...item, unavailable: true },
    ),
    version: record.version,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  }
}

async function viewOf(
  deps: SignedInBuyer,
  record: Versioned<FavoritesContent> | null,
): Promise<Favorites | null> {
  if (!record) return null
  return view(
    record,
    await partsOf(
      deps,
      record.items.map((item) => item.pn),
    ),
  )
}

export async function getFavorites(deps: SignedInBuyer): Promise<Favorites | null> {
  return viewOf(deps, await favorites.read(deps.payload, deps.buyer.webUser.id))
}

/**
 * Replaces the whole list if the caller's version is current (409 with the current list
 * otherwise). A part that is not sold may stay only if it is already a favourite.
 */
export async function replaceFavorites(
  deps: SignedInBuyer,
  body: { items: FavoriteItem[]; version: number },
): Promise<Favorites | null> {
  const owner = deps.buyer.webUser.id
  const items = distinctFavorites(body.items)
  if (items.length > MAX_FAVORITES) {
    throw refuse('favoritesFull', {
      values: { max: MAX_FAVORITES },
      extra: { fieldErrors: { 'favorites.items': ['favoritesFull'] }, maxItems: MAX_FAVORITES },
    })
  }
  const [stored, parts] = await Promise.all([
    favorites.read(deps.payload, owner),
    partsOf(
      deps,
      items.map((item) => item.pn),
    ),
  ])
  const kept = new Set(stored?.items.map((item) => item.pn))
  items.forEach((item, index) => {
    if (parts.get(item.pn)?.availability !== 'available' && !kept.has(item.pn)) {
      throw refuse('favoriteNotSold', {
        values: { pn: item.pn },
        extra: { fieldErrors: { [`favorites.items.${index}.pn`]: [notSold] }, pn: item.pn },
      })
    }
  })
  const written = await favorites.write(deps.payload, owner, body.version, { items })
  if (!written.ok) {
    throw refuse('favoritesChanged', {
      extra: { favorites: await viewOf(deps, written.current) },
    })
  }
  return view(written.record, parts)
}

export async function clearFavorites(deps: SignedInBuyer): Promise<void> {
  await favorites.remove(deps.payload, deps.buyer.webUser.id)
}

/** Adds one part that is sold (adding it again changes nothing). */
export async function addToFavorites(deps: SignedInBuyer, pn: string): Promise<Favorites | null> {
  const parts = await partsOf(deps, [pn])
  if (parts.get(pn)?.availability !== 'available') {
    throw refuse('favoriteNotSold', {
      values: { pn },
      extra: { fieldErrors: { pn: [notSold] }, pn },
    })
  }
  const changed = await favorites.change<string | null>(
    deps.payload,
    deps.buyer.webUser.id,
    (current) => {
      const outcome = addFavorite(current?.items ?? [], pn)
      return outcome.ok
        ? { ok: true, next: { items: outcome.items }, result: null }
        : { ok: false, refusal: outcome.code }
    },
  )
  if (!changed.ok) {
    throw refuse('favoritesFull', {
      values: { max: MAX_FAVORITES },
      extra: { fieldErrors: { pn: ['favoritesFull'] }, maxItems: MAX_FAVORITES },
    })
  }
  return viewOf(deps, changed.record)
}

/** Removes one favourite, sold or not (removing one that is not there changes nothing). */
export async function removeFromFavorites(
  deps: SignedInBuyer,
  pn: string,
): Promise<Favorites | null> {
  const changed = await favorites.change(deps.payload, deps.buyer.webUser.id, (current) => ({
    ok: true,
    next: { items: removeFavorite(current?.items ?? [], pn) },
    result: null,
  }))
  if (!changed.ok) throw new Error('removing a favourite cannot be refused')
  return viewOf(deps, changed.record)
}

/** The favourites page: each part with this buyer's price and whether it is sold. */
export async function pricedFavorites(
  deps: SignedInBuyer,
  locale: Locale,
): Promise<{ items: PricedFavorite[]; version: number }> {
  const record = await favorites.read(deps.payload, deps.buyer.webUser.id)
  if (!record) return { items: [], version: 0 }
  const parts = await partsOf(
    deps,
    record.items.map((item) => item.pn),
  )
  const items = record.items.map((item): PricedFavorite => {
    const part = parts.get(item.pn)
    const facts = part && 'descriptionEn' in part ? part : null
    return {
      pn: item.pn,
      available: part?.availability === 'available',
      description: facts ? (locale === 'es' ? facts.descriptionEs : facts.descriptionEn) : null,
      familySlug: facts?.family?.slug ?? null,
      pkgQty: facts?.pkgQty ?? null,
      listCents: part?.availability === 'available' ? part.listCents : null,
      saleCents: part?.availability === 'available' ? part.saleCents : null,
    }
  })
  return { items, version: record.version }
}
