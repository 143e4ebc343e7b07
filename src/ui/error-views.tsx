'use client'

import { useLocale, useTranslations } from 'next-intl'

import { toLocale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'

import { useErrorReference } from './use-error-reference'

/** 500: what went wrong for the buyer, the reference staff can look up, and a way on. */
export function ServerErrorView({ onRetry }: { onRetry?: () => void }) {
  const t = useTranslations('errors')
  const rawLocale = useLocale()
  const locale = toLocale(rawLocale)
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
