import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { countryOptions } from '@/account/countries'
import { Breadcrumbs } from '@/content/document-view'
import { pageMetadata } from '@/content/resolve'
import { isLocale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'

import { CartView } from './cart-view'

type Params = Promise<{ locale: string }>

async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'cart' })
  return {
    ...pageMetadata({
      locale,
      title: t('title'),
      alternates: { en: pathFor('en', 'cart'), es: pathFor('es', 'cart') },
    }),
    robots: { index: false, follow: false },
  }
}

/**
 * `/cart` ↔ `/es/carrito`. The page is the same for everyone (cacheable); the lines and the
 * money are the buyer's, filled in the browser from the cart and the quote.
 */
async function Page({ params }: { params: Params }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'cart' })
  const lists = await getTranslations({ locale, namespace: 'lists' })
  return (
    <div className="container-page py-10 print:py-0">
      <div className="print:hidden">
        <Breadcrumbs
          label={lists('breadcrumb')}
          crumbs={[{ label: lists('home'), href: pathFor(locale, 'home') }, { label: t('title') }]}
        />
      </div>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 print:mt-0">
        {t('title')}
      </h1>
      <CartView
        locale={locale}
        productsHref={pathFor(locale, 'products')}
        quickOrderHref={pathFor(locale, 'quickOrder')}
        checkoutHref={pathFor(locale, 'checkout')}
        countries={countryOptions(locale).map(({ code, name }) => ({ code, name }))}
      />
    </div>
  )
}

export const cartRoute = { generateMetadata, Page }
