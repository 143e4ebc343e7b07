'use client'

/**
 * The parts of a search results page, sent once: the family pages' table (part-list.css), a table
 * from 768 px and a card per row below, with the column labels set once on the table. Each part
 * shows its pack, list price, the viewer's own price (the family pages' price island: asked from
 * the price API, so the page's HTML holds list prices only) and a quantity with "Add to cart".
 * A part whose pn was typed exactly but which is no longer sold says so, without a price or an add.
 */
import { useLocale, useTranslations } from 'next-intl'

import { FavoriteButton } from '@/cart/ui/favorite-button'
import { quantityRule } from '@/catalog/quantity'
import { formatCents } from '@/platform/money-format'
import { YourPrice } from '@/catalog/ui/part-list-controls'
import { useViewerPrices } from '@/catalog/ui/viewer-prices'
import { ShopLink } from '@/ui/shop-link'

import type { PartHit } from '@/catalog/search'
import { EquivalentOf } from '@/catalog/search/ui/equivalent-of'
import '@/catalog/ui/part-list.css'
import { partTableLabels } from '@/catalog/ui/part-table-labels'
import { RowOrder } from './row-order'
import './search-parts.css'

export type SearchPartRow = Pick<
  PartHit,
  | 'pn'
  | 'description'
  | 'familySlug'
  | 'pkgQty'
  | 'listPriceCents'
  | 'href'
  | 'available'
  | 'equivalentOf'
  | 'replacedBy'
  | 'replaces'
>

function PartNumber({ part }: { part: SearchPartRow }) {
  // the link's look comes from the table's styles (part-list.css)
  return part.href && part.available ? (
    <ShopLink href={part.href} prefetch={false}>
      {part.pn}
    </ShopLink>
  ) : (
    <span>{part.pn}</span>
  )
}

function Unavailable({ replacedBy }: { replacedBy?: string }) {
  const t = useTranslations('search')
  return (
    <div>
      <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300">
        {t('unavailable')}
      </span>
      {replacedBy ? (
        <>
          <p className="mt-1 text-sm font-semibold text-slate-900" data-testid="replaced-by">
            {t('replacedBy', { pn: replacedBy })}
          </p>
          <p className="text-sm text-slate-600">{t('replacedByNote')}</p>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{t('unavailableNote')}</p>
      )}
    </div>
  )
}

/** The description, and how the part was found when another pn led to it. */
function Description({ part }: { part: SearchPartRow }) {
  const t = useTranslations('search')
  if (!part.equivalentOf && !part.replaces) return <>{part.description}</>
  return (
    <div className="flex flex-col items-start gap-1.5 whitespace-normal">
      <span>{part.description}</span>
      {part.equivalentOf ? <EquivalentOf reference={part.equivalentOf} withNote /> : null}
      {part.replaces ? (
        <span className="rounded bg-slate-100 px-1.5 py-px text-xs font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset">
          {t('replaces', { pn: part.replaces })}
        </span>
      ) : null}
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
  const labels = partTableLabels({
    pack: t('packQty'),
    list: t('listPrice'),
    your: t('yourPrice'),
  })
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="part-table search-parts" style={labels}>
        <caption className="sr-only">{t('caption', { query })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pn')}</th>
            <th scope="col">{t('description')}</th>
            <th scope="col">{t('packQty')}</th>
            <th scope="col">{t('listPrice')}</th>
            <th scope="col">{t('yourPrice')}</th>
            <th scope="col">
              <span className="sr-only">{t('order')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr
              key={part.pn}
              data-pn={part.pn}
              data-match={part.equivalentOf?.match}
              className={part.replaces ? 'search-replacement' : undefined}
            >
              <th scope="row">
                <PartNumber part={part} />
              </th>
              <td>
                <Description part={part} />
              </td>
              <td>{part.pkgQty}</td>
              {part.available ? (
                <>
                  <td>{money(part.listPriceCents)}</td>
                  <td>{price(part)}</td>
                  <td>
                    <div>
                      <RowOrder pn={part.pn} rule={ruleOf(part)} />
                      <FavoriteButton pn={part.pn} />
                    </div>
                  </td>
                </>
              ) : (
                <td colSpan={3} className="part-gone">
                  <Unavailable replacedBy={part.replacedBy} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
