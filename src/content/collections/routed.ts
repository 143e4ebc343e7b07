import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type Payload,
} from 'payload'

import { type Locale, locales, toLocale } from '@/i18n/locales'
import { internalPathFor } from '@/i18n/routes'
import type { Redirect } from '@/payload-types'

import type { LinkableCollection } from '../fields'
import { documentInternalPath, documentPath, routeOfCollection } from '../links'
import { revalidateInternalPaths, revalidateSiteChrome } from '../revalidate'

/** The admin's Preview button: opens the document's public URL in draft mode (see app/api/preview). */
export function previewUrl(collection: LinkableCollection) {
  return (doc: Record<string, unknown>, { locale }: { locale: string }): string | null => {
    const path = documentPath(toLocale(locale), collection, doc as RoutedDoc)
    return path ? `/api/preview?path=${encodeURIComponent(path)}` : null
  }
}

type RoutedDoc = {
  id: number | string
  slug?: unknown
  path?: unknown
  isHome?: unknown
  _status?: unknown
}

async function docInEveryLocale(
  payload: Payload,
  collection: LinkableCollection,
  id: number | string,
) {
  const result: Partial<Record<Locale, RoutedDoc>> = {}
  for (const locale of locales) {
    result[locale] = (await payload.findByID({
      collection,
      id,
      locale,
      depth: 0,
      overrideAccess: true,
      draft: false,
      disableErrors: true,
    })) as RoutedDoc | undefined
  }
  return result
}

/**
 * After a routed document changes: clear its pages (both locales, old and new
 * slug), its list and the sitemaps; when a published slug changed, leave a
 * redirect from the old URL so shared links keep working.
 */
export function routedAfterChange(collection: LinkableCollection): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, req, context }) => {
    if (context.skipRouteHooks) return doc
    const payload = req.payload
    const current = await docInEveryLocale(payload, collection, doc.id)
    const locale = (req.locale && req.locale !== 'all' ? req.locale : 'en') as Locale
    const paths: (string | null)[] = []
    for (const each of locales) {
      const published = current[each]
      if (published) paths.push(documentInternalPath(each, collection, published))
    }
    if (previousDoc) paths.push(documentInternalPath(locale, collection, previousDoc as RoutedDoc))
    paths.push(`/en/sitemap.xml`, `/es/sitemap.xml`)
    // the type's list page (`/article`, `/products`…) shows this document too
    const routeKey = routeOfCollection[collection]
    const listKey = routeKey === 'product' ? 'products' : routeKey
    if (listKey !== 'page') paths.push(...locales.map((each) => internalPathFor(each, listKey)))
    revalidateInternalPaths(payload, paths)
    if (collection === 'products') revalidateSiteChrome(payload)

    const before = previousDoc as RoutedDoc | undefined
    const after = current[locale]
    if (before && after && before._status === 'published') {
      const oldPath = documentPath(locale, collection, before)
      const newPath = documentPath(locale, collection, after)
      if (oldPath && newPath && oldPath !== newPath) {
        await rememberOldPath(payload, oldPath, collection, doc.id)
      }
    }
    return doc
  }
}

export function routedAfterDelete(collection: LinkableCollection): CollectionAfterDeleteHook {
  return ({ doc, req }) => {
    if (collection === 'products') revalidateSiteChrome(req.payload)
    revalidateInternalPaths(
      req.payload,
      locales.map((locale) => documentInternalPath(locale, collection, doc as RoutedDoc)),
    )
  }
}

async function rememberOldPath(
  payload: Payload,
  from: string,
  collection: LinkableCollection,
  id: number | string,
) {
  const existing = await payload.find({
    collection: 'redirects',
    where: { from: { equals: from } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  // The relation's union type cannot be narrowed from a runtime collection name.
  const data = {
    from,
    permanent: true,
    to: { type: 'internal', reference: { relationTo: collection, value: Number(id) } },
  } as unknown as Omit<Redirect, 'id' | 'createdAt' | 'updatedAt'>
  const first = existing.docs[0]
  if (first) {
    await payload.update({
      collection: 'redirects',
      id: first.id,
      data,
      overrideAccess: true,
      context: { skipRouteHooks: true },
    })
  } else {
    await payload.create({
      collection: 'redirects',
      data,
      overrideAccess: true,
      context: { skipRouteHooks: true },
    })
  }
}

/**
 * A document is published only with its Spanish title (and slug, where slugs
 * are localized): a Spanish page never falls back to English text.
 */
export function requireSpanishToPublish(
  collection: LinkableCollection,
  localizedSlug: boolean,
): CollectionBeforeChangeHook {
  return async ({ data, req, originalDoc }) => {
    if (data._status !== 'published') return data
    let spanish: { title?: unknown; slug?: unknown } = {}
    if (req.locale === 'es') {
      spanish = { title: data.title ?? originalDoc?.title, slug: data.slug ?? originalDoc?.slug }
    } else if (originalDoc?.id) {
      // no `req` here: a Local API call given the request switches its locale for the hooks that follow
      spanish = ((await req.payload.findByID({
        collection,
        id: originalDoc.id,
        locale: 'es',
        depth: 0,
        draft: true,
        overrideAccess: true,
        disableErrors: true,
      })) ?? {}) as typeof spanish
    }
    const missing = [!spanish.title && 'title', localizedSlug && !spanish.slug && 'slug'].filter(
      (field): field is string => !!field,
    )
    if (missing.length) {
      throw new ValidationError({
        collection,
        errors: missing.map((path) => ({
          path,
          message:
            'Add the Spanish title and slug before publishing / Añada el título y el slug en español antes de publicar',
        })),
      })
    }
    return data
  }
}
