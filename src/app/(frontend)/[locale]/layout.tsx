import '@fontsource-variable/inter'
import '../globals.css'

import type { Metadata, Viewport } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { AccountOverlays } from '@/account/ui/account-overlays'
import { siteUrl } from '@/content/resolve'
import { isLocale } from '@/i18n/locales'
import { ChatWidget } from '@/ui/chat-widget'
import { ClientRuntime } from '@/ui/client-runtime'
import { SiteFooter } from '@/ui/footer'
import { SiteHeader } from '@/ui/header'
import { Toaster } from '@/ui/toaster'

// Pages are rendered on first request and cached (ISR), never frozen from the build machine's database.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>
}): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
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

export const viewport: Viewport = { themeColor: '#0f172a', width: 'device-width', initialScale: 1 }

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const allMessages = await getMessages()
  // Client islands only need these namespaces; the rest stays on the server.
  const messages = pick(allMessages, [
    'header',
    'search',
    'cart',
    'errors',
    'toast',
    'common',
    'login',
  ])
  const t = await getTranslations('header')
  const preview = (await draftMode()).isEnabled
  return (
    <html lang={locale} className="scroll-pt-20 scroll-smooth" data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col bg-white font-sans text-slate-900 antialiased">
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
          <SiteHeader locale={locale} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter locale={locale} />
          <Toaster />
          <AccountOverlays />
          <ChatWidget />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
