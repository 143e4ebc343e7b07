/**
 * A signed-in buyer's saved carts (my account → saved carts; business rules §3, §10): save the
 * live cart under a name, list them with their value at today's prices, open one to edit it,
 * rename, duplicate, delete, and restore one into the live cart. Every call is scoped to the
 * session's web user: another buyer's id is 404. Values come from the one quote over lines
 * priced by `pricePartsFor`, never from an addition of our own: checkout owns the quote, so the
 * app passes it in as a `SavedCartValuer` (cart imports nothing above it).
 */
import { refuse } from '@/account/context/refusals'
import { pricePartsFor, type PricedPart } from '@/catalog/price-parts'

import { MAX_CART_LINES, sumDuplicates, type CartItem } from './cart-lines'
import {
  checkedLines,
  checkQuantitiesAsSent,
  restoreLines,
  type RestoreOutcome,
} from './cart-service'
import { readCart } from './cart-store'
import { copyNameFor, nameKeyOf } from './saved-cart-names'
import {
  countSavedCarts,
  deleteSavedCart,
  insertSavedCart,
  listSavedCarts,
  readSavedCart,
  updateSavedCart,
  type SavedCart,
} from './saved-carts-store'
import type { SignedInBuyer } from './cart-context'

/** Most saved carts one buyer keeps. */
export const MAX_SAVED_CARTS = 100

/** A saved cart in the list: its size and what it would cost this buyer today. */
export type SavedCartSummary = {
  id: number
  name: string
  lineCount: number
  unavailableCount: number
  /** The quote's subtotal of the lines that are sold today. */
  valueCents: number
  createdAt: string
  updatedAt: string
}

/**
 * What a saved cart is worth to this buyer today: prepared once per list (the quote's tables,
 * read while the parts are priced), then one value per saved cart from its lines and their parts.
 */
export type SavedCartValuer = (
  deps: SignedInBuyer,
) => Promise<(items: readonly CartItem[], parts: Map<string, PricedPart>) => number>

/** An opened saved cart: its lines, flagged where the part is not sold now (§3). */
export type SavedCartView = Omit<SavedCart, 'items'> & {
  items: (CartItem & { unavailable?: true })[]
}

function partsOf(deps: SignedInBuyer, pns: readonly string[]) {
  return pricePartsFor(deps.payload, deps.buyer, pns, { priceData: deps.priceData })
}

const owner = (deps: SignedInBuyer) => deps.buyer.webUser.id

const notFound = () => refuse('savedCartNotFound')

const nameTaken = () =>
  refuse('savedCartNameTaken', { extra: { fieldErrors: { name: ['nameTaken'] } } })

const tooManyLines = (field: string) =>
  refuse('cartFull', {
    values: { max: MAX_CART_LINES },
    extra: { fieldErrors: { [field]: ['cartFull'] }, maxLines: MAX_CART_LINES },
  })

function viewOf(savedCart: SavedCart, parts: Map<string, PricedPart>): SavedCartView {
  return {
    ...savedCart,
    items: savedCart.items.map((item) =>
      parts.get(item.pn)?.availability === 'available' ? item : { ...item, unavailable: true },
    ),
  }
}

async function opened(deps: SignedInBuyer, savedCart: SavedCart): Promise<SavedCartView> {
  return viewOf(
    savedCart,
    await partsOf(
      deps,
      savedCart.items.map((item) => item.pn),
    ),
  )
}

/** The list, one price lookup for all of their parts together. */
export async function savedCartSummaries(
  deps: SignedInBuyer,
  valuer: SavedCartValuer,
): Promise<SavedCartSummary[]> {
  const savedCarts = await listSavedCarts(deps.payload, owner(deps))
  if (savedCarts.length === 0) return []
  const [parts, valueOf] = await Promise.all([
    partsOf(
      deps,
      savedCarts.flatMap((savedCart) => savedCart.items.map((item) => item.pn)),
    ),
    valuer(deps),
  ])
  return savedCarts.map((savedCart) => {
    return {
      id: savedCart.id,
      name: savedCart.name,
      lineCount: savedCart.items.length,
      unavailableCount: savedCart.items.filter(
        (item) => parts.get(item.pn)?.availability !== 'available',
      ).length,
      valueCents: valueOf(savedCart.items, parts),
      createdAt: savedCart.createdAt,
      updatedAt: savedCart.updatedAt,
    }
  })
}

export async function openSavedCart(deps: SignedInBuyer, id: number): Promise<SavedCartView> {
  const savedCart = await readSavedCart(deps.payload, owner(deps), id)
  if (!savedCart) throw notFound()
  return opened(deps, savedCart)
}

/**
 * Saves lines under a new name: the live cart as it is (lines flagged there stay flagged), or
 * the lines given, checked like any cart write. An empty cart is not saved.
 */
export async function saveCart(
  deps: SignedInBuyer,
  body: { name: string; items?: CartItem[] },
): Promise<SavedCartView> {
  let items: CartItem[]
  if (body.items) {
    checkQuantitiesAsSent(body.items, 'items')
    items = sumDuplicates(body.items)
    if (items.length > MAX_CART_LINES) throw tooManyLines('items')
    const parts = await partsOf(
      deps,
      items.map((item) => item.pn),
    )
    items = checkedLines(items, parts, new Set(), 'items')
  } else {
    items = (await readCart(deps.payload, owner(deps)))?.items ?? []
  }
  if (items.length === 0) {
    throw refuse('nothingToSave', { extra: { fieldErrors: { items: ['cartEmpty'] } } })
  }
  if ((await countSavedCarts(deps.payload, owner(deps))) >= MAX_SAVED_CARTS) {
    throw refuse('savedCartsFull', {
      values: { max: MAX_SAVED_CARTS },
      extra: { fieldErrors: { name: ['savedCartsFull'] }, maxSavedCarts: MAX_SAVED_CARTS },
    })
  }
  const inserted = await insertSavedCart(deps.payload, owner(deps), { name: body.name, items })
  if (!inserted.ok) throw nameTaken()
  return opened(deps, inserted.savedCart)
}

/**
 * Renames and/or replaces the lines of a saved cart the caller opened at `version`; a newer
 * version answers 409 with the current cart, so no edit made elsewhere is overwritten.
 */
export async function changeSavedCart(
  deps: SignedInBuyer,
  id: number,
  body: { version: number; name?: string; items?: CartItem[] },
): Promise<SavedCartView> {
  const stored = await readSavedCart(deps.payload, owner(deps), id)
  if (!stored) throw notFound()
  let items: CartItem[] | undefined
  let parts = new Map<string, PricedPart>()
  if (body.items) {
    checkQuantitiesAsSent(body.items, 'items')
    items = sumDuplicates(body.items)
    if (items.length > MAX_CART_LINES) throw tooManyLines('items')
    parts = await partsOf(
      deps,
      items.map((item) => item.pn),
    )
    // a line already in the saved cart may stay when its part is no longer sold (§3)
    items = checkedLines(items, parts, new Set(stored.items.map((item) => item.pn)), 'items')
    if (items.length === 0) {
      throw refuse('savedCartEmpty', { extra: { fieldErrors: { items: ['cartEmpty'] } } })
    }
  }
  const updated = await updateSavedCart(deps.payload, owner(deps), id, body.version, {
    name: body.name,
    items,
  })
  if (updated.ok) return opened(deps, updated.savedCart)
  if (updated.code === 'notFound') throw notFound()
  if (updated.code === 'nameTaken') throw nameTaken()
  throw refuse('savedCartChanged', {
    extra: { savedCart: await opened(deps, updated.current) },
  })
}

export async function removeSavedCart(deps: SignedInBuyer, id: number): Promise<void> {
  if (!(await deleteSavedCart(deps.payload, owner(deps), id))) throw notFound()
}

/** A copy under the first free "name (n)". */
export async function duplicateSavedCart(deps: SignedInBuyer, id: number): Promise<SavedCartView> {
  const original = await readSavedCart(deps.payload, owner(deps), id)
  if (!original) throw notFound()
  const all = await listSavedCarts(deps.payload, owner(deps))
  if (all.length >= MAX_SAVED_CARTS) {
    throw refuse('savedCartsFull', {
      values: { max: MAX_SAVED_CARTS },
      extra: { maxSavedCarts: MAX_SAVED_CARTS },
    })
  }
  const taken = new Set(all.map((savedCart) => nameKeyOf(savedCart.name)))
  // two duplicates at once may pick the same name: the loser picks again
  for (let attempt = 0; attempt < 5; attempt++) {
    const name = copyNameFor(original.name, taken)
    const inserted = await insertSavedCart(deps.payload, owner(deps), {
      name,
      items: original.items,
    })
    if (inserted.ok) return opened(deps, inserted.savedCart)
    taken.add(nameKeyOf(name))
  }
  throw nameTaken()
}

/** Into the live cart, replacing it or merged into it; lines not sold now are skipped and named. */
export async function restoreSavedCart(
  deps: SignedInBuyer,
  id: number,
  mode: 'replace' | 'merge',
): Promise<RestoreOutcome> {
  const savedCart = await readSavedCart(deps.payload, owner(deps), id)
  if (!savedCart) throw notFound()
  return restoreLines(deps, savedCart.items, mode)
}
