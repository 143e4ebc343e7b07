'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useTranslations } from 'next-intl'
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react'

import { CloseIcon, SearchIcon } from './icons'
import type { NavLink } from './nav-model'
import { useInternalNavigate } from './use-internal-navigate'

/** Folds case and accents so "botón" matches "boton". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * The search modal: opened by its button, `/` or Ctrl/Cmd-K; arrow keys move,
 * Enter opens. It filters product families; part-number search joins it with
 * the catalogue.
 */
export function SearchDialog({ families }: { families: NavLink[] }) {
  const t = useTranslations('search')
  const navigate = useInternalNavigate()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const deferred = useDeferredValue(query)
  const listId = useId()

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
  }, [])

  const results = useMemo(() => {
    const words = fold(deferred).split(/\s+/).filter(Boolean)
    if (words.length === 0) return families.slice(0, 8)
    return families
      .filter((family) => words.every((word) => fold(family.label).includes(word)))
      .slice(0, 12)
  }, [deferred, families])

  const go = (href: string) => {
    setOpen(false)
    navigate(href)
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) {
          setQuery('')
          setActive(0)
        }
      }}
    >
      <Dialog.Trigger
        className="inline-flex h-10 items-center gap-2 rounded-md px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        aria-label={t('title')}
      >
        <SearchIcon className="text-xl" aria-hidden />
        <kbd className="hidden rounded border border-slate-300 px-1.5 text-xs text-slate-500 xl:inline">
          /
        </kbd>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-[10vh] left-1/2 z-50 w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 rounded-xl bg-white shadow-2xl focus:outline-none">
          <Dialog.Title className="sr-only">{t('title')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('hint')}</Dialog.Description>
          <form
            role="search"
            className="flex items-center gap-3 border-b border-slate-200 px-4"
            onSubmit={(event) => {
              event.preventDefault()
              const first = results[active]
              if (first) go(first.href)
            }}
          >
            <SearchIcon className="shrink-0 text-xl text-slate-400" aria-hidden />
            <label htmlFor={`${listId}-input`} className="sr-only">
              {t('label')}
            </label>
            <input
              id={`${listId}-input`}
              autoFocus
              value={query}
              onChange={(event) => {
                setQuery(event.target.value)
                setActive(0)
              }}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown') {
                  event.preventDefault()
                  setActive((i) => Math.min(i + 1, results.length - 1))
                }
                if (event.key === 'ArrowUp') {
                  event.preventDefault()
                  setActive((i) => Math.max(i - 1, 0))
                }
              }}
              placeholder={t('placeholder')}
              role="combobox"
              aria-expanded
              aria-controls={listId}
              aria-activedescendant={results[active] ? `${listId}-${active}` : undefined}
              className="h-14 flex-1 bg-transparent text-base outline-none placeholder:text-slate-400"
            />
            <Dialog.Close
              className="rounded p-1 text-xl text-slate-500 hover:bg-slate-100"
              aria-label={t('close')}
            >
              <CloseIcon aria-hidden />
            </Dialog.Close>
          </form>
          <ul id={listId} role="listbox" className="max-h-[60vh] overflow-y-auto p-2">
            {results.length === 0 ? (
              <li className="px-3 py-6 text-center text-sm text-slate-500">
                {t('noResults', { query })}
              </li>
            ) : (
              results.map((result, index) => (
                <li
                  key={result.href}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                >
                  <button
                    type="button"
                    onMouseEnter={() => setActive(index)}
                    onClick={() => go(result.href)}
                    className={`flex w-full items-center rounded-md px-3 py-2.5 text-left text-sm ${index === active ? 'bg-primary-50 text-primary-800' : 'text-slate-700'}`}
                  >
                    {result.label}
                  </button>
                </li>
              ))
            )}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
