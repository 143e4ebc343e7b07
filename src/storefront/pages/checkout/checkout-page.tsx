import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'

import { loginPath } from '@/account/auth-redirect'
import { countryOptions, regionsFor } from '@/account/countries'
import { currentViewer } from '@/account/viewer-server'
import { Breadcrumbs } from '@/content/document-view'
import { pageMetadata } from '@/content/resolve'
import { isLocale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'

import { CheckoutView } from '@/checkout/ui/checkout-view'

type Params = Promise<{ locale: string }>

async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'checkout' })
  return {
    ...pageMetadata({
      locale,
      title: t('title'),
      alternates: { en: pathFor('en', 'checkout'), es: pathFor('es', 'checkout') },
    }),
    robots: { index: false, follow: false },
  }
}

/**
 * `/checkout` ↔ `/es/pago`, for signed-in buyers only: a guest is sent to sign in and comes
 * back here, the guest cart merged into theirs. The lines and money are filled in the browser
 * from the server cart and the quote.
 */
async function Page({ params }: { params: Params }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const viewer = await currentViewer()
  if (!viewer) {
    redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(pathFor(locale, 'checkout'))}`)
  }
  const t = await getTranslations({ locale, namespace: 'checkout' })
  const lists = await getTranslations({ locale, namespace: 'lists' })
  const cart = await getTranslations({ locale, namespace: 'cart' })
  const allMessages = await getMessages()
  const messages = {
    checkout: allMessages.checkout,
    address: allMessages.address,
    cart: allMessages.cart,
    quote: allMessages.quote,
    shipping: allMessages.shipping,
  }
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <div className="container-page py-10">
        <Breadcrumbs
          label={lists('breadcrumb')}
          crumbs={[
            { label: lists('home'), href: pathFor(locale, 'home') },
            { label: cart('title'), href: pathFor(locale, 'cart') },
            { label: t('title') },
          ]}
        />
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="mt-2 text-sm text-slate-600">
          {t('signedInAs', { email: viewer.summary.email })}
        </p>
        <CheckoutView
          locale={locale}
          cartHref={pathFor(locale, 'cart')}
          payment={viewer.summary.customer?.approvedForTerms ? 'terms' : 'card'}
          countries={countryOptions(locale)}
          regions={{
            US: regionsFor('US') ?? [],
            CA: regionsFor('CA') ?? [],
            MX: regionsFor('MX') ?? [],
          }}
        />
      </div>
    </NextIntlClientProvider>
  )
}

export const checkoutRoute = { generateMetadata, Page }
