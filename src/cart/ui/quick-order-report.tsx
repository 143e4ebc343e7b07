'use client'

/**
 * What the server found for each pasted line, in the order typed: ready (or rounded up to the
 * package), ambiguous with its candidates, unknown with suggestions, unavailable, or a quantity
 * it could not read; another maker's pn with the part of ours it leads to and how close the
 * match is (§11); a discontinued pn with its successor. Lines that are not the buyer's own
 * part as typed (similar, functional, a successor) wait for a tick before they are added. Then
 * the button that adds the ready and confirmed lines. A table on wide screens, stacked cards
 * on phones (one list, laid out by CSS).
 */
import { useTranslations } from 'next-intl'

import type { QuickOrderAnswer, QuickOrderAnswerLine } from '../quick-order-api'

type Row = {
  key: string
  line: number
  typed: string
  tone: 'ok' | 'warn' | 'bad'
  result: string
  pn?: string
  description?: string
  quantity?: number
  choices?: { pn: string; label: string }[]
  choose?: { lineNumbers: number[]; typed: string }
  /** "Equivalent of Schneider Electric XB4BA31 · exact", and the table's note. */
  equivalent?: { text: string; note: string }
  /** A kit's parts (several), each with its quantity. */
  adds?: { pn: string; quantity: number; description: string }[]
  /** The tick the line waits for before it is added. */
  confirm?: { key: string; label: string }
}

/** The key a line is confirmed by: its line numbers. */
export const lineKey = (line: QuickOrderAnswerLine) => `l-${line.lineNumbers.join('-')}`

const toneClass = {
  ok: 'bg-primary-50 text-primary-800 ring-primary-700/20',
  warn: 'bg-warning-50 text-slate-800 ring-warning-500/40',
  bad: 'bg-error-50 text-error-800 ring-error-600/20',
} as const

export function QuickOrderReport({
  report,
  readyCount,
  adding,
  added,
  onAddAll,
  onChoose,
  confirmed,
  onConfirm,
}: {
  report: QuickOrderAnswer
  /** Keys (`lineKey`) of the lines the buyer ticked. */
  confirmed: ReadonlySet<string>
  onConfirm: (keys: string[], checked: boolean) => void
  readyCount: number
  adding: boolean
  /** These lines are in the cart already: the button says so and is off. */
  added: boolean
  onAddAll: () => void
  onChoose: (lineNumbers: number[], typed: string, pn: string) => void
}) {
  const t = useTranslations('quickOrder')
  const rowOf = (line: QuickOrderAnswerLine): Row => {
    const kit = (line.adds?.length ?? 0) > 1
    const base = {
      key: lineKey(line),
      line: line.lineNumbers[0] ?? 0,
      typed: line.pnText,
      pn: kit ? undefined : line.pn,
      description: kit ? undefined : line.description,
      quantity: kit ? undefined : line.quantity,
      ...(kit ? { adds: line.adds } : {}),
      ...(line.replacedPn && !line.equivalent
        ? {
            equivalent: {
              text: t('discontinued', { old: line.replacedPn, pn: line.pn ?? '' }),
              note: '',
            },
          }
        : {}),
      ...(line.equivalent
        ? {
            equivalent: {
              text: t('equivalentOf', {
                maker: line.equivalent.maker,
                theirPn: line.equivalent.theirPn,
                match: t(`match.${line.equivalent.match}`),
              }),
              note: line.equivalent.note,
            },
          }
        : {}),
      ...(line.confirm
        ? {
            confirm: {
              key: lineKey(line),
              label: line.replacedPn
                ? t('confirmSuccessor', { pn: line.pn ?? '' })
                : t('confirmMatch', { pn: line.pn ?? '' }),
            },
          }
        : {}),
      ...(line.candidates?.length && line.status !== 'ambiguous'
        ? {
            choices: line.candidates.map((pn) => ({ pn, label: t('use', { pn }) })),
            choose: { lineNumbers: line.lineNumbers, typed: line.pnText },
          }
        : {}),
    }
    const waiting = line.confirm && !confirmed.has(lineKey(line))
    switch (line.status) {
      case 'ok':
        return {
          ...base,
          tone: waiting ? 'warn' : 'ok',
          result: waiting ? t('status.confirm') : t('status.ok'),
        }
      case 'rounded':
        return {
          ...base,
          tone: waiting ? 'warn' : 'ok',
          result: waiting
            ? t('status.confirm')
            : kit
              ? t('status.roundedKit')
              : t('status.rounded', { requested: line.requested ?? 0, pack: line.pkgQty ?? 1 }),
        }
      case 'replaced':
        return {
          ...base,
          tone: waiting ? 'warn' : 'ok',
          result: t('status.replaced', { pn: line.pn ?? '' }),
        }
      case 'ambiguous':
        return {
          ...base,
          tone: 'warn',
          result: t('status.ambiguous'),
          choices: (line.candidates ?? []).map((pn) => ({ pn, label: t('use', { pn }) })),
          choose: { lineNumbers: line.lineNumbers, typed: line.pnText },
        }
      case 'unknown':
        return {
          ...base,
          tone: 'bad',
          result: line.suggestions?.length ? t('status.unknownSuggest') : t('status.unknown'),
          choices: (line.suggestions ?? []).map((pn) => ({ pn, label: t('use', { pn }) })),
          choose: { lineNumbers: line.lineNumbers, typed: line.pnText },
        }
      case 'unavailable':
        return { ...base, tone: 'bad', result: t('status.unavailable') }
      default:
        return { ...base, tone: 'bad', result: t(`status.${line.status}`) }
    }
  }
  const rows: Row[] = [
    ...report.lines.map(rowOf),
    ...report.problems.map((problem) => ({
      key: `p-${problem.lineNumber}`,
      line: problem.lineNumber,
      typed: problem.text,
      tone: 'bad' as const,
      result: t(`problem.${problem.code}`),
    })),
  ].sort((a, b) => a.line - b.line)
  const waitingKeys = report.lines
    .filter((line) => line.confirm && !confirmed.has(lineKey(line)))
    .map(lineKey)

  return (
    <section aria-labelledby="quick-order-report" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="quick-order-report" className="text-xl font-bold text-slate-900">
            {t('reportTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600" role="status">
            {t('summary', { ready: readyCount, total: rows.length })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {waitingKeys.length > 0 ? (
            <button
              type="button"
              onClick={() => onConfirm(waitingKeys, true)}
              className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 shadow-xs hover:bg-slate-100"
            >
              {t('confirmAll', { count: waitingKeys.length })}
            </button>
          ) : null}
          <button
            type="button"
            disabled={readyCount === 0 || adding || added}
            onClick={onAddAll}
            className="rounded-lg bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
          >
            {added ? t('addedAll') : t('addReady', { count: readyCount })}
          </button>
        </div>
      </div>
      <div className="mt-4 hidden grid-cols-[3rem_minmax(0,1fr)_minmax(0,1.2fr)_minmax(0,1.6fr)_5rem] gap-x-4 border-b border-slate-200 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase md:grid">
        <span>{t('columns.line')}</span>
        <span>{t('columns.typed')}</span>
        <span>{t('columns.result')}</span>
        <span>{t('columns.part')}</span>
        <span className="text-right">{t('columns.quantity')}</span>
      </div>
      <ul className="divide-y divide-slate-200" aria-label={t('reportTitle')}>
        {rows.map((row) => (
          <li
            key={row.key}
            data-testid="quick-order-line"
            className="grid grid-cols-[3rem_minmax(0,1fr)] gap-x-4 gap-y-1.5 py-3 text-sm md:grid-cols-[3rem_minmax(0,1fr)_minmax(0,1.2fr)_minmax(0,1.6fr)_5rem] md:items-start"
          >
            <span className="text-slate-500 tabular-nums">{row.line}</span>
            <span className="truncate font-mono text-slate-800" title={row.typed}>
              {row.typed}
            </span>
            <div className="col-start-2 md:col-start-auto">
              <span
                className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${toneClass[row.tone]}`}
              >
                {row.result}
              </span>
              {row.equivalent ? (
                <p
                  className="mt-1.5 text-xs text-slate-600"
                  title={row.equivalent.note || undefined}
                >
                  <span className="font-medium text-slate-800">{row.equivalent.text}</span>
                  {row.equivalent.note ? (
                    <span className="block text-slate-500">{row.equivalent.note}</span>
                  ) : null}
                </p>
              ) : null}
              {row.confirm ? (
                <label className="mt-2 flex w-fit cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-slate-800 hover:border-secondary-600">
                  <input
                    type="checkbox"
                    checked={confirmed.has(row.confirm.key)}
                    onChange={(event) => onConfirm([row.confirm!.key], event.target.checked)}
                    className="h-4 w-4 rounded border-slate-400 text-primary-700 focus:ring-secondary-600"
                  />
                  {row.confirm.label}
                </label>
              ) : null}
              {row.choices?.length ? (
                <div className="mt-2 flex flex-wrap gap-1.5">
                  {row.choices.map((choice) => (
                    <button
                      key={choice.pn}
                      type="button"
                      onClick={() =>
                        row.choose && onChoose(row.choose.lineNumbers, row.choose.typed, choice.pn)
                      }
                      className="rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-xs font-semibold text-secondary-800 hover:border-secondary-600"
                    >
                      {choice.label}
                    </button>
                  ))}
                </div>
              ) : null}
            </div>
            <div className="col-start-2 min-w-0 md:col-start-auto">
              {row.pn ? (
                <span className="font-mono font-semibold text-slate-900">{row.pn}</span>
              ) : null}
              {row.description ? (
                <span className="block truncate text-slate-600">{row.description}</span>
              ) : null}
              {row.adds ? (
                <ul className="space-y-1" aria-label={t('kitParts')}>
                  {row.adds.map((add) => (
                    <li key={add.pn}>
                      <span className="font-mono font-semibold text-slate-900">
                        {t('kitPart', { pn: add.pn, quantity: add.quantity })}
                      </span>
                      <span className="block truncate text-slate-600">{add.description}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            <span className="col-start-2 font-semibold tabular-nums md:col-start-auto md:text-right">
              {row.quantity ?? ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
