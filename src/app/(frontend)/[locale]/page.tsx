import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { RenderBlocks } from '@/content/blocks/RenderBlocks'
import {
  fixedRouteAlternates,
  loadHomePage,
  metadataOrEmpty,
  pageMetadata,
} from '@/content/resolve'
import { isLocale } from '@/i18n/locales'

type Params = Promise<{ locale: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return metadataOrEmpty(async () => {
    const { locale } = await params
    if (!isLocale(locale)) notFound()
    const page = await loadHomePage(locale)
    return {
      ...pageMetadata({
        locale,
        title: page.meta?.title || page.title,
        description: page.meta?.description,
        alternates: fixedRouteAlternates('home'),
        image: page.meta?.image,
      }),
      title: { absolute: page.meta?.title || page.title },
    }
  })
}

export default async function HomePage({ params }: { params: Params }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const page = await loadHomePage(locale)
  return (
    <>
      {page.layout?.[0]?.blockType !== 'hero' ? <h1 className="sr-only">{page.title}</h1> : null}
      <RenderBlocks blocks={page.layout} locale={locale} />
    </>
  )
}
