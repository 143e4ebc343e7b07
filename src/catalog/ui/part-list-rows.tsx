'use client'

/**
 * The rows of a family's part list: a table on wide screens, cards on phones; each part with
 * its pack, list price, the viewer's price and "Add to cart" by the part's quantity rule.
 */
import { useTranslations } from 'next-intl'

import { AddToCartButton } from '@/cart/ui/add-to-cart'
import { FavoriteButton } from '@/cart/ui/favorite-button'
import { ShopLink } from '@/ui/shop-link'

import type { PartQuery, PartSort } from '../part-list'
import type { PartListView } from '../part-list-view'
import { quantityRule } from '../quantity'
import { SortHeader, YourPrice } from './part-list-controls'
import type { PriceState } from './viewer-prices'

type Row = PartListView['items'][number]

export function PartRows({
  items,
  familySlug,
  familyTitle,
  query,
  sortBy,
  sortLabel,
  priceOf,
  failedFor,
  priceProps,
  money,
}: {
  items: Row[]
  familySlug: string
  familyTitle: string
  query: PartQuery
  sortBy: (sort: PartSort) => void
  sortLabel: (column: string) => string
  priceOf: (pn: string) => PriceState
  failedFor: (pn: string) => boolean
  priceProps: { locale: string; loadingLabel: string; unavailableLabel: string }
  money: (cents: number) => string
}) {
  const t = useTranslations('catalog.list')
  const ruleOf = (item: Row) => quantityRule({ pkgQty: item.pkgQty, family: familySlug })
  const view = { items }
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('caption', { family: familyTitle })}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              <SortHeader
                label={t('partNumber')}
                active={query.sort === 'pn'}
                direction="ascending"
                onSort={() => sortBy('pn')}
                sortLabel={sortLabel(t('partNumber'))}
              />
              <th scope="col" className="px-3 py-2.5 font-semibold">
                {t('description')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-semibold whitespace-nowrap">
                {t('pack')}
              </th>
              <SortHeader
                label={t('listPrice')}
                active={query.sort !== 'pn'}
                direction={query.sort === 'price-desc' ? 'descending' : 'ascending'}
                onSort={() => sortBy(query.sort === 'price' ? 'price-desc' : 'price')}
                sortLabel={sortLabel(t('listPrice'))}
                align="right"
              />
              <th scope="col" className="px-3 py-2.5 text-right font-semibold whitespace-nowrap">
                {t('yourPrice')}
              </th>
              <th scope="col" className="px-3 py-2.5">
                <span className="sr-only">{t('order')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {view.items.map((item) => (
              <tr key={item.pn} className="align-top hover:bg-slate-50">
                <th scope="row" className="px-3 py-2.5 font-normal whitespace-nowrap">
                  <ShopLink
                    href={item.href}
                    prefetch={false}
                    className="font-semibold tracking-tight text-secondary-700 tabular-nums hover:underline"
                  >
                    {item.pn}
                  </ShopLink>
                </th>
                <td className="px-3 py-2.5 text-slate-700">{item.description}</td>
                <td className="px-3 py-2.5 text-right text-slate-700 tabular-nums">
                  {item.pkgQty}
                </td>
                <td className="px-3 py-2.5 text-right whitespace-nowrap text-slate-700 tabular-nums">
                  {money(item.listCents)}
                </td>
                <td className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">
                  <YourPrice state={priceOf(item.pn)} failed={failedFor(item.pn)} {...priceProps} />
                </td>
                <td className="px-3 py-1.5">
                  <div className="flex items-center justify-end gap-1.5">
                    <FavoriteButton pn={item.pn} />
                    <AddToCartButton pn={item.pn} rule={ruleOf(item)} compact />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 md:hidden">
        {view.items.map((item) => (
          <li key={item.pn} className="p-4">
            <ShopLink
              href={item.href}
              prefetch={false}
              className="font-semibold tracking-tight text-secondary-700 hover:underline"
            >
              {item.pn}
            </ShopLink>
            <p className="mt-1 text-sm text-slate-700">{item.description}</p>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-slate-500">{t('pack')}</dt>
                <dd className="tabular-nums">{item.pkgQty}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t('listPrice')}</dt>
                <dd className="tabular-nums">{money(item.listCents)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t('yourPrice')}</dt>
                <dd className="tabular-nums">
                  <YourPrice state={priceOf(item.pn)} failed={failedFor(item.pn)} {...priceProps} />
                </dd>
              </div>
            </dl>
            <div className="mt-3 flex gap-2">
              <AddToCartButton pn={item.pn} rule={ruleOf(item)} className="flex-1 py-2" compact />
              <FavoriteButton pn={item.pn} className="h-auto w-10" />
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
