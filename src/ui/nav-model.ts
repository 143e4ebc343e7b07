/** Plain, serialisable navigation data the header's client islands receive. */
import type { Locale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'
import { documentPath, resolveLink, type LinkValue } from '@/content/links'
import type { Category, FooterMenu, HeaderMenu, Product } from '@/payload-types'

export type NavLink = { label: string; href: string; newTab?: boolean }
export type NavItem = NavLink & { children: NavLink[] }
export type ShopColumn = { category: NavLink; products: NavLink[] }
export type ShopMenuModel = { label: string; href: string; columns: ShopColumn[] }

function labelOf(link: LinkValue): string | null {
  if (link.label) return link.label
  const value = link.reference?.value
  if (value && typeof value === 'object' && 'title' in value && typeof value.title === 'string')
    return value.title
  return null
}

export function toNavLink(locale: Locale, link: LinkValue | null | undefined): NavLink | null {
  if (!link) return null
  const href = resolveLink(locale, link)
  const label = labelOf(link)
  return href && label ? { label, href, newTab: link.newTab ?? undefined } : null
}

export function shopMenuModel(locale: Locale, menu: HeaderMenu): ShopMenuModel {
  const shop = menu.shopMenu
  const columns: ShopColumn[] = []
  for (const column of shop?.columns ?? []) {
    const category = column.category
    if (!category || typeof category !== 'object') continue
    const categoryHref = documentPath(locale, 'categories', category as Category)
    if (!categoryHref) continue
    const products = (column.products ?? [])
      .filter((product): product is Product => typeof product === 'object' && product !== null)
      .map((product) => ({ label: product.title, href: documentPath(locale, 'products', product) }))
      .filter((link): link is NavLink => !!link.href && !!link.label)
    columns.push({ category: { label: category.title, href: categoryHref }, products })
  }
  return {
    label: shop?.label || 'Shop',
    href: resolveLink(locale, shop?.link as LinkValue) ?? pathFor(locale, 'products'),
    columns,
  }
}

export function menuItemsModel(locale: Locale, menu: HeaderMenu): NavItem[] {
  const items: NavItem[] = []
  for (const item of menu.menuItems ?? []) {
    const link = toNavLink(locale, item.link as LinkValue)
    if (!link) continue
    const children = (item.submenuItems ?? [])
      .map((sub) => toNavLink(locale, sub.link as LinkValue))
      .filter((sub): sub is NavLink => sub !== null)
    items.push({ ...link, children })
  }
  return items
}

export function footerColumnsModel(
  locale: Locale,
  menu: FooterMenu,
): { heading: string; links: NavLink[] }[] {
  return (menu.columns ?? []).map((column) => ({
    heading: column.heading,
    links: (column.links ?? [])
      .map((entry) => toNavLink(locale, entry.link as LinkValue))
      .filter((l): l is NavLink => l !== null),
  }))
}
