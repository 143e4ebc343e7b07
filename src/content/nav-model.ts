/**
 * CMS menus and settings → the plain navigation data `src/ui` renders (`@/ui/nav-types`).
 * Pure module: the documents come in, serialisable models go out.
 */
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

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
import { iconSetNames, type IconName } from '@/ui/icon-names'

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

/** The catalogue as the products index shows it: categories in their order, each with its families. */
export type CatalogueGroup = { category: Category; families: Product[] }

/**
 * Every category (in the order given) with the families it shows: accessory families only where
 * the category shows accessories in the shop. A category whose families are all hidden, or that
 * has none yet, stays: the shop menu links it, so "All products" lists it too (issue 39).
 */
export function catalogueGroups(
  categories: readonly Category[],
  families: readonly Product[],
): CatalogueGroup[] {
  return categories.map((category) => ({
    category,
    families: families.filter((family) => {
      const id = typeof family.category === 'object' ? family.category?.id : family.category
      return id === category.id && (!family.isAccessory || category.showAccessoriesInShop)
    }),
  }))
}

/** Families a column lists for a category staff did not give a column of its own. */
const FAMILIES_PER_ADDED_COLUMN = 5

function familyLinks(locale: Locale, families: readonly (Product | number)[]): NavLink[] {
  return families
    .filter((product): product is Product => typeof product === 'object' && product !== null)
    .map((product) => ({ label: product.title, href: documentPath(locale, 'products', product) }))
    .filter((link): link is NavLink => !!link.href && !!link.label)
}

/**
 * The shop mega-menu: the staff's columns first, in their order and with the families they
 * chose, then every other category of the catalogue (so a category added later, or one staff
 * left out, is still reachable). "All products" is always the whole catalogue; a page staff
 * link to the menu shows beside it.
 */
function shopMenuModel(
  locale: Locale,
  menu: HeaderMenu,
  catalogue: readonly CatalogueGroup[],
): ShopMenuModel {
  const shop = menu.shopMenu
  const columns: ShopColumn[] = []
  const seen = new Set<number>()
  for (const column of shop?.columns ?? []) {
    const category = column.category
    if (!category || typeof category !== 'object' || seen.has(category.id)) continue
    const categoryHref = documentPath(locale, 'categories', category as Category)
    if (!categoryHref) continue
    seen.add(category.id)
    columns.push({
      category: { label: category.title, href: categoryHref },
      products: familyLinks(locale, column.products ?? []),
    })
  }
  for (const { category, families } of catalogue) {
    const categoryHref = documentPath(locale, 'categories', category)
    if (seen.has(category.id) || !categoryHref) continue
    seen.add(category.id)
    columns.push({
      category: { label: category.title, href: categoryHref },
      products: familyLinks(locale, families.slice(0, FAMILIES_PER_ADDED_COLUMN)),
    })
  }
  const allProducts = pathFor(locale, 'products')
  const landing = toNavLink(locale, shop?.link as LinkValue)
  return {
    label: shop?.label || 'Shop',
    href: allProducts,
    landing: landing && landing.href !== allProducts ? landing : null,
    columns,
  }
}

/** A name of the shipped icon set, or null (a name stored before the field was a choice draws nothing). */
function iconOf(name: string | null | undefined): IconName | null {
  return (iconSetNames as readonly string[]).includes(name ?? '') ? (name as IconName) : null
}

function menuItemsModel(locale: Locale, menu: HeaderMenu): NavItem[] {
  const items: NavItem[] = []
  for (const item of menu.menuItems ?? []) {
    const link = toNavLink(locale, item.link as LinkValue)
    if (!link) continue
    const children = (item.submenuItems ?? [])
      .map((sub) => toNavLink(locale, sub.link as LinkValue))
      .filter((sub): sub is NavLink => sub !== null)
    items.push({ ...link, icon: iconOf(item.icon), children })
  }
  return items
}

type LexicalNode = { text?: unknown; type?: unknown; children?: LexicalNode[] }

function hasContent(node: LexicalNode): boolean {
  if (typeof node.text === 'string' && node.text.trim() !== '') return true
  // an upload or other block without text still shows something
  if (
    node.type !== undefined &&
    !['root', 'paragraph', 'text', 'linebreak'].includes(String(node.type)) &&
    !node.children
  )
    return true
  return (node.children ?? []).some(hasContent)
}

/**
 * The note at the foot of the shop menu, or null when staff left it empty (the editor keeps an
 * empty paragraph once touched, which would draw an empty band).
 */
export function shopMenuNote(menu: HeaderMenu): SerializedEditorState | null {
  const note = menu.shopMenu?.note as SerializedEditorState | null | undefined
  return note?.root && hasContent(note.root as LexicalNode) ? note : null
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
  catalogue: readonly CatalogueGroup[],
): HeaderModel {
  return {
    companyName: settings.companyName,
    phone: settings.contact?.phone || null,
    shop: shopMenuModel(locale, menu, catalogue),
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
