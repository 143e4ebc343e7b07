import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { RenderBlocks } from '@/content/blocks/RenderBlocks'
import { Breadcrumbs } from '@/content/document-view'
import { alternatesOf, loadPage, metadataOrEmpty, pageMetadata } from '@/content/resolve'
import { isLocale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'

type Params = Promise<{ locale: string; slug: string[] }>

/** CMS pages at any nested path; rendered on first request, then cached until the CMS revalidates them. */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return metadataOrEmpty(async () => {
    const { locale, slug } = await params
    if (!isLocale(locale)) notFound()
    const page = await loadPage(locale, slug)
    return pageMetadata({
      locale,
      title: page.meta?.title || page.title,
      description: page.meta?.description,
      alternates: await alternatesOf('pages', page.id),
      image: page.meta?.image,
    })
  })
}

export default async function CmsPage({ params }: { params: Params }) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const page = await loadPage(locale, slug)
  const startsWithHero = page.layout?.[0]?.blockType === 'hero'
  const t = await getTranslations({ locale, namespace: 'lists' })
  return (
    <>
      {startsWithHero ? null : (
        <header className="border-b border-slate-200 bg-slate-50">
          <div className="container-page py-10">
            <Breadcrumbs
              label={t('breadcrumb')}
              crumbs={[{ label: t('home'), href: pathFor(locale, 'home') }, { label: page.title }]}
            />
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900">
              {page.title}
            </h1>
          </div>
        </header>
      )}
      <RenderBlocks blocks={page.layout} locale={locale} />
    </>
  )
}
