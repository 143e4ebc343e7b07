'use client'

/**
 * The header's cart button: the line count, and the slide-over with the lines and the
 * quote. The slide-over's content loads when first opened, so pages do not carry it.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useTranslations } from 'next-intl'
import { lazy, Suspense, useState } from 'react'

import { CartIcon, CloseIcon } from '@/ui/icons'

import { useCart, useCartFollowsSession } from './use-cart'

const CartPanel = lazy(() =>
  import('./cart-panel').then((module) => ({ default: module.CartPanel })),
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
  const t = useTranslations('cart')
  const header = useTranslations('header')
  useCartFollowsSession()
  const cart = useCart()
  const [open, setOpen] = useState(false)
  const count = cart.items.length
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        data-testid="cart-button"
        className="relative inline-flex h-10 items-center gap-2 rounded-md px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
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
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(28rem,94vw)] flex-col bg-white shadow-xl focus:outline-none">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-5">
            <Dialog.Title className="text-lg font-bold">{t('title')}</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-10 w-10 items-center justify-center rounded-md text-2xl hover:bg-slate-100"
              aria-label={t('close')}
            >
              <CloseIcon aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('panelDescription')}</Dialog.Description>
          {open ? (
            <Suspense fallback={<CartLoader label={t('loading')} />}>
              <CartPanel
                productsHref={productsHref}
                cartHref={cartHref}
                quickOrderHref={quickOrderHref}
                onNavigate={() => setOpen(false)}
              />
            </Suspense>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
