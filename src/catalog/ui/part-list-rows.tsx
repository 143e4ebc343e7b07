'use client'

/**
 * The rows of a family's part list, sent once: one table that is a table from 768 px and a
 * card per row below (part-list.css); each part with its pack, list price, the viewer's price
 * and the order controls the page gives (`rowActions`, by the part's quantity rule: catalog
 * knows no cart). The cells carry no classes; the phone layout's
 * column labels are set once on the table (`--pl-*`), not on every card.
 */
import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { ShopLink } from '@/ui/shop-link'

import type { PartQuery, PartSort } from '../part-list'
import type { PartListView } from '../part-list-view'
import { quantityRule, type QuantityRule } from '../quantity'
import { SortHeader, YourPrice } from './part-list-controls'
import './part-list.css'
import { partTableLabels } from './part-table-labels'
import type { PriceState } from './viewer-prices'

type Row = PartListView['items'][number]

/** A row's order controls (favourite, "Add to cart"), drawn by the page that shows the list. */
export type PartRowActions = (part: { pn: string; rule: QuantityRule }) => ReactNode

export function PartRows({
  items,
  familySlug,
  familyTitle,
  hrefOf,
  query,
  sortBy,
  sortLabel,
  priceOf,
  failedFor,
  priceProps,
  money,
  rowActions,
}: {
  items: Row[]
  familySlug: string
  familyTitle: string
  /** The part page's path of a pn. */
  hrefOf: (pn: string) => string
  query: PartQuery
  sortBy: (sort: PartSort) => void
  sortLabel: (column: string) => string
  priceOf: (pn: string) => PriceState
  failedFor: (pn: string) => boolean
  priceProps: { locale: string; loadingLabel: string; unavailableLabel: string }
  money: (cents: number) => string
  rowActions: PartRowActions
}) {
  const t = useTranslations('catalog.list')
  const ruleOf = (item: Row) => quantityRule({ pkgQty: item.pkgQty, family: familySlug })
  const labels = partTableLabels({ pack: t('pack'), list: t('listPrice'), your: t('yourPrice') })
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="part-table" style={labels}>
        <caption className="sr-only">{t('caption', { family: familyTitle })}</caption>
        <thead>
          <tr>
            <SortHeader
              label={t('partNumber')}
              active={query.sort === 'pn'}
              direction="ascending"
              onSort={() => sortBy('pn')}
              sortLabel={sortLabel(t('partNumber'))}
            />
            <th scope="col">{t('description')}</th>
            <th scope="col">{t('pack')}</th>
            <SortHeader
              label={t('listPrice')}
              active={query.sort !== 'pn'}
              direction={query.sort === 'price-desc' ? 'descending' : 'ascending'}
              onSort={() => sortBy(query.sort === 'price' ? 'price-desc' : 'price')}
              sortLabel={sortLabel(t('listPrice'))}
              align="right"
            />
            <th scope="col">{t('yourPrice')}</th>
            <th scope="col">
              <span className="sr-only">{t('order')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.pn}>
              <th scope="row">
                <ShopLink href={hrefOf(item.pn)} prefetch={false}>
                  {item.pn}
                </ShopLink>
              </th>
              <td>{item.description}</td>
              <td>{item.pkgQty}</td>
              <td>{money(item.listCents)}</td>
              <td>
                <YourPrice state={priceOf(item.pn)} failed={failedFor(item.pn)} {...priceProps} />
              </td>
              <td>
                <div>{rowActions({ pn: item.pn, rule: ruleOf(item) })}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
