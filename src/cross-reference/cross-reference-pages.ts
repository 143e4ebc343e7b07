/**
 * What the public cross-reference pages show (business rules §11), pure: a maker's table as
 * rows of their pn → ours, and a part page's "replaces / equivalent of" entries. Only parts a
 * buyer may see are named: a row whose part of ours (or any part of its kit) is not listed,
 * not available or has no published family page is left out.
 */
import type { Locale } from '@/i18n/locales'

import type { StoredCrossReference, OurPartFacts } from './cross-reference-store'
import { equivalentsOf, type MatchKind } from './matches'
import { theirPnKey } from './their-pn'

/** One of our parts in a row, with what links it. */
export type LinkedPart = { pn: string; familySlug: string; quantity: number; description: string }

/** One row of a maker's page: one of their pns → one of ours, or a kit of ours. */
export type MakerPageRow = {
  theirPn: string
  match: MatchKind
  note: string
  parts: LinkedPart[]
}

/** A part of ours a page may link: listed, available, on a published family's page. */
export type PartLinker = (pn: string) => OurPartFacts | null

export function partLinker(
  facts: ReadonlyMap<string, OurPartFacts>,
  listed: (pn: string) => boolean,
): PartLinker {
  return (pn) => {
    const part = facts.get(pn)
    return part && part.available && part.familySlug !== null && listed(pn) ? part : null
  }
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** A maker's rows as its page lists them: by their pn (its key), kits folded, in `locale`. */
export function makerPageRows(
  rows: readonly StoredCrossReference[],
  link: PartLinker,
  locale: Locale,
): MakerPageRow[] {
  const found: MakerPageRow[] = []
  for (const entry of equivalentsOf(rows)) {
    const wanted = entry.match === 'kit' ? entry.parts : [{ pn: entry.pn, quantity: 1 }]
    const parts = wanted.flatMap(({ pn, quantity }) => {
      const part = link(pn)
      return part?.familySlug
        ? [{ pn, quantity, familySlug: part.familySlug, description: part.description[locale] }]
        : []
    })
    // a kit with a part that may not be shown is no kit: the whole row goes
    if (parts.length === 0 || parts.length < wanted.length) continue
    found.push({ theirPn: entry.theirPn, match: entry.match, note: entry.note[locale], parts })
  }
  return found.sort(
    (a, b) =>
      byText(theirPnKey(a.theirPn), theirPnKey(b.theirPn)) ||
      byText(a.theirPn, b.theirPn) ||
      byText(a.parts[0]?.pn ?? '', b.parts[0]?.pn ?? ''),
  )
}

/** One "equivalent of" entry of a part page: another maker's pn this part stands for. */
export type EquivalentOfEntry = {
  maker: string
  makerSlug: string
  theirPn: string
  match: MatchKind
  /** How many of this part one of theirs takes (a kit), 1 otherwise. */
  quantity: number
  /** The kit's other parts, when it is one. */
  withParts: { pn: string; quantity: number }[]
  note: string
}

/**
 * The rows naming `pn` (and, for a kit, the kit's other rows), as the part page lists them:
 * exact → functional → similar → kit, then maker and their pn.
 */
export function equivalentOfEntries(
  pn: string,
  rows: readonly StoredCrossReference[],
  locale: Locale,
): EquivalentOfEntry[] {
  const slugs = new Map(rows.map((row) => [row.maker, row.makerSlug]))
  return equivalentsOf(rows).flatMap((entry) => {
    const base = {
      maker: entry.maker,
      makerSlug: slugs.get(entry.maker) ?? '',
      theirPn: entry.theirPn,
      match: entry.match,
      note: entry.note[locale],
    }
    if (entry.match !== 'kit')
      return entry.pn === pn ? [{ ...base, quantity: 1, withParts: [] }] : []
    const own = entry.parts.find((part) => part.pn === pn)
    if (!own) return []
    return [
      { ...base, quantity: own.quantity, withParts: entry.parts.filter((part) => part.pn !== pn) },
    ]
  })
}
