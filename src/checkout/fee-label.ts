/**
 * A fee's name as the buyer reads it, pure: the tariff surcharge with its rate and what the
 * rate is of ("Tariff surcharge (4.95% of the subtotal)"); the other fees by their code. The
 * cart's summary, the quote API, the order page and the order mails all name fees here.
 */
import type { QuoteFee, QuoteFeeCode } from './quote'

/** The message under `quote.fees` that names a fee, and the percent it takes. */
export function feeMessage(fee: Pick<QuoteFee, 'code' | 'percent' | 'basis'>): {
  key: QuoteFeeCode | 'tariffOfSubtotal' | 'tariffOfLines'
  percent?: string
} {
  // an order placed before fees carried their rate is named as it was then
  if (fee.code !== 'tariff' || !fee.percent) return { key: fee.code }
  return {
    key: fee.basis === 'tariffLines' ? 'tariffOfLines' : 'tariffOfSubtotal',
    // decimal text as people write it: '4.950' → '4.95', '25.0' → '25'
    percent: String(Number(fee.percent)),
  }
}

export type FeeWords = Record<QuoteFeeCode | 'tariffOfSubtotal' | 'tariffOfLines', string>

/** The fee's name from the message file's `quote.fees` words (mails and APIs, outside React). */
export function feeLabel(fee: Pick<QuoteFee, 'code' | 'percent' | 'basis'>, words: FeeWords) {
  const { key, percent } = feeMessage(fee)
  return percent === undefined ? words[key] : words[key].replace('{percent}', percent)
}
