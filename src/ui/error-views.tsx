'use client'

import { usePathname } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useSyncExternalStore } from 'react'

import { isLocale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'

import { ShopLink } from './shop-link'
import { useErrorReference } from './use-error-reference'

const noSubscription = () => () => {}

function safeDecode(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/** 404: "Page not found: {path}" with the address the visitor asked for. */
export function NotFoundView() {
  const t = useTranslations('errors')
  const rawLocale = useLocale()
  const locale = isLocale(rawLocale) ? rawLocale : 'en'
  const routerPath = usePathname()
  // The router may report the internal (rewritten) path; the address bar has the one the visitor typed.
  const path = useSyncExternalStore(
    noSubscription,
    () => safeDecode(window.location.pathname),
    () => routerPath,
  )
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-black text-primary-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
        {t('notFoundTitle')}
      </h1>
      <p className="mt-3 text-lg break-all text-slate-700" data-testid="not-found-message">
        {t('notFound', { path })}
      </p>
      <p className="mt-2 max-w-xl text-slate-600">{t('notFoundHelp')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ShopLink
          href={pathFor(locale, 'home')}
          className="rounded-md bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800"
        >
          {t('goHome')}
        </ShopLink>
        <ShopLink
          href={pathFor(locale, 'products')}
          className="rounded-md border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('browseProducts')}
        </ShopLink>
      </div>
    </section>
  )
}

export function ServerErrorView({ onRetry }: { onRetry?: () => void }) {
  const t = useTranslations('errors')
  const rawLocale = useLocale()
  const locale = isLocale(rawLocale) ? rawLocale : 'en'
  const reference = useErrorReference()
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-black text-error-600">500</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t('serverError')}</h1>
      <p className="mt-3 max-w-xl text-slate-600">{t('serverErrorHelp')}</p>
      {reference ? (
        <p className="mt-3 text-sm text-slate-500" data-testid="error-reference">
          {t('reference')} <span className="font-mono text-slate-700">{reference}</span>
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="rounded-md bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800"
          >
            {t('tryAgain')}
          </button>
        ) : null}
        <a
          href={pathFor(locale, 'home')}
          className="rounded-md border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('goHome')}
        </a>
      </div>
    </section>
  )
}
