'use client'

/**
 * React's view of the cart store, and the one place that follows the session: when the
 * buyer signs in the guest cart is merged into theirs; when they sign out the browser's own
 * cart shows again; when the window regains focus a signed-in cart is read again (another tab
 * or device may have changed it).
 */
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useSyncExternalStore } from 'react'

import { useFollowSession } from '@/account/ui/use-session'
import { toast } from '@/ui/toast-store'

import { cartStore, type CartState } from './cart-store'

export function useCart(): CartState {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getSnapshot)
}

const primeCart = () => cartStore.prime()

/** Mounted once (by the header's cart button): keeps the cart in step with the session. */
export function useCartFollowsSession(): void {
  const t = useTranslations('cart')
  const sessionChanged = useCallback(
    (email: string | null) =>
      void cartStore.sessionChanged(email !== null).then(
        ({ skipped }) => {
          if (skipped.length > 0) {
            toast({
              tone: 'warning',
              title: t('mergeSkipped', { count: skipped.length }),
              description: skipped.map((line) => line.pn).join(', '),
            })
          }
        },
        () => toast({ tone: 'error', title: t('loadFailed') }),
      ),
    [t],
  )
  useFollowSession('cart', sessionChanged, primeCart)
  useEffect(() => {
    const onFocus = () => void cartStore.refresh()
    window.addEventListener('focus', onFocus)
    return () => window.removeEventListener('focus', onFocus)
  }, [])
}
