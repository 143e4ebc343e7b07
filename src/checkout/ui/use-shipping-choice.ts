'use client'

/** React's view of the browser's shipping choice, and the quote request fields it makes. */
import { useEffect, useSyncExternalStore } from 'react'

import { loadAddressBook } from '@/account/client'
import { summaryOf } from '@/account/ui/address-card'
import { useSession } from '@/account/ui/use-session'

import {
  choiceAfterRefusal,
  quoteFieldsOf,
  shippingChoiceStore,
  type ShippingChoice,
} from './shipping-choice'

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
 * A signed-in buyer without a choice in this browser starts from their default shipping
 * address (issue 39 §7: a Mexican buyer's cart opened on a typed place in the United States).
 */
export function useDefaultShippingAddress(): void {
  const session = useSession()
  const signedIn = session.status === 'signedIn'
  const chosen = useShippingChoice().address !== null
  useEffect(() => {
    if (!signedIn || chosen) return
    let current = true
    loadAddressBook().then(
      (entries) => {
        const choice = shippingChoiceStore.getSnapshot()
        const preferred = entries.find((entry) => entry.defaultShipping)
        if (!current || choice.address || !preferred) return
        shippingChoiceStore.set({
          ...choice,
          address: {
            kind: 'contact',
            id: preferred.id,
            summary: summaryOf(preferred),
            country: preferred.addressCountry,
          },
          carrier: null,
          method: null,
        })
      },
      () => {},
    )
    return () => {
      current = false
    }
  }, [signedIn, chosen])
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

/**
 * When the quote refuses the kept service (the carrier does not offer it: a choice saved
 * before carriers had their own services), the choice forgets it and the carrier's first
 * service is quoted (issue 39 §10).
 */
export function useForgetUnofferedService(refusalCode: string | null): void {
  useEffect(() => {
    if (refusalCode !== 'methodNotOffered') return
    const choice = shippingChoiceStore.getSnapshot()
    const next = choiceAfterRefusal(choice, refusalCode)
    if (next !== choice) shippingChoiceStore.set(next)
  }, [refusalCode])
}
