'use client'

/** The slide-over's content: the lines (compact), the quote's figures, and the ways on. */
import { useLocale, useTranslations } from 'next-intl'

import { toLocale } from '@/i18n/locales'
import { CartIcon } from '@/ui/icons'
import { ShopLink } from '@/ui/shop-link'

import { CartLoader, CartLoadFailed } from '@/cart/ui/cart-load-state'
import { CartLineItem } from '@/cart/ui/cart-line-item'
import { useShippingQuoteFields } from '@/checkout/ui/use-shipping-choice'

import { CartSummary } from '@/checkout/ui/cart-summary'
import { useCart } from '@/cart/ui/use-cart'
import { useCartQuote } from '@/checkout/ui/use-cart-quote'

export function CartPanel({
  productsHref,
  cartHref,
  quickOrderHref,
  onNavigate,
}: {
  productsHref: string
  cartHref: string
  quickOrderHref: string
  onNavigate: () => void
}) {
  const t = useTranslations('cart')
  const raw = useLocale()
  const locale = toLocale(raw)
  const cart = useCart()
  const { quote, loading, failed } = useCartQuote(
    cart.items,
    locale,
    cart.status === 'ready',
    useShippingQuoteFields(),
  )

  if (cart.status === 'loading') return <CartLoader label={t('loading')} />
  if (cart.status === 'failed') {
    return (
      <div className="p-5">
        <CartLoadFailed />
      </div>
    )
  }
  if (cart.items.length === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
        <CartIcon className="text-5xl text-slate-300" aria-hidden />
        <p className="font-semibold">{t('empty')}</p>
        <p className="text-sm text-slate-600">{t('emptyHelp')}</p>
        <ShopLink
          href={productsHref}
          onClick={onNavigate}
          className="mt-2 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800"
        >
          {t('continueShopping')}
        </ShopLink>
        <ShopLink
          href={quickOrderHref}
          onClick={onNavigate}
          className="text-sm font-semibold text-secondary-700 hover:underline"
        >
          {t('quickOrderLink')}
        </ShopLink>
      </div>
    )
  }
  const quoted = new Map(quote?.lines.map((line) => [line.pn, line]))
  return (
    <>
      <ul className="flex-1 divide-y divide-slate-200 overflow-y-auto px-5" aria-label={t('lines')}>
        {cart.items.map((line) => (
          <CartLineItem
            key={line.pn}
            line={line}
            quoted={quoted.get(line.pn)}
            locale={locale}
            compact
          />
        ))}
      </ul>
      <div className="shrink-0 border-t border-slate-200 bg-slate-50 p-5">
        <CartSummary quote={quote} loading={loading} failed={failed} locale={locale} />
        <div className="mt-4 grid grid-cols-2 gap-2">
          <ShopLink
            href={cartHref}
            onClick={onNavigate}
            className="col-span-2 rounded-lg bg-primary-700 px-4 py-3 text-center font-semibold text-white hover:bg-primary-800"
          >
            {t('viewCart')}
          </ShopLink>
          <ShopLink
            href={quickOrderHref}
            onClick={onNavigate}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-center text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            {t('quickOrderLink')}
          </ShopLink>
          <ShopLink
            href={productsHref}
            onClick={onNavigate}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-center text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            {t('continueShopping')}
          </ShopLink>
        </div>
      </div>
    </>
  )
}
