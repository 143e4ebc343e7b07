'use client'

/**
 * The header's cart button: the line count, and the slide-over with the lines and the quote,
 * which loads when first opened (fetched ahead as the pointer or focus reaches the button), so
 * pages do not carry it.
 */
import { useTranslations } from 'next-intl'
import { lazy, Suspense, useRef } from 'react'

import { Button } from '@/ui/form/button'
import { CartIcon } from '@/ui/icons'
import { useLazyOpen } from '@/ui/use-lazy-open'

import { cartStore } from './cart-store'
import { useCart, useCartFollowsSession } from './use-cart'

const loadSlideOver = () => import('./cart-slide-over')
const CartSlideOver = lazy(() =>
  loadSlideOver().then((module) => ({ default: module.CartSlideOver })),
)

export function CartButton({
  productsHref,
  cartHref,
  quickOrderHref,
}: {
  productsHref: string
  cartHref: string
  quickOrderHref: string
}) {
  const header = useTranslations('header')
  useCartFollowsSession()
  const cart = useCart()
  const { open, mounted, setOpen } = useLazyOpen()
  const count = cart.items.length
  const button = useRef<HTMLButtonElement>(null)
  const preload = () => void loadSlideOver()
  return (
    <>
      <button
        ref={button}
        type="button"
        data-testid="cart-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
        className="relative inline-flex h-10 items-center gap-2 rounded-md px-2 text-sm font-medium text-slate-700 sm:px-2.5 hover:bg-slate-100 hover:text-slate-900"
        aria-label={header('cartCount', { count })}
      >
        <CartIcon className="text-xl" aria-hidden />
        <span className="hidden lg:inline">{header('cart')}</span>
        {count > 0 ? (
          <span
            aria-hidden
            data-testid="cart-count"
            className="absolute -top-0.5 left-6 min-w-5 rounded-full bg-primary-700 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {count}
          </span>
        ) : null}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <CartSlideOver
            open={open}
            setOpen={setOpen}
            returnFocus={() => button.current?.focus()}
            productsHref={productsHref}
            cartHref={cartHref}
            quickOrderHref={quickOrderHref}
          />
        </Suspense>
      ) : null}
    </>
  )
}

/** The spec's cart loader: a quiet placeholder while lines or prices load. */
export function CartLoader({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-1 flex-col gap-3 p-5" aria-label={label}>
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-16 animate-pulse rounded-md bg-slate-100" />
      ))}
    </div>
  )
}

/**
 * The cart's first read failed: the loader goes off (it would pulse forever) and the buyer is
 * told so, with a retry that reads it again.
 */
export function CartLoadFailed() {
  const t = useTranslations('cart')
  return (
    <div role="alert" className="rounded-lg border border-error-200 bg-error-50 p-5 text-sm">
      <p className="text-slate-800">{t('loadFailed')}</p>
      <Button
        type="button"
        variant="secondary"
        className="mt-3"
        // a new failure shows this again; the toast of the first one said enough
        onClick={() => void cartStore.retry().catch(() => undefined)}
      >
        {t('retryLoad')}
      </Button>
    </div>
  )
}
