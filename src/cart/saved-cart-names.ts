/**
 * Saved-cart names, pure: unique per buyer, compared without case, surrounding spaces or
 * repeated inner spaces ("Line 3 spares" and " line 3  SPARES" are the same name).
 */

/** Longest name kept; the schema refuses longer ones. */
export const MAX_SAVED_CART_NAME = 80

/** The key names are compared by: trimmed, inner spaces collapsed, case folded. */
export function nameKeyOf(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US')
}

/**
 * The name a duplicate gets: the original with the first free " (n)" from 2 up, its
 * original trailing " (n)" replaced, shortened so that it still fits.
 */
export function copyNameFor(name: string, takenKeys: ReadonlySet<string>): string {
  const base = name.trim().replace(/\s+\(\d+\)$/, '')
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`
    const candidate = `${base.slice(0, MAX_SAVED_CART_NAME - suffix.length).trimEnd()}${suffix}`
    if (!takenKeys.has(nameKeyOf(candidate))) return candidate
  }
}
