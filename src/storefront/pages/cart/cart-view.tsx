'use client'

/**
 * The cart page's island: every line with its stepper and flags, the quote's figures, the
 * way to quick order, and a printable view for purchasing approval. Nothing here adds money
 * up: each figure is the quote's.
 */
import { useTranslations } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { formatShopDate } from '@/i18n/shop-time'
import type { CountryChoice } from '@/checkout/ui/shipping-address-dialog'
import { ShippingControl } from '@/checkout/ui/shipping-control'
import { useShippingQuoteFields } from '@/checkout/ui/use-shipping-choice'
import { CartIcon } from '@/ui/icons'
import { ShopLink } from '@/ui/shop-link'

import { CartLoader, CartLoadFailed } from '@/cart/ui/cart-load-state'
import { CartLineItem } from '@/cart/ui/cart-line-item'
import { cartStore } from '@/cart/ui/cart-store'
import { CartSummary } from '@/checkout/ui/cart-summary'
import { SaveCartButton } from '@/cart/ui/save-cart-button'
import { useCart } from '@/cart/ui/use-cart'
import { useCartQuote } from '@/checkout/ui/use-cart-quote'

export function CartView({
  locale,
  productsHref,
  quickOrderHref,
  checkoutHref,
  countries,
}: {
  locale: Locale
  productsHref: string
  quickOrderHref: string
  checkoutHref: string
  /** For a typed shipping address. */
  countries: CountryChoice[]
}) {
  const t = useTranslations('cart')
  const cart = useCart()
  const shipping = useShippingQuoteFields()
  const { quote, loading, failed, refusal } = useCartQuote(
    cart.items,
    locale,
    cart.status === 'ready',
    shipping,
  )

  if (cart.status === 'loading') {
    return (
      <div className="mt-8 max-w-3xl">
        <CartLoader label={t('loading')} />
      </div>
    )
  }
  if (cart.status === 'failed') {
    return (
      <div className="mt-8 max-w-3xl">
        <CartLoadFailed />
      </div>
    )
  }
  if (cart.items.length === 0) {
    return (
      <div className="mt-8 flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center">
        <CartIcon className="text-5xl text-slate-300" aria-hidden />
        <p className="text-lg font-semibold text-slate-900">{t('empty')}</p>
        <p className="max-w-md text-slate-600">{t('emptyHelp')}</p>
        <div className="mt-3 flex flex-wrap justify-center gap-3">
          <ShopLink
            href={productsHref}
            className="rounded-lg bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800"
          >
            {t('browseCatalogue')}
          </ShopLink>
          <ShopLink
            href={quickOrderHref}
            className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100"
          >
            {t('quickOrderLink')}
          </ShopLink>
        </div>
      </div>
    )
  }

  const quoted = new Map(quote?.lines.map((line) => [line.pn, line]))
  const unavailable = cart.items.some((line) => line.unavailable)
  const printed = formatShopDate(new Date(), locale, 'long')
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] print:block">
      <section aria-labelledby="cart-lines-title">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
          <h2 id="cart-lines-title" className="text-lg font-bold text-slate-900">
            {t('lineCount', { count: cart.items.length })}
          </h2>
          <p className="hidden text-sm text-slate-600 print:block">
            {t('printedOn', { date: printed })}
          </p>
          {/* labels stay on one line; on a phone the buttons wrap to a second row instead */}
          <div data-testid="cart-actions" className="flex flex-wrap gap-2 print:hidden">
            <ShopLink
              href={quickOrderHref}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-100"
            >
              {t('quickOrderLink')}
            </ShopLink>
            {cart.mode === 'server' ? (
              <SaveCartButton className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-100" />
            ) : null}
            <button
              type="button"
              onClick={() => window.print()}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-100"
            >
              {t('print')}
            </button>
            <button
              type="button"
              onClick={() => {
                if (window.confirm(t('clearConfirm'))) void cartStore.clear()
              }}
              className="rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-error-700 hover:bg-error-50"
            >
              {t('clear')}
            </button>
          </div>
        </div>
        <div
          aria-hidden
          className="hidden grid-cols-[minmax(0,1fr)_8rem_8.5rem_7rem_2.5rem] gap-x-4 border-b border-slate-200 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:grid"
        >
          <span>{t('columns.part')}</span>
          <span className="text-right">{t('columns.price')}</span>
          <span>{t('columns.quantity')}</span>
          <span className="text-right">{t('columns.total')}</span>
          <span />
        </div>
        <ul className="divide-y divide-slate-200" aria-label={t('lines')}>
          {cart.items.map((line) => (
            <CartLineItem key={line.pn} line={line} quoted={quoted.get(line.pn)} locale={locale} />
          ))}
        </ul>
        {cart.overflow.length > 0 ? (
          <p className="mt-4 rounded-md bg-warning-50 p-3 text-sm text-slate-800">
            {t('overflow', { count: cart.overflow.length })}
          </p>
        ) : null}
      </section>
      <aside className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-24 print:mt-6 print:border-0 print:bg-white print:p-0">
        <h2 className="mb-4 text-lg font-bold text-slate-900">{t('summary')}</h2>
        <CartSummary
          quote={quote}
          loading={loading}
          failed={failed && !refusal}
          locale={locale}
          shippingControl={
            <ShippingControl quote={quote} refusal={refusal} countries={countries} />
          }
        />
        <ShopLink
          href={checkoutHref}
          prefetch={false}
          aria-disabled={unavailable ? true : undefined}
          className={`mt-6 block w-full rounded-lg px-5 py-3 text-center font-semibold print:hidden ${unavailable ? 'pointer-events-none bg-slate-300 text-slate-600' : 'bg-primary-700 text-white hover:bg-primary-800'}`}
          data-testid="checkout-link"
        >
          {t('checkout')}
        </ShopLink>
        {unavailable ? (
          <p className="mt-2 text-xs text-slate-600 print:hidden">{t('removeUnavailableFirst')}</p>
        ) : null}
      </aside>
    </div>
  )
}
