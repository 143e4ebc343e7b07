'use client'

/**
 * The header's cart button: the line count, and the slide-over with the lines and the quote,
 * which loads when first opened (fetched ahead as the pointer or focus reaches the button), so
 * pages do not carry it.
 */
import { useTranslations } from 'next-intl'
import { lazy, Suspense, useRef } from 'react'

import { CartIcon } from '@/ui/icons'
import { useLazyOpen } from '@/ui/use-lazy-open'

import { useCart, useCartFollowsSession } from '@/cart/ui/use-cart'

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
