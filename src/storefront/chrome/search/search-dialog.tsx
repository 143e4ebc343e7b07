'use client'

import { useTranslations } from 'next-intl'
import { lazy, Suspense, useEffect, useRef } from 'react'

import { SearchIcon } from '@/ui/icons'
import type { NavLink } from '@/ui/nav-types'
import { useLazyOpen } from '@/ui/use-lazy-open'

// The modal (Radix Dialog, the result list) loads when first opened, fetched ahead as the pointer
// or focus reaches the button, so every page does not carry it.
const loadBody = () => import('./search-dialog-body')
const SearchDialogBody = lazy(() =>
  loadBody().then((module) => ({ default: module.SearchDialogBody })),
)

/** The header's search button, and `/` or Ctrl/Cmd-K anywhere: open the search modal. */
export function SearchDialog({
  families,
  resultsHref,
}: {
  families: NavLink[]
  resultsHref: string
}) {
  const t = useTranslations('search')
  const { open, mounted, setOpen } = useLazyOpen()
  const triggerRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null
      const typing =
        !!target &&
        (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
      if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)) {
        event.preventDefault()
        setOpen(true)
      } else if (event.key === '/' && !typing) {
        event.preventDefault()
        setOpen(true)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [setOpen])

  const preload = () => void loadBody()
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('title')}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
        className="inline-flex h-10 items-center gap-2 rounded-md px-2 text-sm font-medium text-slate-700 sm:px-2.5 hover:bg-slate-100 hover:text-slate-900"
      >
        <SearchIcon className="text-xl" aria-hidden />
        <kbd className="hidden rounded border border-slate-300 px-1.5 text-xs text-slate-500 xl:inline">
          /
        </kbd>
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <SearchDialogBody
            open={open}
            setOpen={setOpen}
            returnFocus={() => triggerRef.current?.focus()}
            families={families}
            resultsHref={resultsHref}
          />
        </Suspense>
      ) : null}
    </>
  )
}
