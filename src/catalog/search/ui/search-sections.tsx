import 'server-only'

import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/content/queries'
import type { Locale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'
import { ArrowRightIcon, MailIcon, PhoneIcon, SearchIcon } from '@/ui/icons'
import { ShopLink } from '@/ui/shop-link'

import type { Hit } from '../index'

/** `/search?q=…` (`&page=n` past the first page) in the locale. */
export function searchHref(locale: Locale, query: string, page = 1): string {
  const params = new URLSearchParams({ q: query })
  if (page > 1) params.set('page', String(page))
  return `${pathFor(locale, 'search')}?${params}`
}

/** The query box at the top of the page: a plain GET form, so it works before any script runs. */
export async function SearchForm({ locale, query }: { locale: Locale; query: string }) {
  const t = await getTranslations({ locale, namespace: 'search' })
  return (
    <form
      role="search"
      action={pathFor(locale, 'search')}
      className="mt-6 flex max-w-2xl items-center gap-2 rounded-lg border border-slate-300 bg-white py-1 pr-1 pl-3 shadow-sm focus-within:border-secondary-600 focus-within:ring-2 focus-within:ring-secondary-600/30"
    >
      <SearchIcon className="shrink-0 text-xl text-slate-400" aria-hidden />
      <label htmlFor="search-page-q" className="sr-only">
        {t('label')}
      </label>
      <input
        id="search-page-q"
        name="q"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        defaultValue={query}
        placeholder={t('placeholder')}
        className="h-11 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-slate-400"
      />
      <button
        type="submit"
        className="h-10 shrink-0 rounded-md bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
      >
        {t('pageTitle')}
      </button>
    </form>
  )
}

/** "Did you mean: push button" — each corrected query a link to its own results. */
export async function Suggestions({
  locale,
  suggestions,
}: {
  locale: Locale
  suggestions: string[]
}) {
  if (suggestions.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'search' })
  return (
    <p className="text-base text-slate-700">
      {t('didYouMean')}:{' '}
      {suggestions.map((suggestion, index) => (
        <span key={suggestion}>
          {index > 0 ? ', ' : null}
          <ShopLink
            href={searchHref(locale, suggestion)}
            prefetch={false}
            className="font-semibold text-secondary-700 underline-offset-2 hover:underline"
          >
            {suggestion}
          </ShopLink>
        </span>
      ))}
    </p>
  )
}

/** Previous, the pages known to exist (1 … this one, and the next when more parts follow), next. */
export async function ResultsPager({
  locale,
  query,
  page,
  hasNext,
}: {
  locale: Locale
  query: string
  page: number
  hasNext: boolean
}) {
  if (page <= 1 && !hasNext) return null
  const t = await getTranslations({ locale, namespace: 'search' })
  const last = hasNext ? page + 1 : page
  const step =
    'inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100'
  return (
    <nav
      aria-label={t('pages')}
      className="mt-6 flex flex-wrap items-center justify-center gap-1 border-t border-slate-200 pt-6"
    >
      {page > 1 ? (
        <ShopLink href={searchHref(locale, query, page - 1)} rel="prev" className={step}>
          ‹ {t('previous')}
        </ShopLink>
      ) : null}
      {Array.from({ length: last }, (_, index) => index + 1).map((number) => (
        <ShopLink
          key={number}
          href={searchHref(locale, query, number)}
          prefetch={false}
          aria-label={t('page', { page: number })}
          aria-current={number === page ? 'page' : undefined}
          className={`inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-2 text-sm font-semibold tabular-nums ${number === page ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          {number}
        </ShopLink>
      ))}
      {hasNext ? (
        <ShopLink href={searchHref(locale, query, page + 1)} rel="next" className={step}>
          {t('next')} ›
        </ShopLink>
      ) : null}
    </nav>
  )
}

/** Product families or content found: a list of links (a sidebar beside the parts on wide screens). */
export async function HitList({
  locale,
  group,
  hits,
  wide,
}: {
  locale: Locale
  group: 'families' | 'content'
  hits: Hit[]
  /** No parts beside them: the hits take the page's width. */
  wide: boolean
}) {
  if (hits.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'search' })
  return (
    <section aria-labelledby={`search-${group}`}>
      <h2 id={`search-${group}`} className="text-lg font-bold text-slate-900">
        {t(`groups.${group}`)}
      </h2>
      <ul className={`mt-3 grid gap-2 ${wide ? 'sm:grid-cols-2 lg:grid-cols-3' : ''}`}>
        {hits.map((hit) => (
          <li key={`${hit.kind}-${hit.id}`}>
            <ShopLink
              href={hit.href}
              prefetch={false}
              className="group block h-full rounded-lg border border-slate-200 bg-white p-3 transition-colors hover:border-primary-600"
            >
              <span className="flex items-start justify-between gap-2 font-semibold text-slate-900 group-hover:text-primary-700">
                {hit.title}
                <ArrowRightIcon aria-hidden className="mt-1 shrink-0 text-sm text-slate-400" />
              </span>
              {hit.summary ? (
                <span className="mt-1 line-clamp-2 block text-sm text-slate-600">
                  {hit.summary}
                </span>
              ) : null}
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Where else a buyer finds a part: the catalogue, quick order by part number, the sales team. */
export async function FindElsewhere({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const { contact } = await getSiteSettings(locale)
  const card =
    'group block h-full rounded-xl border border-slate-200 bg-white p-5 transition-colors hover:border-primary-600'
  const links = [
    { href: pathFor(locale, 'products'), title: t('allProducts'), note: t('allProductsNote') },
    { href: pathFor(locale, 'quickOrder'), title: t('quickOrder'), note: t('quickOrderNote') },
  ]
  return (
    <section aria-labelledby="search-elsewhere" className="mt-10">
      <h2 id="search-elsewhere" className="text-lg font-bold text-slate-900">
        {t('elsewhere')}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <ShopLink href={link.href} className={card}>
              <span className="flex items-center justify-between gap-2 font-semibold text-slate-900 group-hover:text-primary-700">
                {link.title}
                <ArrowRightIcon aria-hidden className="shrink-0 text-slate-400" />
              </span>
              <span className="mt-1 block text-sm text-slate-600">{link.note}</span>
            </ShopLink>
          </li>
        ))}
        {contact?.phone || contact?.email ? (
          <li className="rounded-xl border border-slate-200 bg-slate-50 p-5">
            <p className="font-semibold text-slate-900">{t('contact')}</p>
            <p className="mt-1 text-sm text-slate-600">{t('contactNote')}</p>
            <ul className="mt-3 space-y-1.5 text-sm">
              {contact.phone ? (
                <li>
                  <a
                    href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}
                    className="inline-flex items-center gap-2 font-semibold text-primary-700 hover:underline"
                  >
                    <PhoneIcon aria-hidden /> {t('call', { phone: contact.phone })}
                  </a>
                </li>
              ) : null}
              {contact.email ? (
                <li>
                  <a
                    href={`mailto:${contact.email}`}
                    className="inline-flex items-center gap-2 font-semibold break-all text-primary-700 hover:underline"
                  >
                    <MailIcon aria-hidden /> {contact.email}
                  </a>
                </li>
              ) : null}
            </ul>
          </li>
        ) : null}
      </ul>
    </section>
  )
}
