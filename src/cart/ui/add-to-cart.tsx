'use client'

/**
 * "Add to cart" everywhere (family rows, part pages, search): one step, or the quantity the
 * buyer chose, by the part's rule; the platform's toast says what happened in the buyer's
 * language, with a link to the cart. The server (or, for a guest, the same pure rules) has
 * the last word on the quantity.
 */
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import type { QuantityRule } from '@/catalog/quantity'
import { toLocale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'
import { toast } from '@/ui/toast-store'

import './cart-buttons.css'
import { cartStore, type CartOutcome } from './cart-store'

/** The add action with its toasts; `adding` while the call runs. */
export function useAddToCart(): {
  add: (pn: string, rule: QuantityRule, quantity?: number) => Promise<CartOutcome>
  adding: boolean
} {
  const t = useTranslations('cart')
  const raw = useLocale()
  const locale = toLocale(raw)
  const [adding, setAdding] = useState(false)
  const add = async (pn: string, rule: QuantityRule, quantity?: number) => {
    setAdding(true)
    try {
      const outcome = await cartStore.add(pn, rule, quantity)
      if (outcome.ok) {
        const total = outcome.quantity ?? quantity ?? rule.step
        const added = outcome.added ?? total
        toast({
          tone: 'success',
          // a part already in the cart: what this click added, then the line's new quantity
          title:
            added < total
              ? t('addedMore', { pn, added, total })
              : t('added', { pn, quantity: added }),
          action: { label: t('viewCart'), href: pathFor(locale, 'cart') },
        })
      } else {
        toast({
          tone: 'error',
          title: t('notAdded', { pn }),
          description: t(`refusal.${refusalKey(outcome.code)}`, { max: outcome.maxLines ?? 500 }),
        })
      }
      return outcome
    } finally {
      setAdding(false)
    }
  }
  return { add, adding }
}

const knownRefusals = new Set([
  'partNotAvailable',
  'cartFull',
  'quantityTooLarge',
  'quantityNotWhole',
  'quantityNotPositive',
  'notInCart',
  'network',
])

/** A refusal code as a message key; anything unexpected reads as a general failure. */
export function refusalKey(code: string): string {
  return knownRefusals.has(code) ? code : 'failed'
}

export function AddToCartButton({
  pn,
  rule,
  quantity,
  compact = false,
  className = '',
}: {
  pn: string
  rule: QuantityRule
  quantity?: number
  compact?: boolean
  className?: string
}) {
  const t = useTranslations('cart')
  const { add, adding } = useAddToCart()
  const size = compact ? 'btn-add-sm' : 'w-full px-5 py-3'
  return (
    <button
      type="button"
      disabled={adding}
      aria-label={compact ? t('addPn', { pn }) : undefined}
      onClick={() => void add(pn, rule, quantity)}
      className={`btn-add ${size}${className ? ` ${className}` : ''}`}
    >
      {compact ? t('add') : t('addToCart')}
    </button>
  )
}
