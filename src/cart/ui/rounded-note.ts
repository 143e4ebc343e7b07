'use client'

/**
 * What the buyer is told when a typed quantity was rounded up (issue 39 #17): a fraction to a
 * whole number, part of a pack to whole packs, nothing to the minimum. The part page, search
 * rows and the cart say it as they say a refused quantity.
 */
import { useTranslations } from 'next-intl'

import type { QuantityRule, TypedQuantity } from '@/catalog/quantity'

export function useRoundedNote(): (typed: TypedQuantity, rule: QuantityRule) => string | null {
  const t = useTranslations('cart')
  return (typed, rule) => {
    if (typed.roundedFrom === undefined) return null
    const values = { typed: typed.roundedFrom, quantity: typed.quantity, pack: rule.step }
    return rule.anyWhole || rule.step === 1 ? t('roundedWhole', values) : t('roundedPacks', values)
  }
}
