/**
 * CSV for spreadsheets (RFC 4180, CRLF, UTF-8 with a byte-order mark so Excel reads accents),
 * pure. A text cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) is
 * written with a leading apostrophe: an order's PO number or note is a buyer's text.
 */
export type CsvCell = string | number | boolean | null | undefined

function cellText(cell: CsvCell, guardFormulas: boolean): string {
  if (cell === null || cell === undefined) return ''
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell)
  return guardFormulas && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell
}

function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * `guardFormulas: false` writes text as it is: for a file meant to be imported again unchanged
 * (staff's own data, e.g. the cross-reference table), where an apostrophe would become data.
 */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  options: { guardFormulas?: boolean } = {},
): string {
  const guard = options.guardFormulas ?? true
  const lines = [header, ...rows].map((row) =>
    row.map((cell) => quoted(cellText(cell, guard))).join(','),
  )
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
