'use client'

/**
 * The family page's part list island. It starts from the first page the server rendered
 * (default sort, list prices only, so the page stays one cached page for everyone), keeps
 * filters, text, sort and page in the URL (history.replaceState, no navigation), asks the
 * cacheable family-parts API for other pages, and fills "Your price" from the price API.
 */
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { apiFetch } from '@/platform/client-fetch'
import { ShopLink } from '@/ui/shop-link'

import {
  ATTRIBUTE_PARAM_PREFIX,
  defaultPartQuery,
  isDefaultPartQuery,
  parsePartQuery,
  partQueryToSearch,
  toggleFilter,
  type PartQuery,
  type PartSort,
} from '../part-list'
import type { FacetView, PartListView } from '../part-list-view'
import { formatCents } from './money'
import { useViewerPrices, type PriceState } from './viewer-prices'

type Props = {
  familySlug: string
  familyTitle: string
  locale: string
  initial: PartListView
}

const ownParam = (name: string) =>
  name === 'q' || name === 'sort' || name === 'page' || name.startsWith(ATTRIBUTE_PARAM_PREFIX)

/** The page's URL with this query (other parameters and the hash kept). */
function urlWith(query: PartQuery): string {
  const url = new URL(window.location.href)
  for (const name of [...url.searchParams.keys()]) if (ownParam(name)) url.searchParams.delete(name)
  new URLSearchParams(partQueryToSearch(query)).forEach((value, name) =>
    url.searchParams.append(name, value),
  )
  return `${url.pathname}${url.search}${url.hash}`
}

/** 1 … 4 5 6 … 12: the first, the last, and the pages around the current one. */
function pageList(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1])
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b)
  const result: (number | 'gap')[] = []
  sorted.forEach((p, index) => {
    const before = sorted[index - 1]
    if (before !== undefined && p - before > 1) result.push('gap')
    result.push(p)
  })
  return result
}

function YourPrice({
  state,
  failed,
  locale,
  loadingLabel,
  unavailableLabel,
}: {
  state: PriceState
  failed: boolean
  locale: string
  loadingLabel: string
  unavailableLabel: string
}) {
  if (failed || state === null) {
    return (
      <span className="text-slate-400" title={unavailableLabel}>
        <span aria-hidden>—</span>
        <span className="sr-only">{unavailableLabel}</span>
      </span>
    )
  }
  if (state === undefined) {
    return (
      <span className="inline-flex items-center">
        <span aria-hidden className="inline-block h-4 w-16 animate-pulse rounded bg-slate-200" />
        <span className="sr-only">{loadingLabel}</span>
      </span>
    )
  }
  const better = state.saleCents < state.listCents
  return (
    <span className={`font-semibold ${better ? 'text-primary-700' : 'text-slate-900'}`}>
      {formatCents(state.saleCents, locale)}
    </span>
  )
}

function SortHeader({
  label,
  active,
  direction,
  onSort,
  sortLabel,
  align = 'left',
}: {
  label: string
  active: boolean
  direction: 'ascending' | 'descending'
  onSort: () => void
  sortLabel: string
  align?: 'left' | 'right'
}) {
  return (
    <th
      scope="col"
      aria-sort={active ? direction : undefined}
      className={`px-3 py-2.5 font-semibold whitespace-nowrap ${align === 'right' ? 'text-right' : 'text-left'}`}
    >
      <button
        type="button"
        onClick={onSort}
        title={sortLabel}
        className={`inline-flex items-center gap-1 rounded hover:text-primary-700 ${align === 'right' ? 'flex-row-reverse' : ''}`}
      >
        {label}
        <span aria-hidden className={active ? 'text-primary-700' : 'text-slate-300'}>
          {active && direction === 'descending' ? '▼' : '▲'}
        </span>
      </button>
    </th>
  )
}

function FacetGroup({
  facet,
  onToggle,
}: {
  facet: FacetView
  onToggle: (key: string, value: string) => void
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
        {facet.label}
      </legend>
      <ul className="mt-2 max-h-64 space-y-0.5 overflow-y-auto pr-1">
        {facet.values.map((value) => {
          const disabled = value.count === 0 && !value.selected
          return (
            <li key={value.value}>
              <label
                className={`flex items-center gap-2 rounded px-1 py-0.5 text-sm ${disabled ? 'text-slate-400' : 'cursor-pointer text-slate-800 hover:bg-slate-100'}`}
              >
                <input
                  type="checkbox"
                  className="size-4 rounded border-slate-300 accent-primary-700"
                  checked={value.selected}
                  disabled={disabled}
                  onChange={() => onToggle(facet.key, value.value)}
                />
                <span className="min-w-0 flex-1 truncate" title={value.label}>
                  {value.label}
                </span>
                <span className="text-xs text-slate-500 tabular-nums">{value.count}</span>
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

export function PartList({ familySlug, familyTitle, locale, initial }: Props) {
  const t = useTranslations('catalog.list')
  const ids = useId()
  const sectionRef = useRef<HTMLDivElement>(null)
  const cache = useRef(new Map<string, PartListView>([['', initial]]))
  const controller = useRef<AbortController | null>(null)
  const [query, setQuery] = useState<PartQuery>(defaultPartQuery)
  const [view, setView] = useState<PartListView>(initial)
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle')
  const [text, setText] = useState('')
  const [filtersOpen, setFiltersOpen] = useState(false)

  const load = useCallback(
    async (next: PartQuery) => {
      const search = partQueryToSearch(next)
      controller.current?.abort()
      const hit = cache.current.get(search)
      if (hit) {
        setView(hit)
        setStatus('idle')
        return
      }
      const abort = new AbortController()
      controller.current = abort
      setStatus('loading')
      try {
        const data = await apiFetch<PartListView>(
          `/api/public/families/${encodeURIComponent(familySlug)}/parts?${search ? `${search}&` : ''}locale=${locale}`,
          { signal: abort.signal },
        )
        cache.current.set(search, data)
        if (abort.signal.aborted) return
        setView(data)
        setStatus('idle')
      } catch {
        if (!abort.signal.aborted) setStatus('error')
      }
    },
    [familySlug, locale],
  )

  const apply = useCallback(
    (next: PartQuery, scroll = false) => {
      setQuery(next)
      window.history.replaceState(window.history.state, '', urlWith(next))
      void load(next)
      if (scroll) sectionRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
    },
    [load],
  )

  // A shared or reloaded URL may ask for another page than the one the server rendered.
  useEffect(() => {
    const fromUrl = parsePartQuery(window.location.search)
    if (isDefaultPartQuery(fromUrl)) return
    queueMicrotask(() => {
      setQuery(fromUrl)
      setText(fromUrl.q)
      void load(fromUrl)
    })
  }, [load])

  // The text filter applies when typing pauses.
  useEffect(() => {
    if (text.trim() === query.q) return
    const timer = setTimeout(() => apply({ ...query, q: text.trim(), page: 1 }), 300)
    return () => clearTimeout(timer)
  }, [text, query, apply])

  const { priceOf, failedFor } = useViewerPrices(view.items.map((item) => item.pn))

  const toggle = (key: string, value: string) => apply(toggleFilter(query, key, value))
  const sortBy = (sort: PartSort) => apply({ ...query, sort, page: 1 })
  const goTo = (page: number) => apply({ ...query, page }, true)
  const clearAll = () => {
    setText('')
    apply({ ...query, filters: {}, q: '', page: 1 })
  }

  const active = view.facets.flatMap((facet) =>
    facet.values
      .filter((value) => value.selected)
      .map((value) => ({
        key: facet.key,
        value: value.value,
        label: `${facet.label}: ${value.label}`,
      })),
  )
  const from = view.total === 0 ? 0 : (view.page - 1) * view.pageSize + 1
  const to = Math.min(view.total, view.page * view.pageSize)
  const money = (cents: number) => formatCents(cents, locale)
  const priceProps = {
    locale,
    loadingLabel: t('loadingPrice'),
    unavailableLabel: t('priceUnavailable'),
  }
  const sortLabel = (column: string) => t('sortByColumn', { column })

  let body: ReactNode
  if (status === 'error') {
    body = (
      <div
        role="alert"
        className="rounded-xl border border-error-600/30 bg-error-50 p-6 text-error-700"
      >
        <p className="font-semibold">{t('loadFailed')}</p>
        <button
          type="button"
          onClick={() => void load(query)}
          className="mt-3 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
        >
          {t('retry')}
        </button>
      </div>
    )
  } else if (view.total === 0) {
    body = (
      <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center">
        <p className="font-semibold text-slate-800">{t('none')}</p>
        <button
          type="button"
          onClick={clearAll}
          className="mt-3 text-sm font-semibold text-primary-700 hover:underline"
        >
          {t('clearFilters')}
        </button>
      </div>
    )
  } else {
    body = (
      <div
        aria-busy={status === 'loading'}
        className={status === 'loading' ? 'opacity-60 transition-opacity' : 'transition-opacity'}
      >
        <div className="hidden overflow-x-auto rounded-xl border border-slate-200 md:block">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('caption', { family: familyTitle })}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                <SortHeader
                  label={t('partNumber')}
                  active={query.sort === 'pn'}
                  direction="ascending"
                  onSort={() => sortBy('pn')}
                  sortLabel={sortLabel(t('partNumber'))}
                />
                <th scope="col" className="px-3 py-2.5 font-semibold">
                  {t('description')}
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-semibold whitespace-nowrap">
                  {t('pack')}
                </th>
                <SortHeader
                  label={t('listPrice')}
                  active={query.sort !== 'pn'}
                  direction={query.sort === 'price-desc' ? 'descending' : 'ascending'}
                  onSort={() => sortBy(query.sort === 'price' ? 'price-desc' : 'price')}
                  sortLabel={sortLabel(t('listPrice'))}
                  align="right"
                />
                <th scope="col" className="px-3 py-2.5 text-right font-semibold whitespace-nowrap">
                  {t('yourPrice')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {view.items.map((item) => (
                <tr key={item.pn} className="align-top hover:bg-slate-50">
                  <th scope="row" className="px-3 py-2.5 font-normal whitespace-nowrap">
                    <ShopLink
                      href={item.href}
                      prefetch={false}
                      className="font-semibold tracking-tight text-secondary-700 tabular-nums hover:underline"
                    >
                      {item.pn}
                    </ShopLink>
                  </th>
                  <td className="px-3 py-2.5 text-slate-700">{item.description}</td>
                  <td className="px-3 py-2.5 text-right text-slate-700 tabular-nums">
                    {item.pkgQty}
                  </td>
                  <td className="px-3 py-2.5 text-right whitespace-nowrap text-slate-700 tabular-nums">
                    {money(item.listCents)}
                  </td>
                  <td className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">
                    <YourPrice
                      state={priceOf(item.pn)}
                      failed={failedFor(item.pn)}
                      {...priceProps}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 md:hidden">
          {view.items.map((item) => (
            <li key={item.pn} className="p-4">
              <ShopLink
                href={item.href}
                prefetch={false}
                className="font-semibold tracking-tight text-secondary-700 hover:underline"
              >
                {item.pn}
              </ShopLink>
              <p className="mt-1 text-sm text-slate-700">{item.description}</p>
              <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-slate-500">{t('pack')}</dt>
                  <dd className="tabular-nums">{item.pkgQty}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{t('listPrice')}</dt>
                  <dd className="tabular-nums">{money(item.listCents)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{t('yourPrice')}</dt>
                  <dd className="tabular-nums">
                    <YourPrice
                      state={priceOf(item.pn)}
                      failed={failedFor(item.pn)}
                      {...priceProps}
                    />
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </div>
    )
  }

  return (
    <div
      ref={sectionRef}
      className="mt-6 scroll-mt-24 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8"
    >
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-56">
            <label htmlFor={`${ids}-q`} className="text-sm font-semibold text-slate-700">
              {t('search')}
            </label>
            <input
              id={`${ids}-q`}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('searchPlaceholder')}
              autoComplete="off"
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-secondary-600"
            />
          </div>
          {view.facets.length ? (
            <button
              type="button"
              aria-expanded={filtersOpen}
              aria-controls={`${ids}-facets`}
              onClick={() => setFiltersOpen((open) => !open)}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 md:hidden"
            >
              {filtersOpen ? t('hideFilters') : t('showFilters')}
              {active.length ? ` (${active.length})` : ''}
            </button>
          ) : null}
        </div>
        {view.facets.length ? (
          <div
            id={`${ids}-facets`}
            role="group"
            aria-label={t('filters')}
            className={`${filtersOpen ? 'grid' : 'hidden'} mt-4 gap-x-6 gap-y-5 border-t border-slate-200 pt-4 sm:grid-cols-2 md:grid md:grid-cols-3 lg:grid-cols-1`}
          >
            {view.facets.map((facet) => (
              <FacetGroup key={facet.key} facet={facet} onToggle={toggle} />
            ))}
          </div>
        ) : null}
      </div>

      <div className="mt-6 min-w-0 lg:mt-0">
        {active.length || query.q ? (
          <div className="mb-3 flex flex-wrap items-center gap-2">
            <span className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
              {t('activeFilters')}
            </span>
            {active.map((filter) => (
              <button
                key={`${filter.key}=${filter.value}`}
                type="button"
                onClick={() => toggle(filter.key, filter.value)}
                aria-label={t('removeFilter', { label: filter.label })}
                className="inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 text-sm text-slate-800 ring-1 ring-slate-300 hover:ring-primary-600"
              >
                {filter.label}
                <span aria-hidden className="text-slate-400">
                  ×
                </span>
              </button>
            ))}
            <button
              type="button"
              onClick={clearAll}
              className="text-sm font-semibold text-primary-700 hover:underline"
            >
              {t('clearFilters')}
            </button>
          </div>
        ) : null}

        <div className="flex flex-wrap items-center justify-between gap-3">
          <p aria-live="polite" className="text-sm text-slate-600">
            {status === 'loading' ? t('loading') : t('showing', { from, to, total: view.total })}
          </p>
          <div className="flex items-center gap-2">
            <label htmlFor={`${ids}-sort`} className="text-sm text-slate-600">
              {t('sortBy')}
            </label>
            <select
              id={`${ids}-sort`}
              value={query.sort}
              onChange={(event) => sortBy(event.target.value as PartSort)}
              className="rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-2 text-sm"
            >
              <option value="pn">{t('sortPn')}</option>
              <option value="price">{t('sortPrice')}</option>
              <option value="price-desc">{t('sortPriceDesc')}</option>
            </select>
          </div>
        </div>

        <div className="mt-3">{body}</div>

        {view.pageCount > 1 && status !== 'error' ? (
          <nav
            aria-label={t('pages')}
            className="mt-4 flex flex-wrap items-center justify-center gap-1"
          >
            <button
              type="button"
              disabled={view.page <= 1}
              onClick={() => goTo(view.page - 1)}
              className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:text-slate-300 disabled:hover:bg-transparent"
            >
              ‹ {t('previous')}
            </button>
            {pageList(view.page, view.pageCount).map((entry, index) =>
              entry === 'gap' ? (
                <span key={`gap-${index}`} aria-hidden className="px-1 text-slate-400">
                  …
                </span>
              ) : (
                <button
                  key={entry}
                  type="button"
                  onClick={() => goTo(entry)}
                  aria-label={t('page', { page: entry })}
                  aria-current={entry === view.page ? 'page' : undefined}
                  className={`min-w-9 rounded-lg px-2 py-2 text-sm font-semibold tabular-nums ${entry === view.page ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
                >
                  {entry}
                </button>
              ),
            )}
            <button
              type="button"
              disabled={view.page >= view.pageCount}
              onClick={() => goTo(view.page + 1)}
              className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:text-slate-300 disabled:hover:bg-transparent"
            >
              {t('next')} ›
            </button>
          </nav>
        ) : null}
      </div>
    </div>
  )
}
