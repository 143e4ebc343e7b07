'use client'

/**
 * The search modal's results: a listbox of options (driven from the combobox with the arrow keys)
 * and, beside it, each part's "save" and "Add to cart" buttons. The buttons sit outside the
 * options (an option's content is presentational, so a button inside one is lost to assistive
 * technology): the two columns are one CSS grid whose rows both share (subgrid), so each part's
 * buttons stay on its row. A part shows its whole description (wrapped, so a phone can read it)
 * and the viewer's price as the family pages show it: a signed-in buyer's own price from the
 * price API, a visitor the list price and that signing in shows theirs; a part no longer sold
 * says so.
 */
import { useLocale, useTranslations } from 'next-intl'
import { Fragment } from 'react'

import { useSession } from '@/account/ui/use-session'
import { AddToCartButton } from '@/cart/ui/add-to-cart'
import { FavoriteButton } from '@/cart/ui/favorite-button'
import { quantityRule } from '@/catalog/quantity'
import { useViewerPrices, type PriceState } from '@/catalog/ui/viewer-prices'
import { formatCents } from '@/platform/money-format'

import type { Group, Option } from '@/catalog/search/search-options'
import { EquivalentOf } from '@/catalog/search/ui/equivalent-of'

const badge =
  'shrink-0 rounded-full bg-slate-100 px-2 text-xs font-semibold text-slate-700 ring-1 ring-slate-300'

function PartPrice({
  listCents,
  state,
  failed,
}: {
  listCents: number
  state: PriceState
  failed: boolean
}) {
  const t = useTranslations('search')
  const locale = useLocale()
  const session = useSession()
  const money = (cents: number) => formatCents(cents, locale)
  if (state === null) return <span className={badge}>{t('notSold')}</span>
  if (session.status === 'signedOut') {
    return (
      <span>
        <span className="font-semibold whitespace-nowrap text-slate-800">
          {t('dialogListPrice', { price: money(listCents) })}
        </span>
        <span className="text-slate-500"> · {t('dialogSignIn')}</span>
      </span>
    )
  }
  if (failed) return <span className="text-slate-500">{t('priceUnavailable')}</span>
  if (state === undefined || session.status === 'loading') {
    return (
      <span className="inline-block h-3 w-24 animate-pulse rounded bg-slate-200 align-middle">
        <span className="sr-only">{t('loadingPrice')}</span>
      </span>
    )
  }
  const better = state.saleCents < state.listCents
  return (
    <span>
      <span
        className={`font-semibold whitespace-nowrap ${better ? 'text-primary-700' : 'text-slate-800'}`}
      >
        {t('dialogYourPrice', { price: money(state.saleCents) })}
      </span>
      {better ? (
        <span className="text-slate-500">
          {' · '}
          <span className="whitespace-nowrap">
            {t('dialogListPrice', { price: money(state.listCents) })}
          </span>
        </span>
      ) : null}
    </span>
  )
}

export function OptionList({
  listId,
  options,
  active,
  onHover,
  onChoose,
  busy,
  status,
}: {
  listId: string
  options: Option[]
  active: number
  onHover: (index: number) => void
  onChoose: (option: Option) => void
  busy: boolean
  /** What to say when there are no options (searching, failed, nothing found). */
  status: string
}) {
  const t = useTranslations('search')
  const { priceOf, failedFor } = useViewerPrices(
    options.flatMap((option) => (option.part ? [option.part.pn] : [])),
  )
  const headingOf = (index: number): Group | null =>
    options[index]?.group !== options[index - 1]?.group ? (options[index]?.group ?? null) : null
  const rowCount = options.length + options.filter((_, index) => headingOf(index)).length
  // both columns span every row of the outer grid and take its rows as their own
  const span = rowCount > 0 ? { gridRow: `1 / span ${rowCount}` } : undefined
  const tone = (index: number) =>
    index === active ? 'bg-primary-50 text-primary-900' : 'text-slate-700'
  const heading = 'px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase'

  return (
    <div className="max-h-[60vh] overflow-y-auto p-2">
      {options.length === 0 ? (
        <p role="status" className="px-3 py-6 text-center text-sm text-slate-500">
          {status}
        </p>
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)_auto]">
        <div
          id={listId}
          role="listbox"
          aria-label={t('results')}
          aria-busy={busy}
          className="col-start-1 grid grid-rows-subgrid"
          style={span}
        >
          {options.map((option, index) => {
            const group = headingOf(index)
            return (
              <Fragment key={option.key}>
                {group ? (
                  <div aria-hidden className={heading}>
                    {t(`groups.${group}`)}
                  </div>
                ) : null}
                <button
                  type="button"
                  role="option"
                  id={`${listId}-${index}`}
                  aria-selected={index === active}
                  tabIndex={-1}
                  onMouseEnter={() => onHover(index)}
                  onClick={() => onChoose(option)}
                  data-pn={
                    option.part?.pn ?? (option.group === 'parts' ? option.primary : undefined)
                  }
                  className={`flex min-w-0 flex-col items-start gap-0.5 rounded-l-md px-3 py-2.5 text-left text-sm ${option.part ? '' : 'rounded-r-md'} ${tone(index)}`}
                >
                  <span className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                    <span
                      className={
                        option.group === 'parts'
                          ? 'font-mono font-semibold text-slate-900'
                          : 'font-medium'
                      }
                    >
                      {option.primary}
                    </span>
                    {option.unavailable ? <span className={badge}>{t('unavailable')}</span> : null}
                    {option.replacedBy ? (
                      <span className="text-xs font-semibold text-slate-700">
                        {t('replacedBy', { pn: option.replacedBy })}
                      </span>
                    ) : null}
                    {option.replaces ? (
                      <span className={badge}>{t('replaces', { pn: option.replaces })}</span>
                    ) : null}
                  </span>
                  {option.equivalentOf ? <EquivalentOf reference={option.equivalentOf} /> : null}
                  {option.secondary ? (
                    // a part's description wraps whole (buyers compare voltages and colours);
                    // a family's or an article's summary is cut at two lines
                    <span
                      className={`break-words text-slate-600 ${option.group === 'parts' ? '' : 'line-clamp-2'}`}
                    >
                      {option.secondary}
                    </span>
                  ) : null}
                  {option.part ? (
                    <span className="text-xs" data-testid="search-option-price">
                      <PartPrice
                        listCents={option.part.listCents}
                        state={priceOf(option.part.pn)}
                        failed={failedFor(option.part.pn)}
                      />
                    </span>
                  ) : null}
                </button>
              </Fragment>
            )
          })}
        </div>
        <div className="col-start-2 grid grid-rows-subgrid" style={span}>
          {options.map((option, index) => (
            <Fragment key={option.key}>
              {headingOf(index) ? <div aria-hidden /> : null}
              <div
                className={`flex items-center gap-2 rounded-r-md ${option.part ? 'pr-2' : ''} ${tone(index)}`}
              >
                {option.part ? <FavoriteButton pn={option.part.pn} /> : null}
                {option.part ? (
                  <AddToCartButton
                    pn={option.part.pn}
                    rule={quantityRule({
                      pkgQty: option.part.pkgQty,
                      family: option.part.familySlug,
                    })}
                    compact
                    className="shrink-0"
                  />
                ) : null}
              </div>
            </Fragment>
          ))}
        </div>
      </div>
    </div>
  )
}
