/**
 * A dollar amount as staff type it in the admin ("13.95", "$1,234.50", "12") → integer cents,
 * and back. Pure. Stored prices are cents (business rules: money is cents); staff never type
 * cents: a price with a fraction of a cent (13.955) is refused, never rounded silently.
 */
import type { Locale } from '@/i18n/locales'

export type DollarsProblem = 'empty' | 'notAnAmount' | 'fractionOfCent' | 'negative' | 'tooLarge'

export type DollarsParse = { ok: true; cents: number } | { ok: false; problem: DollarsProblem }

/** The largest price staff can type: $10,000,000.00 (far above any part), safe as cents. */
export const maxDollarCents = 1_000_000_000

const AMOUNT_RE = /^(-)?(\d+)(?:\.(\d*))?$|^(-)?\.(\d+)$/

/** Typed text → cents: a leading `$` or `US$`, thousands commas and spaces are allowed. */
export function parseDollars(text: string): DollarsParse {
  const compact = text
    .trim()
    .replace(/^(-)?\s*(?:US\s*)?\$\s*/i, '$1')
    .replace(/[\s,]/g, '')
  if (compact === '') return { ok: false, problem: 'empty' }
  const match = AMOUNT_RE.exec(compact)
  if (!match) return { ok: false, problem: 'notAnAmount' }
  const negative = !!(match[1] ?? match[4])
  const whole = match[2] ?? '0'
  const fraction = match[3] ?? match[5] ?? ''
  if (/[1-9]/.test(fraction.slice(2))) return { ok: false, problem: 'fractionOfCent' }
  if (whole.replace(/^0+/, '').length > 8) return { ok: false, problem: 'tooLarge' }
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'))
  if (negative && cents !== 0) return { ok: false, problem: 'negative' }
  if (cents > maxDollarCents) return { ok: false, problem: 'tooLarge' }
  return { ok: true, cents }
}

/** A stored price is a whole, non-negative number of cents within the limit. */
export function isStoredCents(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isSafeInteger(value) &&
    value >= 0 &&
    value <= maxDollarCents
  )
}

/** Cents → the text the input shows: 1395 → "13.95", 120000 → "1200.00" (no grouping to retype). */
export function dollarsText(cents: number): string {
  const whole = Math.floor(cents / 100)
  return `${whole}.${String(cents % 100).padStart(2, '0')}`
}

const words: Record<Locale, Record<DollarsProblem | 'stored', string>> = {
  en: {
    empty: 'Type the amount in dollars, e.g. 13.95.',
    notAnAmount: 'Type the amount in dollars with a point before the cents, e.g. 13.95.',
    fractionOfCent: 'At most two decimals: a price cannot have a fraction of a cent (e.g. 13.95).',
    negative: 'The amount cannot be negative.',
    tooLarge: 'The amount is too large (at most $10,000,000.00).',
    stored: 'Type the amount in dollars, 0 or more, to the cent (e.g. 13.95).',
  },
  es: {
    empty: 'Escriba el importe en dólares, p. ej. 13.95.',
    notAnAmount: 'Escriba el importe en dólares con punto antes de los centavos, p. ej. 13.95.',
    fractionOfCent:
      'Dos decimales como máximo: un precio no puede tener fracciones de centavo (p. ej. 13.95).',
    negative: 'El importe no puede ser negativo.',
    tooLarge: 'El importe es demasiado grande (máximo US$10,000,000.00).',
    stored: 'Escriba el importe en dólares, 0 o más, con centavos como máximo (p. ej. 13.95).',
  },
}

/** A problem with typed dollars, or with a stored value (`stored`), in the admin's language. */
export function dollarsProblemText(problem: DollarsProblem | 'stored', language: Locale): string {
  return words[language][problem]
}
