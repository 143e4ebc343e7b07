import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { familiesByCategory } from '@/content/catalog-queries'
import { Breadcrumbs } from '@/content/document-view'
import { FamilyGrid } from '@/content/family-grid'
import { documentPath } from '@/content/links'
import { fixedRouteAlternates, pageMetadata } from '@/content/resolve'
import { isLocale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'
import { ShopLink } from '@/ui/shop-link'

type Params = Promise<{ locale: string }>

async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const t = await getTranslations({ locale, namespace: 'lists' })
  return pageMetadata({
    locale,
    title: t('products'),
    description: t('productsIntro'),
    alternates: fixedRouteAlternates('products'),
  })
}

async function Page({ params }: { params: Params }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'lists' })
  const groups = await familiesByCategory(locale)
  return (
    <>
      <header className="border-b border-slate-200 bg-slate-50">
        <div className="container-page py-10">
          <Breadcrumbs
            label={t('breadcrumb')}
            crumbs={[{ label: t('home'), href: pathFor(locale, 'home') }, { label: t('products') }]}
          />
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900">
            {t('products')}
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-600">{t('productsIntro')}</p>
          <nav aria-label={t('category')} className="mt-6 flex flex-wrap gap-2">
            {groups.map(({ category }) => (
              <a
                key={category.id}
                href={`#${category.slug}`}
                className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-700 hover:border-primary-400 hover:text-primary-700"
              >
                {category.title}
              </a>
            ))}
          </nav>
        </div>
      </header>
      <div className="container-page space-y-14 py-12">
        {groups.map(({ category, families }) => (
          <section
            key={category.id}
            id={category.slug}
            aria-labelledby={`category-${category.id}`}
            className="scroll-mt-24"
          >
            <div className="flex items-baseline justify-between gap-4 border-b border-slate-200 pb-3">
              <h2 id={`category-${category.id}`} className="text-2xl font-bold text-slate-900">
                {category.title}
              </h2>
              {documentPath(locale, 'categories', category) ? (
                <ShopLink
                  href={documentPath(locale, 'categories', category)!}
                  className="text-sm font-semibold text-primary-700 hover:underline"
                >
                  {t('readMore')}
                </ShopLink>
              ) : null}
            </div>
            {families.length > 0 ? (
              <FamilyGrid families={families} locale={locale} />
            ) : (
              // the shop menu links it, so it is listed here; its products are on its own page
              <p className="mt-4 text-slate-600">{t('categoryOnItsPage')}</p>
            )}
          </section>
        ))}
      </div>
    </>
  )
}

/** `/products` ↔ `/es/productos`: every category the shop menu links, each with its families. */
export const productsIndexRoute = { generateMetadata, Page }
