'use client'

/** React's view of the browser's shipping choice, and the quote request fields it makes. */
import { useSyncExternalStore } from 'react'

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
