import type { ReactNode } from 'react'

import { ArrowRightIcon, ChevronDownIcon, NamedIcon } from './icons'
import { MenuButton } from './menu-button'
import { NavAnchor } from './nav-anchor'
import type { NavItem, ShopMenuModel } from './nav-types'
import { ShopLink } from './shop-link'

const triggerClass =
  'inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 menu-open:bg-slate-100 menu-open:text-slate-900'

// The panel's box: not displayed until the menu is open, so its links are out of the Tab order and
// the accessibility tree, and neither prefetched nor loading images (a hidden but laid-out panel
// made every page prefetch each family's page); the top padding bridges the gap under the button,
// so the pointer can reach it.
const panelClass = 'hidden absolute top-full left-0 z-50 pt-2 menu-open:block'

function ItemIcon({ item }: { item: NavItem }) {
  return item.icon ? (
    <NamedIcon name={item.icon} className="text-base text-slate-500" data-icon={item.icon} />
  ) : null
}

function Chevron() {
  return <ChevronDownIcon className="transition-transform menu-open:rotate-180" aria-hidden />
}

/**
 * Desktop main menu: the shop mega-menu (categories and families) and dropdowns. Rendered on the
 * server and opened by CSS on hover; `MenuButton` is the only script (click, Enter, Escape).
 */
export function DesktopNav({
  shop,
  items,
  label,
  allProductsLabel,
  newTabHint,
  shopNote,
}: {
  shop: ShopMenuModel
  items: NavItem[]
  label: string
  allProductsLabel: string
  /** Spoken after a link that opens in a new tab. */
  newTabHint: string
  /** The staff's note at the foot of the shop menu (rich text rendered by `src/content`). */
  shopNote?: ReactNode
}) {
  return (
    // From 1280 px: below it the bar, the account and the cart do not fit on one line in Spanish
    // (measured 150 px too wide at 1024), so the menu button serves until then.
    <nav aria-label={label} className="relative hidden xl:block">
      <ul className="flex items-center gap-1">
        <li data-menu="">
          <MenuButton controls="header-menu-shop" className={triggerClass}>
            {shop.label} <Chevron />
          </MenuButton>
          <div id="header-menu-shop" className={panelClass}>
            <div className="w-[min(56rem,calc(100vw-4rem))] rounded-xl border border-slate-200 bg-white p-6 shadow-xl">
              <div className="grid grid-cols-4 gap-6">
                {shop.columns.map((column) => (
                  <div key={column.category.href}>
                    <ShopLink
                      href={column.category.href}
                      className="text-sm font-bold tracking-wide text-slate-900 uppercase hover:text-primary-700"
                    >
                      {column.category.label}
                    </ShopLink>
                    <ul className="mt-3 space-y-2">
                      {column.products.map((product) => (
                        <li key={product.href}>
                          <ShopLink
                            href={product.href}
                            className="text-sm text-slate-600 hover:text-primary-700"
                          >
                            {product.label}
                          </ShopLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
              <div className="mt-6 flex flex-wrap items-center gap-x-8 gap-y-2 border-t border-slate-100 pt-4">
                <ShopLink
                  href={shop.href}
                  className="inline-flex items-center gap-2 text-sm font-semibold text-primary-700 hover:text-primary-800"
                >
                  {allProductsLabel} <ArrowRightIcon aria-hidden />
                </ShopLink>
                {shop.landing ? (
                  <NavAnchor
                    link={shop.landing}
                    newTabHint={newTabHint}
                    className="text-sm font-semibold text-slate-700 hover:text-primary-700"
                  >
                    {shop.landing.label}
                  </NavAnchor>
                ) : null}
              </div>
              {shopNote ? (
                <div
                  data-menu-note=""
                  className="mt-4 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600 [&_a]:font-semibold [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-primary-800 [&_p]:m-0"
                >
                  {shopNote}
                </div>
              ) : null}
            </div>
          </div>
        </li>
        {items.map((item, index) =>
          item.children.length > 0 ? (
            <li key={item.href} data-menu="" className="relative">
              <MenuButton controls={`header-menu-${index}`} className={triggerClass}>
                <ItemIcon item={item} />
                {item.label} <Chevron />
              </MenuButton>
              <div id={`header-menu-${index}`} className={panelClass}>
                <ul className="w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
                  {[item, ...item.children].map((child, childIndex) => (
                    <li key={`${child.href}-${childIndex}`}>
                      <NavAnchor
                        link={child}
                        newTabHint={newTabHint}
                        className={`block rounded-md px-3 py-2 text-sm hover:bg-slate-50 hover:text-primary-700 ${childIndex === 0 ? 'font-semibold text-slate-900' : 'text-slate-600'}`}
                      >
                        {child.label}
                      </NavAnchor>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ) : (
            <li key={item.href}>
              <NavAnchor link={item} newTabHint={newTabHint} className={triggerClass}>
                <ItemIcon item={item} />
                {item.label}
              </NavAnchor>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
