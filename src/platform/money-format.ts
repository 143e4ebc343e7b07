/**
 * The one money formatter of the shop, pure: every page, island, the cart, the quote, the
 * order pages, the admin's order desk and every e-mail show money through `formatCents`. It
 * formats amounts the server computed (integer cents, always US dollars); nothing here
 * computes a price. CSV exports and JSON-LD write plain numbers (`centsToDecimal`).
 *
 * - English: `$1,234.50`, as en-US writes dollars.
 * - Spanish: `US$1,234.50`. Buyers in Mexico read a bare `$` as pesos, so the dollar sign is
 *   always `US$`. The digits are grouped as es-MX groups them: `Intl.NumberFormat('es-MX')`
 *   gives `,` between thousands and `.` before the cents (the same as en-US; the unit test
 *   checks this against Intl).
 *
 * The digits are written here from the integer, not by `Intl`, so the server (Node's ICU) and
 * the browser (its own ICU) always print the same text: no hydration mismatch, no float.
 * Negative amounts put the minus first (`-US$5.00`), as Intl does for both locales.
 */
import type { Locale } from '@/i18n/locales'

export type MoneyLocale = Locale

type MoneyStyle = { symbol: string; group: string; decimal: string }

/** How each site writes dollars; the separators are es-MX's and en-US's (checked against Intl). */
export const moneyStyles: Record<MoneyLocale, MoneyStyle> = {
  en: { symbol: '$', group: ',', decimal: '.' },
  es: { symbol: 'US$', group: ',', decimal: '.' },
}

/** The style of a locale tag ('es', 'es-MX' → Spanish; anything else → English). */
function styleOf(locale: string): MoneyStyle {
  return locale === 'es' || locale.startsWith('es-') ? moneyStyles.es : moneyStyles.en
}

function groupDigits(digits: string, separator: string): string {
  let grouped = ''
  for (let end = digits.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3)
    grouped = digits.slice(start, end) + (grouped ? separator + grouped : '')
  }
  return grouped
}

/**
 * Integer cents → money text in the site's language: 123450 → "$1,234.50" (en) or
 * "US$1,234.50" (es); -500 → "-$5.00" / "-US$5.00"; 0 → "$0.00" / "US$0.00". A fraction of a
 * cent (never expected) is rounded half away from zero.
 */
export function formatCents(cents: number, locale: string): string {
  if (!Number.isFinite(cents)) return '—'
  const style = styleOf(locale)
  const whole = Math.round(Math.abs(cents))
  const sign = cents < 0 && whole !== 0 ? '-' : ''
  const digits = String(Math.floor(whole / 100))
  const fraction = String(whole % 100).padStart(2, '0')
  return `${sign}${style.symbol}${groupDigits(digits, style.group)}${style.decimal}${fraction}`
}

/** Cents as a plain decimal string for machines (JSON-LD offers, CSV): 1850 → "18.50". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(cents))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
