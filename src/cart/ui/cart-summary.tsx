'use client'

/** The cart's money as the quote answered it: subtotal, each fee as its own line, the total. */
import { useTranslations } from 'next-intl'

import { formatCents } from '@/catalog/ui/money'
import type { QuoteAnswer } from '@/checkout/quote-api'
import type { Locale } from '@/i18n/locales'

export function CartSummary({
  quote,
  loading,
  failed,
  locale,
}: {
  quote: QuoteAnswer | null
  loading: boolean
  failed: boolean
  locale: Locale
}) {
  const t = useTranslations('cart')
  const fees = useTranslations('quote.fees')
  const money = (cents: number) => formatCents(cents, locale)
  if (failed && !quote) {
    return (
      <p className="text-sm text-error-700" role="alert">
        {t('quoteFailed')}
      </p>
    )
  }
  return (
    <div
      aria-busy={loading}
      className={loading ? 'opacity-60 transition-opacity' : 'transition-opacity'}
    >
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-700">{t('subtotal')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="cart-subtotal">
            {quote ? money(quote.subtotalCents) : '—'}
          </dd>
        </div>
        {quote?.fees.map((fee) => (
          <div key={fee.code} className="flex justify-between" data-testid={`fee-${fee.code}`}>
            <dt className="text-slate-700">{fees(fee.code)}</dt>
            <dd className="tabular-nums">{money(fee.amountCents)}</dd>
          </div>
        ))}
        <div className="flex justify-between">
          <dt className="text-slate-700">{t('shipping')}</dt>
          <dd className="text-slate-600">{t('shippingLater')}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base">
          <dt className="font-bold text-slate-900">{t('total')}</dt>
          <dd className="font-bold tabular-nums text-slate-900" data-testid="cart-total">
            {quote ? money(quote.totalCents) : '—'}
          </dd>
        </div>
      </dl>
      {quote?.flags.some((flag) => flag.code === 'unavailableLines') ? (
        <p className="mt-3 rounded-md bg-error-50 p-3 text-sm text-error-800">
          {t('flags.unavailableLines')}
        </p>
      ) : null}
      <p className="mt-3 text-xs text-slate-500">{t('taxNote')}</p>
    </div>
  )
}
