'use client'

/**
 * The facets' slide-over below 1024 px, so the filters never push the list down on a phone or
 * tablet; `part-list-filters.tsx` loads it when "Filters" is first pressed.
 */
import { useTranslations } from 'next-intl'

import { SlideOver, SlideOverClose } from '@/ui/slide-over'

import type { FacetView } from '../part-list-view'
import { FacetGroup } from './part-list-controls'

export type FilterPanelProps = {
  facets: FacetView[]
  onToggle: (key: string, value: string) => void
  open: boolean
  onOpenChange: (open: boolean) => void
  activeCount: number
  total: number
  onClear: () => void
}

export function FilterPanel({
  facets,
  onToggle,
  open,
  onOpenChange,
  activeCount,
  total,
  onClear,
  returnFocus,
}: FilterPanelProps & {
  /** Focus back on the "Filters" button once closed. */
  returnFocus: () => void
}) {
  const t = useTranslations('catalog.list')
  return (
    <SlideOver
      open={open}
      onOpenChange={onOpenChange}
      title={t('filters')}
      closeLabel={t('closeFilters')}
      description={t('filtersHelp')}
      showDescription
      width="narrow"
      returnFocus={returnFocus}
    >
      <div className="flex-1 space-y-6 overflow-y-auto px-5 py-4">
        {facets.map((facet) => (
          <FacetGroup key={facet.key} facet={facet} onToggle={onToggle} />
        ))}
      </div>
      <div className="flex shrink-0 items-center gap-3 border-t border-slate-200 bg-slate-50 p-4">
        {activeCount ? (
          <button
            type="button"
            onClick={onClear}
            className="rounded-lg px-3 py-2.5 text-sm font-semibold text-primary-700 hover:bg-slate-100"
          >
            {t('clearFilters')}
          </button>
        ) : null}
        <SlideOverClose className="flex-1 rounded-lg bg-primary-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-primary-800">
          {t('showResults', { total })}
        </SlideOverClose>
      </div>
    </SlideOver>
  )
}
