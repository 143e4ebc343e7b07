'use client'

/**
 * The pieces of the family part list that are not its state: the URL of a query, the page
 * numbers, the "Your price" cell, a sortable column header (its cell styled by the table's
 * `part-table` class) and a facet's checkboxes.
 */
import { useTranslations } from 'next-intl'

import { ATTRIBUTE_PARAM_PREFIX, partQueryToSearch, type PartQuery } from '../part-list'
import type { FacetView } from '../part-list-view'
import { formatCents } from '@/platform/money-format'
import './part-list.css'
import type { PriceState } from './viewer-prices'

const ownParam = (name: string) =>
  name === 'q' || name === 'sort' || name === 'page' || name.startsWith(ATTRIBUTE_PARAM_PREFIX)

/** The page's URL with this query (other parameters and the hash kept). */
export function urlWith(query: PartQuery): string {
  const url = new URL(window.location.href)
  for (const name of [...url.searchParams.keys()]) if (ownParam(name)) url.searchParams.delete(name)
  new URLSearchParams(partQueryToSearch(query)).forEach((value, name) =>
    url.searchParams.append(name, value),
  )
  return `${url.pathname}${url.search}${url.hash}`
}

/** 1 … 4 5 6 … 12: the first, the last, and the pages around the current one. */
export function pageList(page: number, pageCount: number): (number | 'gap')[] {
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

export function YourPrice({
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
    // the grey bar is drawn by part-list.css
    return (
      <span className="price-wait">
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

export function SortHeader({
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
    <th scope="col" aria-sort={active ? direction : undefined}>
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

export function FacetGroup({
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
      {/* each value's label, box, name and count are styled by `facet-values` (part-list.css) */}
      <ul className="facet-values">
        {facet.values.map((value) => (
          <li key={value.value}>
            <label>
              <input
                type="checkbox"
                checked={value.selected}
                disabled={value.count === 0 && !value.selected}
                onChange={() => onToggle(facet.key, value.value)}
              />
              <span title={value.label}>{value.label}</span>
              <span>{value.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

/** Previous, the page numbers (1 … 4 5 6 … 12) and next. */
export function Pager({
  page,
  pageCount,
  goTo,
}: {
  page: number
  pageCount: number
  goTo: (page: number) => void
}) {
  const t = useTranslations('catalog.list')
  return (
    <nav aria-label={t('pages')} className="mt-4 flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => goTo(page - 1)}
        className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:text-slate-300 disabled:hover:bg-transparent"
      >
        ‹ {t('previous')}
      </button>
      {pageList(page, pageCount).map((entry, index) =>
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
            aria-current={entry === page ? 'page' : undefined}
            className={`min-w-9 rounded-lg px-2 py-2 text-sm font-semibold tabular-nums ${entry === page ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            {entry}
          </button>
        ),
      )}
      <button
        type="button"
        disabled={page >= pageCount}
        onClick={() => goTo(page + 1)}
        className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:text-slate-300 disabled:hover:bg-transparent"
      >
        {t('next')} ›
      </button>
    </nav>
  )
}
