/**
 * A small RFC 4180 CSV parser (pure, no dependencies).
 *
 * - Fields are separated by ',' and records by CRLF, LF or a lone CR.
 * - A field that starts with '"' is quoted: it may contain commas, line breaks and doubled
 *   quotes ('""' → '"'). Line breaks inside a quoted field are normalized to '\n'.
 * - A '"' inside an unquoted field is kept literally (e.g. `12" pilot light`).
 * - An optional UTF-8 byte-order mark at the start is ignored.
 * - Records whose fields are all empty or white space (blank lines, `,,,`) are skipped.
 * - The first non-blank record is the header; names are trimmed and lower-cased.
 * - Values are returned as written (not trimmed); a missing trailing field reads as ''.
 *
 * Throws a `CsvParseError` (with the physical line number) for a quoted field that is never
 * closed or that is followed by anything other than ',', a line break or the end of the file.
 */

export type CsvRow = {
  /** 1-based physical line number in the file where the record starts. */
  line: number
  /** Value per (trimmed, lower-cased) header name. The first of duplicate names wins. */
  values: Record<string, string>
  /**
   * Non-empty values in columns that have no header name (beyond the header's last column,
   * or under an empty name); absent when there are none. Usually an unquoted comma.
   */
  extraValues?: string[]
}

export type ParsedCsv = {
  header: string[]
  rows: CsvRow[]
}

export class CsvParseError extends Error {
  readonly line: number

  constructor(message: string, line: number) {
    super(`line ${line}: ${message}`)
    this.name = 'CsvParseError'
    this.line = line
  }
}

const QUOTE = 0x22
const COMMA = 0x2c
const LF = 0x0a
const CR = 0x0d
const BOM = 0xfeff

/** Number of line breaks (CRLF, LF or lone CR) in text[from, to). */
function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k)
    if (c === LF) count++
    else if (c === CR && text.charCodeAt(k + 1) !== LF) count++
  }
  return count
}

type RawRecord = { line: number; fields: string[] }

function* records(text: string): Generator<RawRecord> {
  const n = text.length
  let i = n > 0 && text.charCodeAt(0) === BOM ? 1 : 0
  let line = 1
  let recordLine = 1
  let fields: string[] = []

  for (;;) {
    // At the start of a field.
    if (i < n && text.charCodeAt(i) === QUOTE) {
      const fieldLine = line
      i++
      let value = ''
      let start = i
      for (;;) {
        const q = text.indexOf('"', i)
        if (q === -1) {
          throw new CsvParseError('quoted field is never closed', fieldLine)
        }
        line += countLineBreaks(text, i, q)
        if (text.charCodeAt(q + 1) === QUOTE) {
          value += text.slice(start, q + 1)
          i = q + 2
          start = i
          continue
        }
        value += text.slice(start, q)
        i = q + 1
        break
      }
      if (value.includes('\r')) value = value.replace(/\r\n?/g, '\n')
      fields.push(value)
    } else {
      let j = i
      while (j < n) {
        const c = text.charCodeAt(j)
        if (c === COMMA || c === LF || c === CR) break
        j++
      }
      fields.push(text.slice(i, j))
      i = j
    }

    // After a field: end of file, ',' or a line break.
    if (i >= n) {
      yield { line: recordLine, fields }
      return
    }
    const c = text.charCodeAt(i)
    if (c === COMMA) {
      i++
      continue
    }
    if (c === LF || c === CR) {
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1
      line++
      yield { line: recordLine, fields }
      if (i >= n) return
      fields = []
      recordLine = line
      continue
    }
    throw new CsvParseError(
      `unexpected character ${JSON.stringify(text[i])} after a closing quote (a quote inside a quoted field must be doubled: "")`,
      line,
    )
  }
}

function isBlank(fields: readonly string[]): boolean {
  for (const field of fields) if (field.trim() !== '') return false
  return true
}

export function parseCsv(text: string): ParsedCsv {
  let header: string[] | null = null
  /** Per header index: true for the first occurrence of each non-empty name. */
  let named: boolean[] = []
  const rows: CsvRow[] = []

  for (const record of records(text)) {
    if (isBlank(record.fields)) continue
    if (header === null) {
      header = record.fields.map((name) => name.trim().toLowerCase())
      const seen = new Set<string>()
      named = header.map((name) => {
        if (name === '' || seen.has(name)) return false
        seen.add(name)
        return true
      })
      continue
    }

    const values: Record<string, string> = {}
    for (let k = 0; k < header.length; k++) {
      if (!named[k]) continue
      const name = header[k] as string
      const value = record.fields[k] ?? ''
      if (name === '__proto__') {
        Object.defineProperty(values, name, { value, enumerable: true, writable: true })
      } else {
        values[name] = value
      }
    }

    let extraValues: string[] | undefined
    for (let k = 0; k < record.fields.length; k++) {
      const value = record.fields[k] as string
      if (value === '' || (k < header.length && header[k] !== '')) continue
      ;(extraValues ??= []).push(value)
    }

    rows.push(
      extraValues ? { line: record.line, values, extraValues } : { line: record.line, values },
    )
  }

  return { header: header ?? [], rows }
}
