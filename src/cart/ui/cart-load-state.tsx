'use client'

/** What a cart shows while its lines load, or when the first read failed (cart page, slide-over, checkout). */
import { useTranslations } from 'next-intl'

import { LoadFailed } from '@/ui/load-state'

import { cartStore } from './cart-store'

/** The spec's cart loader: a quiet placeholder while lines or prices load. */
export function CartLoader({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-1 flex-col gap-3 p-5" aria-label={label}>
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-16 animate-pulse rounded-md bg-slate-100" />
      ))}
    </div>
  )
}

/**
 * The cart's first read failed: the loader goes off (it would pulse forever) and the buyer is
 * told so, with a retry that reads it again.
 */
export function CartLoadFailed() {
  const t = useTranslations('cart')
  return (
    <LoadFailed
      message={t('loadFailed')}
      retryLabel={t('retryLoad')}
      // a new failure shows this again; the toast of the first one said enough
      onRetry={() => void cartStore.retry().catch(() => undefined)}
    />
  )
}
