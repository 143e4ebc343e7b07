/**
 * How the words a buyer typed become search terms (pure, no framework imports).
 *
 * Each term is one thing the buyer asked for, with the spellings that count as it:
 * - a number and its unit, glued or not (`65A`, `65 a`, `24v`, `22 mm`), volts with their current
 *   in either language's spelling (`24vdc` = `24 V CC` = `24 V.C.D.`; units.ts);
 * - a synonym from the staff's list, in either language (`relay` → `relé`, `canaleta`);
 * - a compound written whole or split (`pushbutton` ↔ `push button`), when the index knows the parts;
 * - singular or plural (`relays`, `botones`, `luces` → `luz`);
 * - for an unknown word of five or more letters, the index's words one typo away (`buton` → `button`).
 * A part must match every term (any spelling of it); words match whole or by prefix, never
 * inside another word. The first spelling of a term is what was typed; an exact match of it
 * ranks above a prefix match (`rele` finds `relé` before `release`).
 */
import { words as foldedWords } from './fold'
import { quantityPhrases, readQuantity, type Quantity } from './units'

/** Adjacent words; `prefix`: the last one may be the start of a longer word. */
export type Phrase = { words: string[]; prefix: boolean }

export type Term = {
  /** The words typed for this term, folded. */
  typed: string[]
  /** Every spelling that counts; the first is the typed one. */
  spellings: Phrase[]
  /**
   * How many of the first spellings count as what was typed (1 unless said): a quantity's every
   * spelling of the same current (`24 V DC`, `24 V CC`, `24VDC`), not the broader `24 V AC/DC`.
   */
  exact?: number
}

/** What the search index knows of the words it holds (see vocabulary.ts). */
export type WordIndex = {
  has(word: string): boolean
  hasPrefix(prefix: string): boolean
  /** Words of the index one edit away (insert, delete, replace or swap two neighbours). */
  oneEditFrom(word: string): string[]
}

/** Groups of folded phrases that mean the same (`['relay', 'rele']`). */
export type SynonymGroups = readonly (readonly string[])[]

export type QueryTerms = {
  terms: Term[]
  /** The query with each unknown word replaced by its nearest known one; null when none was. */
  correction: string | null
}

export const maxTerms = 8
const minTypoLength = 5
const maxCorrections = 3
const minCompoundPart = 3

const numberPattern = /^\d+$/

/** A quantity (number and unit, see units.ts) as one term; its exact spellings count as typed. */
function quantityTerm(quantity: Quantity, typed: string[]): Term {
  const { phrases, exact } = quantityPhrases(quantity)
  return { typed, spellings: phrases, exact }
}

/** Singular forms worth trying for a plural (English and Spanish). */
export function singulars(word: string): string[] {
  if (!/^\p{L}+$/u.test(word) || word.length < 4) return []
  const found: string[] = []
  if (word.endsWith('ces')) found.push(`${word.slice(0, -3)}z`) // luces → luz
  if (word.endsWith('es') && word.length >= 6) found.push(word.slice(0, -2)) // contactores, boxes
  if (word.endsWith('s') && !word.endsWith('ss')) found.push(word.slice(0, -1)) // relays, reles
  return found.filter((each) => each.length >= 3 && each !== word)
}

/** Whether two folded words are the same word, singular or plural. */
function sameWord(typed: string, listed: string): boolean {
  return typed === listed || singulars(typed).includes(listed)
}

/** The longest synonym phrase starting at `at`: its group and length in words. */
function synonymAt(
  typed: readonly string[],
  at: number,
  groups: SynonymGroups,
): { group: readonly string[]; length: number } | null {
  let best: { group: readonly string[]; length: number } | null = null
  for (const group of groups) {
    for (const phrase of group) {
      const phraseWords = phrase.split(' ')
      const length = phraseWords.length
      if (best && length <= best.length) continue
      if (at + length > typed.length) continue
      if (phraseWords.every((word, index) => sameWord(typed[at + index] as string, word))) {
        best = { group, length }
      }
    }
  }
  return best
}

function wordSpellings(word: string, index: WordIndex): { spellings: Phrase[]; known: boolean } {
  const spellings: Phrase[] = [{ words: [word], prefix: true }]
  for (const singular of singulars(word)) spellings.push({ words: [singular], prefix: true })
  let known = spellings.some((spelling) => index.hasPrefix(spelling.words[0] as string))
  if (/^\p{L}+$/u.test(word) && word.length >= 2 * minCompoundPart && !index.has(word)) {
    // a compound written whole: 'pushbutton' → 'push button'
    for (let cut = minCompoundPart; cut <= word.length - minCompoundPart; cut++) {
      const head = word.slice(0, cut)
      const tail = word.slice(cut)
      if (index.has(head) && index.hasPrefix(tail)) {
        spellings.push({ words: [head, tail], prefix: true })
        known = true
      }
    }
  }
  return { spellings, known }
}

/**
 * The terms of a query. `text` is what was typed; `index` the words the search index holds (in
 * the locale searched); `synonyms` the staff's groups, folded.
 */
export function queryTerms(text: string, index: WordIndex, synonyms: SynonymGroups): QueryTerms {
  const typed = foldedWords(text)
  const terms: Term[] = []
  const corrected: string[] = []
  let changed = false
  for (let at = 0; at < typed.length && terms.length < maxTerms;) {
    const word = typed[at] as string
    const next = typed[at + 1]

    const quantity = readQuantity(typed, at)
    if (quantity) {
      const words = typed.slice(at, at + quantity.length)
      terms.push(quantityTerm(quantity, words))
      corrected.push(...words)
      at += quantity.length
      continue
    }

    const synonym = synonymAt(typed, at, groups(synonyms))
    if (synonym) {
      const words = typed.slice(at, at + synonym.length)
      const spellings: Phrase[] = [{ words, prefix: true }]
      for (const phrase of synonym.group) {
        const phraseWords = phrase.split(' ')
        if (phraseWords.join(' ') !== words.join(' ')) {
          spellings.push({ words: phraseWords, prefix: true })
        }
      }
      terms.push({ typed: words, spellings })
      corrected.push(...words)
      at += synonym.length
      continue
    }

    // two typed words the index knows as one: 'push button' → 'pushbutton'
    if (next !== undefined && /^\p{L}+$/u.test(word) && /^\p{L}+$/u.test(next)) {
      const joined = word + next
      if (joined.length >= 2 * minCompoundPart && index.hasPrefix(joined)) {
        terms.push({
          typed: [word, next],
          spellings: [
            { words: [word, next], prefix: true },
            { words: [joined], prefix: true },
          ],
        })
        corrected.push(word, next)
        at += 2
        continue
      }
    }

    const { spellings, known } = wordSpellings(word, index)
    // numbers before the last word are whole ('24' is not '240'); the last may be half typed
    if (numberPattern.test(word) && at < typed.length - 1) {
      for (const spelling of spellings) spelling.prefix = false
    }
    let shown = word
    if (!known && /^\p{L}+$/u.test(word) && word.length >= minTypoLength) {
      const near = index.oneEditFrom(word).slice(0, maxCorrections)
      for (const each of near) spellings.push({ words: [each], prefix: true })
      if (near[0]) {
        shown = near[0]
        changed = true
      }
    }
    terms.push({ typed: [word], spellings })
    corrected.push(shown)
    at += 1
  }
  return { terms, correction: changed ? corrected.join(' ') : null }
}

/** Synonym groups as folded phrases (staff may type accents and capitals). */
const foldedGroups = new WeakMap<SynonymGroups, SynonymGroups>()
function groups(synonyms: SynonymGroups): SynonymGroups {
  let folded = foldedGroups.get(synonyms)
  if (!folded) {
    folded = synonyms
      .map((group) =>
        group.map((phrase) => foldedWords(phrase).join(' ')).filter((phrase) => phrase !== ''),
      )
      .filter((group) => group.length > 1)
    foldedGroups.set(synonyms, folded)
  }
  return folded
}

// ---------------------------------------------------------------------------------------------
// The terms as full-text expressions. Every word went through `words()` (letters and digits
// only), and each is quoted besides, so no search syntax survives.

const quoteFts = (word: string) => `"${word.replace(/"/g, '""')}"`
const quoteTs = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`

function ftsSpelling(spelling: Phrase): string {
  const phrase = quoteFts(spelling.words.join(' '))
  return spelling.prefix ? `${phrase}*` : phrase
}

function tsSpelling(spelling: Phrase): string {
  const last = spelling.words.length - 1
  const lexemes = spelling.words.map((word, index) =>
    index === last && spelling.prefix ? `${quoteTs(word)}:*` : quoteTs(word),
  )
  return lexemes.length === 1 ? (lexemes[0] as string) : `(${lexemes.join(' <-> ')})`
}

/** SQLite FTS5 MATCH text, every term required: `("relay"* OR "rele"*) AND ("24 v" OR "24v")`. */
export function ftsExpression(terms: readonly Term[]): string | null {
  if (terms.length === 0) return null
  return terms.map((term) => `(${term.spellings.map(ftsSpelling).join(' OR ')})`).join(' AND ')
}

/** PostgreSQL to_tsquery text, every term required: `('relay':* | 'rele':*) & (('24' <-> 'v') | '24v')`. */
export function tsExpression(terms: readonly Term[]): string | null {
  if (terms.length === 0) return null
  return terms.map((term) => `(${term.spellings.map(tsSpelling).join(' | ')})`).join(' & ')
}
