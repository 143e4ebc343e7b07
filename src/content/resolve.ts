import 'server-only'

import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, permanentRedirect, redirect } from 'next/navigation'

import { locales, type Locale } from '@/i18n/locales'
import { pathFor, type RouteKey } from '@/i18n/routes'
import type { Config, Media, Page } from '@/payload-types'
import { isExternalHref } from '@/ui/navigation'
import { notFoundMetadata } from '@/ui/not-found-view'

import type { LinkableCollection } from './fields'
import { documentPath, resolveLink, routeOfCollection, type LinkValue } from './links'
import { findById, findDocumentBySlug, findHomePage, findPageByPath, findRedirect } from './queries'
import { siteOrigin } from '@/platform/site'

type DocumentCollection = Exclude<LinkableCollection, 'pages'>

/** Route params arrive URL-encoded or not depending on the path taken; slugs are matched decoded and NFC. */
export function slugFromParams(segments: readonly string[] | undefined): string {
  return (segments ?? [])
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
    .join('/')
    .normalize('NFC')
}

/** Staff previewing unpublished changes (Next's draft mode, enabled by /api/preview). */
export async function isPreviewing(): Promise<boolean> {
  return (await draftMode()).isEnabled
}

function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'es' : 'en'
}

/**
 * Nothing at this path: follow a staff redirect (or an old slug's), else 404.
 * `redirect` of an absolute URL makes the browser do a full page load.
 */
async function redirectOrNotFound(publicPath: string): Promise<never> {
  const locale: Locale = publicPath === '/es' || publicPath.startsWith('/es/') ? 'es' : 'en'
  const found = await findRedirect(publicPath, locale)
  if (found) {
    const resolved = resolveLink(locale, found.to as LinkValue)
    // an off-site target goes through a route handler: a cached page cannot redirect off-site
    const target =
      resolved && isExternalHref(resolved) ? `/api/public/redirects/${found.id}` : resolved
    if (target && target !== publicPath) {
      if (found.permanent) permanentRedirect(target)
      redirect(target)
    }
  }
  notFound()
}

/** Loads a published document of a routed collection, redirecting a slug written in the other language. */
export async function loadDocument<C extends DocumentCollection>(
  collection: C,
  locale: Locale,
  segments: readonly string[] | undefined,
): Promise<Config['collections'][C]> {
  const slug = slugFromParams(segments)
  const key = routeOfCollection[collection]
  const doc = await findDocumentBySlug(collection, locale, slug, await isPreviewing())
  if (doc) return doc
  const other = await findDocumentBySlug(collection, otherLocale(locale), slug)
  if (other) {
    const here = await findById(collection, other.id, locale)
    const hereSlug = here && typeof here.slug === 'string' ? here.slug : null
    if (hereSlug) permanentRedirect(pathFor(locale, key, hereSlug))
  }
  return redirectOrNotFound(pathFor(locale, key, slug))
}

/** Loads a published CMS page by nested path (catch-all route). */
export async function loadPage(locale: Locale, segments: readonly string[]): Promise<Page> {
  const path = slugFromParams(segments)
  const page = await findPageByPath(locale, path, await isPreviewing())
  if (page) {
    if (page.isHome) permanentRedirect(pathFor(locale, 'home'))
    return page
  }
  const other = await findPageByPath(otherLocale(locale), path)
  if (other) {
    const here = await findById('pages', other.id, locale)
    const target = here ? documentPath(locale, 'pages', here) : null
    if (target) permanentRedirect(target)
  }
  return redirectOrNotFound(pathFor(locale, 'page', path))
}

export async function loadHomePage(locale: Locale): Promise<Page> {
  const page = await findHomePage(locale, await isPreviewing())
  if (!page) notFound()
  return page
}

/** The document's URL in every locale (for hreflang and the language switcher). */
export async function alternatesOf(
  collection: LinkableCollection,
  id: number,
): Promise<Partial<Record<Locale, string>>> {
  const result: Partial<Record<Locale, string>> = {}
  for (const locale of locales) {
    const doc = await findById(collection, id, locale)
    const path = doc
      ? documentPath(
          locale,
          collection,
          doc as { slug?: unknown; path?: unknown; isHome?: unknown },
        )
      : null
    if (path) result[locale] = path
  }
  return result
}

export function siteUrl(): string {
  return siteOrigin()
}

/** Title, description, canonical and hreflang alternates (en, es, x-default) for a page. */
export function pageMetadata(options: {
  locale: Locale
  title: string
  description?: string | null
  alternates: Partial<Record<Locale, string>>
  image?: Media | number | null
}): Metadata {
  const { locale, title, description, alternates } = options
  const canonical = alternates[locale]
  const languages: Record<string, string> = {}
  for (const each of locales) {
    const path = alternates[each]
    if (path) languages[each] = path
  }
  if (alternates.en) languages['x-default'] = alternates.en
  const image =
    typeof options.image === 'object' && options.image?.url ? options.image.url : undefined
  return {
    title,
    description: description ?? undefined,
    alternates: { canonical, languages },
    openGraph: {
      title,
      description: description ?? undefined,
      locale: locale === 'es' ? 'es_US' : 'en_US',
      images: image ? [image] : undefined,
    },
  }
}

export function fixedRouteAlternates(key: RouteKey): Record<Locale, string> {
  return { en: pathFor('en', key), es: pathFor('es', key) }
}

/**
 * Metadata must not throw notFound()/redirect(): thrown there, Next answers
 * with a bare error shell instead of the localized 404 view. The page itself
 * throws the same navigation error a moment later, with the full layout. Next keeps the page's
 * metadata for that 404, so a page not found gets the 404's title here ("Page Not Found · …"),
 * in the language of the route's `params` (issue 39); a redirect, none.
 */
export async function metadataOrEmpty(
  build: () => Promise<Metadata>,
  params?: Promise<{ locale?: string }>,
): Promise<Metadata> {
  try {
    return await build()
  } catch (error) {
    const digest = (error as { digest?: unknown } | null)?.digest
    if (typeof digest === 'string' && digest.startsWith('NEXT_HTTP_ERROR_FALLBACK'))
      return notFoundMetadata({ params })
    if (typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT')) return {}
    throw error
  }
}
