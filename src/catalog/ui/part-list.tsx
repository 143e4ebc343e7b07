'use client'

/**
 * The family page's part list island. It starts from the first page the server rendered
 * (default sort, list prices only, so the page stays one cached page for everyone), keeps
 * filters, text, sort and page in the URL (history.replaceState, no navigation), asks the
 * cacheable family-parts API for other pages, and fills "Your price" from the price API.
 */
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { JsonLd } from '@/content/json-ld'
import { partItemList } from '@/content/structured-data'
import type { Locale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'

import {
  defaultPartQuery,
  isDefaultPartQuery,
  parsePartQuery,
  partQueryToSearch,
  toggleFilter,
  type PartQuery,
  type PartSort,
} from '../part-list'
import { catalogClient } from '../client'
import type { PartListView } from '../part-list-view'
import { formatCents } from '@/platform/money-format'
import { Pager, urlWith } from './part-list-controls'
import { FacetColumn, FilterSlideOver } from './part-list-filters'
import { PartRows, type PartRowActions } from './part-list-rows'
import { useViewerPrices } from './viewer-prices'

type Props = {
  familySlug: string
  familyTitle: string
  locale: Locale
  /** The shop's origin, for the absolute URLs of the item list. */
  origin: string
  initial: PartListView
  /** Each row's order controls, from the page (catalog knows no cart). */
  rowActions: PartRowActions
}

export function PartList({ familySlug, familyTitle, locale, origin, initial, rowActions }: Props) {
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
        const data = await catalogClient.familyParts(familySlug, search, locale, {
          signal: abort.signal,
        })
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
      // null state: Next then keeps useSearchParams (the language switcher) in step with the URL
      window.history.replaceState(null, '', urlWith(next))
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
  const hrefOf = (pn: string) => pathFor(locale, 'product', [familySlug, pn])

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
        <PartRows
          items={view.items}
          familySlug={familySlug}
          familyTitle={familyTitle}
          hrefOf={hrefOf}
          query={query}
          sortBy={sortBy}
          sortLabel={sortLabel}
          priceOf={priceOf}
          failedFor={failedFor}
          priceProps={priceProps}
          money={money}
          rowActions={rowActions}
        />
      </div>
    )
  }

  return (
    <div
      ref={sectionRef}
      className="mt-6 scroll-mt-24 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8"
    >
      {/* the rows this HTML shows (the first page, default order, list prices never in it) */}
      <JsonLd
        data={partItemList(
          initial.items.map((item) => ({ ...item, href: hrefOf(item.pn) })),
          { name: familyTitle, origin },
        )}
      />
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
          <FilterSlideOver
            facets={view.facets}
            onToggle={toggle}
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            activeCount={active.length}
            total={view.total}
            onClear={clearAll}
          />
        </div>
        <FacetColumn facets={view.facets} onToggle={toggle} />
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
          <Pager page={view.page} pageCount={view.pageCount} goTo={goTo} />
        ) : null}
      </div>
    </div>
  )
}
