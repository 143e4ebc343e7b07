'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useMemo, useRef, useState } from 'react'

import { CloseIcon, SearchIcon } from '@/ui/icons'
import type { NavLink } from '@/ui/nav-types'
import { useInternalNavigate } from '@/ui/use-internal-navigate'

import * as searchClient from '@/catalog/search/client'
import { toLocale } from '@/i18n/locales'
import { optionsOf, type Option } from '@/catalog/search/search-options'
import { OptionList } from './option-list'

const debounceMs = 200

/**
 * The search modal, loaded when first opened (`search-dialog.tsx` is its button); asks the search
 * API as the buyer types (debounced, stale answers dropped). Enter runs the search (the full
 * results page) unless the buyer moved onto a result with the arrow keys, which Enter then opens;
 * the highlighted result stays in view; closing without going anywhere puts focus back on the
 * search button (`returnFocus`), however the modal was opened.
 */
export function SearchDialogBody({
  open,
  setOpen,
  returnFocus,
  families,
  resultsHref,
}: {
  open: boolean
  setOpen: (open: boolean) => void
  returnFocus: () => void
  families: NavLink[]
  resultsHref: string
}) {
  const t = useTranslations('search')
  const locale = useLocale()
  const navigate = useInternalNavigate()
  const [query, setQuery] = useState('')
  // -1: no result chosen with the keyboard yet
  const [active, setActive] = useState(-1)
  const leaving = useRef(false)
  const [answer, setAnswer] = useState<{ query: string; options: Option[] } | null>(null)
  const [failed, setFailed] = useState(false)
  const listId = useId()
  const trimmed = query.trim()

  useEffect(() => {
    if (!trimmed) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      searchClient
        .search(
          { q: trimmed, locale: toLocale(locale), limit: 8 },
          { signal: controller.signal, retries: 1 },
        )
        .then((results) => {
          setFailed(false)
          setAnswer({
            query: trimmed,
            options: optionsOf(results, (q) => `${resultsHref}?${new URLSearchParams({ q })}`),
          })
          setActive(-1)
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true)
        })
    }, debounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [trimmed, locale, resultsHref])

  const suggested = useMemo<Option[]>(
    () =>
      families.slice(0, 8).map((family) => ({
        key: family.href,
        href: family.href,
        primary: family.label,
        group: 'suggested',
      })),
    [families],
  )
  const options = trimmed ? (answer?.options ?? []) : suggested
  const searching = !!trimmed && answer?.query !== trimmed && !failed

  useEffect(() => {
    if (active < 0) return
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' })
  }, [active, listId])

  const go = (href: string) => {
    leaving.current = true
    setOpen(false)
    navigate(href)
  }
  const showAll = () => go(`${resultsHref}?${new URLSearchParams({ q: trimmed })}`)

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) {
          setQuery('')
          setActive(-1)
          setAnswer(null)
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // back to the search button (also when "/" or Ctrl+K opened it), unless a result was opened
            event.preventDefault()
            if (!leaving.current) returnFocus()
            leaving.current = false
          }}
          className="fixed top-[10vh] left-1/2 z-50 w-[min(42rem,calc(100vw-2rem))] -translate-x-1/2 rounded-xl bg-white shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="sr-only">{t('title')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('hint')}</Dialog.Description>
          <form
            role="search"
            className="flex items-center gap-3 border-b border-slate-200 px-4"
            onSubmit={(event) => {
              event.preventDefault()
              const chosen = active >= 0 ? options[active] : undefined
              if (chosen && !searching) go(chosen.href)
              else if (trimmed) showAll()
            }}
          >
            <SearchIcon className="shrink-0 text-xl text-slate-400" aria-hidden />
            <label htmlFor={`${listId}-input`} className="sr-only">
              {t('label')}
            </label>
            <input
              id={`${listId}-input`}
              autoFocus
              autoComplete="off"
              spellCheck={false}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value)
                setActive(-1)
              }}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown') {
                  event.preventDefault()
                  setActive((i) => Math.min(i + 1, options.length - 1))
                }
                if (event.key === 'ArrowUp') {
                  event.preventDefault()
                  setActive((i) => Math.max(i - 1, 0))
                }
              }}
              placeholder={t('placeholder')}
              role="combobox"
              aria-expanded={options.length > 0}
              aria-autocomplete="list"
              aria-controls={listId}
              aria-activedescendant={
                active >= 0 && options[active] ? `${listId}-${active}` : undefined
              }
              className="h-14 flex-1 bg-transparent text-base outline-none placeholder:text-slate-400"
            />
            <Dialog.Close
              className="rounded p-1 text-xl text-slate-500 hover:bg-slate-100"
              aria-label={t('close')}
            >
              <CloseIcon aria-hidden />
            </Dialog.Close>
          </form>
          <OptionList
            listId={listId}
            options={options}
            active={active}
            onHover={setActive}
            onChoose={(option) => go(option.href)}
            busy={searching}
            status={
              failed ? t('failed') : searching ? t('searching') : t('noResults', { query: trimmed })
            }
          />
          {trimmed ? (
            <div className="border-t border-slate-200 px-4 py-2.5 text-right">
              <button
                type="button"
                onClick={showAll}
                className="text-sm font-semibold text-secondary-700 hover:underline"
              >
                {t('allResults', { query: trimmed })}
              </button>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
