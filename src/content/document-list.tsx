import { getFormatter, getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'
import { ShopLink } from '@/ui/shop-link'

import { otherFileLanguage, type DocumentFiles } from './document-file'
import { Breadcrumbs } from './document-view'
import type { LinkableCollection } from './fields'
import { documentPath } from './links'
import { MediaImage } from './media-image'
import { listDocuments } from './queries'

type DocumentCollection = Exclude<LinkableCollection, 'pages' | 'products'>

const titleKey = {
  articles: 'article',
  categories: 'category',
  industries: 'industry',
  resources: 'resource',
  testimonials: 'testimonial',
  'white-papers': 'whitePaper',
} as const satisfies Record<DocumentCollection, string>

/** The list page of a content type (`/article`, `/es/articulo`, …): cards, newest articles first. */
export async function DocumentList({
  collection,
  locale,
}: {
  collection: Exclude<LinkableCollection, 'pages'>
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'lists' })
  const format = await getFormatter({ locale })
  const docs = await listDocuments(collection, locale, 200)
  const title = collection === 'products' ? t('products') : t(titleKey[collection])
  /** A document whose file is only in the other language says so on its card. */
  const fileLanguageOf = (doc: object) => {
    if (collection !== 'resources' && collection !== 'white-papers') return null
    const other = otherFileLanguage(doc as DocumentFiles<unknown>, locale)
    return other ? t(`fileLanguage.${other}`) : null
  }
  return (
    <>
      <header className="border-b border-slate-200 bg-slate-50">
        <div className="container-page py-10">
          <Breadcrumbs
            label={t('breadcrumb')}
            crumbs={[{ label: t('home'), href: pathFor(locale, 'home') }, { label: title }]}
          />
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900">{title}</h1>
        </div>
      </header>
      <ul className="container-page grid gap-6 py-12 sm:grid-cols-2 lg:grid-cols-3">
        {docs.map((doc) => {
          const href = documentPath(locale, collection, doc)
          if (!href) return null
          const record = doc as {
            heroImage?: Parameters<typeof MediaImage>[0]['media']
            summary?: string | null
            publishedAt?: string | null
          }
          return (
            <li key={doc.id}>
              <ShopLink
                href={href}
                className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition hover:border-primary-300 hover:shadow-md"
              >
                <div className="relative aspect-[16/9] bg-slate-100">
                  <MediaImage
                    media={record.heroImage}
                    locale={locale}
                    fill
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    className="object-cover"
                  />
                </div>
                <div className="flex flex-1 flex-col p-5">
                  {record.publishedAt ? (
                    <p className="text-xs font-medium text-slate-500">
                      {t('publishedOn', {
                        date: format.dateTime(new Date(record.publishedAt), { dateStyle: 'long' }),
                      })}
                    </p>
                  ) : null}
                  <h2 className="mt-1 text-lg font-semibold text-slate-900 group-hover:text-primary-700">
                    {doc.title}
                  </h2>
                  {fileLanguageOf(doc) ? (
                    <p className="text-sm text-slate-600" data-testid="document-language">
                      ({fileLanguageOf(doc)})
                    </p>
                  ) : null}
                  {record.summary ? (
                    <p className="mt-2 line-clamp-3 text-sm text-slate-600">{record.summary}</p>
                  ) : null}
                </div>
              </ShopLink>
            </li>
          )
        })}
      </ul>
    </>
  )
}
