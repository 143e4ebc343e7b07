'use client'

/** React's view of the browser's shipping choice, and the quote request fields it makes. */
import { useEffect, useSyncExternalStore } from 'react'

import { loadAddressBook } from '@/account/ui/address-book-client'
import { summaryOf } from '@/account/ui/address-card'
import { useSession } from '@/account/ui/use-session'

import { quoteFieldsOf, shippingChoiceStore, type ShippingChoice } from './shipping-choice'

export function useShippingChoice(): ShippingChoice {
  return useSyncExternalStore(
    shippingChoiceStore.subscribe,
    shippingChoiceStore.getSnapshot,
    shippingChoiceStore.getServerSnapshot,
  )
}

/**
 * The quote request's shipping fields for this browser's choice; an address-book entry counts
 * only while its buyer is signed in (a guest has no address book).
 */
export function useShippingQuoteFields(): Record<string, unknown> {
  const choice = useShippingChoice()
  const session = useSession()
  if (choice.address?.kind === 'contact' && session.status !== 'signedIn') return {}
  return quoteFieldsOf(choice)
}

/**
 * When the quote says the chosen address-book entry is gone (removed here or on another
 * device), the choice falls back to the buyer's default shipping address, or to none.
 */
export function useForgetRemovedAddress(addressGone: boolean): void {
  useEffect(() => {
    if (!addressGone) return
    let current = true
    loadAddressBook().then(
      (entries) => {
        const choice = shippingChoiceStore.getSnapshot()
        if (!current || choice.address?.kind !== 'contact') return
        if (entries.some((entry) => entry.id === (choice.address as { id: number }).id)) return
        const fallback = entries.find((entry) => entry.defaultShipping)
        shippingChoiceStore.set({
          ...choice,
          address: fallback
            ? { kind: 'contact', id: fallback.id, summary: summaryOf(fallback) }
            : null,
          carrier: null,
          method: null,
        })
      },
      () => {},
    )
    return () => {
      current = false
    }
  }, [addressGone])
}
