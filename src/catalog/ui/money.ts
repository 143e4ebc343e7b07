/**
 * The one money formatter of the catalogue's pages and islands (server and browser alike):
 * integer cents → "$1,234.50" (en-US) or "$1,234.50" (es-MX style), always US dollars. It
 * formats amounts the server computed; nothing here computes a price.
 */
const formatters = new Map<string, Intl.NumberFormat>()

export function formatCents(cents: number, locale: string): string {
  const tag = locale === 'es' ? 'es-MX' : 'en-US'
  let format = formatters.get(tag)
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
    })
    formatters.set(tag, format)
  }
  return format.format(cents / 100)
}

/** Cents as a plain decimal string for machines (JSON-LD offers): 1850 → "18.50". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(cents))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
