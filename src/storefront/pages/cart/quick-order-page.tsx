import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'

import { Breadcrumbs } from '@/content/document-view'
import { pageMetadata } from '@/content/resolve'
import { isLocale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'

import { QuickOrderForm } from '@/cart/ui/quick-order-form'

type Params = Promise<{ locale: string }>

async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'quickOrder' })
  return pageMetadata({
    locale,
    title: t('title'),
    description: t('intro'),
    alternates: { en: pathFor('en', 'quickOrder'), es: pathFor('es', 'quickOrder') },
  })
}

/** `/quick-order` ↔ `/es/pedido-rapido`: order by part number from a pasted list or a CSV file. */
async function Page({ params }: { params: Params }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'quickOrder' })
  const lists = await getTranslations({ locale, namespace: 'lists' })
  const messages = await getMessages({ locale })
  return (
    <div className="container-page py-10">
      <Breadcrumbs
        label={lists('breadcrumb')}
        crumbs={[{ label: lists('home'), href: pathFor(locale, 'home') }, { label: t('title') }]}
      />
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-600">{t('intro')}</p>
      <NextIntlClientProvider messages={{ quickOrder: messages.quickOrder, cart: messages.cart }}>
        <QuickOrderForm locale={locale} cartHref={pathFor(locale, 'cart')} />
      </NextIntlClientProvider>
    </div>
  )
}

export const quickOrderRoute = { generateMetadata, Page }
