/**
 * Quantities of a part (DOMAIN §3), pure. The step is the package quantity: parts are sold in
 * whole packs, typed quantities round UP to a multiple of the step. Wire duct (family
 * `wire-duct`) is cut to length: it takes any whole quantity, and a quantity that is not a
 * multiple of its step is a non-standard cut with a fee. No quantity goes below one step.
 */

export const WIRE_DUCT_FAMILY = 'wire-duct'

/** Largest quantity on one line (DOMAIN §3: more is refused by the API). */
export const MAX_LINE_QUANTITY = 100_000

/** Fee for a non-standard (cut) wire-duct line, in cents (DOMAIN §4). */
export const CUT_FEE_CENTS = 1000

export type QuantityRule = {
  /** The package quantity, a whole number ≥ 1. */
  step: number
  /** Any whole quantity (wire duct) instead of whole packs only. */
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

/** The largest quantity the rule allows: 100,000, or the largest multiple of the step under it. */
export function maxQuantity(rule: QuantityRule): number {
  return rule.anyWhole ? MAX_LINE_QUANTITY : Math.floor(MAX_LINE_QUANTITY / rule.step) * rule.step
}

function clamp(quantity: number, rule: QuantityRule): number {
  return Math.min(maxQuantity(rule), Math.max(rule.step, quantity))
}

/** The first quantity of a part: one step. */
export function initialQuantity(rule: QuantityRule): number {
  return rule.step
}

const NUMBER_RE = /^\+?(\d+(?:[.,]\d*)?|[.,]\d+)$/

/**
 * The quantity after the buyer types `text`. Empty or non-numeric text (letters, a minus
 * sign, "1e3") is ignored: the current quantity stays. A fraction rounds up to a whole
 * number; then, except for wire duct, up to a multiple of the step; the result is at least
 * one step and at most `maxQuantity`.
 */
export function typedQuantity(text: string, current: number, rule: QuantityRule): number {
  const trimmed = text.trim()
  if (!NUMBER_RE.test(trimmed)) return current
  const value = Number(trimmed.replace(',', '.'))
  if (!Number.isFinite(value)) return current
  let whole = Math.ceil(value)
  if (!rule.anyWhole) whole = Math.ceil(whole / rule.step) * rule.step
  return clamp(whole, rule)
}

/** + : one step more (capped at the maximum). */
export function increaseQuantity(current: number, rule: QuantityRule): number {
  return clamp(current + rule.step, rule)
}

/** − : one step less, never below one step. */
export function decreaseQuantity(current: number, rule: QuantityRule): number {
  return clamp(current - rule.step, rule)
}

/** A wire-duct quantity that is not whole packs: a cut, which costs `CUT_FEE_CENTS`. */
export function isNonStandardQuantity(quantity: number, rule: QuantityRule): boolean {
  return rule.anyWhole && quantity % rule.step !== 0
}
