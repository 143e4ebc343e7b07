'use client'

/**
 * "Replaced by X" under a line whose part is no longer sold, with the one-click "Replace with
 * X" (business rules §11): the line's quantity is kept, rounded up to X's package. The same
 * offer on the cart, a saved cart, favourites and an order's lines.
 */
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { quantityRule, type QuantityRule } from '@/catalog/quantity'

import { replacementQuantity } from '../bom-lines'
import type { Successor } from './use-replacement'

export function ReplaceOffer({
  pn,
  quantity,
  successor,
  onReplace,
}: {
  pn: string
  /** The line's quantity; null where a line has none (favourites). */
  quantity: number | null
  successor: Successor
  onReplace: (next: { pn: string; quantity: number; rule: QuantityRule }) => Promise<boolean>
}) {
  const t = useTranslations('replace')
  const [busy, setBusy] = useState(false)
  const rule = quantityRule({ pkgQty: successor.pkgQty, family: successor.familySlug })
  const next = replacementQuantity(quantity ?? rule.step, rule)
  return (
    <div
      data-testid="replace-offer"
      className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-md border border-secondary-100 bg-secondary-50 px-3 py-2 text-xs text-slate-700"
    >
      <span>
        <span className="font-semibold text-slate-900">
          {t('replacedBy', { pn: successor.pn })}
        </span>
        {successor.description ? <span className="block">{successor.description}</span> : null}
        {quantity !== null && next !== quantity ? (
          <span className="block text-slate-600">
            {t('rounded', { from: quantity, to: next, pack: rule.step })}
          </span>
        ) : null}
      </span>
      <button
        type="button"
        disabled={busy}
        aria-label={t('replaceLabel', { old: pn, pn: successor.pn })}
        onClick={async () => {
          setBusy(true)
          try {
            await onReplace({ pn: successor.pn, quantity: next, rule })
          } finally {
            setBusy(false)
          }
        }}
        className="rounded-md bg-primary-700 px-3 py-1.5 text-xs font-semibold text-white shadow-xs hover:bg-primary-800 disabled:cursor-wait disabled:opacity-70 print:hidden"
      >
        {t('replaceWith', { pn: successor.pn })}
      </button>
    </div>
  )
}
