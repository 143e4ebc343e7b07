/**
 * Other makers' part numbers, pure (business rules §11). Their pn is whatever the maker prints:
 * any printable text up to 60 characters (Eaton `DILM12-10(24VDC)`, Siemens
 * `3SU1100-0AB20-1BA0`). It is looked up by its key: its letters and digits, upper case, in
 * the order written. The folding (Unicode compatibility form, upper case) is our own pn key's
 * (`normalizePn`), so for any text spelled like one of our pns (letters, digits, `-`, `.`,
 * separators) the two keys are the same, and search can look a typed text up in both tables with
 * one key.
 */
import { normalizePn } from '@/catalog/part-number'

export const maxTheirPnLength = 60

/** The lookup key of another maker's pn: `xb4 ba-31` → `XB4BA31`, `DILM12-10(24VDC)` → `DILM121024VDC`. */
export function theirPnKey(text: string): string {
  return normalizePn(text).replace(/[^\p{L}\p{N}]/gu, '')
}

/** Control characters (C0, DEL, C1) and the line and paragraph separators: not printable. */
const unprintable = /[\p{Cc}\u2028\u2029]/u

export type TheirPnProblem = 'empty' | 'tooLong' | 'unprintable' | 'noLettersOrDigits'

/** What is wrong with a their-pn as stored (trimmed), or null when it may be stored. */
export function theirPnProblem(text: string): TheirPnProblem | null {
  const trimmed = text.trim()
  if (trimmed === '') return 'empty'
  if ([...trimmed].length > maxTheirPnLength) return 'tooLong'
  if (unprintable.test(trimmed)) return 'unprintable'
  if (theirPnKey(trimmed) === '') return 'noLettersOrDigits'
  return null
}

export const theirPnProblemText: Record<TheirPnProblem, { en: string; es: string }> = {
  empty: { en: 'their part number is empty', es: 'su número de parte está vacío' },
  tooLong: {
    en: `their part number is longer than ${maxTheirPnLength} characters`,
    es: `su número de parte tiene más de ${maxTheirPnLength} caracteres`,
  },
  unprintable: {
    en: 'their part number holds a control character',
    es: 'su número de parte contiene un carácter de control',
  },
  noLettersOrDigits: {
    en: 'their part number has no letter or digit',
    es: 'su número de parte no tiene letras ni dígitos',
  },
}
