import 'server-only'

import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Metadata } from 'next'
import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { AccountButton } from '@/account/ui/account-button'
import { AccountOverlays } from '@/account/ui/account-overlays'
import { CartButton } from '@/storefront/chrome/cart/cart-button'
import { SearchDialog } from '@/storefront/chrome/search/search-dialog'
import { ViewerLoad } from '@/storefront/viewer/viewer-load'
import type { Locale } from '@/i18n/locales'
import { accountPath, pathFor } from '@/i18n/routes'
import { ChatWidget } from '@/ui/chat-widget'
import { ClientRuntime } from '@/ui/client-runtime'
import { SiteFooter } from '@/ui/footer'
import { SiteHeader } from '@/ui/header'
import type { FooterModel, HeaderModel } from '@/ui/nav-types'
import { Toaster } from '@/ui/toaster'

import { familiesByCategory } from '@/content/catalog-queries'
import { footerModel, headerModel, shopMenuNote } from '@/content/nav-model'
import { getFooterMenu, getHeaderMenu, getSiteSettings, listDocuments } from '@/content/queries'
import { siteUrl } from '@/content/resolve'
import { siteChromeTag } from '@/content/revalidate'
import { RichText } from '@/content/rich-text'

/**
 * Everything the header shows: settings, the header menu, the catalogue's categories and the
 * families search suggests; and the shop menu's note, kept as rich text for `RichText` to render.
 */
async function readHeaderModel(
  locale: Locale,
): Promise<{ model: HeaderModel; shopNote: SerializedEditorState | null }> {
  const [settings, menu, families, catalogue] = await Promise.all([
    getSiteSettings(locale),
    getHeaderMenu(locale),
    listDocuments('products', locale, 200),
    familiesByCategory(locale),
  ])
  return {
    model: headerModel(locale, settings, menu, families, catalogue),
    shopNote: shopMenuNote(menu),
  }
}

async function readFooterModel(locale: Locale): Promise<FooterModel> {
  const [settings, menu] = await Promise.all([getSiteSettings(locale), getFooterMenu(locale)])
  return footerModel(locale, settings, menu)
}

// Kept across requests (Next's data cache) until a menu, setting or document changes
// (`revalidate.ts`): reading them cost 140–230 ms on every page rendered per request.
// (the key names the cached shape: a new shape must not read an entry of the old one)
const loadHeaderModel = unstable_cache(readHeaderModel, ['site-chrome:header:note'], {
  tags: [siteChromeTag],
})
const loadFooterModel = unstable_cache(readFooterModel, ['site-chrome:footer'], {
  tags: [siteChromeTag],
})

// Header and footer load their own data, so they stream beside the page instead of before it.
async function Header({ locale }: { locale: Locale }) {
  const { model, shopNote } = await loadHeaderModel(locale)
  return (
    <SiteHeader
      locale={locale}
      model={model}
      shopNote={shopNote ? <RichText data={shopNote} locale={locale} className="" /> : null}
      search={<SearchDialog families={model.searchable} resultsHref={pathFor(locale, 'search')} />}
      account={
        <AccountButton
          accountHref={accountPath(locale, 'profile')}
          loginHref={pathFor(locale, 'login')}
        />
      }
      cart={
        <CartButton
          productsHref={pathFor(locale, 'products')}
          cartHref={pathFor(locale, 'cart')}
          quickOrderHref={pathFor(locale, 'quickOrder')}
        />
      }
    />
  )
}

async function Footer({ locale }: { locale: Locale }) {
  return <SiteFooter locale={locale} model={await loadFooterModel(locale)} />
}

/** The title template, description and icon every page of a locale starts from. */
export async function siteMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' })
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('siteName'), template: `%s · ${t('siteName')}` },
    description: t('defaultDescription'),
    icons: { icon: '/icon.svg' },
  }
}

function pick<T extends Record<string, unknown>>(source: T, keys: string[]): Partial<T> {
  return Object.fromEntries(
    keys.filter((key) => key in source).map((key) => [key, source[key]]),
  ) as Partial<T>
}

/** Everything inside `<body>` around a page: skip link, preview banner, header, footer, overlays. */
export async function SiteChrome({ locale, children }: { locale: Locale; children: ReactNode }) {
  const allMessages = await getMessages({ locale })
  // Client islands only need these namespaces; the rest stays on the server.
  const messages = pick(allMessages, [
    'header',
    'search',
    'cart',
    'errors',
    'toast',
    'common',
    'login',
    // the bot check's notes under the sign-in form
    'captcha',
    'quote',
    'favorites',
    // the cart page's "Save cart" dialog
    'savedCarts',
    'shipping',
    // "Replace with X" on cart, saved-cart, favourite and reorder lines (issue 41)
    'replace',
  ])
  const t = await getTranslations({ locale, namespace: 'header' })
  const preview = (await draftMode()).isEnabled
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-slate-900 focus:not-sr-only focus:absolute focus:left-4 focus:top-4"
      >
        {t('skipToContent')}
      </a>
      {preview ? (
        <div
          role="status"
          className="bg-warning-500 px-4 py-1.5 text-center text-sm font-semibold text-slate-900"
        >
          {t('previewing')} {/* a route handler, not a page: a full navigation on purpose */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/api/preview/exit" className="underline">
            {t('exitPreview')}
          </a>
        </div>
      ) : null}
      <ClientRuntime />
      <ViewerLoad />
      <Header locale={locale} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer locale={locale} />
      <Toaster />
      <AccountOverlays />
      <ChatWidget />
    </NextIntlClientProvider>
  )
}
