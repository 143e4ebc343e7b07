/**
 * Where a CMS document lives: collection → route of the route table, and the
 * document's slug in a locale → its URL. Pure module.
 */
import type { Locale } from '@/i18n/locales'
import { internalPathFor, pathFor, type RouteKey } from '@/i18n/routes'

import type { LinkableCollection } from './fields'

export const routeOfCollection: Record<LinkableCollection, RouteKey> = {
  pages: 'page',
  articles: 'article',
  categories: 'category',
  industries: 'industry',
  products: 'product',
  resources: 'resource',
  testimonials: 'testimonial',
  'white-papers': 'whitePaper',
}

/** The slug that goes into the URL: a page's full nested path, else its own slug. */
export function routedSlug(
  collection: LinkableCollection,
  doc: { slug?: unknown; path?: unknown },
): string | null {
  const value = collection === 'pages' ? doc.path : doc.slug
  return typeof value === 'string' && value !== '' ? value : null
}

/** The home page is a page whose path is the site settings' home; it lives at `/`. */
export function documentPath(
  locale: Locale,
  collection: LinkableCollection,
  doc: { slug?: unknown; path?: unknown; isHome?: unknown },
): string | null {
  if (collection === 'pages' && doc.isHome === true) return pathFor(locale, 'home')
  const slug = routedSlug(collection, doc)
  return slug ? pathFor(locale, routeOfCollection[collection], slug) : null
}

export function documentInternalPath(
  locale: Locale,
  collection: LinkableCollection,
  doc: { slug?: unknown; path?: unknown; isHome?: unknown },
): string | null {
  if (collection === 'pages' && doc.isHome === true) return internalPathFor(locale, 'home')
  const slug = routedSlug(collection, doc)
  return slug ? internalPathFor(locale, routeOfCollection[collection], slug) : null
}

export type LinkValue = {
  type?: 'internal' | 'external' | null
  newTab?: boolean | null
  url?: string | null
  label?: string | null
  reference?: { relationTo: string; value: unknown } | null
}

/** Resolves a link field to an href for the locale; null when its target is missing or unpublished. */
export function resolveLink(locale: Locale, link: LinkValue | null | undefined): string | null {
  if (!link) return null
  if (link.type === 'external') return link.url || null
  const reference = link.reference
  if (!reference || typeof reference.value !== 'object' || reference.value === null) return null
  const collection = reference.relationTo as LinkableCollection
  if (!(collection in routeOfCollection)) return null
  return documentPath(
    locale,
    collection,
    reference.value as { slug?: unknown; path?: unknown; isHome?: unknown },
  )
}
