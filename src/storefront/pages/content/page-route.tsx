import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { isLocale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'
import type { Media } from '@/payload-types'
import { siteOrigin } from '@/platform/site'

import { RenderBlocks } from '@/content/blocks/RenderBlocks'
import { Breadcrumbs } from '@/content/document-view'
import { JsonLd } from '@/content/json-ld'
import { getSiteSettings } from '@/content/queries'
import {
  alternatesOf,
  fixedRouteAlternates,
  loadHomePage,
  loadPage,
  metadataOrEmpty,
  pageMetadata,
} from '@/content/resolve'
import { organization } from '@/content/structured-data'

type HomeParams = Promise<{ locale: string }>
type PageParams = Promise<{ locale: string; slug: string[] }>

async function homeMetadata({ params }: { params: HomeParams }): Promise<Metadata> {
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
  }, params)
}

async function HomePage({ params }: { params: HomeParams }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [page, settings] = await Promise.all([loadHomePage(locale), getSiteSettings(locale)])
  const logo = typeof settings.logo === 'object' ? (settings.logo as Media | null) : null
  const company = organization(
    {
      name: settings.companyName,
      homePath: pathFor(locale, 'home'),
      logoUrl: logo?.url,
      phone: settings.contact?.phone,
      email: settings.contact?.email,
      address: settings.contact?.address,
      profiles: (settings.socialLinks ?? []).map((link) => link.url),
    },
    siteOrigin(),
  )
  return (
    <>
      <JsonLd data={company} />
      {page.layout?.[0]?.blockType !== 'hero' ? <h1 className="sr-only">{page.title}</h1> : null}
      <RenderBlocks blocks={page.layout} locale={locale} />
    </>
  )
}

/** `/` ↔ `/es`: the page marked as home, its blocks only (a hero brings its own h1). */
export const homeRoute = { generateMetadata: homeMetadata, Page: HomePage }

async function cmsPageMetadata({ params }: { params: PageParams }): Promise<Metadata> {
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
  }, params)
}

async function CmsPage({ params }: { params: PageParams }) {
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

/** CMS pages at any nested path (`/about/history`); a page starting with a hero skips the title band. */
export const pageRoute = { generateMetadata: cmsPageMetadata, Page: CmsPage }
