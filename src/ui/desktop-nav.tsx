'use client'

import * as NavigationMenu from '@radix-ui/react-navigation-menu'

import { ArrowRightIcon, ChevronDownIcon } from './icons'
import type { NavItem, ShopMenuModel } from './nav-types'
import { ShopLink } from './shop-link'

const triggerClass =
  'group inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100 data-[state=open]:text-slate-900'

/** Desktop main menu: the shop mega-menu (categories and families) and dropdowns, keyboard-operable (Radix). */
export function DesktopNav({
  shop,
  items,
  label,
  allProductsLabel,
}: {
  shop: ShopMenuModel
  items: NavItem[]
  label: string
  allProductsLabel: string
}) {
  return (
    <NavigationMenu.Root
      aria-label={label}
      className="relative hidden lg:block"
      delayDuration={100}
    >
      <NavigationMenu.List className="flex items-center gap-1">
        <NavigationMenu.Item>
          <NavigationMenu.Trigger className={triggerClass}>
            {shop.label}{' '}
            <ChevronDownIcon
              className="transition-transform group-data-[state=open]:rotate-180"
              aria-hidden
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-[min(56rem,calc(100vw-4rem))] rounded-xl border border-slate-200 bg-white p-6 shadow-xl">
            <div className="grid grid-cols-4 gap-6">
              {shop.columns.map((column) => (
                <div key={column.category.href}>
                  <NavigationMenu.Link asChild>
                    <ShopLink
                      href={column.category.href}
                      className="text-sm font-bold tracking-wide text-slate-900 uppercase hover:text-primary-700"
                    >
                      {column.category.label}
                    </ShopLink>
                  </NavigationMenu.Link>
                  <ul className="mt-3 space-y-2">
                    {column.products.map((product) => (
                      <li key={product.href}>
                        <NavigationMenu.Link asChild>
                          <ShopLink
                            href={product.href}
                            className="text-sm text-slate-600 hover:text-primary-700"
                          >
                            {product.label}
                          </ShopLink>
                        </NavigationMenu.Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            <div className="mt-6 flex flex-wrap items-center gap-x-8 gap-y-2 border-t border-slate-100 pt-4">
              <NavigationMenu.Link asChild>
                <ShopLink
                  href={shop.href}
                  className="inline-flex items-center gap-2 text-sm font-semibold text-primary-700 hover:text-primary-800"
                >
                  {allProductsLabel} <ArrowRightIcon aria-hidden />
                </ShopLink>
              </NavigationMenu.Link>
              {shop.landing ? (
                <NavigationMenu.Link asChild>
                  <ShopLink
                    href={shop.landing.href}
                    target={shop.landing.newTab ? '_blank' : undefined}
                    className="text-sm font-semibold text-slate-700 hover:text-primary-700"
                  >
                    {shop.landing.label}
                  </ShopLink>
                </NavigationMenu.Link>
              ) : null}
            </div>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {items.map((item) =>
          item.children.length > 0 ? (
            <NavigationMenu.Item key={item.href} className="relative">
              <NavigationMenu.Trigger className={triggerClass}>
                {item.label}{' '}
                <ChevronDownIcon
                  className="transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
                <ul>
                  {[{ label: item.label, href: item.href }, ...item.children].map(
                    (child, index) => (
                      <li key={`${child.href}-${index}`}>
                        <NavigationMenu.Link asChild>
                          <ShopLink
                            href={child.href}
                            className={`block rounded-md px-3 py-2 text-sm hover:bg-slate-50 hover:text-primary-700 ${index === 0 ? 'font-semibold text-slate-900' : 'text-slate-600'}`}
                          >
                            {child.label}
                          </ShopLink>
                        </NavigationMenu.Link>
                      </li>
                    ),
                  )}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.href}>
              <NavigationMenu.Link asChild>
                <ShopLink href={item.href} className={triggerClass}>
                  {item.label}
                </ShopLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
