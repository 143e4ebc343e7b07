'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useTranslations } from 'next-intl'

import { CartIcon, CloseIcon } from './icons'
import { ShopLink } from './shop-link'

/** The cart button and its slide-over; the cart issue fills it with lines and the quote. */
export function CartButton({ productsHref }: { productsHref: string }) {
  const t = useTranslations('cart')
  const header = useTranslations('header')
  const count = 0
  return (
    <Dialog.Root>
      <Dialog.Trigger
        className="relative inline-flex h-10 items-center gap-2 rounded-md px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        aria-label={header('cartCount', { count })}
      >
        <CartIcon className="text-xl" aria-hidden />
        <span className="hidden lg:inline">{header('cart')}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(26rem,92vw)] flex-col bg-white shadow-xl focus:outline-none">
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-5">
            <Dialog.Title className="text-lg font-bold">{t('title')}</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-10 w-10 items-center justify-center rounded-md text-2xl hover:bg-slate-100"
              aria-label={t('close')}
            >
              <CloseIcon aria-hidden />
            </Dialog.Close>
          </div>
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
            <CartIcon className="text-5xl text-slate-300" aria-hidden />
            <p className="font-semibold">{t('empty')}</p>
            <Dialog.Description className="text-sm text-slate-600">
              {t('emptyHelp')}
            </Dialog.Description>
            <Dialog.Close asChild>
              <ShopLink
                href={productsHref}
                className="mt-2 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800"
              >
                {t('continueShopping')}
              </ShopLink>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
