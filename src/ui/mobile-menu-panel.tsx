'use client'

import * as Dialog from '@radix-ui/react-dialog'

import { ChevronDownIcon, CloseIcon } from './icons'
import type { NavItem, ShopMenuModel } from './nav-types'
import { ShopLink } from './shop-link'

export type MobileMenuProps = {
  shop: ShopMenuModel
  items: NavItem[]
  labels: { menu: string; close: string; allProducts: string }
}

/**
 * The mobile menu's slide-over (Radix Dialog): the shop's categories and the main menu, closed on
 * navigation. `mobile-menu.tsx` (its button) loads it when first opened.
 */
export function MobileMenuPanel({
  open,
  setOpen,
  returnFocus,
  shop,
  items,
  labels,
}: MobileMenuProps & {
  open: boolean
  setOpen: (open: boolean) => void
  /** Focus back on the menu button once closed. */
  returnFocus: () => void
}) {
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,90vw)] flex-col bg-white shadow-xl focus:outline-none"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus()
          }}
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <Dialog.Title className="text-lg font-bold">{labels.menu}</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-10 w-10 items-center justify-center rounded-md text-2xl hover:bg-slate-100"
              aria-label={labels.close}
            >
              <CloseIcon aria-hidden />
            </Dialog.Close>
          </div>
          <nav
            className="flex-1 overflow-y-auto p-2"
            aria-label={labels.menu}
            // close once a link is followed
            onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}
          >
            <details className="group" open>
              <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-3 font-semibold hover:bg-slate-50">
                {shop.label}{' '}
                <ChevronDownIcon
                  className="transition-transform group-open:rotate-180"
                  aria-hidden
                />
              </summary>
              <ul className="pb-2 pl-3">
                {shop.columns.map((column) => (
                  <li key={column.category.href}>
                    <ShopLink
                      href={column.category.href}
                      className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-50"
                    >
                      {column.category.label}
                    </ShopLink>
                  </li>
                ))}
                <li>
                  <ShopLink
                    href={shop.href}
                    className="block rounded-md px-3 py-2 text-sm font-semibold text-primary-700 hover:bg-slate-50"
                  >
                    {labels.allProducts}
                  </ShopLink>
                </li>
                {shop.landing ? (
                  <li>
                    <ShopLink
                      href={shop.landing.href}
                      target={shop.landing.newTab ? '_blank' : undefined}
                      className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-50"
                    >
                      {shop.landing.label}
                    </ShopLink>
                  </li>
                ) : null}
              </ul>
            </details>
            {items.map((item) =>
              item.children.length ? (
                <details key={item.href} className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-3 font-semibold hover:bg-slate-50">
                    {item.label}{' '}
                    <ChevronDownIcon
                      className="transition-transform group-open:rotate-180"
                      aria-hidden
                    />
                  </summary>
                  <ul className="pb-2 pl-3">
                    {[{ label: item.label, href: item.href }, ...item.children].map(
                      (child, index) => (
                        <li key={`${child.href}-${index}`}>
                          <ShopLink
                            href={child.href}
                            className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-50"
                          >
                            {child.label}
                          </ShopLink>
                        </li>
                      ),
                    )}
                  </ul>
                </details>
              ) : (
                <ShopLink
                  key={item.href}
                  href={item.href}
                  className="block rounded-md px-3 py-3 font-semibold hover:bg-slate-50"
                >
                  {item.label}
                </ShopLink>
              ),
            )}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
