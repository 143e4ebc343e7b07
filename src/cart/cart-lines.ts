/**
 * Operations on a cart's lines (business rules §3, business rules §S4), pure: add, set, remove, sum
 * duplicates, merge the guest cart at sign-in. The caller looks the part up and passes its
 * quantity rule (`quantityRule` of src/catalog/quantity.ts); nothing here reads a part.
 *
 * Every operation returns new arrays and never changes its input. A change the rules refuse
 * comes back as `{ ok: false, code }` with the cart untouched: no line is ever dropped or
 * clamped without the caller being told.
 *
 * Lines are keyed by their pn, trimmed and upper case (pns are stored upper case, §1); a cart
 * holds each pn once, which `sumDuplicates` establishes for input that may repeat one.
 */
import {
  addedQuantity,
  lineQuantity,
  MAX_LINE_QUANTITY,
  type LineQuantity,
  type QuantityRule,
} from '@/catalog/quantity'

/** One cart line. */
export type CartItem = { pn: string; quantity: number }

/** Most distinct lines in one cart; one more is refused with `cartFull`. */
export const MAX_CART_LINES = 500

type QuantityRefusal = Extract<LineQuantity, { ok: false }>['code']

export type CartRefusal = QuantityRefusal | 'cartFull' | 'notInCart'

/**
 * The outcome of add or set: the new lines and the quantity the changed line now holds (the
 * API reports the quantity actually kept, §3), or a refusal that left the cart as it was.
 */
export type CartChange =
  { ok: true; items: CartItem[]; quantity: number } | { ok: false; code: CartRefusal }

/** The key a line is found by: trimmed, upper case. */
export function lineKey(pn: string): string {
  return pn.trim().toUpperCase()
}

function indexOfLine(items: readonly CartItem[], key: string): number {
  return items.findIndex((item) => lineKey(item.pn) === key)
}

/** New line objects, so a caller that changes the answer never changes the input. */
function copyLine(item: CartItem): CartItem {
  return { pn: lineKey(item.pn), quantity: item.quantity }
}

/** A copy of `items` with the line at `index` holding `quantity`. */
function withQuantity(items: readonly CartItem[], index: number, quantity: number): CartItem[] {
  return items.map((item, i) => (i === index ? { pn: lineKey(item.pn), quantity } : copyLine(item)))
}

/**
 * Add to cart (§3). Without a quantity: a new line gets one step, a line already there one
 * step more. With a quantity: it is checked and rounded up to whole packs (`lineQuantity`,
 * wire duct excepted) and added to what the line holds. A new pn goes at the end.
 *
 * Refusals: the quantity's own code (`quantityNotWhole`, `quantityNotPositive`,
 * `quantityTooLarge`); `quantityTooLarge` also when the line would pass 100,000 (one step more
 * on a full line is refused, not silently kept at the maximum); `cartFull` for a new pn in a
 * cart that already has 500 lines. A bad quantity is reported before a full cart, since
 * fixing the cart would not make it acceptable.
 */
export function addToCart(
  items: readonly CartItem[],
  pn: string,
  rule: QuantityRule,
  quantity?: number,
): CartChange {
  const key = lineKey(pn)
  const index = indexOfLine(items, key)
  const current = index === -1 ? undefined : items[index]?.quantity

  let next: number
  if (quantity === undefined) {
    next = addedQuantity(current, rule)
    // addedQuantity caps at the line maximum; a step that did not fit is a refusal here
    if (current !== undefined && next <= current) return { ok: false, code: 'quantityTooLarge' }
  } else {
    const added = lineQuantity(quantity, rule)
    if (!added.ok) return { ok: false, code: added.code }
    next = (current ?? 0) + added.quantity
    if (next > MAX_LINE_QUANTITY) return { ok: false, code: 'quantityTooLarge' }
  }

  if (index !== -1) return { ok: true, items: withQuantity(items, index, next), quantity: next }
  if (items.length >= MAX_CART_LINES) return { ok: false, code: 'cartFull' }
  return { ok: true, items: [...items.map(copyLine), { pn: key, quantity: next }], quantity: next }
}

/**
 * Set a line's quantity (§3): a whole number ≥ 1, rounded up to whole packs (wire duct: kept
 * as is), at most 100,000 after rounding. A pn that is not in the cart is `notInCart` (the
 * API answers 404); that is checked first, since no quantity would make the change possible.
 */
export function setInCart(
  items: readonly CartItem[],
  pn: string,
  quantity: number,
  rule: QuantityRule,
): CartChange {
  const index = indexOfLine(items, lineKey(pn))
  if (index === -1) return { ok: false, code: 'notInCart' }
  const kept = lineQuantity(quantity, rule)
  if (!kept.ok) return { ok: false, code: kept.code }
  return { ok: true, items: withQuantity(items, index, kept.quantity), quantity: kept.quantity }
}

/**
 * Remove a line (§3). Removing cannot be refused: a pn that is not in the cart leaves the
 * lines as they are (a copy), so a repeated remove is harmless. Every line of the pn goes.
 */
export function removeFromCart(items: readonly CartItem[], pn: string): CartItem[] {
  const key = lineKey(pn)
  return items.filter((item) => lineKey(item.pn) !== key).map(copyLine)
}

/**
 * One line per pn (§3: "duplicate pns in one body are summed"): the quantities of a repeated
 * pn are added into the line where it first appears; pns come out trimmed and upper case.
 * The sums are not checked here: the caller runs `lineQuantity` on each line, which refuses
 * a sum past 100,000 with the line named.
 */
export function sumDuplicates(items: readonly CartItem[]): CartItem[] {
  const summed: CartItem[] = []
  const positions = new Map<string, number>()
  for (const item of items) {
    const key = lineKey(item.pn)
    const at = positions.get(key)
    const line = at === undefined ? undefined : summed[at]
    if (line) {
      line.quantity += item.quantity
    } else {
      positions.set(key, summed.length)
      summed.push({ pn: key, quantity: item.quantity })
    }
  }
  return summed
}

export type MergedCart = {
  /** The merged cart, at most 500 lines. */
  items: CartItem[]
  /** Lines that did not fit in 500, in merge order, for the caller to report; never lost. */
  overflow: CartItem[]
}

/**
 * The guest (local) cart merged into the server cart at sign-in (business rules §S4): a pn in both
 * takes the LOCAL quantity, in the server line's position; local-only lines are appended in
 * local order. Duplicates within either side are summed first. Past 500 lines, the lines at
 * the end go to `overflow`. Quantities are not checked here: the caller has already run each
 * local line through its part's rule.
 */
export function mergeCarts(server: readonly CartItem[], local: readonly CartItem[]): MergedCart {
  const localLines = sumDuplicates(local)
  const localByPn = new Map(localLines.map((item) => [item.pn, item.quantity]))
  const merged = sumDuplicates(server).map((item) => ({
    pn: item.pn,
    quantity: localByPn.get(item.pn) ?? item.quantity,
  }))
  const onServer = new Set(merged.map((item) => item.pn))
  for (const item of localLines) if (!onServer.has(item.pn)) merged.push(item)
  return { items: merged.slice(0, MAX_CART_LINES), overflow: merged.slice(MAX_CART_LINES) }
}

/**
 * An unavailable line replaced by its successor (business rules §11): the successor takes the
 * line's place at `quantity` (already rounded to its rule); a line of the successor already
 * in the cart is added into it, in the first of the two places. Past 100,000 is refused.
 */
export function replaceInCart(
  items: readonly CartItem[],
  pn: string,
  successor: CartItem,
): CartChange {
  const key = lineKey(pn)
  const index = indexOfLine(items, key)
  if (index === -1) return { ok: false, code: 'notInCart' }
  const swapped = items.map((item, at) =>
    at === index ? { pn: lineKey(successor.pn), quantity: successor.quantity } : copyLine(item),
  )
  const merged = sumDuplicates(swapped)
  const line = merged.find((item) => item.pn === lineKey(successor.pn))
  if (!line || line.quantity > MAX_LINE_QUANTITY) return { ok: false, code: 'quantityTooLarge' }
  return { ok: true, items: merged, quantity: line.quantity }
}
