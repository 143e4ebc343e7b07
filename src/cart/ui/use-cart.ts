'use client'

/**
 * React's view of the cart store, and the one place that follows the session: when the
 * buyer signs in the guest cart is merged into theirs; when they sign out the browser's own
 * cart shows again; when the window regains focus a signed-in cart is read again (another tab
 * or device may have changed it).
 */
import { useTranslations } from 'next-intl'
import { useEffect, useSyncExternalStore } from 'react'

import { sessionStore } from '@/account/ui/session-store'
import { toast } from '@/ui/toast-store'

import { cartStore, type CartState } from './cart-store'

export function useCart(): CartState {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getSnapshot)
}

let following = false

/** Mounted once (by the header's cart button): keeps the cart in step with the session. */
export function useCartFollowsSession(): void {
  const t = useTranslations('cart')
  useEffect(() => {
    if (following) return
    following = true
    // the first read leaves now, with the page's other viewer data, not after the session's answer
    cartStore.prime()
    let signedInAs: string | null | undefined
    const check = () => {
      const session = sessionStore.getSnapshot()
      if (session.status === 'loading') return
      const now = session.user?.email ?? null
      if (now === signedInAs) return
      signedInAs = now
      void cartStore.sessionChanged(now !== null).then(
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
      )
    }
    check()
    const unsubscribe = sessionStore.subscribe(check)
    const onFocus = () => void cartStore.refresh()
    window.addEventListener('focus', onFocus)
    return () => {
      following = false
      unsubscribe()
      window.removeEventListener('focus', onFocus)
    }
  }, [t])
}
