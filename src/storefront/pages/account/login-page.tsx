import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { pageMetadata } from '@/content/resolve'
import { isLocale } from '@/i18n/locales'
import { accountPath, pathFor } from '@/i18n/routes'
import { CheckIcon } from '@/ui/icons'

import { googleConfigured } from '@/account/auth'
import { captchaSettingsFrom } from '@/platform/captcha-settings'
import { LoginPanel } from '@/account/ui/login-panel'

type Params = Promise<{ locale: string }>

async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'login' })
  return {
    ...pageMetadata({
      locale,
      title: t('title'),
      alternates: { en: pathFor('en', 'login'), es: pathFor('es', 'login') },
    }),
    robots: { index: false, follow: true },
  }
}

/** `/login` ↔ `/es/iniciar-sesion`: the sign-in form on a page of its own (the modal shows it anywhere else). */
async function Page({ params }: { params: Params }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'login' })
  const benefits = ['prices', 'orders', 'carts'] as const
  return (
    <div className="bg-slate-50">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 md:py-20">
        <div className="md:pt-6">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {t('pageTitle')}
          </h1>
          <p className="mt-4 max-w-prose text-lg text-slate-600">{t('pageIntro')}</p>
          <ul className="mt-8 space-y-3">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-3 text-slate-700">
                <CheckIcon className="mt-0.5 shrink-0 text-xl text-primary-700" aria-hidden />
                {t(`benefits.${benefit}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 className="text-xl font-bold text-slate-900">{t('title')}</h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">{t('subtitle')}</p>
          <LoginPanel
            google={googleConfigured(process.env)}
            captcha={captchaSettingsFrom(process.env)}
            accountHref={accountPath(locale, 'profile')}
          />
        </div>
      </div>
    </div>
  )
}

/** `/login` ↔ `/es/iniciar-sesion`: metadata (never indexed) and the page. */
export const loginRoute = { generateMetadata, Page }
