/**
 * Successors of discontinued parts (business rules §11), pure. A part may name a successor (one
 * of our pns); the successor's own successor is followed to the first available part. Only an
 * unavailable part of a public series offers one, and a chain that ends nowhere available (an
 * unknown pn, a part of a non-public series, a circle) offers nothing: the part stays "not
 * available". A circle is refused when a successor is saved (`successorCircle`). Here in catalog
 * beside the parts it describes: the parts collection's check on save calls it, and the
 * cross-reference capability's lookups (`cross-reference/successor-store.ts`) too.
 */

/** What the rule needs to know of one part. */
export type SuccessorFacts = {
  pn: string
  available: boolean
  /** Its series is public (or it has none): it may be listed, found and sold. */
  listed: boolean
  /** Our pn of its successor, or null. */
  successor: string | null
}

export type SuccessorLookup = (pn: string) => SuccessorFacts | undefined

/** A part's successor: the part to offer, and the chain from the discontinued part to it. */
export type Replacement = { pn: string; chain: string[] }

/** Chains longer than this are data errors, not product history: they offer nothing. */
export const maxChainLength = 20

/**
 * The part offered in place of `pn`: its successor, followed while the successor is
 * unavailable, to the first available listed part. Null when `pn` is unknown, available, not
 * listed or names no successor, or when the chain has no available listed end.
 */
export function replacementFor(pn: string, lookup: SuccessorLookup): Replacement | null {
  const start = lookup(pn)
  if (!start || start.available || !start.listed || !start.successor) return null
  const chain = [start.pn]
  const seen = new Set(chain)
  let next: string | null = start.successor
  while (next !== null) {
    if (seen.has(next) || chain.length > maxChainLength) return null
    const part = lookup(next)
    if (!part) return null
    chain.push(part.pn)
    seen.add(part.pn)
    // the first available part ends the chain; one that is not listed is not offered
    if (part.available) return part.listed ? { pn: part.pn, chain } : null
    next = part.successor
  }
  return null
}

/**
 * The circle a part's successor would close, named from the part: `['A', 'B', 'C', 'A']`;
 * null when there is none. `successorOf` answers the stored successors of the other parts;
 * the part's own is `successor` (the one being saved). A successor that leads into a circle
 * elsewhere names that circle.
 */
export function successorCircle(
  pn: string,
  successor: string | null,
  successorOf: (pn: string) => string | null | undefined,
): string[] | null {
  if (!successor) return null
  const path = [pn]
  const at = new Map([[pn, 0]])
  let next: string | null | undefined = successor
  while (next) {
    const seenAt = at.get(next)
    if (seenAt !== undefined) return [...path.slice(seenAt), next]
    at.set(next, path.length)
    path.push(next)
    next = successorOf(next)
  }
  return null
}

/** A circle as staff read it: `A → B → C → A`. */
export const circleText = (circle: readonly string[]): string => circle.join(' → ')
