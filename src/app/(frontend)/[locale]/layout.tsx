import '@fontsource-variable/inter'
import '../globals.css'

import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteChrome, siteMetadata } from '@/storefront/chrome/site-chrome'
import { isLocale } from '@/i18n/locales'

type Params = Promise<{ locale: string }>

// Pages are rendered on first request and cached (ISR), never frozen from the build machine's database.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  return isLocale(locale) ? siteMetadata(locale) : {}
}

export const viewport: Viewport = { themeColor: '#0f172a', width: 'device-width', initialScale: 1 }

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Params
}) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return (
    <html lang={locale} className="scroll-pt-20 scroll-smooth" data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col bg-white font-sans text-slate-900 antialiased">
        <SiteChrome locale={locale}>{children}</SiteChrome>
      </body>
    </html>
  )
}
