'use client'

/**
 * The cart slide-over with the lines and the quote; `cart-button.tsx` loads it when the cart
 * button is first pressed, so pages do not carry it.
 */
import { useTranslations } from 'next-intl'

import { SlideOver } from '@/ui/slide-over'

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
    <SlideOver
      open={open}
      onOpenChange={setOpen}
      title={t('title')}
      closeLabel={t('close')}
      description={t('panelDescription')}
      width="wide"
      returnFocus={returnFocus}
    >
      <CartPanel
        productsHref={productsHref}
        cartHref={cartHref}
        quickOrderHref={quickOrderHref}
        onNavigate={() => setOpen(false)}
      />
    </SlideOver>
  )
}
