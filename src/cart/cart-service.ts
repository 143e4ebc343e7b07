/**
 * The live cart's operations for a signed-in buyer (business rules §S4, business rules §3, §10): read
 * with flags, replace by version, add / set / remove one line, merge the guest cart at sign-in.
 * Quantity rules come from the part itself (`pricePartsFor`), never from the request; every
 * write is a compare-and-set (`cart-store.ts`), so concurrent changes all land.
 */
import { refuse } from '@/account/context/refusals'
import { pricePartsFor, type PricedPart } from '@/catalog/price-parts'
import { lineQuantity, quantityRefusal, quantityRule, type QuantityRule } from '@/catalog/quantity'
import { findReachableContact } from '@/account/contacts'

import {
  addToCart,
  MAX_CART_LINES,
  mergeCarts,
  removeFromCart,
  setInCart,
  sumDuplicates,
  type CartItem,
} from './cart-lines'
import {
  changeCart,
  deleteCart,
  readCart,
  writeCart,
  type CartContent,
  type StoredCart,
} from './cart-store'
import type { SignedInBuyer } from './cart-context'

/** A cart line as the browser gets it: flagged when its part is no longer sold (§3). */
export type LiveCartLine = CartItem & { unavailable?: true }

export type LiveCart = {
  cartItems: LiveCartLine[]
  selectedBillingId: number | null
  selectedShippingId: number | null
  createdAt: string
  updatedAt: string
  version: number
}

export type CartDeps = SignedInBuyer

/** The quantity rule of a part that is sold, or null. */
function ruleOf(part: PricedPart | undefined): QuantityRule | null {
  if (!part || part.availability !== 'available') return null
  return quantityRule({ pkgQty: part.pkgQty, family: part.family?.slug })
}

async function partsOf(deps: CartDeps, pns: readonly string[]): Promise<Map<string, PricedPart>> {
  return pricePartsFor(deps.payload, deps.buyer, pns, { priceData: deps.priceData })
}

function view(cart: StoredCart | null, parts: Map<string, PricedPart>): LiveCart | null {
  if (!cart) return null
  return {
    cartItems: cart.items.map((item) =>
      parts.get(item.pn)?.availability === 'available' ? item : { ...item, unavailable: true },
    ),
    selectedBillingId: cart.selectedBillingId,
    selectedShippingId: cart.selectedShippingId,
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    version: cart.version,
  }
}

async function viewOf(deps: CartDeps, cart: StoredCart | null): Promise<LiveCart | null> {
  if (!cart) return null
  return view(
    cart,
    await partsOf(
      deps,
      cart.items.map((item) => item.pn),
    ),
  )
}

/** A refusal that names the line it is about (`cartItems.3.quantity`), in the shared error shape. */
function lineError(field: string, code: string, extra: Record<string, unknown> = {}) {
  const details = { extra: { fieldErrors: { [field]: [code] }, ...extra } }
  if (code === 'notInCart') return refuse('lineNotInCart', details)
  if (code === 'partNotAvailable') return refuse('partNotAvailable', details)
  if (code === 'cartFull') return refuse('cartLinesFull', details)
  // a quantity rule's own refusal (quantityNotWhole, quantityTooLarge, …)
  return refuse('cartLineRefused', { ...details, code })
}

const notSold = 'partNotAvailable'

/**
 * Every line's quantity as sent, before duplicates are summed or a part is looked up (§3): the
 * first bad one answers 400 naming it (`{field}.3.quantity`), whatever its part.
 */
export function checkQuantitiesAsSent(items: readonly CartItem[], field: string): void {
  items.forEach((item, index) => {
    const refusal = quantityRefusal(item.quantity)
    if (refusal) throw lineError(`${field}.${index}.quantity`, refusal, { pn: item.pn })
  })
}

/** One quantity as sent (add, set), checked before its part like any line. */
function checkQuantityAsSent(pn: string, quantity: number | undefined): void {
  const refusal = quantity === undefined ? null : quantityRefusal(quantity)
  if (refusal) throw lineError('quantity', refusal, { pn })
}

/** An address the buyer may use, as the address endpoint checks it (404 otherwise); null stays. */
async function reachableContactId(
  deps: CartDeps,
  id: number | null | undefined,
): Promise<number | null> {
  if (id === null || id === undefined) return null
  return (await findReachableContact(deps, id)).id
}

/**
 * Lines a buyer sends to be stored (a whole cart, a saved cart): each quantity is a whole number
 * from 1 to 100,000 whatever the part; each part must be sold, unless the line is already
 * stored (`kept`: it stays, flagged); quantities follow §3, rounded up to whole packs. The first refused line answers 400 naming it (`{field}.3.quantity`).
 */
export function checkedLines(
  items: readonly CartItem[],
  parts: Map<string, PricedPart>,
  kept: ReadonlySet<string>,
  field: string,
): CartItem[] {
  return items.map((item, index) => {
    // a sum of lines may pass the line maximum; a kept line of an unsold part too
    const refusal = quantityRefusal(item.quantity)
    if (refusal) throw lineError(`${field}.${index}.quantity`, refusal, { pn: item.pn })
    const rule = ruleOf(parts.get(item.pn))
    if (!rule) {
      if (!kept.has(item.pn)) throw lineError(`${field}.${index}.pn`, notSold, { pn: item.pn })
      return item
    }
    const quantity = lineQuantity(item.quantity, rule)
    if (!quantity.ok) throw lineError(`${field}.${index}.quantity`, quantity.code, { pn: item.pn })
    return { pn: item.pn, quantity: quantity.quantity }
  })
}

export async function getLiveCart(deps: CartDeps): Promise<LiveCart | null> {
  return viewOf(deps, await readCart(deps.payload, deps.buyer.webUser.id))
}

/**
 * Replaces the whole live cart if the caller's version is current (409 with the current cart
 * otherwise). Lines are checked against their parts: a part that is not sold may stay only if
 * it is already in the stored cart (it stays flagged), quantities follow §3 and are rounded up.
 * The selected addresses must be ones the buyer may use, as for the address endpoint (404).
 */
export async function replaceLiveCart(
  deps: CartDeps,
  body: {
    cartItems: CartItem[]
    selectedBillingId?: number | null
    selectedShippingId?: number | null
    version: number
  },
): Promise<LiveCart | null> {
  const owner = deps.buyer.webUser.id
  checkQuantitiesAsSent(body.cartItems, 'liveCart.cartItems')
  const items = sumDuplicates(body.cartItems)
  if (items.length > MAX_CART_LINES) {
    throw lineError('liveCart.cartItems', 'cartFull', { maxLines: MAX_CART_LINES })
  }
  // the addresses as `selectShippingAddress` takes them: another buyer's id is 404 (§10)
  const [selectedShippingId, selectedBillingId] = await Promise.all([
    reachableContactId(deps, body.selectedShippingId),
    reachableContactId(deps, body.selectedBillingId),
  ])
  const [stored, parts] = await Promise.all([
    readCart(deps.payload, owner),
    partsOf(
      deps,
      items.map((item) => item.pn),
    ),
  ])
  const next = checkedLines(
    items,
    parts,
    new Set(stored?.items.map((item) => item.pn)),
    'liveCart.cartItems',
  )
  const written = await writeCart(deps.payload, owner, body.version, {
    items: next,
    selectedBillingId,
    selectedShippingId,
  })
  if (!written.ok) {
    throw refuse('cartChanged', { extra: { liveCart: await viewOf(deps, written.current) } })
  }
  return view(written.record, parts)
}

export async function clearLiveCart(deps: CartDeps): Promise<void> {
  await deleteCart(deps.payload, deps.buyer.webUser.id)
}

export type LineOutcome = {
  liveCart: LiveCart | null
  line: { pn: string; quantity: number } | null
}

/** The cart with other lines; the addresses chosen on it stay. */
function withItems(current: CartContent | null, items: CartItem[]): CartContent {
  return {
    items,
    selectedBillingId: current?.selectedBillingId ?? null,
    selectedShippingId: current?.selectedShippingId ?? null,
  }
}

/**
 * `accepted` merged into the cart by the sign-in merge rule (`replace`: in place of its lines)
 * in one write; the lines past the cart's limit come back as `overflow`.
 */
async function mergeIntoCart(deps: CartDeps, accepted: CartItem[], mode: 'replace' | 'merge') {
  let overflow: CartItem[] = []
  const changed = await changeCart(deps.payload, deps.buyer.webUser.id, (current) => {
    const merged = mergeCarts(mode === 'replace' ? [] : (current?.items ?? []), accepted)
    overflow = merged.overflow
    return { ok: true, result: null, next: withItems(current, merged.items) }
  })
  if (!changed.ok) throw new Error('merging lines cannot be refused')
  return { record: changed.record, overflow }
}

/** Runs a one-line change against the current cart until it lands; refusals become 400s. */
async function changeLine(
  deps: CartDeps,
  pn: string,
  apply: (
    items: CartItem[],
    rule: QuantityRule | null,
  ) => { ok: true; items: CartItem[] } | { ok: false; code: string },
  field: string,
): Promise<LineOutcome> {
  const parts = await partsOf(deps, [pn])
  const rule = ruleOf(parts.get(pn))
  const changed = await changeCart(deps.payload, deps.buyer.webUser.id, (current) => {
    const outcome = apply(current?.items ?? [], rule)
    if (!outcome.ok) return { ok: false, refusal: outcome.code }
    return {
      ok: true,
      result: '',
      next: withItems(current, outcome.items),
    }
  })
  if (!changed.ok) {
    throw lineError(field, changed.refusal, {
      pn,
      ...(changed.refusal === 'cartFull' ? { maxLines: MAX_CART_LINES } : {}),
    })
  }
  const line = changed.record?.items.find((item) => item.pn === pn) ?? null
  return { liveCart: await viewOf(deps, changed.record), line }
}

/** Add one step (or `quantity`, rounded up to whole packs) of a part that is sold. */
export async function addLine(deps: CartDeps, pn: string, quantity?: number): Promise<LineOutcome> {
  checkQuantityAsSent(pn, quantity)
  return changeLine(
    deps,
    pn,
    (items, rule) => (rule ? addToCart(items, pn, rule, quantity) : { ok: false, code: notSold }),
    quantity === undefined ? 'pn' : 'quantity',
  )
}

/** Set a line's quantity (§3: rounded up to whole packs; wire duct any whole number). */
export async function setLine(deps: CartDeps, pn: string, quantity: number): Promise<LineOutcome> {
  checkQuantityAsSent(pn, quantity)
  return changeLine(
    deps,
    pn,
    (items, rule) => (rule ? setInCart(items, pn, quantity, rule) : { ok: false, code: notSold }),
    'quantity',
  )
}

/** Remove a line, sold or not (a flagged line is removed this way). */
export function removeLine(deps: CartDeps, pn: string): Promise<LineOutcome> {
  return changeLine(deps, pn, (items) => ({ ok: true, items: removeFromCart(items, pn) }), 'pn')
}

/**
 * The guest cart merged into the server cart at sign-in (business rules §S4): same pn takes the local
 * quantity, new lines are appended. Lines the shop does not sell, or with a quantity the rule
 * refuses, are not merged and are reported; lines past 500 come back as `overflow`.
 */
export async function mergeGuestCart(
  deps: CartDeps,
  local: CartItem[],
): Promise<{
  liveCart: LiveCart | null
  skipped: { pn: string; code: string }[]
  overflow: CartItem[]
}> {
  const items = sumDuplicates(local)
  const parts = await partsOf(
    deps,
    items.map((item) => item.pn),
  )
  const skipped: { pn: string; code: string }[] = []
  const accepted: CartItem[] = []
  for (const item of items) {
    const refusal = quantityRefusal(item.quantity)
    if (refusal) {
      skipped.push({ pn: item.pn, code: refusal })
      continue
    }
    const rule = ruleOf(parts.get(item.pn))
    if (!rule) {
      skipped.push({ pn: item.pn, code: notSold })
      continue
    }
    const quantity = lineQuantity(item.quantity, rule)
    if (!quantity.ok) skipped.push({ pn: item.pn, code: quantity.code })
    else accepted.push({ pn: item.pn, quantity: quantity.quantity })
  }
  const { record, overflow } = await mergeIntoCart(deps, accepted, 'merge')
  return { liveCart: await viewOf(deps, record), skipped, overflow }
}

export type AddManyOutcome = {
  liveCart: LiveCart | null
  added: { pn: string; quantity: number }[]
  refused: { pn: string; code: string }[]
}

/**
 * Adds several parts at once (quick order, favourites, reorder), each as `addLine` would: a
 * quantity is added to the line's, rounded up to whole packs. A quantity no part takes (−1,
 * 2.5) answers 400 naming the line before anything is looked up (§3). All that can be added
 * lands in one write; each line that cannot (not sold, too many, cart full) is reported by pn.
 */
export async function addLines(deps: CartDeps, lines: CartItem[]): Promise<AddManyOutcome> {
  checkQuantitiesAsSent(lines, 'items')
  const items = sumDuplicates(lines)
  const parts = await partsOf(
    deps,
    items.map((item) => item.pn),
  )
  let added: AddManyOutcome['added'] = []
  let refused: AddManyOutcome['refused'] = []
  const changed = await changeCart(deps.payload, deps.buyer.webUser.id, (current) => {
    let next = current?.items ?? []
    added = []
    refused = []
    for (const item of items) {
      const rule = ruleOf(parts.get(item.pn))
      if (!rule) {
        refused.push({ pn: item.pn, code: notSold })
        continue
      }
      const outcome = addToCart(next, item.pn, rule, item.quantity)
      if (!outcome.ok) {
        refused.push({ pn: item.pn, code: outcome.code })
        continue
      }
      next = outcome.items
      added.push({ pn: item.pn, quantity: outcome.quantity })
    }
    return {
      ok: true,
      result: null,
      next: withItems(current, next),
    }
  })
  if (!changed.ok) throw new Error('adding lines cannot be refused as a whole')
  return { liveCart: await viewOf(deps, changed.record), added, refused }
}

export type RestoreOutcome = {
  liveCart: LiveCart | null
  restored: CartItem[]
  /** Lines left out because their part is not sold now (business rules §3), or refused by its rule. */
  skipped: { pn: string; code: string }[]
  /** Lines past 500 when merging; they stay in the saved cart. */
  overflow: CartItem[]
}

/**
 * Saved lines into the live cart: `replace` makes them the cart; `merge` follows the sign-in
 * merge rule (a pn in both takes the saved quantity, new lines are appended). Lines whose part
 * is not sold are skipped and reported; quantities are checked by the part's rule as for any add.
 */
export async function restoreLines(
  deps: CartDeps,
  lines: readonly CartItem[],
  mode: 'replace' | 'merge',
): Promise<RestoreOutcome> {
  const items = sumDuplicates(lines)
  const parts = await partsOf(
    deps,
    items.map((item) => item.pn),
  )
  const skipped: RestoreOutcome['skipped'] = []
  const accepted: CartItem[] = []
  for (const item of items) {
    const rule = ruleOf(parts.get(item.pn))
    const quantity = rule ? lineQuantity(item.quantity, rule) : null
    if (!quantity) skipped.push({ pn: item.pn, code: notSold })
    else if (!quantity.ok) skipped.push({ pn: item.pn, code: quantity.code })
    else accepted.push({ pn: item.pn, quantity: quantity.quantity })
  }
  const { record, overflow } = await mergeIntoCart(deps, accepted, mode)
  const left = new Set(overflow.map((item) => item.pn))
  return {
    liveCart: await viewOf(deps, record),
    restored: accepted.filter((item) => !left.has(item.pn)),
    skipped,
    overflow,
  }
}

/**
 * The shipping address chosen on the cart page, kept in the cart record (spec §S3
 * `selectedShippingId`) so checkout starts from it. Only an address the buyer may use
 * (their own or their customer's) is kept; another id answers 404.
 */
export async function selectShippingAddress(
  deps: CartDeps,
  contactId: number | null,
): Promise<LiveCart | null> {
  if (contactId !== null) await findReachableContact(deps, contactId)
  const changed = await changeCart(deps.payload, deps.buyer.webUser.id, (current) =>
    current
      ? {
          ok: true,
          result: null,
          next: {
            items: current.items,
            selectedBillingId: current.selectedBillingId,
            selectedShippingId: contactId,
          },
        }
      : // no cart, nothing to keep the choice in: the browser keeps it until there is one
        {
          ok: true,
          result: null,
          next: { items: [], selectedBillingId: null, selectedShippingId: null },
        },
  )
  if (!changed.ok) throw new Error('choosing an address cannot be refused')
  return viewOf(deps, changed.record)
}
