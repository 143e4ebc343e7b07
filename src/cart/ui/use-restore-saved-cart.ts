'use client'

/**
 * Putting a saved cart into the live cart (merge or replace), with the toast that says how
 * many lines went in and names those left out because their part is not sold now (§3).
 * The header's cart reads the server cart again afterwards.
 */
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { toLocale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'
import { toast } from '@/ui/toast-store'

import { cartStore } from './cart-store'
import { savedCartErrorKey, savedCartErrorOf, savedCartsClient } from './saved-carts-client'

export function useRestoreSavedCart() {
  const t = useTranslations('savedCarts')
  const cartText = useTranslations('cart')
  const raw = useLocale()
  const locale = toLocale(raw)
  const [restoring, setRestoring] = useState(false)
  const restore = async (
    savedCart: { id: number; name: string },
    mode: 'merge' | 'replace',
  ): Promise<boolean> => {
    setRestoring(true)
    try {
      const outcome = await savedCartsClient.restore(savedCart.id, mode)
      await cartStore.refresh()
      toast({
        tone: outcome.skipped.length > 0 ? 'warning' : 'success',
        title: t('restored', { count: outcome.restored.length, name: savedCart.name }),
        description:
          outcome.skipped.length > 0
            ? `${t('restoreSkipped', { count: outcome.skipped.length })} ${outcome.skipped.map((line) => line.pn).join(', ')}`
            : undefined,
        action: { label: cartText('viewCart'), href: pathFor(locale, 'cart') },
      })
      return true
    } catch (error) {
      toast({
        tone: 'error',
        title:
          savedCartErrorOf(error) === 'notFound'
            ? t('notFound')
            : t(`errors.${savedCartErrorKey(error)}`),
      })
      return false
    } finally {
      setRestoring(false)
    }
  }
  return { restore, restoring }
}
