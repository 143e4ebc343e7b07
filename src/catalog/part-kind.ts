/**
 * What kind of part a row of a family is: the family's own products, or a part that goes on or in
 * one of them (a replacement lamp, a relay socket, an extension shaft). A family lists its own
 * products first (issue 39: the pilot-lights family opened on 25 replacement lamps, whose part
 * numbers sort before the lights'). Parts have no kind field, so the kind is read from the English
 * description, which every part has and which names the part first: "LED lamp, BA9s base, …, for
 * 22 mm pilot lights" is a fitting; "Pilot light, 22 mm, LED, …" is a product. Both languages
 * use the English description, so a family's order is the same in English and Spanish.
 */

export type PartKind = 'product' | 'fitting'

/** Last words of a description's head that name a part that goes on or in another. */
const FITTING_NOUNS = new Set([
  'lamp',
  'lamps',
  'bulb',
  'bulbs',
  'socket',
  'sockets',
  'shaft',
  'kit',
  'accessory',
  'accessories',
  'spare',
  'replacement',
])

/**
 * A part is a fitting when its description's head (up to the first comma) ends with a fitting
 * noun ("LED lamp", "Relay socket") or says what it is for ("Extension shaft for disconnect door
 * handle"), or a later part of the description starts with "for" ("…, for 22 mm pilot lights").
 * "for" inside a later part describes a feature ("fuse holder for 5 × 20 mm fuse"), not a fitting.
 */
export function partKind(descriptionEn: string): PartKind {
  const [head = '', ...rest] = descriptionEn
    .toLowerCase()
    .split(',')
    .map((segment) => segment.trim())
  const words = head.split(/\s+/).filter(Boolean)
  const last = words.at(-1) ?? ''
  if (FITTING_NOUNS.has(last) || words.includes('for')) return 'fitting'
  return rest.some((segment) => segment.startsWith('for ')) ? 'fitting' : 'product'
}

const kindRank: Record<PartKind, number> = { product: 0, fitting: 1 }

/**
 * The family list's default order: its own products before the fittings, each by part number.
 * Pure; the family page, its parts API and the browser's list all sort with it.
 */
export function byKindThenPn(
  a: { pn: string; descriptionEn: string },
  b: { pn: string; descriptionEn: string },
): number {
  const rank = kindRank[partKind(a.descriptionEn)] - kindRank[partKind(b.descriptionEn)]
  if (rank !== 0) return rank
  return a.pn < b.pn ? -1 : a.pn > b.pn ? 1 : 0
}
