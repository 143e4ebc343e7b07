'use client'

/**
 * The parts of a search results page: a table on wide screens, cards on narrower ones. Each part
 * shows its pack, list price, the viewer's own price (the family pages' price island: asked from
 * the price API, so the page's HTML holds list prices only) and a quantity with "Add to cart".
 * A part whose pn was typed exactly but which is no longer sold says so, without a price or an add.
 */
import { useLocale, useTranslations } from 'next-intl'

import { FavoriteButton } from '@/cart/ui/favorite-button'
import { quantityRule } from '@/catalog/quantity'
import { formatCents } from '@/pricing/money-format'
import { YourPrice } from '@/catalog/ui/part-list-controls'
import { useViewerPrices } from '@/catalog/ui/viewer-prices'
import { ShopLink } from '@/ui/shop-link'

import type { PartHit } from '../index'
import { RowOrder } from './row-order'

export type SearchPartRow = Pick<
  PartHit,
  'pn' | 'description' | 'familySlug' | 'pkgQty' | 'listPriceCents' | 'href' | 'available'
>

function PartNumber({ part }: { part: SearchPartRow }) {
  const className = 'font-semibold tracking-tight tabular-nums'
  return part.href && part.available ? (
    <ShopLink
      href={part.href}
      prefetch={false}
      className={`${className} text-secondary-700 hover:underline`}
    >
      {part.pn}
    </ShopLink>
  ) : (
    <span className={`${className} text-slate-900`}>{part.pn}</span>
  )
}

function Unavailable() {
  const t = useTranslations('search')
  return (
    <div>
      <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300">
        {t('unavailable')}
      </span>
      <p className="mt-1 text-sm text-slate-600">{t('unavailableNote')}</p>
    </div>
  )
}

export function SearchParts({ parts, query }: { parts: SearchPartRow[]; query: string }) {
  const t = useTranslations('search')
  const locale = useLocale()
  const { priceOf, failedFor } = useViewerPrices(
    parts.filter((part) => part.available).map((part) => part.pn),
  )
  const money = (cents: number) => formatCents(cents, locale)
  const ruleOf = (part: SearchPartRow) =>
    quantityRule({ pkgQty: part.pkgQty, family: part.familySlug })
  const price = (part: SearchPartRow) => (
    <YourPrice
      state={priceOf(part.pn)}
      failed={failedFor(part.pn)}
      locale={locale}
      loadingLabel={t('loadingPrice')}
      unavailableLabel={t('priceUnavailable')}
    />
  )
  return (
    <>
      <div className="hidden rounded-xl border border-slate-200 lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('caption', { query })}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2.5 font-semibold whitespace-nowrap">
                {t('pn')}
              </th>
              <th scope="col" className="px-3 py-2.5 font-semibold">
                {t('description')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                {t('packQty')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-semibold whitespace-nowrap">
                {t('listPrice')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-semibold whitespace-nowrap">
                {t('yourPrice')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                <span className="sr-only">{t('order')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {parts.map((part) => (
              <tr key={part.pn} className="align-top hover:bg-slate-50" data-pn={part.pn}>
                <th scope="row" className="px-3 py-3.5 font-normal whitespace-nowrap">
                  <PartNumber part={part} />
                </th>
                <td className="px-3 py-3.5 text-slate-700">{part.description}</td>
                <td className="px-3 py-3.5 text-right text-slate-700 tabular-nums">
                  {part.pkgQty}
                </td>
                {part.available ? (
                  <>
                    <td className="px-3 py-3.5 text-right whitespace-nowrap text-slate-700 tabular-nums">
                      {money(part.listPriceCents)}
                    </td>
                    <td className="px-3 py-3.5 text-right whitespace-nowrap tabular-nums">
                      {price(part)}
                    </td>
                    <td className="px-3 py-1.5">
                      <div className="flex items-start justify-end gap-1.5">
                        <RowOrder pn={part.pn} rule={ruleOf(part)} />
                        <FavoriteButton pn={part.pn} />
                      </div>
                    </td>
                  </>
                ) : (
                  <td colSpan={3} className="px-3 py-3.5 text-right">
                    <Unavailable />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 sm:grid-cols-2 lg:hidden">
        {parts.map((part) => (
          <li
            key={part.pn}
            data-pn={part.pn}
            className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 break-words">
                <PartNumber part={part} />
              </div>
              {part.available ? <FavoriteButton pn={part.pn} /> : null}
            </div>
            <p className="mt-1 text-sm text-slate-700">{part.description}</p>
            {part.available ? (
              <>
                <dl className="mt-3 grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-sm">
                  <div>
                    <dt className="text-xs text-slate-500">{t('packQty')}</dt>
                    <dd className="tabular-nums">{part.pkgQty}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-500">{t('listPrice')}</dt>
                    <dd className="tabular-nums">{money(part.listPriceCents)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-500">{t('yourPrice')}</dt>
                    <dd className="tabular-nums">{price(part)}</dd>
                  </div>
                </dl>
                <div className="mt-auto pt-3">
                  <RowOrder pn={part.pn} rule={ruleOf(part)} wide />
                </div>
              </>
            ) : (
              <div className="mt-3 border-t border-slate-100 pt-3">
                <Unavailable />
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}
