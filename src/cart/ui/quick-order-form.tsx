'use client'

/**
 * Quick order: the buyer pastes `pn quantity` lines (or picks a CSV file), the server reports
 * each line, and the ready ones go into the cart with one click through the same cart store
 * as every "Add to cart". A suggested or candidate part number replaces the typed one in the
 * text, and the lines are checked again; nothing typed is lost.
 */
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { quantityRule } from '@/catalog/quantity'
import type { Locale } from '@/i18n/locales'
import { ApiError } from '@/platform/client-fetch'
import { Button } from '@/ui/form/button'
import { ErrorLine, inputClass } from '@/ui/form/field'
import { toast } from '@/ui/toast-store'

import { quickOrderClient, type QuickOrderAnswer } from '../client'
import { MAX_QUICK_ORDER_LINES } from '../quick-order'
import { cartStore } from './cart-store'
import { lineKey, QuickOrderReport } from './quick-order-report'

/** The text with `pn` in place of what was typed on the given lines. */
function replacePn(text: string, lineNumbers: number[], typed: string, pn: string): string {
  const lines = text.split(/\r\n|\r|\n/)
  for (const number of lineNumbers) {
    const line = lines[number - 1]
    if (line !== undefined) lines[number - 1] = line.replace(typed, pn)
  }
  return lines.join('\n')
}

export function QuickOrderForm({ locale, cartHref }: { locale: Locale; cartHref: string }) {
  const t = useTranslations('quickOrder')
  const id = useId()
  const [text, setText] = useState('')
  const [report, setReport] = useState<QuickOrderAnswer | null>(null)
  const [checking, setChecking] = useState(false)
  const [adding, setAdding] = useState(false)
  // the report whose lines went into the cart: its button stays off until the lines are
  // checked again (a second click added every quantity a second time)
  const [addedFrom, setAddedFrom] = useState<QuickOrderAnswer | null>(null)
  const [error, setError] = useState<string | null>(null)
  // lines the buyer ticked (similar, functional, a successor): only these of them are added
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set())

  const check = async (lines = text) => {
    setError(null)
    if (lines.trim() === '') {
      setError(t('errors.empty'))
      return
    }
    setChecking(true)
    try {
      setReport(await quickOrderClient.check(lines, locale))
      setConfirmed(new Set())
    } catch (failure) {
      const code = failure instanceof ApiError ? (failure.body as { code?: string })?.code : null
      setError(
        code === 'tooManyLines' || code === 'textTooLong'
          ? t('errors.tooManyLines', { max: MAX_QUICK_ORDER_LINES })
          : t('errors.failed'),
      )
    } finally {
      setChecking(false)
    }
  }

  const readFile = async (file: File | undefined) => {
    if (!file) return
    const content = await file.text()
    const count = content.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length
    if (count > MAX_QUICK_ORDER_LINES + 1) {
      setError(t('errors.tooManyLines', { max: MAX_QUICK_ORDER_LINES }))
      return
    }
    setText(content)
    void check(content)
  }

  const choose = (lineNumbers: number[], typed: string, pn: string) => {
    const next = replacePn(text, lineNumbers, typed, pn)
    setText(next)
    void check(next)
  }

  const ready =
    report?.lines.filter(
      (line) => (line.adds?.length ?? 0) > 0 && (!line.confirm || confirmed.has(lineKey(line))),
    ) ?? []
  const confirm = (keys: string[], checked: boolean) => {
    const next = new Set(confirmed)
    for (const key of keys) {
      if (checked) next.add(key)
      else next.delete(key)
    }
    setConfirmed(next)
  }
  const addAll = async () => {
    setAdding(true)
    try {
      const outcome = await cartStore.addMany(
        ready.flatMap((line) =>
          (line.adds ?? []).map((add) => ({
            pn: add.pn,
            quantity: add.quantity,
            rule: quantityRule({ pkgQty: add.pkgQty, family: add.familySlug }),
          })),
        ),
      )
      if (outcome.added.length > 0) {
        setAddedFrom(report)
        toast({
          tone: 'success',
          title: t('added', { count: outcome.added.length }),
          action: { label: t('viewCart'), href: cartHref },
        })
      }
      if (outcome.refused.length > 0) {
        toast({
          tone: 'error',
          title: t('notAdded', { count: outcome.refused.length }),
          description: outcome.refused.map((line) => line.pn).join(', '),
        })
      }
    } finally {
      setAdding(false)
    }
  }

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void check()
          }}
        >
          <label htmlFor={`${id}-lines`} className="block text-sm font-semibold text-slate-800">
            {t('linesLabel')}
          </label>
          <textarea
            id={`${id}-lines`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={10}
            spellCheck={false}
            placeholder={t('placeholder')}
            aria-describedby={error ? `${id}-error` : `${id}-help`}
            aria-invalid={error ? true : undefined}
            className={`${inputClass} mt-1.5 font-mono leading-6`}
          />
          <p id={`${id}-help`} className="mt-1.5 text-xs text-slate-500">
            {t('linesHelp', { max: MAX_QUICK_ORDER_LINES })}
          </p>
          {error ? (
            <ErrorLine id={`${id}-error`} alert>
              {error}
            </ErrorLine>
          ) : null}
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button type="submit" busy={checking}>
              {checking ? t('checking') : t('check')}
            </Button>
            <label className="inline-flex cursor-pointer items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-xs focus-within:ring-2 focus-within:ring-secondary-600 hover:bg-slate-100">
              {t('upload')}
              <input
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                className="sr-only"
                onChange={(event) => void readFile(event.target.files?.[0])}
              />
            </label>
            {text ? (
              <button
                type="button"
                onClick={() => {
                  setText('')
                  setReport(null)
                  setError(null)
                }}
                className="text-sm font-semibold text-slate-600 hover:underline"
              >
                {t('clear')}
              </button>
            ) : null}
          </div>
        </form>

        {report ? (
          <QuickOrderReport
            report={report}
            onChoose={choose}
            readyCount={ready.length}
            adding={adding}
            added={addedFrom === report}
            confirmed={confirmed}
            onConfirm={confirm}
            onAddAll={() => void addAll()}
          />
        ) : null}
      </div>

      <aside className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-6 text-sm text-slate-700">
        <h2 className="text-base font-bold text-slate-900">{t('help.title')}</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          <li>{t('help.format')}</li>
          <li>{t('help.separators')}</li>
          <li>{t('help.quantity')}</li>
          <li>{t('help.packs')}</li>
          <li>{t('help.file', { max: MAX_QUICK_ORDER_LINES })}</li>
        </ul>
        <pre className="mt-4 overflow-x-auto rounded-md bg-white p-3 font-mono text-xs text-slate-800 ring-1 ring-slate-200">
          {t('help.example')}
        </pre>
      </aside>
    </div>
  )
}
