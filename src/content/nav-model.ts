/**
 * CMS menus and settings → the plain navigation data `src/ui` renders (`@/ui/nav-types`).
 * Pure module: the documents come in, serialisable models go out.
 */
import type { Locale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'
import type { Category, FooterMenu, HeaderMenu, Product, SiteSetting } from '@/payload-types'
import type {
  FooterColumn,
  FooterModel,
  HeaderModel,
  NavItem,
  NavLink,
  ShopColumn,
  ShopMenuModel,
} from '@/ui/nav-types'

import { documentPath, resolveLink, type LinkValue } from './links'

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

function shopMenuModel(locale: Locale, menu: HeaderMenu): ShopMenuModel {
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

function menuItemsModel(locale: Locale, menu: HeaderMenu): NavItem[] {
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

function footerColumnsModel(locale: Locale, menu: FooterMenu): FooterColumn[] {
  return (menu.columns ?? []).map((column) => ({
    heading: column.heading,
    links: (column.links ?? [])
      .map((entry) => toNavLink(locale, entry.link as LinkValue))
      .filter((l): l is NavLink => l !== null),
  }))
}

export function headerModel(
  locale: Locale,
  settings: SiteSetting,
  menu: HeaderMenu,
  families: Product[],
): HeaderModel {
  return {
    companyName: settings.companyName,
    phone: settings.contact?.phone || null,
    shop: shopMenuModel(locale, menu),
    items: menuItemsModel(locale, menu),
    searchable: families
      .map((family) => ({
        label: family.title,
        href: documentPath(locale, 'products', family) ?? '',
      }))
      .filter((entry) => entry.href !== ''),
  }
}

export function footerModel(locale: Locale, settings: SiteSetting, menu: FooterMenu): FooterModel {
  const contact = settings.contact
  return {
    companyName: settings.companyName,
    about: menu.about || null,
    contact: {
      phone: contact?.phone || null,
      email: contact?.email || null,
      address: contact?.address || null,
    },
    columns: footerColumnsModel(locale, menu),
    legal: (menu.legalLinks ?? [])
      .map((entry) => toNavLink(locale, entry.link as LinkValue))
      .filter((link): link is NavLink => link !== null),
    social: (settings.socialLinks ?? []).map(({ platform, url }) => ({ platform, url })),
  }
}
