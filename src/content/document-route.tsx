import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { isLocale, type Locale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'
import type { Config } from '@/payload-types'

import { DocumentList } from './document-list'
import { DocumentView, type Crumb } from './document-view'
import type { LinkableCollection } from './fields'
import { routeOfCollection } from './links'
import { alternatesOf, loadDocument, metadataOrEmpty, pageMetadata } from './resolve'

type DocumentCollection = Exclude<LinkableCollection, 'pages'>
type Params = Promise<{ locale: string; slug?: string[] }>

const listLabelKey = {
  articles: 'article',
  categories: 'category',
  industries: 'industry',
  products: 'products',
  resources: 'resource',
  testimonials: 'testimonial',
  'white-papers': 'whitePaper',
} as const satisfies Record<DocumentCollection, string>

async function localeOf(params: Params): Promise<{ locale: Locale; slug: string[] }> {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  return { locale, slug: slug ?? [] }
}

/**
 * A detail route for a content type: metadata (canonical, hreflang) and the
 * page, both from the same cached document lookup. `extras` adds what a type
 * shows beyond the shared layout (a category's families, a file download…).
 */
export function documentRoute<C extends DocumentCollection>(
  collection: C,
  extras?: (
    doc: Config['collections'][C],
    locale: Locale,
  ) => Promise<{ children?: ReactNode; aside?: ReactNode; eyebrow?: string }>,
) {
  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    return metadataOrEmpty(() => buildMetadata(params), params)
  }

  async function buildMetadata(params: Params): Promise<Metadata> {
    const { locale, slug } = await localeOf(params)
    if (slug.length === 0) {
      const t = await getTranslations({ locale, namespace: 'lists' })
      const key = routeOfCollection[collection]
      return pageMetadata({
        locale,
        title: t(listLabelKey[collection] as 'article'),
        alternates: { en: pathFor('en', key), es: pathFor('es', key) },
      })
    }
    const doc = await loadDocument(collection, locale, slug)
    const meta = (doc as { meta?: { title?: string | null; description?: string | null } }).meta
    return pageMetadata({
      locale,
      title: meta?.title || doc.title,
      description: meta?.description || (doc as { summary?: string | null }).summary,
      alternates: await alternatesOf(collection, doc.id),
      image: (doc as { heroImage?: Config['collections']['media'] | number | null }).heroImage,
    })
  }

  async function Page({ params }: { params: Params }) {
    const { locale, slug } = await localeOf(params)
    setRequestLocale(locale)
    if (slug.length === 0) return <DocumentList collection={collection} locale={locale} />
    const doc = await loadDocument(collection, locale, slug)
    const t = await getTranslations({ locale, namespace: 'lists' })
    const key: (typeof listLabelKey)[DocumentCollection] = listLabelKey[collection]
    const crumbs: Crumb[] = [{ label: t('home'), href: pathFor(locale, 'home') }]
    if (routeOfCollection[collection] === 'product')
      crumbs.push({ label: t('products'), href: pathFor(locale, 'products') })
    else crumbs.push({ label: t(key) })
    crumbs.push({ label: doc.title })
    const more = extras ? await extras(doc, locale) : {}
    const record = doc as {
      summary?: string | null
      heroImage?: Config['collections']['media'] | number | null
      body?: unknown
    }
    return (
      <DocumentView
        locale={locale}
        crumbs={crumbs}
        breadcrumbLabel={t('breadcrumb')}
        eyebrow={more.eyebrow ?? t(key)}
        title={doc.title}
        summary={record.summary}
        image={record.heroImage}
        body={record.body}
        aside={more.aside}
      >
        {more.children}
      </DocumentView>
    )
  }

  return { generateMetadata, Page }
}
