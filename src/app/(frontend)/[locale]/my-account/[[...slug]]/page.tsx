import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Breadcrumbs } from '@/content/document-view'
import { metadataOrEmpty, pageMetadata, slugFromParams } from '@/content/resolve'
import { isLocale, type Locale } from '@/i18n/locales'
import {
  accountPath,
  accountSectionOf,
  accountSections,
  pathFor,
  type AccountSection,
} from '@/i18n/routes'
import { ShopLink } from '@/ui/shop-link'

type Params = Promise<{ locale: string; slug?: string[] }>

export function generateStaticParams() {
  return []
}

async function sectionOf(params: Params): Promise<{ locale: Locale; section: AccountSection }> {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  const path = slugFromParams(slug)
  if (path === '') return { locale, section: 'profile' }
  const section = accountSectionOf(locale, path)
  if (!section) notFound()
  return { locale, section }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return metadataOrEmpty(() => accountMetadata(params))
}

async function accountMetadata(params: Params): Promise<Metadata> {
  const { locale, section } = await sectionOf(params)
  const t = await getTranslations({ locale, namespace: 'account' })
  return {
    ...pageMetadata({
      locale,
      title: `${t(`sections.${section}`)} · ${t('title')}`,
      alternates: { en: accountPath('en', section), es: accountPath('es', section) },
    }),
    robots: { index: false, follow: false },
  }
}

/** The account area's shell; the accounts issue protects it and fills each section. */
export default async function MyAccountPage({ params }: { params: Params }) {
  const { locale, section } = await sectionOf(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'account' })
  const lists = await getTranslations({ locale, namespace: 'lists' })
  const sections = Object.keys(accountSections) as AccountSection[]
  return (
    <div className="container-page py-10">
      <Breadcrumbs
        label={lists('breadcrumb')}
        crumbs={[{ label: lists('home'), href: pathFor(locale, 'home') }, { label: t('title') }]}
      />
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900">{t('title')}</h1>
      <div className="mt-8 grid gap-8 md:grid-cols-[14rem_1fr]">
        <nav aria-label={t('sectionNav')}>
          <ul className="space-y-1">
            {sections.map((each) => (
              <li key={each}>
                <ShopLink
                  href={accountPath(locale, each)}
                  aria-current={each === section ? 'page' : undefined}
                  className={`block rounded-md px-3 py-2 text-sm font-medium ${each === section ? 'bg-primary-50 text-primary-800' : 'text-slate-700 hover:bg-slate-100'}`}
                >
                  {t(`sections.${each}`)}
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="section-title" className="rounded-xl border border-slate-200 p-8">
          <h2 id="section-title" className="text-xl font-bold text-slate-900">
            {t(`sections.${section}`)}
          </h2>
          <p className="mt-3 text-slate-600">{t('signInPrompt')}</p>
        </section>
      </div>
    </div>
  )
}
