/**
 * One quick-order (bill of materials) line resolved to what it adds to the cart, pure
 * (business rules §3, §11). The server finds, in one read each, which typed texts are pns of
 * ours, which are another maker's (`equivalentsFor`) and which of ours are replaced
 * (`replacementsFor`); this module decides what each line becomes:
 * - one of ours, sold: added at its quantity, rounded up to its package (§3);
 * - another maker's pn: the first equivalent (exact → functional → similar → kit) whose parts
 *   we know; a kit adds each part × the line's quantity; `similar` and `functional` wait for
 *   the buyer's confirmation;
 * - one of ours (or an equivalent) no longer sold, with a successor: the successor, at the
 *   quantity asked rounded to the successor's package, and only once the buyer confirms (they
 *   did not type it);
 * - otherwise unknown, ambiguous or unavailable, as before.
 */
import type { PnResolution } from '@/catalog/part-number'
import {
  lineQuantity,
  maxQuantity,
  type QuantityRefusal,
  type QuantityRule,
} from '@/catalog/quantity'
import { linesFor, needsConfirmation, type Equivalent } from '@/cross-reference/matches'

import { quickOrderQuantity, type QuickOrderLine } from './quick-order'

/** What the rule needs to know of one of our parts. */
export type BomPart = { pn: string; available: boolean; rule: QuantityRule }

export type BomLookup = {
  /** Our part by pn; undefined when it is unknown or may not be shown. */
  part(pn: string): BomPart | undefined
  /** The successor offered for an unavailable part of ours (its pn), if any. */
  replacement(pn: string): string | undefined
}

/** One part a line adds, at the quantity kept under its rule and the one asked. */
export type BomAdd = { pn: string; quantity: number; requested: number; rounded: boolean }

export type BomOutcome =
  | {
      kind: 'ready'
      adds: BomAdd[]
      /** The buyer must confirm it before it is added (similar, functional, a successor). */
      confirm: boolean
      /** The other maker's pn it came from. */
      equivalent?: Equivalent
      /** Our unavailable pn the successor stands in for. */
      replacedPn?: string
      /** Other pns of ours the same text leads to, for the buyer to choose instead. */
      alternatives: string[]
    }
  | { kind: 'refused'; pn: string; code: QuantityRefusal; requested: number }
  | { kind: 'unavailable'; pn: string }
  | { kind: 'ambiguous'; pns: string[] }
  | { kind: 'unknown' }

type Line = Pick<QuickOrderLine, 'quantity' | 'packages'>

/** What one part of ours, or a kit, gives before the line's equivalent is known. */
type Found =
  | { kind: 'ready'; adds: BomAdd[]; confirm: boolean; replacedPn?: string }
  | Exclude<BomOutcome, { kind: 'ready' }>

/** How many the line asks of a part under `rule`: typed quantities plus one pack per bare line. */
export const requestedOf = (line: Line, rule: QuantityRule): number =>
  (line.quantity ?? 0) + line.packages * rule.step

/** One part of ours at the line's quantity: itself when sold, else its successor (confirmed). */
function oneOfOurs(pn: string, line: Line, lookup: BomLookup): Found {
  const part = lookup.part(pn)
  if (!part) return { kind: 'unknown' }
  let target = part
  let replacedPn: string | undefined
  if (!part.available) {
    const successor = lookup.replacement(pn)
    const next = successor === undefined ? undefined : lookup.part(successor)
    if (!next || !next.available) return { kind: 'unavailable', pn }
    target = next
    replacedPn = pn
  }
  const requested = requestedOf(line, target.rule)
  const kept = quickOrderQuantity(line, target.rule)
  if (!kept.ok) return { kind: 'refused', pn: target.pn, code: kept.code, requested }
  return {
    kind: 'ready',
    adds: [{ pn: target.pn, quantity: kept.quantity, requested, rounded: kept.rounded }],
    confirm: replacedPn !== undefined,
    ...(replacedPn === undefined ? {} : { replacedPn }),
  }
}

/**
 * A kit for a line: each part × the line's count of their pn (a line without a quantity asks
 * for one of theirs), rounded up to the part's package. A kit with a part not sold is
 * unavailable (a kit's successor is not guessed part by part).
 */
function kitFor(
  equivalent: Extract<Equivalent, { match: 'kit' }>,
  line: Line,
  lookup: BomLookup,
): Found {
  const count = (line.quantity ?? 0) + line.packages
  const adds: BomAdd[] = []
  for (const { pn, quantity: requested } of linesFor(equivalent, count)) {
    const part = lookup.part(pn)
    if (!part) return { kind: 'unknown' }
    if (!part.available) return { kind: 'unavailable', pn }
    const kept = lineQuantity(requested, part.rule)
    if (!kept.ok) return { kind: 'refused', pn, code: kept.code, requested }
    adds.push({ pn, quantity: kept.quantity, requested, rounded: kept.rounded })
  }
  return { kind: 'ready', adds, confirm: false }
}

const known = (equivalent: Equivalent, lookup: BomLookup) =>
  equivalent.match === 'kit'
    ? equivalent.parts.every((part) => lookup.part(part.pn) !== undefined)
    : lookup.part(equivalent.pn) !== undefined

/** What one parsed line becomes; `found` is our index's answer, `equivalents` the table's. */
export function resolveBomLine(
  line: Line,
  found: PnResolution,
  equivalents: readonly Equivalent[],
  lookup: BomLookup,
): BomOutcome {
  if (found.kind === 'ambiguous') return { kind: 'ambiguous', pns: found.pns }
  if (found.kind === 'exact' || found.kind === 'match') {
    const outcome = oneOfOurs(found.pn, line, lookup)
    return outcome.kind === 'ready' ? { ...outcome, alternatives: [] } : outcome
  }
  const usable = equivalents.filter((entry) => known(entry, lookup))
  const [first] = usable
  if (!first) return { kind: 'unknown' }
  const alternatives = usable
    .slice(1)
    .flatMap((entry) => (entry.match === 'kit' ? [] : [entry.pn]))
    .filter((pn, index, all) => all.indexOf(pn) === index)
  const outcome =
    first.match === 'kit' ? kitFor(first, line, lookup) : oneOfOurs(first.pn, line, lookup)
  if (outcome.kind !== 'ready') return outcome
  return {
    kind: 'ready',
    adds: outcome.adds,
    confirm: needsConfirmation(first.match) || outcome.confirm,
    equivalent: first,
    ...(outcome.replacedPn === undefined ? {} : { replacedPn: outcome.replacedPn }),
    alternatives,
  }
}

/**
 * The quantity a cart line keeps when its unavailable part is replaced (§11): the same
 * quantity, rounded up to the successor's package; past the line maximum, the most the rule
 * allows.
 */
export function replacementQuantity(quantity: number, rule: QuantityRule): number {
  const kept = lineQuantity(Math.max(1, Math.ceil(quantity)), rule)
  return kept.ok ? kept.quantity : maxQuantity(rule)
}
