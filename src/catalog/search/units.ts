/**
 * Numbers with their units as buyers type them (pure, no framework imports), in either language:
 * `24vdc`, `24 VDC`, `24 V.C.D.`, `24vcc`, `24 Vcd`, `120vac`, `120 V CA`, `24 V CA/CC`, `65A`,
 * `22 mm`. Direct current is DC = CC (corriente continua) = CD (corriente directa, Mexico);
 * alternating current is AC = CA (corriente alterna); each written glued to the V or not, with or
 * without dots (`V.C.D.`, `c.c.`). The catalogue writes `24 V DC` (English) and `24 V CC`
 * (Spanish), imports may write `24VDC` or `24 Vcd`: a quantity is searched in every spelling.
 *
 * Works on folded words (`fold.ts` `words`: lower case, letters and digits, punctuation gone), so
 * `24 V.C.D.` arrives as `24 v c d` and `24V-DC` as `24v dc`.
 */

/** Phrase shape shared with query-terms.ts (kept here to import nothing). */
export type UnitPhrase = { words: string[]; prefix: boolean }

export type Current = 'dc' | 'ac' | 'acdc'

export type Quantity = {
  number: string
  /** The unit as indexed: 'v', 'a', 'mm', … */
  unit: string
  /** For volts: the kind of current, when typed. */
  current: Current | null
  /** How many folded words the quantity took. */
  length: number
}

/** Units written after a number, with the words they are indexed as (volts are read apart). */
export const unitWords: Record<string, string[]> = {
  a: ['a'],
  ma: ['ma'],
  ka: ['ka'],
  v: ['v'],
  kv: ['kv'],
  w: ['w'],
  kw: ['kw'],
  hp: ['hp'],
  hz: ['hz'],
  va: ['va'],
  mm: ['mm'],
  cm: ['cm'],
  m: ['m'],
  in: ['in'],
  ft: ['ft'],
  db: ['db'],
  awg: ['awg'],
  ms: ['ms'],
  s: ['s'],
  h: ['h'],
}

/** A current written as one word after the V (or glued to it): DC = CC = CD, AC = CA. */
const currentWord: Record<string, 'dc' | 'ac'> = {
  dc: 'dc',
  cc: 'dc',
  cd: 'dc',
  ac: 'ac',
  ca: 'ac',
}
/** A current written with dots (`c.c.`, `c.d.`, `d.c.`, `c.a.`, `a.c.`), as two one-letter words. */
const dottedCurrent: Record<string, 'dc' | 'ac'> = {
  'c c': 'dc',
  'c d': 'dc',
  'd c': 'dc',
  'c a': 'ac',
  'a c': 'ac',
}

const numberPattern = /^\d+$/
const gluedPattern = /^(\d+)([a-z]+)$/

/** A current at `at`: one word (`dc`, `vcd` when `afterV` allows the V again) or two letters. */
function currentAt(
  words: readonly string[],
  at: number,
  allowV: boolean,
): { current: 'dc' | 'ac'; length: number } | null {
  const word = words[at]
  if (word === undefined) return null
  const bare = allowV && word.length === 3 && word.startsWith('v') ? word.slice(1) : word
  const single = currentWord[bare]
  if (single) return { current: single, length: 1 }
  const next = words[at + 1]
  if (next !== undefined && word.length === 1 && next.length === 1) {
    const dotted = dottedCurrent[`${word} ${next}`]
    if (dotted) return { current: dotted, length: 2 }
  }
  return null
}

/**
 * The quantity starting at `words[at]`, or null: a number then its unit, glued or not; for volts
 * the current that follows, if any (`24 v ca cc` → 24 V AC/DC).
 */
export function readQuantity(words: readonly string[], at: number): Quantity | null {
  const word = words[at]
  if (word === undefined) return null
  let number: string
  let piece: string | undefined
  let next: number
  const glued = gluedPattern.exec(word)
  if (glued) {
    number = glued[1] as string
    piece = glued[2] as string
    next = at + 1
  } else if (numberPattern.test(word)) {
    number = word
    piece = words[at + 1]
    next = at + 2
  } else {
    return null
  }
  if (piece === undefined) return null

  // volts: 'v', 'vdc', 'vcc', 'vcd', 'vac', 'vca'
  if (
    piece.startsWith('v') &&
    (piece === 'v' || (piece.length === 3 && currentWord[piece.slice(1)]))
  ) {
    let current: Current | null =
      piece === 'v' ? null : (currentWord[piece.slice(1)] as 'dc' | 'ac')
    if (current === null) {
      const found = currentAt(words, next, false)
      if (found) {
        current = found.current
        next += found.length
      }
    }
    if (current === 'ac') {
      // 'ac dc', 'ca cc', 'vca vcd': either current
      const second = currentAt(words, next, true)
      if (second?.current === 'dc') {
        current = 'acdc'
        next += second.length
      }
    }
    return { number, unit: 'v', current, length: next - at }
  }
  if (!unitWords[piece]) return null
  return { number, unit: piece, current: null, length: next - at }
}

/** Whether a typed token is a quantity and nothing else (`24vdc`, `65A`, `24V.C.D.`). */
export function isQuantity(foldedWords: readonly string[]): boolean {
  const quantity = readQuantity(foldedWords, 0)
  return quantity !== null && quantity.length === foldedWords.length
}

const dcWords = ['dc', 'cc', 'cd']
const acWords = ['ac', 'ca']
/** AC/DC as written in one language: 'ac dc', 'ca cc', 'ca cd'. */
const acdcPairs: [string, string][] = [
  ['ac', 'dc'],
  ['ca', 'cc'],
  ['ca', 'cd'],
]

/** A number of volts with one current word, in the four ways it is glued. */
function voltSpellings(number: string, current: string): string[][] {
  return [
    [number, 'v', current],
    [number, `v${current}`],
    [number + 'v', current],
    [number + `v${current}`],
  ]
}

export type QuantitySpellings = {
  /** The quantity exactly as asked, in every spelling. */
  exact: string[][]
  /** Spellings that also answer it, less exactly (a 24 V AC/DC part for 24 V DC). */
  broader: string[][]
}

/** Every spelling of a quantity as the index may hold it, whole words. */
export function quantitySpellings(quantity: Quantity): QuantitySpellings {
  const { number, unit, current } = quantity
  if (unit !== 'v' || current === null) {
    const indexed = unitWords[unit] ?? [unit]
    const exact = [[number, ...indexed], [number + indexed.join('')]]
    if (unit === 'mm') exact.push([number, 'mm²']) // 4 mm² (a section)
    return { exact, broader: [] }
  }
  if (current === 'dc') {
    return {
      exact: [
        ...dcWords.flatMap((word) => voltSpellings(number, word)),
        [number, 'v', 'c', 'c'],
        [number, 'v', 'c', 'd'],
        [number, 'v', 'd', 'c'],
      ],
      // a part for either current serves direct current too
      broader: acdcPairs.flatMap(([ac, dc]) => [
        [number, 'v', ac, dc],
        [number, `v${ac}`, dc],
        [number, `v${ac}`, `v${dc}`],
        [number + 'v', ac, dc],
      ]),
    }
  }
  if (current === 'ac') {
    // '24 v ac' also matches inside '24 v ac dc': parts for either current are found as well
    return {
      exact: [
        ...acWords.flatMap((word) => voltSpellings(number, word)),
        [number, 'v', 'c', 'a'],
        [number, 'v', 'a', 'c'],
      ],
      broader: [],
    }
  }
  return {
    exact: acdcPairs.flatMap(([ac, dc]) => [
      [number, 'v', ac, dc],
      [number, `v${ac}`, dc],
      [number, `v${ac}`, `v${dc}`],
      [number + 'v', ac, dc],
    ]),
    broader: [],
  }
}

/** Spellings as phrases of whole words ('24 v' is not '240 v'). */
export function quantityPhrases(quantity: Quantity): { phrases: UnitPhrase[]; exact: number } {
  const { exact, broader } = quantitySpellings(quantity)
  const phrases = [...exact, ...broader].map((words) => ({ words, prefix: false }))
  return { phrases, exact: exact.length }
}
