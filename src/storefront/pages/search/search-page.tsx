import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense, type ReactNode } from 'react'

import { Breadcrumbs } from '@/content/document-view'
import { pageMetadata } from '@/content/resolve'
import { isLocale, type Locale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'
import { crossReferenceSearch } from '@/cross-reference/search-relations'
import { getPayloadClient } from '@/platform/payload'
import { ShopLink } from '@/ui/shop-link'

import { createSearch, maxSearchDepth, maxSearchLimit, type SearchResults } from '@/catalog/search'
import { SearchParts, type SearchPartRow } from './search-parts'
import {
  FindElsewhere,
  HitList,
  ResultsPager,
  SearchForm,
  Suggestions,
  searchHref,
} from '@/catalog/search/ui/search-sections'

type Params = Promise<{ locale: string }>
type SearchParams = Promise<{ q?: string | string[]; page?: string | string[] }>

/** Parts per page: the search's own maximum. */
const pageSize = maxSearchLimit
/** The deepest page the search answers (a buyer refines the query before that). */
const lastPage = Math.floor(maxSearchDepth / pageSize)

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** The query (trimmed, at most 100 characters) and the page (1 to the last; anything else is 1). */
async function readRequest(searchParams: SearchParams): Promise<{ query: string; page: number }> {
  const raw = await searchParams
  const query = first(raw.q)?.trim().slice(0, 100) ?? ''
  const asked = Number(first(raw.page))
  const page = Number.isInteger(asked) && asked >= 1 && asked <= lastPage ? asked : 1
  return { query, page }
}

async function generateMetadata({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'search' })
  const { query, page } = await readRequest(searchParams)
  const title = !query
    ? t('pageTitle')
    : page > 1
      ? t('resultsPage', { query, page })
      : t('resultsFor', { query })
  return {
    ...pageMetadata({
      locale,
      title,
      alternates: { en: pathFor('en', 'search'), es: pathFor('es', 'search') },
    }),
    robots: { index: false, follow: true },
  }
}

function rowsOf(results: SearchResults): SearchPartRow[] {
  // only what the rows show goes to the browser
  return results.parts.map((part) => ({
    pn: part.pn,
    description: part.description,
    familySlug: part.familySlug,
    pkgQty: part.pkgQty,
    listPriceCents: part.listPriceCents,
    href: part.href,
    available: part.available !== false,
    // only what is set: most rows are the part's own
    ...(part.equivalentOf ? { equivalentOf: part.equivalentOf } : {}),
    ...(part.replacedBy ? { replacedBy: part.replacedBy } : {}),
    ...(part.replaces ? { replaces: part.replaces } : {}),
  }))
}

/** The parts of one page: heading with the count or range, rows, pager. */
async function PartsSection({
  locale,
  query,
  page,
  results,
}: {
  locale: Locale
  query: string
  page: number
  results: SearchResults
}) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const from = (page - 1) * pageSize + 1
  const to = from + results.parts.length - 1
  const hasNext = results.moreParts && page < lastPage
  return (
    <section aria-labelledby="search-parts" className="min-w-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="search-parts" className="text-lg font-bold text-slate-900">
          {t('groups.parts')}
        </h2>
        <p className="text-sm text-slate-600" data-testid="search-parts-count">
          {page === 1 && !results.moreParts
            ? t('partsCount', { count: results.parts.length })
            : t('showing', { from, to })}
        </p>
      </div>
      <div className="mt-3">
        <SearchParts parts={rowsOf(results)} query={query} />
      </div>
      {results.moreParts && !hasNext ? (
        <p className="mt-4 text-sm text-slate-600">{t('depthLimit', { count: maxSearchDepth })}</p>
      ) : null}
      <ResultsPager locale={locale} query={query} page={page} hasNext={hasNext} />
    </section>
  )
}

/**
 * `/search?q=` ↔ `/es/buscar?q=` (`&page=n`): parts first, 50 a page, with the viewer's price
 * and an add to cart on each row; product families and content beside them on the first page;
 * a clear "no results" with corrected queries and other ways to find a part. Rendered per
 * request (it depends on the query); the viewer's prices come from the price island.
 */
async function Page({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const { query, page } = await readRequest(searchParams)
  // the header and footer go out at once; the results follow when the search answers
  return (
    <Suspense key={`${query}|${page}`} fallback={<SearchShell locale={locale} query={query} />}>
      <SearchContent locale={locale} query={query} page={page} />
    </Suspense>
  )
}

/** What the page shows while the search runs: the search box and a quiet placeholder. */
async function SearchShell({ locale, query }: { locale: Locale; query: string }) {
  const t = await getTranslations({ locale, namespace: 'search' })
  return (
    <SearchHeader
      locale={locale}
      query={query}
      heading={query ? t('resultsFor', { query }) : t('pageTitle')}
    >
      <div className="container-page py-8 sm:py-10" aria-busy="true">
        <div className="h-6 w-40 animate-pulse rounded bg-slate-100" />
        <div className="mt-4 h-64 animate-pulse rounded-xl bg-slate-50" />
      </div>
    </SearchHeader>
  )
}

async function SearchHeader({
  locale,
  query,
  heading,
  children,
}: {
  locale: Locale
  query: string
  heading: string
  children: ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const lists = await getTranslations({ locale, namespace: 'lists' })
  return (
    <>
      <div className="border-b border-slate-200 bg-slate-50">
        <div className="container-page py-8">
          <Breadcrumbs
            label={lists('breadcrumb')}
            crumbs={[
              { label: lists('home'), href: pathFor(locale, 'home') },
              { label: t('pageTitle') },
            ]}
          />
          <h1 className="mt-4 text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl">
            {heading}
          </h1>
          <SearchForm locale={locale} query={query} />
        </div>
      </div>
      {children}
    </>
  )
}

async function SearchContent({
  locale,
  query,
  page,
}: {
  locale: Locale
  query: string
  page: number
}) {
  const t = await getTranslations({ locale, namespace: 'search' })
  // The database answers without leaving the current task (SQLite reads are synchronous), so
  // without this the page's shell would only go out with the results: let it flush first.
  if (query) await new Promise((resolve) => setImmediate(resolve))
  const payload = await getPayloadClient()
  const results = query
    ? await createSearch(payload, crossReferenceSearch(payload)).search({
        q: query,
        locale,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      })
    : null
  const found = results
    ? results.parts.length + results.families.length + results.content.length > 0
    : false
  const nothing = !!results && !found && page === 1
  const heading = !query
    ? t('pageTitle')
    : nothing
      ? t('noResultsTitle', { query })
      : page > 1
        ? t('resultsPage', { query, page })
        : t('resultsFor', { query })

  let body: ReactNode
  if (!results) {
    body = (
      <>
        <p className="text-slate-600">{t('empty')}</p>
        <FindElsewhere locale={locale} />
      </>
    )
  } else if (nothing) {
    body = (
      <>
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
          <p className="text-lg font-semibold text-slate-900">{t('noResults', { query })}</p>
          <p className="mt-2 text-slate-600">{t('pnTip')}</p>
          <p className="mt-1 text-slate-600">{t('crossReferenceTip')}</p>
          <div className="mt-4 empty:hidden">
            <Suggestions locale={locale} suggestions={results.suggestions} />
          </div>
        </div>
        <FindElsewhere locale={locale} />
      </>
    )
  } else if (!found) {
    // a page past the last part (an old link, or a hand-edited URL)
    body = (
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
        <p className="font-semibold text-slate-900">{t('pageEmpty', { query })}</p>
        <ShopLink
          href={searchHref(locale, query)}
          className="mt-3 inline-block font-semibold text-secondary-700 hover:underline"
        >
          {t('firstPage')}
        </ShopLink>
      </div>
    )
  } else {
    const hasParts = results.parts.length > 0
    const others = results.families.length + results.content.length > 0
    // families and content in a column beside the parts (above and below them on narrower screens)
    const beside = hasParts && others
    // only parts no longer sold (their pns typed exactly): where else to look
    const onlyGone = !others && results.parts.every((part) => part.available === false)
    body = (
      <>
        {results.suggestions.length > 0 ? (
          <div className="mb-6">
            <Suggestions locale={locale} suggestions={results.suggestions} />
          </div>
        ) : null}
        <div
          className={
            beside
              ? 'grid gap-10 xl:grid-cols-[minmax(0,1fr)_17rem] xl:grid-rows-[auto_1fr] xl:gap-x-10 xl:gap-y-8'
              : 'grid gap-10'
          }
        >
          {results.families.length > 0 ? (
            <div className={beside ? 'xl:col-start-2 xl:row-start-1' : ''}>
              <HitList locale={locale} group="families" hits={results.families} wide={!beside} />
            </div>
          ) : null}
          {hasParts ? (
            <div className="min-w-0 xl:col-start-1 xl:row-span-2 xl:row-start-1">
              <PartsSection locale={locale} query={query} page={page} results={results} />
            </div>
          ) : null}
          {results.content.length > 0 ? (
            <div className={beside ? 'self-start xl:col-start-2 xl:row-start-2' : ''}>
              <HitList locale={locale} group="content" hits={results.content} wide={!beside} />
            </div>
          ) : null}
        </div>
        {onlyGone ? <FindElsewhere locale={locale} /> : null}
      </>
    )
  }

  return (
    <SearchHeader locale={locale} query={query} heading={heading}>
      <div className="container-page py-8 sm:py-10">{body}</div>
    </SearchHeader>
  )
}

/** `/search?q=` ↔ `/es/buscar?q=`: metadata (never indexed) and the results page. */
export const searchRoute = { generateMetadata, Page }
