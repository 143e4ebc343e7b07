/**
 * The words the search index holds, for the query's forgiving rules (query-terms.ts): whether a
 * word or a prefix exists, and which words are one typo away. Pure; built from folded words.
 * A few thousand distinct words in a catalogue of 50,000 parts: a sorted array answers
 * prefixes by binary search, and words bucketed by length answer typos by a linear check.
 */
import type { WordIndex } from './query-terms'

/** Whether `a` becomes `b` by one insert, delete, replace or swap of two neighbours. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false
  const lengthGap = a.length - b.length
  if (lengthGap > 1 || lengthGap < -1) return false
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let endA = a.length - 1
  let endB = b.length - 1
  while (endA >= start && endB >= start && a[endA] === b[endB]) {
    endA--
    endB--
  }
  const restA = endA - start + 1
  const restB = endB - start + 1
  if (restA <= 1 && restB <= 1) return true // one insert, delete or replace
  // two neighbours swapped: 'contatcor' ↔ 'contactor'
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start]
}

/** The first index of a sorted list whose word is not below `value` (binary search). */
export function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((sorted[middle] as string) < value) low = middle + 1
    else high = middle
  }
  return low
}

/** `words`: every word of the indexed text, repeats included (a typo is corrected to the commoner word). */
export function createWordIndex(words: Iterable<string>): WordIndex & { size: number } {
  const known = new Map<string, number>()
  for (const word of words) if (word !== '') known.set(word, (known.get(word) ?? 0) + 1)
  const sorted = [...known.keys()].sort()
  const byLength = new Map<number, string[]>()
  for (const word of sorted) {
    // typos are corrected to words, not to numbers or part numbers
    if (!/^\p{L}+$/u.test(word)) continue
    const bucket = byLength.get(word.length) ?? []
    bucket.push(word)
    byLength.set(word.length, bucket)
  }
  return {
    size: known.size,
    has: (word) => known.has(word),
    hasPrefix(prefix) {
      const at = lowerBound(sorted, prefix)
      return at < sorted.length && (sorted[at] as string).startsWith(prefix)
    },
    oneEditFrom(word) {
      const near: string[] = []
      for (const length of [word.length, word.length + 1, word.length - 1]) {
        for (const candidate of byLength.get(length) ?? []) {
          if (oneEditApart(word, candidate)) near.push(candidate)
        }
      }
      return near.sort((a, b) => (known.get(b) ?? 0) - (known.get(a) ?? 0) || (a < b ? -1 : 1))
    },
  }
}
