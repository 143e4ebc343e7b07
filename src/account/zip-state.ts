/**
 * A US ZIP must belong to the chosen state (business rules §5): the one rule, pure, applied by the
 * quote (with the staff's zip-zones table) and by the address schema (with the shipped copy of
 * the same states, `zip-states.json`, written by scripts/generate-zip-zones.mjs), so the address
 * book never saves an address the cart then refuses.
 */
import shippedRanges from './zip-states.json'

/** ZIP prefix (first three digits) → the states it serves; a prefix not listed is not checked. */
export type ZipStates = Readonly<Record<string, readonly string[]>>

/** A US ZIP or ZIP+4 → its 5 digits, or null. */
export function zip5(postalCode: string | null | undefined): string | null {
  const match = /^(\d{5})(?:-?\d{4})?$/.exec((postalCode ?? '').trim())
  return match ? match[1]! : null
}

/**
 * False only when the ZIP's prefix is known and serves other states than `state`. A malformed
 * ZIP, an unknown prefix or no state is another rule's refusal, not this one's.
 */
export function zipIsInState(
  postalCode: string | null | undefined,
  state: string | null | undefined,
  zipStates: ZipStates,
): boolean {
  const zip = zip5(postalCode)
  const code = (state ?? '').trim().toUpperCase()
  if (!zip || !code) return true
  const states = zipStates[zip.slice(0, 3)]
  return !states || states.includes(code)
}

/** `{ PA: '150-196', … }` → `{ '150': ['PA'], … }`. */
export function zipStatesFromRanges(ranges: Readonly<Record<string, string>>): ZipStates {
  const byPrefix: Record<string, string[]> = {}
  for (const [state, list] of Object.entries(ranges)) {
    for (const range of list.split(',')) {
      const [from, to = from] = range.split('-').map(Number) as [number, number?]
      for (let n = from; n <= to; n++) (byPrefix[String(n).padStart(3, '0')] ??= []).push(state)
    }
  }
  return byPrefix
}

let shipped: ZipStates | null = null
/** The states of every US ZIP prefix as shipped with the shop (what the zip-zones table is seeded with). */
export function shippedZipStates(): ZipStates {
  shipped ??= zipStatesFromRanges(shippedRanges)
  return shipped
}
