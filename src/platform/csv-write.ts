/**
 * CSV for spreadsheets (RFC 4180, CRLF, UTF-8 with a byte-order mark so Excel reads accents),
 * pure. A text cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) is
 * written with a leading apostrophe: an order's PO number or note is a buyer's text.
 */
export type CsvCell = string | number | boolean | null | undefined

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return ''
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell)
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell
}

function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map((cell) => quoted(cellText(cell))).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
