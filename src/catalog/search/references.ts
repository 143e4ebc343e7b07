/**
 * Other makers' part numbers as search speaks of them (business rules §11), types only: the
 * cross-reference capability answers them (`SearchRelations`), search results carry them, and
 * the pure rules on both sides read them.
 */

/** How close one of our parts is to another maker's (business rules §11). */
export type ReferenceMatch = 'exact' | 'functional' | 'similar' | 'kit'

/** Another maker's part one of ours stands for, as a search result says it. */
export type EquivalentOf = {
  maker: string
  theirPn: string
  match: ReferenceMatch
  /** How many of ours one of theirs takes (a kit's part; 1 otherwise). */
  quantity: number
  /** In the search's locale; empty when the table has none. */
  note: string
}

/** One of our parts another maker's pn leads to (what `SearchRelations.equivalents` answers). */
export type PartReference = Omit<EquivalentOf, 'note'> & {
  pn: string
  note: { en: string; es: string }
}
