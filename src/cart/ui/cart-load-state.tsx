'use client'

/** What a cart shows while its lines load, or when the first read failed (cart page, slide-over, checkout). */
import { useTranslations } from 'next-intl'

import { Button } from '@/ui/form/button'

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
    <div role="alert" className="rounded-lg border border-error-200 bg-error-50 p-5 text-sm">
      <p className="text-slate-800">{t('loadFailed')}</p>
      <Button
        type="button"
        variant="secondary"
        className="mt-3"
        // a new failure shows this again; the toast of the first one said enough
        onClick={() => void cartStore.retry().catch(() => undefined)}
      >
        {t('retryLoad')}
      </Button>
    </div>
  )
}
