'use client'

import { useMemo, useState } from 'react'

import type { MakerPageRow } from '@/cross-reference/cross-reference-pages'
import type { MatchKind } from '@/cross-reference/matches'
import { theirPnKey } from '@/cross-reference/their-pn'

import { matchBadge } from './match-badge'

/** The words of the table, given by the page (no message bundle in this island). */
export type MakerTableText = {
  filterLabel: string
  filterPlaceholder: string
  theirPn: string
  ourPart: string
  match: string
  note: string
  previous: string
  next: string
  pages: string
  /** `{from}`, `{to}`, `{total}` replaced here. */
  showing: string
  /** `{query}` replaced here. */
  noMatches: string
  matchKinds: Record<MatchKind, string>
  matchHelp: Record<MatchKind, string>
}

const pageSize = 50

/**
 * A maker's table, filtered and paged in the browser over the one list the page carries: the
 * front stores the page once, whatever is typed here (nothing goes into the URL).
 */
export function MakerTable({
  rows,
  hrefs,
  text,
}: {
  rows: MakerPageRow[]
  /** Our part pages' paths by pn. */
  hrefs: Record<string, string>
  text: MakerTableText
}) {
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(0)
  const keys = useMemo(
    () =>
      rows.map((row) =>
        [theirPnKey(row.theirPn), ...row.parts.map((part) => theirPnKey(part.pn))].join(' '),
      ),
    [rows],
  )
  const wanted = theirPnKey(query)
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  const shown = rows.filter(
    (row, index) =>
      wanted === '' ||
      keys[index]!.includes(wanted) ||
      words.every((word) =>
        row.parts.some((part) => part.description.toLowerCase().includes(word)),
      ),
  )
  const pages = Math.max(1, Math.ceil(shown.length / pageSize))
  const current = Math.min(page, pages - 1)
  const slice = shown.slice(current * pageSize, (current + 1) * pageSize)
  const showing = text.showing
    .replace('{from}', String(shown.length === 0 ? 0 : current * pageSize + 1))
    .replace('{to}', String(current * pageSize + slice.length))
    .replace('{total}', String(shown.length))

  return (
    <div data-testid="maker-table">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <label className="block w-full sm:max-w-sm">
          <span className="text-sm font-semibold text-slate-700">{text.filterLabel}</span>
          <input
            type="search"
            value={query}
            placeholder={text.filterPlaceholder}
            onChange={(event) => {
              setQuery(event.target.value)
              setPage(0)
            }}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-primary-500 focus:ring-2 focus:ring-primary-500/30 focus:outline-none"
            data-testid="maker-filter"
          />
        </label>
        <p className="text-sm text-slate-600 tabular-nums" aria-live="polite">
          {showing}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="mt-6 rounded-md border border-slate-200 bg-slate-50 p-4 text-slate-700">
          {text.noMatches.replace('{query}', query)}
        </p>
      ) : (
        <table className="mt-4 w-full text-left text-sm max-sm:block">
          <thead className="border-b-2 border-slate-300 text-xs tracking-wide text-slate-600 uppercase max-sm:sr-only">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {text.theirPn}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {text.ourPart}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {text.match}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {text.note}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 max-sm:block">
            {slice.map((row) => (
              <tr
                key={`${row.theirPn} ${row.parts[0]?.pn}`}
                className="align-top max-sm:grid max-sm:grid-cols-[auto_1fr] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:py-3"
                data-testid="maker-row"
              >
                <th
                  scope="row"
                  className="py-3 pr-4 font-mono font-semibold whitespace-nowrap text-slate-900 max-sm:py-0"
                >
                  {row.theirPn}
                </th>
                <td className="py-3 pr-4 max-sm:col-span-2 max-sm:row-start-2 max-sm:py-0">
                  <span className="sr-only sm:hidden">{text.ourPart}: </span>
                  <ul className="space-y-1">
                    {row.parts.map((part) => (
                      <li key={part.pn}>
                        {row.match === 'kit' ? (
                          <span className="text-slate-600 tabular-nums">{part.quantity} × </span>
                        ) : null}
                        <a
                          href={hrefs[part.pn]}
                          className="font-mono font-semibold text-primary-700 hover:underline"
                        >
                          {part.pn}
                        </a>
                        <span className="block text-xs text-slate-600">{part.description}</span>
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="py-3 pr-4 max-sm:col-start-2 max-sm:row-start-1 max-sm:justify-self-end max-sm:py-0 max-sm:pr-0">
                  <span
                    className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${matchBadge[row.match]}`}
                    title={text.matchHelp[row.match]}
                  >
                    {text.matchKinds[row.match]}
                  </span>
                </td>
                <td className="py-3 text-slate-700 max-sm:col-span-2 max-sm:py-0">
                  {row.note ? (
                    <>
                      <span className="sr-only sm:hidden">{text.note}: </span>
                      {row.note}
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav aria-label={text.pages} className="mt-6 flex items-center justify-between gap-3">
          <button
            type="button"
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-40"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            ← {text.previous}
          </button>
          <span className="text-sm text-slate-600 tabular-nums">
            {current + 1} / {pages}
          </span>
          <button
            type="button"
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-40"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            {text.next} →
          </button>
        </nav>
      ) : null}
    </div>
  )
}
