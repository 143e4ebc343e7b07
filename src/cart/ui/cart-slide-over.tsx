'use client'

/**
 * The cart slide-over (Radix Dialog) with the lines and the quote; `cart-button.tsx` loads it
 * when the cart button is first pressed, so pages do not carry it.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useTranslations } from 'next-intl'

import { CloseIcon } from '@/ui/icons'

import { CartPanel } from './cart-panel'

export function CartSlideOver({
  open,
  setOpen,
  returnFocus,
  productsHref,
  cartHref,
  quickOrderHref,
}: {
  open: boolean
  setOpen: (open: boolean) => void
  /** Focus back on the cart button once closed. */
  returnFocus: () => void
  productsHref: string
  cartHref: string
  quickOrderHref: string
}) {
  const t = useTranslations('cart')
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus()
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(28rem,94vw)] flex-col bg-white shadow-xl focus:outline-none"
        >
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
          <CartPanel
            productsHref={productsHref}
            cartHref={cartHref}
            quickOrderHref={quickOrderHref}
            onNavigate={() => setOpen(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
