'use client'

import type { ReactNode } from 'react'

import { ChevronDownIcon, NamedIcon } from './icons'
import { NavAnchor } from './nav-anchor'
import type { NavItem, ShopMenuModel } from './nav-types'
import { ShopLink } from './shop-link'
import { SlideOver } from './slide-over'

export type MobileMenuProps = {
  shop: ShopMenuModel
  items: NavItem[]
  labels: { menu: string; close: string; allProducts: string; newTab: string }
  /** The staff's note at the foot of the shop menu (rich text rendered on the server). */
  shopNote?: ReactNode
}

function ItemIcon({ item }: { item: NavItem }) {
  return item.icon ? (
    <NamedIcon
      name={item.icon}
      className="mr-2 inline-block text-slate-500"
      data-icon={item.icon}
    />
  ) : null
}

/**
 * The mobile menu's slide-over (from the left): the shop's categories and the main menu, closed on
 * navigation. `mobile-menu.tsx` (its button) loads it when first opened.
 */
export function MobileMenuPanel({
  open,
  setOpen,
  returnFocus,
  shop,
  items,
  labels,
  shopNote,
}: MobileMenuProps & {
  open: boolean
  setOpen: (open: boolean) => void
  /** Focus back on the menu button once closed. */
  returnFocus: () => void
}) {
  return (
    <SlideOver
      open={open}
      onOpenChange={setOpen}
      title={labels.menu}
      closeLabel={labels.close}
      width="menu"
      returnFocus={returnFocus}
    >
      <nav
        className="flex-1 overflow-y-auto p-2"
        aria-label={labels.menu}
        // close once a link is followed
        onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}
      >
        <details className="group" open>
          <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-3 font-semibold hover:bg-slate-50">
            {shop.label}{' '}
            <ChevronDownIcon className="transition-transform group-open:rotate-180" aria-hidden />
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
                <NavAnchor
                  link={shop.landing}
                  newTabHint={labels.newTab}
                  className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-50"
                >
                  {shop.landing.label}
                </NavAnchor>
              </li>
            ) : null}
          </ul>
          {shopNote ? (
            <div
              data-menu-note=""
              className="mx-3 mb-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 [&_a]:font-semibold [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-2 [&_p]:m-0"
            >
              {shopNote}
            </div>
          ) : null}
        </details>
        {items.map((item) =>
          item.children.length ? (
            <details key={item.href} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-3 font-semibold hover:bg-slate-50">
                <span className="inline-flex items-center">
                  <ItemIcon item={item} />
                  {item.label}
                </span>
                <ChevronDownIcon
                  className="transition-transform group-open:rotate-180"
                  aria-hidden
                />
              </summary>
              <ul className="pb-2 pl-3">
                {[item, ...item.children].map((child, index) => (
                  <li key={`${child.href}-${index}`}>
                    <NavAnchor
                      link={child}
                      newTabHint={labels.newTab}
                      className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-50"
                    >
                      {child.label}
                    </NavAnchor>
                  </li>
                ))}
              </ul>
            </details>
          ) : (
            <NavAnchor
              key={item.href}
              link={item}
              newTabHint={labels.newTab}
              className="flex items-center rounded-md px-3 py-3 font-semibold hover:bg-slate-50"
            >
              <ItemIcon item={item} />
              {item.label}
            </NavAnchor>
          ),
        )}
      </nav>
    </SlideOver>
  )
}
