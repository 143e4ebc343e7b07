import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Breadcrumbs } from '@/content/document-view'
import { pageMetadata } from '@/content/resolve'
import { isLocale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'
import { getPayloadClient } from '@/platform/payload'
import { SearchIcon } from '@/ui/icons'
import { ShopLink } from '@/ui/shop-link'

import { formatCents } from '../ui/money'
import { createSearch } from './index'

type Params = Promise<{ locale: string }>

/** The most results per group one page shows (the search's own maximum). */
const searchLimit = 50
type SearchParams = Promise<{ q?: string | string[] }>

async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'search' })
  return {
    ...pageMetadata({
      locale,
      title: t('pageTitle'),
      alternates: { en: pathFor('en', 'search'), es: pathFor('es', 'search') },
    }),
    robots: { index: false, follow: true },
  }
}

/** `/search?q=` ↔ `/es/buscar?q=`: every match, parts first (rendered per request: it depends on the query). */
async function Page({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'search' })
  const lists = await getTranslations({ locale, namespace: 'lists' })
  const raw = (await searchParams).q
  const query = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 100) ?? ''
  const results = query
    ? await createSearch(await getPayloadClient()).search({ q: query, locale, limit: searchLimit })
    : null
  const nothing =
    results && results.parts.length + results.families.length + results.content.length === 0

  return (
    <div className="container-page py-10">
      <Breadcrumbs
        label={lists('breadcrumb')}
        crumbs={[
          { label: lists('home'), href: pathFor(locale, 'home') },
          { label: t('pageTitle') },
        ]}
      />
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900">
        {query ? t('resultsFor', { query }) : t('pageTitle')}
      </h1>
      <form
        role="search"
        action={pathFor(locale, 'search')}
        className="mt-6 flex max-w-2xl items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 shadow-sm focus-within:border-secondary-600 focus-within:ring-2 focus-within:ring-secondary-600/30"
      >
        <SearchIcon className="shrink-0 text-xl text-slate-400" aria-hidden />
        <label htmlFor="search-page-q" className="sr-only">
          {t('label')}
        </label>
        <input
          id="search-page-q"
          name="q"
          defaultValue={query}
          placeholder={t('placeholder')}
          className="h-12 flex-1 bg-transparent text-base outline-none"
        />
        <button
          type="submit"
          className="rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800"
        >
          {t('pageTitle')}
        </button>
      </form>

      {!results ? <p className="mt-8 text-slate-600">{t('empty')}</p> : null}
      {nothing ? <p className="mt-8 text-slate-600">{t('noResults', { query })}</p> : null}

      {results && results.parts.length > 0 ? (
        <section aria-labelledby="search-parts" className="mt-10">
          <h2 id="search-parts" className="text-xl font-bold text-slate-900">
            {t('groups.parts')}{' '}
            <span className="text-base font-medium text-slate-500">
              (
              {results.parts.length >= searchLimit
                ? t('partsMore', { count: results.parts.length })
                : t('partsCount', { count: results.parts.length })}
              )
            </span>
          </h2>
          <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {t('pn')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('description')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    {t('packQty')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    {t('listPrice')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {results.parts.map((part) => (
                  <tr key={part.pn} className="hover:bg-slate-50">
                    <td className="px-4 py-3 font-mono font-semibold whitespace-nowrap">
                      {part.href ? (
                        <ShopLink href={part.href} className="text-secondary-700 hover:underline">
                          {part.pn}
                        </ShopLink>
                      ) : (
                        part.pn
                      )}
                    </td>
                    <td className="px-4 py-3 text-slate-700">{part.description}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{part.pkgQty}</td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {formatCents(part.listPriceCents, locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      {results
        ? (
            [
              ['families', results.families],
              ['content', results.content],
            ] as const
          ).map(([group, hits]) =>
            hits.length > 0 ? (
              <section key={group} aria-labelledby={`search-${group}`} className="mt-10">
                <h2 id={`search-${group}`} className="text-xl font-bold text-slate-900">
                  {t(`groups.${group}`)}
                </h2>
                <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                  {hits.map((hit) => (
                    <li key={`${hit.kind}-${hit.id}`}>
                      <ShopLink
                        href={hit.href}
                        className="block h-full rounded-lg border border-slate-200 p-4 hover:border-primary-600 hover:shadow-sm"
                      >
                        <span className="font-semibold text-slate-900">{hit.title}</span>
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
            ) : null,
          )
        : null}
    </div>
  )
}

/** `/search?q=` ↔ `/es/buscar?q=`: metadata (never indexed) and the results page. */
export const searchRoute = { generateMetadata, Page }
