'use client'

/**
 * The cart's money as the quote answered it: subtotal, each fee as its own line, shipping and
 * tax once there is an address (with the place to choose one, on the cart page), the total,
 * and the quote's notices in the buyer's language.
 */
import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { formatCents } from '@/platform/money-format'
import { feeMessage } from '@/checkout/fee-label'
import type { QuoteAnswer } from '@/checkout/quote-api'
import type { Locale } from '@/i18n/locales'

export function CartSummary({
  quote,
  loading,
  failed,
  locale,
  shippingControl,
}: {
  quote: QuoteAnswer | null
  loading: boolean
  failed: boolean
  locale: Locale
  /** Where the buyer picks the address and carrier (the cart page); elsewhere nothing. */
  shippingControl?: ReactNode
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
    // While a new quote loads, a thin bar pulses above the figures; they keep their full contrast
    // (dimmed text was unreadable for a moment, and axe said so).
    <div aria-busy={loading} className="relative">
      {loading ? (
        <div
          aria-hidden="true"
          data-testid="quote-loading"
          className="absolute inset-x-0 -top-3 h-0.5 animate-pulse rounded-full bg-secondary-500"
        />
      ) : null}
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-700">{t('subtotal')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="cart-subtotal">
            {quote ? money(quote.subtotalCents) : '—'}
          </dd>
        </div>
        {quote?.fees.map((fee) => {
          const { key, percent } = feeMessage(fee)
          return (
            <div
              key={fee.code}
              className="flex justify-between gap-4"
              data-testid={`fee-${fee.code}`}
            >
              <dt className="text-slate-700">
                {fees(key, { percent: percent ?? '' })}
                {/* the tariff says why it is there */}
                {fee.code === 'tariff' ? (
                  <span className="block text-xs text-slate-500">{fees('tariffWhy')}</span>
                ) : null}
              </dt>
              <dd className="tabular-nums">{money(fee.amountCents)}</dd>
            </div>
          )
        })}
        <div className="flex justify-between gap-4" data-testid="cart-shipping">
          <dt className="text-slate-700">{t('shipping')}</dt>
          <dd className="text-right tabular-nums">
            {!quote?.shipping ? (
              <span className="text-slate-600">{t('shippingLater')}</span>
            ) : quote.shipping.reason === 'collect' ? (
              // the buyer's own carrier account pays: not a figure, nor one to be confirmed
              <span className="text-slate-700" data-testid="shipping-collect">
                {t('shippingCollect', {
                  carrier: quote.shipping.collectAccount ?? quote.shipping.carrier ?? '',
                })}
              </span>
            ) : quote.shipping.amountCents === null ? (
              <span className="text-slate-600">
                {quote.shipping.reason === 'chooseCarrier' ? t('chooseCarrier') : t('shippingTbd')}
              </span>
            ) : quote.shipping.free ? (
              <span className="font-semibold text-primary-800">{t('shippingFree')}</span>
            ) : (
              money(quote.shipping.amountCents)
            )}
          </dd>
        </div>
        {/* no sales tax where we have no nexus; an exempt buyer or address is told so */}
        {quote?.tax && quote.tax.exempt !== 'noNexus' ? (
          <div className="flex justify-between" data-testid="cart-tax">
            <dt className="text-slate-700">
              {quote.tax.exempt
                ? t('taxExempt')
                : t('tax', { rate: Number(quote.tax.ratePercent).toString() })}
            </dt>
            <dd className="tabular-nums">{money(quote.tax.amountCents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base">
          <dt className="font-bold text-slate-900">{t('total')}</dt>
          <dd className="font-bold tabular-nums text-slate-900" data-testid="cart-total">
            {quote ? money(quote.totalCents) : '—'}
          </dd>
        </div>
      </dl>
      {shippingControl}
      {quote?.flags.some((flag) => flag.code === 'unavailableLines') ? (
        <p className="mt-3 rounded-md bg-error-50 p-3 text-sm text-error-800">
          {t('flags.unavailableLines')}
        </p>
      ) : null}
      {quote?.flags
        // a missing collect account number is said beside its own field
        .filter((flag) => flag.code !== 'unavailableLines' && flag.code !== 'shipperNumberRequired')
        .map((flag) => (
          <p
            key={flag.code}
            data-testid={`flag-${flag.code}`}
            className={`mt-3 rounded-md p-3 text-sm ${flag.code === 'freeGround' ? 'bg-primary-50 font-semibold text-primary-900' : 'bg-amber-50 text-slate-800'}`}
          >
            {flag.label}
          </p>
        ))}
      <p className="mt-3 text-xs text-slate-500">{t('taxNote')}</p>
    </div>
  )
}
