/**
 * The order a buyer would agree with among parts (or titles) that match the words (pure). The
 * full-text index finds the candidates; its own scores (bm25, ts_rank) know nothing of where a
 * word stands, and in a catalogue the thing itself comes first: 'Contactor, IEC, 65 A' is a
 * contactor, 'Overload relay, … direct mount to contactor' is not. So, in order:
 * 1. more of the terms matched (a row matching all of them before a partial one);
 *    then fewer terms matched only broadly (`24vdc`: a 24 V DC part before a 24 V AC/DC one);
 * 2. the terms stand earlier (the sum of their first positions; a match in the pn counts as 0);
 * 3. more terms matched as typed, whole (`rele` before `release`);
 * 4. the shorter text (fewer other words);
 * and then the pn, shortest first, so the order never depends on the database.
 */
import { words } from './fold'
import type { Phrase, Term } from './query-terms'
import { lowerBound } from './word-index'

export type Relevance = {
  matched: number
  /** Terms matched only by a broader spelling (a 24 V AC/DC part for `24vdc`). */
  broader: number
  positions: number
  whole: number
  length: number
}

/** Where a spelling first matches in the words, or -1; `whole`: its last word matched entirely. */
function firstMatch(text: readonly string[], spelling: Phrase): { at: number; whole: boolean } {
  const last = spelling.words.length - 1
  for (let at = 0; at + last < text.length; at++) {
    let whole = true
    let matches = true
    for (let index = 0; index <= last && matches; index++) {
      const word = text[at + index] as string
      const wanted = spelling.words[index] as string
      if (word === wanted) continue
      if (index === last && spelling.prefix && word.startsWith(wanted)) whole = false
      else matches = false
    }
    if (matches) return { at, whole }
  }
  return { at: -1, whole: false }
}

/** How well `text` (and the words of `pn`) match the terms. */
export function relevanceOf(text: string, terms: readonly Term[], pn = ''): Relevance {
  const textWords = words(text)
  const pnWords = words(pn)
  const relevance: Relevance = {
    matched: 0,
    broader: 0,
    positions: 0,
    whole: 0,
    length: textWords.length,
  }
  for (const term of terms) {
    let best: { at: number; whole: boolean; broader: boolean } | null = null
    // spellings past a term's exact ones answer it only broadly (24 V AC/DC for 24 V DC)
    const exact = term.exact ?? term.spellings.length
    for (const [index, spelling] of term.spellings.entries()) {
      const inPn = firstMatch(pnWords, spelling)
      const found = inPn.at >= 0 ? { at: 0, whole: inPn.whole } : firstMatch(textWords, spelling)
      if (found.at < 0) continue
      // only the typed spelling (the first, or a quantity's exact ones) counts as typed
      const whole = found.whole && index < (term.exact ?? 1)
      const broader = index >= exact
      if (
        !best ||
        (best.broader && !broader) ||
        (best.broader === broader &&
          (found.at < best.at || (found.at === best.at && whole && !best.whole)))
      ) {
        best = { at: found.at, whole, broader }
      }
    }
    if (!best) continue
    relevance.matched += 1
    if (best.broader) relevance.broader += 1
    relevance.positions += best.at
    if (best.whole) relevance.whole += 1
  }
  return relevance
}

/** Negative when `a` ranks before `b`. */
export function compareRelevance(a: Relevance, b: Relevance): number {
  return (
    b.matched - a.matched ||
    a.broader - b.broader ||
    a.positions - b.positions ||
    b.whole - a.whole ||
    a.length - b.length
  )
}

/** Sorts items by relevance (stable: equals keep their order). */
export function byRelevance<T>(
  items: readonly T[],
  relevance: (item: T) => Relevance,
  tieBreak: (a: T, b: T) => number = () => 0,
): T[] {
  const scored = items.map((item, index) => ({ item, index, score: relevance(item) }))
  scored.sort(
    (a, b) => compareRelevance(a.score, b.score) || tieBreak(a.item, b.item) || a.index - b.index,
  )
  return scored.map((entry) => entry.item)
}

/**
 * Whether a text holding these words (sorted, unique) has every term: some spelling of each, its
 * words present (the last one as a prefix when the spelling allows). Word order is not checked:
 * a quick filter for the documents kept in memory, which `relevanceOf` then orders.
 */
export function hasEveryTerm(sortedWords: readonly string[], terms: readonly Term[]): boolean {
  const has = (word: string, prefix: boolean) => {
    const at = lowerBound(sortedWords, word)
    const found = sortedWords[at]
    return found !== undefined && (found === word || (prefix && found.startsWith(word)))
  }
  return terms.every((term) =>
    term.spellings.some((spelling) =>
      spelling.words.every((word, index) =>
        has(word, spelling.prefix && index === spelling.words.length - 1),
      ),
    ),
  )
}
