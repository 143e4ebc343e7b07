import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'

import { Breadcrumbs } from '@/content/document-view'
import { metadataOrEmpty, pageMetadata, slugFromParams } from '@/content/resolve'
import { isLocale, type Locale } from '@/i18n/locales'
import {
  accountOrderPath,
  accountPath,
  accountSectionOf,
  accountSections,
  pathFor,
  savedCartPath,
  type AccountSection,
} from '@/i18n/routes'
import { readSavedCart } from '@/cart/saved-carts-store'
import { FavoritesList } from '@/cart/ui/favorites-list'
import { SavedCartEditor } from './saved-cart-editor'
import { SavedCartsList } from '@/cart/ui/saved-carts-list'
import { MyOrderDetail, MyOrdersList } from '@/checkout/ui/my-orders-section'
import { getPayloadClient } from '@/platform/payload'
import { ShopLink } from '@/ui/shop-link'

import { loginPath } from '@/account/auth-redirect'
import { countryOptions, regionsFor } from '@/account/countries'
import { arTermKey, customerTypeKey } from '@/account/customer-types'
import { currentViewer } from '@/account/viewer-server'
import type { ViewerSummary } from '@/account/web-user'
import { AddressBook } from '@/account/ui/address-book'
import { ProfileForm } from '@/account/ui/profile-form'
import { SignOutButton } from '@/account/ui/sign-out-button'

type Params = Promise<{ locale: string; slug?: string[] }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

type AccountView = {
  locale: Locale
  section: AccountSection
  savedCartId?: number
  orderNumber?: string
}

async function sectionOf(params: Params): Promise<AccountView> {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  const path = slugFromParams(slug)
  if (path === '') return { locale, section: 'profile' }
  const [first = '', second, ...rest] = path.split('/')
  const section = accountSectionOf(locale, first)
  if (!section) notFound()
  if (second === undefined) return { locale, section }
  if (rest.length > 0) notFound()
  // one order: /my-account/orders/{number}
  if (section === 'orders' && /^AC-\d{6}-[0-9A-Z]{8}$/.test(second))
    return { locale, section, orderNumber: second }
  // one saved cart: /my-account/saved-carts/{id}
  if (section !== 'savedCarts' || !/^[1-9]\d{0,11}$/.test(second)) notFound()
  return { locale, section, savedCartId: Number(second) }
}

function pathOf(view: AccountView, locale: Locale): string {
  if (view.savedCartId) return savedCartPath(locale, view.savedCartId)
  if (view.orderNumber) return accountOrderPath(locale, view.orderNumber)
  return accountPath(locale, view.section)
}

async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return metadataOrEmpty(() => accountMetadata(params), params)
}

async function accountMetadata(params: Params): Promise<Metadata> {
  const view = await sectionOf(params)
  const { locale, section } = view
  const t = await getTranslations({ locale, namespace: 'account' })
  const pathIn = (each: Locale) => pathOf(view, each)
  return {
    ...pageMetadata({
      locale,
      title: `${view.orderNumber ? `${view.orderNumber} · ` : ''}${t(`sections.${section}`)} · ${t('title')}`,
      alternates: { en: pathIn('en'), es: pathIn('es') },
    }),
    robots: { index: false, follow: false },
  }
}

async function CustomerCard({
  locale,
  customer,
}: {
  locale: Locale
  customer: ViewerSummary['customer']
}) {
  const t = await getTranslations({ locale, namespace: 'account.profile' })
  // staff store language-neutral codes; the buyer reads them in the page's language
  const typeKey = customerTypeKey(customer?.custType)
  const termKey = arTermKey(customer?.paymentTerm)
  return (
    <aside className="self-start rounded-lg border border-slate-200 bg-slate-50 p-5 text-sm">
      <h3 className="font-semibold text-slate-900">{t('customer')}</h3>
      {customer ? (
        <dl className="mt-3 space-y-2 text-slate-700">
          <div>
            <dt className="sr-only">{t('customer')}</dt>
            <dd className="font-medium text-slate-900">{customer.name}</dd>
          </div>
          {typeKey ? (
            <div className="flex justify-between gap-4">
              <dt className="text-slate-500">{t('type')}</dt>
              <dd className="text-right" data-testid="customer-type">
                {t(`customerTypes.${typeKey}`)}
              </dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4">
            <dt className="text-slate-500">{t('terms')}</dt>
            <dd className="text-right" data-testid="payment-terms">
              {termKey
                ? t(`paymentTerms.${termKey}`)
                : customer.approvedForTerms
                  ? t('approvedTerms')
                  : t('cardOnly')}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-2 text-slate-600">{t('customerNone')}</p>
      )}
    </aside>
  )
}

/** The account area: validated against the session on every request (never cached). */
async function Page({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const view = await sectionOf(params)
  const { locale, section, savedCartId, orderNumber } = view
  setRequestLocale(locale)
  const viewer = await currentViewer()
  if (!viewer) {
    redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(pathOf(view, locale))}`)
  }
  // another buyer's saved cart (or none) is a 404 page, as its API answers (business rules §10)
  if (
    savedCartId &&
    !(await readSavedCart(await getPayloadClient(), viewer.user.id, savedCartId))
  ) {
    notFound()
  }
  const justPlaced = (await searchParams).placed === '1'
  const t = await getTranslations({ locale, namespace: 'account' })
  const lists = await getTranslations({ locale, namespace: 'lists' })
  const sections = Object.keys(accountSections) as AccountSection[]
  const { summary } = viewer
  // the account area's forms need these texts in the browser; other pages do not carry them
  const allMessages = await getMessages()
  const messages = {
    account: allMessages.account,
    address: allMessages.address,
    cart: allMessages.cart,
    quote: allMessages.quote,
    favorites: allMessages.favorites,
    savedCarts: allMessages.savedCarts,
    orders: allMessages.orders,
  }
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <div className="container-page py-10">
        <div className="print:hidden">
          <Breadcrumbs
            label={lists('breadcrumb')}
            crumbs={[
              { label: lists('home'), href: pathFor(locale, 'home') },
              { label: t('title') },
            ]}
          />
        </div>
        <div className="mt-6 flex flex-wrap items-end justify-between gap-2 print:hidden">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t('title')}</h1>
          <p className="text-sm text-slate-600">{t('signedInAs', { email: summary.email })}</p>
        </div>
        <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-[14rem_minmax(0,1fr)] print:mt-0 print:block">
          <nav aria-label={t('sectionNav')} className="min-w-0 print:hidden">
            {/* phones: every section at once, whole labels (a sideways strip hid some and
                crowded the rest): one to a row below 340 px ("Carritos guardados" needs
                ~130 px), two, then three; from md a column beside the section */}
            <ul
              data-testid="account-sections"
              className="grid grid-cols-1 gap-2 min-[340px]:grid-cols-2 min-[560px]:grid-cols-3 md:block md:space-y-1"
            >
              {sections.map((each) => (
                <li key={each}>
                  <ShopLink
                    href={accountPath(locale, each)}
                    aria-current={each === section ? 'page' : undefined}
                    className={`flex h-full min-h-11 items-center justify-center rounded-md border px-2 py-2 text-center text-sm font-medium md:block md:min-h-0 md:border-0 md:px-3 md:text-left ${each === section ? 'border-primary-200 bg-primary-50 text-primary-800' : 'border-slate-200 text-slate-700 hover:bg-slate-100'}`}
                  >
                    {t(`sections.${each}`)}
                  </ShopLink>
                </li>
              ))}
              <li className="md:border-t md:border-slate-200 md:pt-1">
                <SignOutButton
                  homeHref={pathFor(locale, 'home')}
                  className="flex h-full min-h-11 w-full items-center justify-center rounded-md border border-slate-200 px-2 py-2 text-center text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60 md:block md:min-h-0 md:border-0 md:px-3 md:text-left"
                />
              </li>
            </ul>
          </nav>
          <section aria-labelledby="section-title" className="min-w-0">
            <h2 id="section-title" className="mb-6 text-xl font-bold text-slate-900 print:hidden">
              {t(`sections.${section}`)}
            </h2>
            {section === 'profile' ? (
              <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
                <ProfileForm initial={summary} />
                <CustomerCard locale={locale} customer={summary.customer} />
              </div>
            ) : section === 'addresses' ? (
              <AddressBook
                countries={countryOptions(locale)}
                regions={{
                  US: regionsFor('US') ?? [],
                  CA: regionsFor('CA') ?? [],
                  MX: regionsFor('MX') ?? [],
                }}
              />
            ) : section === 'favorites' ? (
              <FavoritesList />
            ) : section === 'savedCarts' ? (
              savedCartId ? (
                <SavedCartEditor id={savedCartId} />
              ) : (
                <SavedCartsList />
              )
            ) : orderNumber ? (
              <MyOrderDetail
                locale={locale}
                webUserId={viewer.user.id}
                number={orderNumber}
                justPlaced={justPlaced}
              />
            ) : (
              <MyOrdersList locale={locale} webUserId={viewer.user.id} />
            )}
          </section>
        </div>
      </div>
    </NextIntlClientProvider>
  )
}

/** `/my-account/{section}` ↔ `/es/mi-cuenta/{sección}`: metadata (never indexed) and the page. */
export const accountRoute = { generateMetadata, Page }
