/**
 * How close one of our parts is to another maker's (business rules §11), pure. The order is
 * the order a buyer sees them in: a drop-in first, a kit of several of ours last.
 */
export const matchKinds = ['exact', 'functional', 'similar', 'kit'] as const
export type MatchKind = (typeof matchKinds)[number]

export const isMatchKind = (value: unknown): value is MatchKind =>
  typeof value === 'string' && (matchKinds as readonly string[]).includes(value)

/** `similar` and `functional` ask the buyer to confirm before they are added (quick order). */
export const needsConfirmation = (match: MatchKind): boolean =>
  match === 'functional' || match === 'similar'

/** One row of the table: their pn → one of ours. A kit is several rows sharing maker and their pn. */
export type CrossReference = {
  maker: string
  theirPn: string
  pn: string
  match: MatchKind
  /** 1 except in a kit: how many of ours one of theirs takes. */
  quantity: number
  note: { en: string; es: string }
}

/** A their pn's answer: one entry per our pn, or one per kit with its parts. */
export type Equivalent =
  | {
      match: Exclude<MatchKind, 'kit'>
      maker: string
      theirPn: string
      pn: string
      quantity: 1
      note: { en: string; es: string }
    }
  | {
      match: 'kit'
      maker: string
      theirPn: string
      parts: { pn: string; quantity: number }[]
      note: { en: string; es: string }
    }

const rank = (match: MatchKind) => matchKinds.indexOf(match)

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The rows found for a their pn, as a buyer sees them: the rows of a kit (same maker and their
 * pn) folded into one entry with its parts, then ordered exact → functional → similar → kit,
 * then by maker, their pn and our pn (the same order on every machine).
 */
export function equivalentsOf(rows: readonly CrossReference[]): Equivalent[] {
  const kits = new Map<string, Extract<Equivalent, { match: 'kit' }>>()
  const found: Equivalent[] = []
  for (const row of rows) {
    if (row.match !== 'kit') {
      found.push({ ...row, match: row.match, quantity: 1 })
      continue
    }
    const key = `${row.maker}\u0000${row.theirPn}`
    const kit = kits.get(key)
    if (kit) {
      kit.parts.push({ pn: row.pn, quantity: row.quantity })
      // a kit has one note; the first row that has one gives it
      if (kit.note.en === '' && kit.note.es === '') kit.note = row.note
      continue
    }
    const entry = {
      match: 'kit' as const,
      maker: row.maker,
      theirPn: row.theirPn,
      parts: [{ pn: row.pn, quantity: row.quantity }],
      note: row.note,
    }
    kits.set(key, entry)
    found.push(entry)
  }
  for (const kit of kits.values()) kit.parts.sort((a, b) => byText(a.pn, b.pn))
  const firstPn = (entry: Equivalent) =>
    entry.match === 'kit' ? (entry.parts[0]?.pn ?? '') : entry.pn
  return found.sort(
    (a, b) =>
      rank(a.match) - rank(b.match) ||
      byText(a.maker, b.maker) ||
      byText(a.theirPn, b.theirPn) ||
      byText(firstPn(a), firstPn(b)),
  )
}

/**
 * What a buyer's line of `lineQuantity` of their pn adds of ours: each part of a kit times the
 * line's quantity; one of ours for any other match.
 */
export function linesFor(
  equivalent: Equivalent,
  lineQuantity: number,
): { pn: string; quantity: number }[] {
  if (equivalent.match !== 'kit') return [{ pn: equivalent.pn, quantity: lineQuantity }]
  return equivalent.parts.map((part) => ({ pn: part.pn, quantity: part.quantity * lineQuantity }))
}
