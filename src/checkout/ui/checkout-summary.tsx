'use client'

/**
 * Checkout's summary: the lines, the quote's figures (as the cart shows them), how this buyer
 * pays, a refusal of the placing call, and the place-order button with the total it sends.
 */
import { useTranslations } from 'next-intl'

import type { CartLine } from '@/cart/ui/cart-store'
import { CartSummary } from '@/checkout/ui/cart-summary'
import { formatCents } from '@/platform/money-format'
import type { QuoteAnswer } from '@/checkout/quote-api'
import type { Locale } from '@/i18n/locales'
import { ShopLink } from '@/ui/shop-link'

import type { PlaceBlocker } from './place-blocker'

export function CheckoutSummary({
  locale,
  payment,
  cartHref,
  lines,
  quote,
  quoteState,
  shippingChosen,
  placing,
  placeError,
  totalToPlace,
  ready,
  blocker,
  onPlace,
}: {
  locale: Locale
  payment: 'terms' | 'card'
  cartHref: string
  /** The cart's lines, shown until the quote has priced them. */
  lines: readonly CartLine[]
  quote: QuoteAnswer | null
  quoteState: { loading: boolean; failed: boolean }
  shippingChosen: boolean
  placing: boolean
  placeError: string | null
  totalToPlace: number | null
  ready: boolean
  /** Why the button cannot be pressed, said under it. */
  blocker: PlaceBlocker | null
  onPlace: () => void
}) {
  const t = useTranslations('checkout')
  const cart = useTranslations('cart')
  const money = (cents: number) => formatCents(cents, locale)
  return (
    <aside className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-24">
      <h2 className="mb-4 text-lg font-bold text-slate-900">{t('summary')}</h2>
      <ul
        className="mb-4 divide-y divide-slate-200 border-y border-slate-200 text-sm"
        data-testid="checkout-lines"
      >
        {(
          quote?.lines ??
          lines.map((item) => ({ ...item, subtotalSaleCents: null, flags: [] as string[] }))
        ).map((line) => (
          <li key={line.pn} className="flex justify-between gap-3 py-2">
            <span className="min-w-0">
              <span className="font-semibold text-slate-900">{line.pn}</span>
              <span className="text-slate-600"> × {line.quantity}</span>
              {line.flags.includes('unavailable') ? (
                <span className="block text-error-700">{t('unavailableLine')}</span>
              ) : null}
              {/* the quote's flag, as the cart line shows it (DOMAIN §5 cartItemRules) */}
              {line.flags.includes('leadTime10Days') ? (
                <span className="block text-info-700">{cart('flags.leadTime10Days')}</span>
              ) : null}
            </span>
            <span className="tabular-nums">
              {line.subtotalSaleCents === null ? '—' : money(line.subtotalSaleCents)}
            </span>
          </li>
        ))}
      </ul>
      {shippingChosen ? (
        <CartSummary
          quote={quote}
          loading={quoteState.loading}
          failed={quoteState.failed}
          locale={locale}
        />
      ) : (
        <p className="text-sm text-slate-600">{t('chooseAddressFirst')}</p>
      )}
      {quote?.flags.some((flag) => flag.code === 'unavailableLines') ? (
        <p className="mt-3 text-sm">
          <ShopLink href={cartHref} className="font-semibold text-secondary-800 underline">
            {t('removeUnavailable')}
          </ShopLink>
        </p>
      ) : null}
      <p
        className="mt-4 rounded-md bg-white p-3 text-sm text-slate-700 ring-1 ring-slate-200"
        data-testid="payment-note"
      >
        {payment === 'terms' ? t('payTerms') : t('payCard')}
      </p>
      {placeError ? (
        <p
          role="alert"
          className="mt-4 rounded-md bg-error-50 p-3 text-sm text-error-800"
          data-testid="place-error"
        >
          {placeError}
        </p>
      ) : null}
      <button
        type="button"
        onClick={onPlace}
        disabled={!ready || placing}
        aria-describedby={blocker && !placing ? 'place-blocked' : undefined}
        className="mt-4 w-full rounded-lg bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
      >
        {placing
          ? t('placing')
          : t('place', { total: totalToPlace === null ? '' : money(totalToPlace) })}
      </button>
      {blocker && !placing ? (
        <p
          id="place-blocked"
          className="mt-2 text-sm font-medium text-slate-800"
          data-testid="place-blocked"
        >
          {t(`blocked.${blocker}`)}
        </p>
      ) : null}
      <p className="mt-2 text-xs text-slate-500">{t('placeNote')}</p>
      <ShopLink
        href={cartHref}
        className="mt-4 block text-center text-sm font-semibold text-secondary-800 hover:underline"
      >
        {t('backToCart')}
      </ShopLink>
    </aside>
  )
}
