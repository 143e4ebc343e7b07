/**
 * Quantities of a part (business rules §3), pure. The step is the package quantity: parts are
 * sold in whole packs and quantities round UP to a multiple of the step, never below one step.
 * Wire duct (family `wire-duct`) may be bought by the piece: any whole quantity from 1, also below
 * one pack; a quantity that is not whole packs is a broken pack (the rules' "non-standard cut") and
 * costs the fee the rules call the cut fee (§4). Buyers read "broken pack", never "cut": nothing is
 * cut, a pack of 6 ft lengths is opened.
 */

export const WIRE_DUCT_FAMILY = 'wire-duct'

/** Largest quantity on one line; more, after rounding up, is refused (§3). */
export const MAX_LINE_QUANTITY = 100_000

/** Fee for a broken-pack (non-standard) wire-duct line, in cents (§4); the default of the fee settings. */
export const CUT_FEE_CENTS = 1000

export type QuantityRule = {
  /** The package quantity, a whole number ≥ 1. */
  step: number
  /** Any whole quantity from 1 (wire duct) instead of whole packs only. */
  anyWhole: boolean
}

/** The rule for a part: its pkgQty (a bad or missing one counts as 1) and its family's slug. */
export function quantityRule(part: {
  pkgQty: number | null | undefined
  family: string | null | undefined
}): QuantityRule {
  const pkgQty = part.pkgQty
  const step =
    typeof pkgQty === 'number' && Number.isSafeInteger(pkgQty) && pkgQty >= 1
      ? Math.min(pkgQty, MAX_LINE_QUANTITY)
      : 1
  return { step, anyWhole: part.family === WIRE_DUCT_FAMILY }
}

/** The smallest quantity of a line: 1 for wire duct, else one pack. */
export function minQuantity(rule: QuantityRule): number {
  return rule.anyWhole ? 1 : rule.step
}

/** The largest quantity the rule allows: 100,000, or the largest multiple of the step under it. */
export function maxQuantity(rule: QuantityRule): number {
  return rule.anyWhole ? MAX_LINE_QUANTITY : Math.floor(MAX_LINE_QUANTITY / rule.step) * rule.step
}

function clamp(quantity: number, rule: QuantityRule): number {
  return Math.min(maxQuantity(rule), Math.max(minQuantity(rule), quantity))
}

/** Whole quantity → what the rule keeps: rounded up to whole packs (not wire duct), ≥ the minimum. */
function roundUp(whole: number, rule: QuantityRule): number {
  const packs = rule.anyWhole ? whole : Math.ceil(whole / rule.step) * rule.step
  return Math.max(minQuantity(rule), packs)
}

/** The first quantity of a part, and what "add" adds: one step. */
export function initialQuantity(rule: QuantityRule): number {
  return rule.step
}

/** Add to cart: a new line gets one step; a pn already there gets one step more. */
export function addedQuantity(current: number | null | undefined, rule: QuantityRule): number {
  return current ? increaseQuantity(current, rule) : initialQuantity(rule)
}

const NUMBER_RE = /^\+?(\d+(?:[.,]\d*)?|[.,]\d+)$/

export type TypedQuantity = {
  quantity: number
  /** The typed amount rounds past the line maximum: refused, the quantity stays. */
  tooLarge: boolean
  /**
   * What was typed, when the quantity is not it (a fraction, part of a pack, below the
   * minimum): the buyer is told it was rounded up, as they are told of a refusal.
   */
  roundedFrom?: number
}

/**
 * The quantity after the buyer types `text`. Empty or non-numeric text (letters, a minus
 * sign, "1e3") is ignored: the current quantity stays. A fraction rounds up to a whole
 * number; then, except for wire duct, up to a multiple of the step; at least the minimum.
 * Past the maximum after rounding, the current quantity stays and `tooLarge` says why.
 */
export function typedQuantity(text: string, current: number, rule: QuantityRule): TypedQuantity {
  const trimmed = text.trim()
  if (!NUMBER_RE.test(trimmed)) return { quantity: current, tooLarge: false }
  const value = Number(trimmed.replace(',', '.'))
  if (!Number.isFinite(value)) return { quantity: current, tooLarge: false }
  const rounded = roundUp(Math.ceil(value), rule)
  if (rounded > MAX_LINE_QUANTITY) return { quantity: current, tooLarge: true }
  return rounded === value
    ? { quantity: rounded, tooLarge: false }
    : { quantity: rounded, tooLarge: false, roundedFrom: value }
}

/** + : one step more (capped at the maximum). */
export function increaseQuantity(current: number, rule: QuantityRule): number {
  return clamp(current + rule.step, rule)
}

/** − : one step less, never below one step (wire duct: never below 1). */
export function decreaseQuantity(current: number, rule: QuantityRule): number {
  return clamp(current - rule.step, rule)
}

/** A wire-duct quantity that is not whole packs: a broken pack, which costs the fee. */
export function isNonStandardQuantity(quantity: number, rule: QuantityRule): boolean {
  return rule.anyWhole && quantity % rule.step !== 0
}

export type QuantityRefusal = 'quantityNotWhole' | 'quantityNotPositive' | 'quantityTooLarge'

export type LineQuantity =
  | { ok: true; quantity: number; rounded: boolean; nonStandard: boolean }
  | { ok: false; code: QuantityRefusal }

/**
 * A quantity sent to an API (§3): a whole number ≥ 1, rounded up to whole packs (not wire
 * duct) with the kept quantity in the answer; zero, negative, fractional, non-numeric, or more
 * than 100,000 after rounding is refused with a code the caller names the line with.
 */
export function lineQuantity(requested: unknown, rule: QuantityRule): LineQuantity {
  if (typeof requested !== 'number' || !Number.isFinite(requested)) {
    return { ok: false, code: 'quantityNotWhole' }
  }
  if (requested <= 0) return { ok: false, code: 'quantityNotPositive' }
  if (!Number.isInteger(requested)) return { ok: false, code: 'quantityNotWhole' }
  if (requested > MAX_LINE_QUANTITY) return { ok: false, code: 'quantityTooLarge' }
  const quantity = roundUp(requested, rule)
  if (quantity > MAX_LINE_QUANTITY) return { ok: false, code: 'quantityTooLarge' }
  return {
    ok: true,
    quantity,
    rounded: quantity !== requested,
    nonStandard: isNonStandardQuantity(quantity, rule),
  }
}

/** What every part accepts: any whole number from 1 (no pack to round to). */
const ANY_PART: QuantityRule = { step: 1, anyWhole: true }

/**
 * The checks a quantity passes before its part is looked up (§3): a whole number from 1 to
 * 100,000, whatever the part. A line of an unknown or unsold part is refused for its quantity
 * first, so no answer ever carries a line of −1; null when the quantity may stand.
 */
export function quantityRefusal(requested: unknown): QuantityRefusal | null {
  const checked = lineQuantity(requested, ANY_PART)
  return checked.ok ? null : checked.code
}
