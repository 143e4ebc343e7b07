/**
 * Plain, serialisable data the site chrome renders. `src/content` builds it from the CMS;
 * `src/ui` only reads it, so the chrome never depends on where the data comes from.
 */
import type { IconName } from './icon-names'

export type NavLink = { label: string; href: string; newTab?: boolean }
/** A main-menu entry: its icon (of the shipped set) before the label, and its dropdown's links. */
export type NavItem = NavLink & { icon: IconName | null; children: NavLink[] }
export type ShopColumn = { category: NavLink; products: NavLink[] }
export type ShopMenuModel = {
  label: string
  /** "All products": the whole catalogue. */
  href: string
  /** A page staff linked to the menu (shown beside "All products"), if any. */
  landing: NavLink | null
  columns: ShopColumn[]
}

export type HeaderModel = {
  companyName: string
  phone: string | null
  shop: ShopMenuModel
  items: NavItem[]
  /** Product families the search modal suggests before the buyer types. */
  searchable: NavLink[]
}

export type SocialPlatform = 'linkedin' | 'youtube' | 'facebook' | 'x' | 'instagram'
export type FooterColumn = { heading: string; links: NavLink[] }

export type FooterModel = {
  companyName: string
  about: string | null
  contact: { phone: string | null; email: string | null; address: string | null }
  columns: FooterColumn[]
  legal: NavLink[]
  social: { platform: SocialPlatform; url: string }[]
}
