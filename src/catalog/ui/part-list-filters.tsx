'use client'

/**
 * The family part list's facets: a column beside the list on wide screens, a slide-over below
 * 1024 px (`part-list-filter-panel.tsx`), loaded when first opened so the family page does not
 * carry Radix Dialog for buyers who never filter on a small screen.
 */
import { useTranslations } from 'next-intl'
import { lazy, Suspense, useRef } from 'react'

import { useOpened } from '@/ui/use-lazy-open'

import type { FacetView } from '../part-list-view'
import { FacetGroup } from './part-list-controls'
import type { FilterPanelProps } from './part-list-filter-panel'

// fetched ahead when the button is touched, hovered or focused
const loadPanel = () => import('./part-list-filter-panel')
const FilterPanel = lazy(() => loadPanel().then((module) => ({ default: module.FilterPanel })))

/** The facets in the column beside the list (1024 px and wider). */
export function FacetColumn({
  facets,
  onToggle,
}: {
  facets: FacetView[]
  onToggle: (key: string, value: string) => void
}) {
  const t = useTranslations('catalog.list')
  if (!facets.length) return null
  return (
    <div
      role="group"
      aria-label={t('filters')}
      className="mt-4 hidden gap-y-5 border-t border-slate-200 pt-4 lg:grid"
    >
      {facets.map((facet) => (
        <FacetGroup key={facet.key} facet={facet} onToggle={onToggle} />
      ))}
    </div>
  )
}

/** "Filters (2)" and the slide-over it opens (narrower than 1024 px). */
export function FilterSlideOver(props: FilterPanelProps) {
  const t = useTranslations('catalog.list')
  const button = useRef<HTMLButtonElement>(null)
  const opened = useOpened(props.open)
  if (!props.facets.length) return null
  const preload = () => void loadPanel()
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={props.open}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => props.onOpenChange(true)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 lg:hidden"
      >
        {t('filters')}
        {props.activeCount ? ` (${props.activeCount})` : ''}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <FilterPanel {...props} returnFocus={() => button.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  )
}
