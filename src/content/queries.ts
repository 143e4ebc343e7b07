import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Config, FooterMenu, HeaderMenu, Page, SiteSetting } from '@/payload-types'

import type { LinkableCollection } from './fields'
import { getPayloadClient } from '@/platform/payload'
import { normalizeRedirectPath } from './collections/redirects'

type DocumentCollection = Exclude<LinkableCollection, 'pages'>
export type RoutedDocument = Config['collections'][DocumentCollection]

const published = { _status: { equals: 'published' } } as const

export const getSiteSettings = cache(async (locale: Locale): Promise<SiteSetting> => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'site-settings', locale, depth: 1 })
})

export const getHeaderMenu = cache(async (locale: Locale): Promise<HeaderMenu> => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'header-menu', locale, depth: 2 })
})

export const getFooterMenu = cache(async (locale: Locale): Promise<FooterMenu> => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'footer-menu', locale, depth: 1 })
})

/** Visitors see published versions; staff previewing (draft mode) see the latest draft. */
function visibility(draft: boolean) {
  return draft ? { draft: true, where: [] } : { draft: false, where: [published] }
}

async function findPage(locale: Locale, where: Where, draft: boolean): Promise<Page | null> {
  const payload = await getPayloadClient()
  const seen = visibility(draft)
  const { docs } = await payload.find({
    collection: 'pages',
    locale,
    depth: 2,
    limit: 1,
    draft: seen.draft,
    where: { and: [where, ...seen.where] },
  })
  return docs[0] ?? null
}

export const findHomePage = cache((locale: Locale, draft = false) =>
  findPage(locale, { isHome: { equals: true } }, draft),
)

/** A page by its nested path in a locale ("shop/13mm-pilot-lights"). */
export const findPageByPath = cache((locale: Locale, path: string, draft = false) =>
  findPage(locale, { path: { equals: path } }, draft),
)

export const findDocumentBySlug = cache(
  async <C extends DocumentCollection>(
    collection: C,
    locale: Locale,
    slug: string,
    draft = false,
  ) => {
    const payload = await getPayloadClient()
    const seen = visibility(draft)
    const { docs } = await payload.find({
      collection,
      locale,
      depth: 2,
      limit: 1,
      draft: seen.draft,
      where: { and: [{ slug: { equals: slug } }, ...seen.where] },
    })
    return (docs[0] ?? null) as Config['collections'][C] | null
  },
)

/** A document by id in a locale (to build its URL in the other language). */
export const findById = cache(
  async (collection: LinkableCollection, id: number, locale: Locale) => {
    const payload = await getPayloadClient()
    return payload.findByID({ collection, id, locale, depth: 0, disableErrors: true })
  },
)

export const listDocuments = cache(
  async <C extends DocumentCollection>(collection: C, locale: Locale, limit = 100) => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection,
      locale,
      depth: 1,
      limit,
      where: published,
      sort: collection === 'articles' ? '-publishedAt' : 'title',
    })
    return docs as Config['collections'][C][]
  },
)

/** A staff or renamed-slug redirect for a public path; its target is populated in the path's locale. */
export const findRedirect = cache(async (publicPath: string, locale: Locale) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'redirects',
    depth: 1,
    locale,
    limit: 1,
    where: { from: { equals: normalizeRedirectPath(publicPath) } },
  })
  return docs[0] ?? null
})
