/**
 * Search text rules, pure (no framework imports): accent folding, query
 * tokens, part-number detection and the full-text expressions for each
 * dialect. The same `indexText` runs on stored text and on queries, so both
 * sides split words the same way (SQLite's unicode61 tokenizer and
 * PostgreSQL's 'simple' parser then see plain lower-case letters and digits).
 * User text reaches SQL only as bound parameters: these functions build the
 * parameter values, never SQL.
 */

import { normalizePn } from '@/catalog/part-number'

import { isQuantity } from './units'

/** Lower case without accents: 'Relé' → 'rele', 'Ñandú' → 'nandu'. */
export function fold(text: string): string {
  // most catalogue text is ASCII: skip the Unicode work
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase()
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .normalize('NFC')
}

/** Folded words of a text: letters and digits only, in order. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
}

/** Folded text as it is stored in the index: its words, one space apart. */
export function indexText(text: string | null | undefined, maxLength = 20_000): string {
  if (!text) return ''
  return words(text).join(' ').slice(0, maxLength)
}

/**
 * `indexText` for many texts that share their words (a catalogue's descriptions): each
 * white-space-separated piece is folded once and remembered (up to `maxPieces` of them).
 * Exactly what `indexText` gives: white space separates words before and after folding, and
 * neither lower-casing nor Unicode normalization reaches across it.
 */
export function createIndexText(
  maxLength = 20_000,
  maxPieces = 100_000,
): (text: string | null | undefined) => string {
  const pieces = new Map<string, string>()
  return (text) => {
    if (!text) return ''
    let result = ''
    for (const piece of text.split(/\s+/)) {
      if (piece === '') continue
      let folded = pieces.get(piece)
      if (folded === undefined) {
        folded = words(piece).join(' ')
        if (pieces.size < maxPieces) pieces.set(piece, folded)
      }
      if (folded !== '') result = result === '' ? folded : `${result} ${folded}`
    }
    return result.slice(0, maxLength)
  }
}

/** A part number as stored: upper-case A–Z, digits, '-' and '.'. */
export const pnPattern = /^[A-Z0-9][A-Z0-9.-]*$/
export const maxPnLength = 64

/** The stored form of a typed part number ('  e22pbr-10 ' → 'E22PBR-10'), or null if it cannot be one. */
export function storedPn(value: string): string | null {
  const pn = value.trim().toUpperCase()
  return pn.length <= maxPnLength && pnPattern.test(pn) ? pn : null
}

/** Whether a query token looks like (part of) a part number: pn characters, and a digit or ≥ 2 characters. */
export function isPnLike(token: string): boolean {
  const pn = storedPn(token)
  return pn !== null && (/\d/.test(pn) || pn.length >= 2)
}

export type ParsedQuery = {
  /** The query as searched: normalized, trimmed, at most `maxQueryLength` characters. */
  text: string
  /** Folded words for the full-text index (at most `maxWords`). */
  words: string[]
  /**
   * Upper-case part-number fragments to match by prefix and substring: the
   * query itself when it is one pn-like token, or each token of a pasted list
   * of part numbers (every token pn-shaped with a digit, none a quantity such as `24vdc`).
   */
  pns: string[]
  /**
   * The whole query as a part-number key (`normalizePn`: case folded, separators dropped) when it
   * could be one typed with other separators ('e22-es40k 01', 'mcb 2c16'): A–Z and digits, a
   * digit among them, at least 3 characters, at most 4 typed groups. Null otherwise.
   */
  pnKey: string | null
}

export const maxQueryLength = 100
const maxWords = 8
const maxPnTokens = 5

export function parseQuery(q: string): ParsedQuery {
  const text = q.normalize('NFC').trim().slice(0, maxQueryLength)
  // separators between typed tokens; '-' and '.' stay inside (they are part-number characters)
  const tokens = text
    .split(/[\s,;:/|+"'()[\]{}<>*!?&=~^\\]+/u)
    // a part number never starts with '-' or '.'; a trailing '-' stays (someone typing 'E22-')
    .map((token) => token.replace(/^[.-]+/, ''))
    .filter((token) => token !== '')
  let pns: string[] = []
  const first = tokens[0]
  if (tokens.length === 1 && first !== undefined && isPnLike(first)) {
    pns = [storedPn(first) as string]
  } else if (
    tokens.length > 1 &&
    tokens.every((token) => storedPn(token) !== null && /\d/.test(token)) &&
    // 'gpr2 24vdc' is a series and a coil voltage, not two part numbers
    !tokens.some((token) => isQuantity(words(token)))
  ) {
    pns = [...new Set(tokens.map((token) => storedPn(token) as string))].slice(0, maxPnTokens)
  }
  return {
    text,
    words: [...new Set(words(text))].slice(0, maxWords),
    pns,
    pnKey: pnKeyOf(text),
  }
}

const maxKeyGroups = 4

function pnKeyOf(text: string): string | null {
  const groups = text.split(/[\s\-\u2010-\u2015\u2212./\\]+/u).filter((group) => group !== '')
  if (groups.length === 0 || groups.length > maxKeyGroups) return null
  const key = normalizePn(text)
  if (key.length < 3 || key.length > maxPnLength || !/^[A-Z0-9]+$/.test(key) || !/\d/.test(key)) {
    return null
  }
  return key
}

/** FTS5 trigram phrase for a part-number fragment of ≥ 3 characters: `"PBR"`. */
export function trigramMatchExpression(pn: string): string | null {
  if (pn.length < 3) return null
  return `"${pn.replace(/"/g, '""')}"`
}

/** Escapes LIKE wildcards (pn characters never include them; belt and braces). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/**
 * The exclusive upper bound of a prefix range: every string starting with
 * `prefix` sorts in [prefix, upper) under binary collation ('E22' → 'E23').
 */
export function prefixUpperBound(prefix: string): string {
  if (prefix === '') throw new Error('empty prefix')
  const last = prefix.charCodeAt(prefix.length - 1)
  return prefix.slice(0, -1) + String.fromCharCode(last + 1)
}

/** Plain text of a Lexical rich-text value (all `text` leaves, blocks separated by spaces). */
export function plainText(value: unknown, maxLength = 20_000): string {
  const out: string[] = []
  let length = 0
  const visit = (node: unknown, depth: number): void => {
    if (length >= maxLength || depth > 50 || node === null || typeof node !== 'object') return
    if (Array.isArray(node)) {
      for (const child of node) visit(child, depth + 1)
      return
    }
    const record = node as Record<string, unknown>
    if (typeof record.text === 'string' && record.text !== '') {
      out.push(record.text)
      length += record.text.length + 1
    }
    if ('root' in record) visit(record.root, depth + 1)
    if (Array.isArray(record.children)) visit(record.children, depth + 1)
  }
  visit(value, 0)
  return out.join(' ').replace(/\s+/g, ' ').trim().slice(0, maxLength)
}
