/**
 * Quick order: part numbers and quantities pasted from a spreadsheet or a bill of materials,
 * read into order lines, pure. Resolving the typed part numbers against real parts and
 * applying their quantity rules is the server's job (`createPnIndex`, `quickOrderQuantity`);
 * this module only reads the text, and reports every line it cannot read, by its number,
 * instead of dropping it.
 *
 * How a line is read (decided here; the rules leave the format open):
 * - Lines end in LF, CRLF or CR. Blank lines, and lines of separators only (an empty
 *   spreadsheet row: ",,", "\t\t"), are skipped. Line numbers count every line, from 1.
 * - Cells are separated by the strongest separator the line has outside quotes: tab (Excel),
 *   else semicolon (Spanish-locale CSV), else comma, else runs of spaces. A cell in double
 *   quotes is unquoted ("E22PB-R10" → E22PB-R10, "" inside → "), so a quoted cell may hold
 *   the separator. Empty cells (trailing separators, an empty column) are ignored.
 * - A line is `pn quantity`, the common case. With a tab, comma or semicolon and two cells,
 *   it is read as `quantity pn` when the first cell is a whole number and the other is not
 *   number-like ("10, E22PB-R10"; "1492, 10" stays pn first).
 * - Separated by spaces, the pn always comes first, since pns are typed with spaces in them
 *   ("1492 J3" must not become 1492 of 'J3'). The quantity is the last word when that is
 *   number-like, and the pn is the words before it ("E22PB R10 10" → pn "E22PB R10");
 *   otherwise the whole line is the pn, with no quantity ('e22 pb/r10'). So "E22PB-R10 ten"
 *   is the pn "E22PB-R10 ten", which the server reports unknown, and "TB 10" is 10 of 'TB';
 *   with a tab, comma or semicolon, 'ten' is a bad quantity.
 * - With a tab, comma or semicolon, more than two non-empty cells is `tooManyCells`, unless a
 *   header row named the columns (below): taking two of them would be a guess, and
 *   "E22PB-R10,1,000" (one thousand, or one?) must not quietly become 1.
 * - The quantity is optional: none means one package (§3 add), counted in `packages`.
 * - A quantity is a whole number from 1 to 100,000 in digits, optionally followed by a zero
 *   fraction of one or two digits as spreadsheets show it ('10.0', '10,00'). Anything else is
 *   `badQuantity` ('-3', '2.5', 'ten', '0', '+5'), also '1,000' and '1.000': one thousand in
 *   English is one in Spanish and the reverse, and this shop takes both. More than 100,000
 *   is `quantityTooLarge`. A line with a problem gives no order line.
 * - The first non-blank line is a header row, and skipped, when it has no digit and every
 *   word of it is a column-name word ('Part number, Qty', 'Número de parte;Cantidad',
 *   'pn qty', 'Item, P/N, Description, Qty'). A header separated by tab, semicolon or comma
 *   that names a part-number column places the cells of the lines under it by column, so
 *   'Qty;Part number' or a bill of materials with item and description columns reads right.
 *   A pn made only of such words on the first line ('ITEM', 'CODE') would be taken for a
 *   header; real pns have digits.
 * - Lines whose pns share a key (`normalizePn`) are one order line, at the first one's place
 *   and with its spelling: typed quantities summed, packages counted, every line number kept.
 * - At most 1,000 lines besides the header; more is refused as a whole (`tooManyLines`).
 */
import {
  lineQuantity,
  MAX_LINE_QUANTITY,
  type LineQuantity,
  type QuantityRule,
} from '@/catalog/quantity'

import { normalizePn } from '@/catalog/part-number'

/** Most lines one quick order reads, not counting its header row. */
export const MAX_QUICK_ORDER_LINES = 1000

export type QuickOrderLine = {
  /** The part number as typed on its first line, unquoted and trimmed. */
  pnText: string
  /** `normalizePn(pnText)`: what the lines were merged by and the server resolves. */
  key: string
  /** The sum of the quantities typed for it; null when none of its lines had one. */
  quantity: number | null
  /** How many of its lines had no quantity: each asks for one package (one step). */
  packages: number
  /** Every line it was read from, 1-based, in order. */
  lineNumbers: number[]
}

export type QuickOrderProblemCode =
  'badQuantity' | 'quantityTooLarge' | 'tooManyCells' | 'missingPartNumber'

export type QuickOrderProblem = {
  lineNumber: number
  code: QuickOrderProblemCode
  /** The line as typed (trimmed), to show next to the message. */
  text: string
}

export type QuickOrder =
  | {
      ok: true
      lines: QuickOrderLine[]
      problems: QuickOrderProblem[]
      /** The line number of the header row that was skipped, or null. */
      headerLine: number | null
    }
  | { ok: false; code: 'tooManyLines'; maxLines: number }

type Separator = '\t' | ';' | ',' | ' '

const BLANK = /\s/

/**
 * The cells of a line for one separator. ' ' means runs of whitespace. A cell that starts
 * with a double quote runs to the closing quote ("" is a quote inside); what follows the
 * closing quote up to the separator is kept, so a stray quote loses nothing.
 */
function splitCells(line: string, separator: Separator): string[] {
  const bySpaces = separator === ' '
  const isSeparator = (ch: string) => (bySpaces ? BLANK.test(ch) : ch === separator)
  const cells: string[] = []
  let i = 0
  for (;;) {
    // blanks before a cell; by spaces, that is the separator itself
    while (i < line.length && BLANK.test(line[i]!) && (bySpaces || !isSeparator(line[i]!))) i++
    if (bySpaces && i >= line.length) break
    let cell = ''
    if (line[i] === '"') {
      i++
      while (i < line.length) {
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            cell += '"'
            i += 2
            continue
          }
          i++
          break
        }
        cell += line[i]
        i++
      }
    }
    while (i < line.length && !isSeparator(line[i]!)) {
      cell += line[i]
      i++
    }
    cells.push(cell.trim())
    if (i >= line.length) break
    i++ // past the separator
  }
  return cells
}

/** The line's strongest separator outside quotes, and its cells. */
function cellsOf(line: string): { separator: Separator; cells: string[] } {
  for (const separator of ['\t', ';', ','] as const) {
    const cells = splitCells(line, separator)
    if (cells.length > 1) return { separator, cells }
  }
  return { separator: ' ', cells: splitCells(line, ' ') }
}

const WHOLE = /^\d+$/
const NUMBER_LIKE = /^[+-]?[\d.,]*\d[\d.,]*$/
const WITH_ZERO_FRACTION = /^(\d+)[.,]0{1,2}$/

type ReadQuantity =
  { ok: true; quantity: number } | { ok: false; code: 'badQuantity' | 'quantityTooLarge' }

function readQuantity(text: string): ReadQuantity {
  const digits = WHOLE.test(text) ? text : WITH_ZERO_FRACTION.exec(text)?.[1]
  if (digits === undefined) return { ok: false, code: 'badQuantity' }
  const quantity = Number(digits)
  if (quantity === 0) return { ok: false, code: 'badQuantity' }
  if (quantity > MAX_LINE_QUANTITY) return { ok: false, code: 'quantityTooLarge' }
  return { ok: true, quantity }
}

// Column-name words of a header row, accents and case folded.
const STRONG_PN_WORDS = new Set(['part', 'parts', 'pn', 'parte', 'partes'])
const WEAK_PN_WORDS = new Set([
  'item',
  'items',
  'sku',
  'catalog',
  'catalogue',
  'cat',
  'code',
  'reference',
  'ref',
  'model',
  'product',
  'articulo',
  'codigo',
  'referencia',
  'modelo',
  'producto',
  'catalogo',
  'clave',
])
const QUANTITY_WORDS = new Set([
  'qty',
  'qtys',
  'quantity',
  'quantities',
  'quant',
  'pcs',
  'pieces',
  'units',
  'cantidad',
  'cantidades',
  'cant',
  'piezas',
  'unidades',
])
const OTHER_HEADER_WORDS = new Set([
  'number',
  'numbers',
  'no',
  'nbr',
  'num',
  'nro',
  'numero',
  'de',
  'del',
  'p',
  'n',
  'description',
  'desc',
  'descripcion',
  'manufacturer',
  'mfr',
  'mfg',
  'fabricante',
  'marca',
  'brand',
  'unit',
  'uom',
  'um',
  'price',
  'precio',
  'ea',
  'each',
  'line',
  'linea',
  'notes',
  'notas',
  'comments',
  'comentarios',
  'ordered',
  'order',
  'pedido',
])

function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word !== '')
}

function isHeaderWord(word: string): boolean {
  return (
    STRONG_PN_WORDS.has(word) ||
    WEAK_PN_WORDS.has(word) ||
    QUANTITY_WORDS.has(word) ||
    OTHER_HEADER_WORDS.has(word)
  )
}

function isHeaderRow(line: string): boolean {
  if (/\d/.test(line)) return false
  const words = wordsOf(line)
  return (
    words.length > 0 &&
    words.every(isHeaderWord) &&
    words.some(
      (word) => QUANTITY_WORDS.has(word) || STRONG_PN_WORDS.has(word) || WEAK_PN_WORDS.has(word),
    )
  )
}

/** Where a header row put the part number and the quantity. */
type Columns = { separator: Separator; pn: number; quantity: number | null; count: number }

/** The columns a tab / semicolon / comma header names; null without a part-number column. */
function columnsOf(separator: Separator, cells: string[]): Columns | null {
  if (separator === ' ') return null
  let pn = -1
  let pnStrength = 0
  let quantity: number | null = null
  cells.forEach((cell, index) => {
    const words = wordsOf(cell)
    if (words.some((word) => QUANTITY_WORDS.has(word))) {
      quantity ??= index
      return
    }
    const strength =
      words.some((word) => STRONG_PN_WORDS.has(word)) || words.join('') === 'pn'
        ? 2
        : words.some((word) => WEAK_PN_WORDS.has(word))
          ? 1
          : 0
    if (strength > pnStrength) {
      pn = index
      pnStrength = strength
    }
  })
  return pn === -1 ? null : { separator, pn, quantity, count: cells.length }
}

type ReadLine =
  { ok: true; pnText: string; quantityText: string | null } | { ok: false; code: 'tooManyCells' }

/** The pn and quantity cells of a data line. */
function readLine(separator: Separator, cells: string[], columns: Columns | null): ReadLine {
  if (columns && columns.separator === separator) {
    if (cells.some((cell, index) => cell !== '' && index >= columns.count)) {
      return { ok: false, code: 'tooManyCells' }
    }
    const quantityText = columns.quantity === null ? '' : (cells[columns.quantity] ?? '')
    return { ok: true, pnText: cells[columns.pn] ?? '', quantityText: quantityText || null }
  }
  const filled = cells.filter((cell) => cell !== '')
  const first = filled[0] ?? ''
  const last = filled[filled.length - 1] ?? ''
  if (filled.length === 1) return { ok: true, pnText: first, quantityText: null }
  if (separator !== ' ') {
    if (filled.length > 2) return { ok: false, code: 'tooManyCells' }
    return WHOLE.test(first) && !NUMBER_LIKE.test(last)
      ? { ok: true, pnText: last, quantityText: first }
      : { ok: true, pnText: first, quantityText: last }
  }
  if (NUMBER_LIKE.test(last)) {
    return { ok: true, pnText: filled.slice(0, -1).join(' '), quantityText: last }
  }
  return { ok: true, pnText: filled.join(' '), quantityText: null }
}

/** Reads pasted quick-order text; see the module comment for the format. */
export function parseQuickOrder(text: string): QuickOrder {
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  const lines: QuickOrderLine[] = []
  const byKey = new Map<string, QuickOrderLine>()
  const problems: QuickOrderProblem[] = []
  let headerLine: number | null = null
  let columns: Columns | null = null
  let seenFirst = false
  let dataLines = 0

  for (const [index, row] of rows.entries()) {
    const lineNumber = index + 1
    if (row.trim() === '') continue
    const { separator, cells } = cellsOf(row)
    if (cells.every((cell) => cell === '')) continue

    if (!seenFirst) {
      seenFirst = true
      if (isHeaderRow(row)) {
        headerLine = lineNumber
        columns = columnsOf(separator, cells)
        continue
      }
    }

    dataLines++
    if (dataLines > MAX_QUICK_ORDER_LINES) {
      return { ok: false, code: 'tooManyLines', maxLines: MAX_QUICK_ORDER_LINES }
    }

    const problem = (code: QuickOrderProblemCode) =>
      problems.push({ lineNumber, code, text: row.trim() })
    const read = readLine(separator, cells, columns)
    if (!read.ok) {
      problem(read.code)
      continue
    }
    const key = normalizePn(read.pnText)
    if (key === '') {
      problem('missingPartNumber')
      continue
    }
    let quantity: number | null = null
    if (read.quantityText !== null) {
      const typed = readQuantity(read.quantityText)
      if (!typed.ok) {
        problem(typed.code)
        continue
      }
      quantity = typed.quantity
    }

    const line = byKey.get(key)
    if (line) {
      if (quantity !== null) line.quantity = (line.quantity ?? 0) + quantity
      else line.packages++
      line.lineNumbers.push(lineNumber)
    } else {
      const added: QuickOrderLine = {
        pnText: read.pnText,
        key,
        quantity,
        packages: quantity === null ? 1 : 0,
        lineNumbers: [lineNumber],
      }
      byKey.set(key, added)
      lines.push(added)
    }
  }

  return { ok: true, lines, problems, headerLine }
}

/**
 * The quantity a quick-order line asks for, under its part's rule: the typed quantities plus
 * one step per package asked for, then checked and rounded up like any API quantity (§3:
 * duplicates are added together first). More than 100,000 is `quantityTooLarge`.
 */
export function quickOrderQuantity(
  line: Pick<QuickOrderLine, 'quantity' | 'packages'>,
  rule: QuantityRule,
): LineQuantity {
  return lineQuantity((line.quantity ?? 0) + line.packages * rule.step, rule)
}
