/**
 * Part numbers as buyers type them, pure. A pn in the catalogue uses only upper-case letters,
 * digits, `-` and `.` (business rules §1), but a buyer pastes 'e22 pb/r10' from a drawing or
 * 'E22PB–R10' from a word processor. `normalizePn` gives the key two spellings of one part
 * number share; `createPnIndex` answers which real pn a typed text means, and says so when
 * the text could mean more than one rather than guessing.
 */

/**
 * Characters that only separate groups of a part number: whitespace (also no-break space),
 * hyphen and the dashes word processors turn it into (‐ ‑ ‒ – — ― −), dot, slash, backslash.
 */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212./\\]/g

/**
 * The key a part number is matched by: Unicode compatibility form (full-width 'ＥＡ' → 'EA'),
 * upper case, separators removed. 'e22 pb/r10' and 'E22PB-R10' → 'E22PBR10'. Two different
 * real pns may share a key ('E22PB-R10', 'E22PBR10'); `createPnIndex` handles that.
 */
export function normalizePn(text: string): string {
  return text.normalize('NFKC').toUpperCase().replace(SEPARATORS, '')
}

/** What a typed text means among the real part numbers. */
export type PnResolution =
  /** The text, trimmed and upper case, is a real pn. */
  | { kind: 'exact'; pn: string }
  /** Not spelled like any pn, but exactly one real pn has its key. */
  | { kind: 'match'; pn: string }
  /** Two or more real pns have its key (sorted); the buyer must choose. */
  | { kind: 'ambiguous'; pns: string[] }
  | { kind: 'unknown' }

export type PnIndex = {
  resolve(text: string): PnResolution
}

/** Plain code-unit order, the same on every machine (no locale collation). */
function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * An index over the real part numbers (upper case, as stored; repeated ones count once). A text that is a pn as
 * typed (trimmed, upper case) is always `exact`, even when another pn shares its key: the
 * buyer wrote that one. Otherwise the key decides: one pn → `match`, several → `ambiguous`.
 */
export function createPnIndex(pns: readonly string[]): PnIndex {
  const exact = new Set<string>()
  const byKey = new Map<string, Set<string>>()
  for (const pn of pns) {
    const spelled = pn.trim().toUpperCase()
    if (spelled === '') continue
    exact.add(spelled)
    const key = normalizePn(spelled)
    if (key === '') continue
    const same = byKey.get(key) ?? new Set<string>()
    same.add(spelled)
    byKey.set(key, same)
  }

  return {
    resolve(text: string): PnResolution {
      const typed = text.trim().toUpperCase()
      if (exact.has(typed)) return { kind: 'exact', pn: typed }
      const found = [...(byKey.get(normalizePn(text)) ?? [])].sort(byCodeUnit)
      const [only] = found
      if (found.length === 1 && only !== undefined) return { kind: 'match', pn: only }
      if (found.length > 1) return { kind: 'ambiguous', pns: found }
      return { kind: 'unknown' }
    },
  }
}
