'use client'

/**
 * My account → favourites: each part with this buyer's price today (the server's, from
 * `pricePartsFor`), its pack, whether it is sold; add one to the cart, or all of them at once
 * in their package quantities, through the same cart store as every "Add to cart". A part no
 * longer sold that has a successor offers "Replace with X": X becomes the favourite (§11).
 */
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { quantityRule } from '@/catalog/quantity'
import { formatCents } from '@/platform/money-format'
import { toLocale, type Locale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'
import { Button } from '@/ui/form/button'
import { Loading, LoadFailed } from '@/ui/load-state'
import { EmptyState } from '@/ui/empty-state'
import { HeartIcon } from '@/ui/icons'
import { ShopLink } from '@/ui/shop-link'
import { toast } from '@/ui/toast-store'
import { useLoaded } from '@/ui/use-loaded'

import { favoritesClient, type PricedFavorite } from '../client'
import { AddToCartButton } from './add-to-cart'
import { cartStore } from './cart-store'
import { FavoriteButton, useFavorites } from './favorite-button'
import { favoritesStore } from './favorites-store'
import { ReplaceOffer } from './replace-offer'
import { useSuccessor } from './use-replacement'

const loaders = {
  en: () => favoritesClient.priced('en'),
  es: () => favoritesClient.priced('es'),
}

function ruleOf(item: PricedFavorite) {
  return quantityRule({ pkgQty: item.pkgQty ?? 1, family: item.familySlug })
}

export function FavoritesList() {
  const t = useTranslations('favorites')
  const raw = useLocale()
  const locale = toLocale(raw)
  const { data, failed, reload } = useLoaded(loaders[locale])
  const hearts = useFavorites()
  const [adding, setAdding] = useState(false)

  if (failed) {
    return <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={reload} />
  }
  if (data === null) {
    return <Loading label={t('loading')} />
  }
  // a heart emptied here takes the part off the list at once
  const items =
    hearts.status === 'ready'
      ? data.items.filter((item) => hearts.pns.includes(item.pn))
      : data.items
  if (items.length === 0) {
    return (
      <EmptyState
        icon={HeartIcon}
        message={t('empty')}
        href={pathFor(locale, 'products')}
        action={t('browse')}
      />
    )
  }
  const sold = items.filter((item) => item.available)
  const addAll = async () => {
    setAdding(true)
    try {
      const outcome = await cartStore.addMany(
        sold.map((item) => ({ pn: item.pn, quantity: ruleOf(item).step, rule: ruleOf(item) })),
      )
      const skipped = [
        ...items.filter((item) => !item.available).map((item) => item.pn),
        ...outcome.refused.map((line) => line.pn),
      ]
      toast({
        tone: skipped.length > 0 ? 'warning' : 'success',
        title: t('addAllDone', { count: outcome.added.length }),
        description:
          skipped.length > 0
            ? `${t('addAllSkipped', { count: skipped.length })} ${skipped.join(', ')}`
            : undefined,
        action: { label: t('viewCart'), href: pathFor(locale, 'cart') },
      })
    } finally {
      setAdding(false)
    }
  }

  return (
    <div>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <p className="max-w-xl text-sm text-slate-600">{t('intro')}</p>
        <Button type="button" busy={adding} disabled={sold.length === 0} onClick={addAll}>
          {t('addAll')}
        </Button>
      </div>
      <p className="mb-2 text-sm font-semibold text-slate-700">
        {t('count', { count: items.length })}
      </p>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {items.map((item) => (
          <li
            key={item.pn}
            data-testid="favorite"
            data-pn={item.pn}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3 p-4 sm:grid-cols-[minmax(0,1fr)_9rem_auto]"
          >
            <div className="min-w-0">
              {item.familySlug ? (
                <ShopLink
                  href={pathFor(locale, 'product', [item.familySlug, item.pn])}
                  className="font-mono font-semibold text-secondary-800 hover:underline"
                >
                  {item.pn}
                </ShopLink>
              ) : (
                <span className="font-mono font-semibold text-slate-900">{item.pn}</span>
              )}
              {item.description ? (
                <p className="text-sm text-slate-700">{item.description}</p>
              ) : null}
              <p className="text-xs text-slate-500">
                {item.available
                  ? ruleOf(item).anyWhole
                    ? t('cutToLength', { step: ruleOf(item).step })
                    : t('packOf', { count: ruleOf(item).step })
                  : null}
              </p>
              {!item.available ? (
                <p className="text-xs font-medium text-error-700">{t('unavailable')}</p>
              ) : null}
              {!item.available ? (
                <FavoriteReplace
                  pn={item.pn}
                  locale={locale}
                  isFavorite={(pn) => hearts.pns.includes(pn)}
                  onDone={reload}
                />
              ) : null}
            </div>
            <div className="text-right text-sm tabular-nums sm:order-none">
              {item.saleCents !== null ? (
                <>
                  <span className="block font-semibold text-slate-900">
                    {formatCents(item.saleCents, locale)}{' '}
                    <span className="font-normal text-slate-500">{t('each')}</span>
                  </span>
                  {item.listCents !== null && item.listCents !== item.saleCents ? (
                    <span className="block text-xs text-slate-500">
                      {t('listPrice', { price: formatCents(item.listCents, locale) })}
                    </span>
                  ) : null}
                </>
              ) : (
                <span className="text-slate-400">—</span>
              )}
            </div>
            <div className="col-span-2 flex items-center justify-end gap-2 sm:col-span-1">
              <FavoriteButton pn={item.pn} />
              {item.available ? <AddToCartButton pn={item.pn} rule={ruleOf(item)} compact /> : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A favourite no longer sold, swapped for its successor: the successor hearted, the old one not. */
function FavoriteReplace({
  pn,
  locale,
  isFavorite,
  onDone,
}: {
  pn: string
  locale: Locale
  isFavorite: (pn: string) => boolean
  onDone: () => void
}) {
  const t = useTranslations('replace')
  const successor = useSuccessor(pn, true, locale)
  if (!successor) return null
  return (
    <ReplaceOffer
      pn={pn}
      quantity={null}
      successor={successor}
      onReplace={async (next) => {
        const added = isFavorite(next.pn) ? { ok: true } : await favoritesStore.toggle(next.pn)
        const removed = added.ok ? await favoritesStore.toggle(pn) : added
        if (!removed.ok) {
          toast({ tone: 'error', title: t('failed', { pn }) })
          return false
        }
        toast({ tone: 'success', title: t('replaced', { old: pn, pn: next.pn }) })
        onDone()
        return true
      }}
    />
  )
}
