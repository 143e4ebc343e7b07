/**
 * Exact money arithmetic (business rules §2, §4, §6), pure. Money is USD in integer cents;
 * decimal inputs (dollar amounts, percentages such as 4.95 or 33.3333) are read from their
 * decimal text into BigInt, so no binary-float error can flip a rounding. Every rounding is
 * half away from zero, once, at the point the rules name. No floating-point money anywhere.
 */

/** A decimal number as `digits / 10^scale` (scale ≥ 0). */
export type Decimal = { digits: bigint; scale: number }

const DECIMAL_RE = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i

/**
 * Reads a decimal string, or a finite number through its shortest round-trip text (so 0.005
 * is exactly 5/1000, not 0.005000000000000000104), into an exact Decimal. Null when it is not
 * a number (`'1,70'`, `'$1'`, `''`, NaN, Infinity).
 */
export function parseDecimal(value: number | string): Decimal | null {
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    text = String(value)
  } else if (typeof value === 'string') {
    text = value.trim()
  } else {
    return null
  }
  const match = DECIMAL_RE.exec(text)
  if (!match) return null
  const sign = match[1] ?? ''
  const intPart = match[2] ?? ''
  const fracPart = match[3] ?? ''
  if (intPart === '' && fracPart === '') return null
  const exponent = match[4] === undefined ? 0 : Number(match[4])
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 1000) return null
  let digits = BigInt(`${intPart}${fracPart}` || '0')
  let scale = fracPart.length - exponent
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale)
    scale = 0
  }
  return { digits: sign === '-' ? -digits : digits, scale }
}

/** n / d rounded half away from zero; d must be positive. */
export function divRoundHalfAwayFromZero(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('divisor must be positive')
  const q = n / d // truncates toward zero
  const r = n % d // same sign as n
  const twiceAbsR = (r < 0n ? -r : r) * 2n
  if (twiceAbsR >= d) return n < 0n ? q - 1n : q + 1n
  return q
}

/** A BigInt amount of cents back to a number, refusing what a number cannot hold exactly. */
export function centsFromBigInt(value: bigint, what = 'amount'): number {
  const n = Number(value)
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what} is out of range`)
  return n === 0 ? 0 : n // never -0
}

/** Throws unless `cents` is a safe integer (and ≥ 0 unless negatives are allowed). */
export function assertCents(cents: number, what = 'amount', allowNegative = false): void {
  if (!Number.isSafeInteger(cents) || (!allowNegative && cents < 0)) {
    throw new RangeError(
      `${what} must be ${allowNegative ? 'an' : 'a non-negative'} integer of cents, got ${String(cents)}`,
    )
  }
}

/**
 * Dollars (number or decimal text) → integer cents, half away from zero:
 * '1.70' → 170, '0.005' → 1, '12' → 1200, -0.005 → -1. Throws a TypeError if not numeric.
 */
export function toCents(dollars: number | string): number {
  const decimal = parseDecimal(dollars)
  if (!decimal) throw new TypeError(`value ${JSON.stringify(dollars)} is not a number`)
  return centsFromBigInt(
    divRoundHalfAwayFromZero(decimal.digits * 100n, 10n ** BigInt(decimal.scale)),
    `value ${JSON.stringify(dollars)}`,
  )
}

/** An exact fraction `numerator / denominator` (denominator > 0), e.g. a rate or a discount factor. */
export type Ratio = { numerator: bigint; denominator: bigint }

/** `percent` % as an exact ratio: 4.95 → 495/10000. Throws a TypeError if not numeric. */
export function percentRatio(percent: number | string): Ratio {
  const pct = parseDecimal(percent)
  if (!pct) throw new TypeError(`percentage ${JSON.stringify(percent)} is not a number`)
  return { numerator: pct.digits, denominator: 100n * 10n ** BigInt(pct.scale) }
}

/** (100 − percent) % as an exact ratio: the factor a '% Discount' leaves of a price. */
export function discountRatio(percent: number | string): Ratio {
  const { numerator, denominator } = percentRatio(percent)
  return { numerator: denominator - numerator, denominator }
}

/** cents × ratio, rounded half away from zero, once. */
export function applyRatio(cents: number, ratio: Ratio, what = 'amount'): number {
  assertCents(cents, what, true)
  return centsFromBigInt(
    divRoundHalfAwayFromZero(BigInt(cents) * ratio.numerator, ratio.denominator),
    what,
  )
}

/**
 * `percent` % of an amount in cents, rounded half away from zero once:
 * percentOf(1054, '4.95') = 52.173 → 52; percentOf(1010, 25) = 252.5 → 253.
 */
export function percentOf(cents: number, percent: number | string): number {
  return applyRatio(cents, percentRatio(percent), 'percentage amount')
}

/** Exact sum of amounts in cents (throws past what a number holds exactly). */
export function sumCents(amounts: Iterable<number>): number {
  let total = 0n
  for (const cents of amounts) {
    assertCents(cents, 'amount', true)
    total += BigInt(cents)
  }
  return centsFromBigInt(total, 'sum')
}

/** Price × quantity in cents, exactly; the quantity must be a whole number ≥ 0. */
export function timesQuantity(cents: number, quantity: number, what = 'line amount'): number {
  assertCents(cents, what, true)
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`quantity must be a non-negative integer, got ${String(quantity)}`)
  }
  return centsFromBigInt(BigInt(cents) * BigInt(quantity), what)
}
