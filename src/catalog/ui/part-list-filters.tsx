'use client'

/**
 * The family part list's facets: a column beside the list on wide screens, a slide-over
 * (Radix Dialog) below 1024 px so the filters never push the list down on a phone or tablet.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useTranslations } from 'next-intl'

import { CloseIcon } from '@/ui/icons'

import type { FacetView } from '../part-list-view'
import { FacetGroup } from './part-list-controls'

type FacetsProps = {
  facets: FacetView[]
  onToggle: (key: string, value: string) => void
}

/** The facets in the column beside the list (1024 px and wider). */
export function FacetColumn({ facets, onToggle }: FacetsProps) {
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
export function FilterSlideOver({
  facets,
  onToggle,
  open,
  onOpenChange,
  activeCount,
  total,
  onClear,
}: FacetsProps & {
  open: boolean
  onOpenChange: (open: boolean) => void
  activeCount: number
  total: number
  onClear: () => void
}) {
  const t = useTranslations('catalog.list')
  if (!facets.length) return null
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 lg:hidden">
        {t('filters')}
        {activeCount ? ` (${activeCount})` : ''}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(24rem,90vw)] flex-col bg-white shadow-xl focus:outline-none">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-5">
            <Dialog.Title className="text-lg font-bold">{t('filters')}</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-10 w-10 items-center justify-center rounded-md text-2xl hover:bg-slate-100"
              aria-label={t('closeFilters')}
            >
              <CloseIcon aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="px-5 pt-3 text-sm text-slate-600">
            {t('filtersHelp')}
          </Dialog.Description>
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
            <Dialog.Close className="flex-1 rounded-lg bg-primary-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-primary-800">
              {t('showResults', { total })}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
