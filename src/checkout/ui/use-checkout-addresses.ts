'use client'

/**
 * Checkout's addresses: the buyer's address book, the ship-to (the browser's shipping choice,
 * started from the default shipping address when it is not one of these), the bill-to (the
 * ship-to unless another is picked), and a new address added in place for either.
 */
import { useTranslations } from 'next-intl'
import { useEffect, useMemo, useState } from 'react'

import type { Contact } from '@/account/contact-schema'
import type { AddressBookEntry } from '@/account/contacts'
import { createAddress, loadAddressBook } from '@/account/client'
import { summaryOf } from '@/account/ui/address-card'
import { toast } from '@/ui/toast-store'
import { useLoaded } from '@/ui/use-loaded'

import { shippingChoiceStore } from './shipping-choice'
import { useShippingChoice } from './use-shipping-choice'

const load = () => loadAddressBook()

function chooseShipping(entry: AddressBookEntry) {
  shippingChoiceStore.set({
    ...shippingChoiceStore.getSnapshot(),
    address: {
      kind: 'contact',
      id: entry.id,
      summary: summaryOf(entry),
      country: entry.addressCountry,
    },
    carrier: null,
    method: null,
  })
}

export function useCheckoutAddresses() {
  const t = useTranslations('checkout')
  const choice = useShippingChoice()
  const contacts = useLoaded(load)
  const entries = useMemo(() => contacts.data ?? [], [contacts.data])
  const [billingId, setBillingId] = useState<number | null>(null)
  const [sameBilling, setSameBilling] = useState(true)
  const [adding, setAdding] = useState<'shipping' | 'billing' | null>(null)
  const [saving, setSaving] = useState(false)

  const shippingId = choice.address?.kind === 'contact' ? choice.address.id : null
  const shippingEntry = entries.find((entry) => entry.id === shippingId) ?? null
  const billing = sameBilling ? shippingEntry : (entries.find((e) => e.id === billingId) ?? null)

  // start from a stored address when the choice is a typed place or an address no longer here
  useEffect(() => {
    if (!contacts.data || contacts.data.length === 0 || shippingEntry) return
    const first = contacts.data.find((entry) => entry.defaultShipping) ?? contacts.data[0]!
    shippingChoiceStore.set({
      ...shippingChoiceStore.getSnapshot(),
      address: {
        kind: 'contact',
        id: first.id,
        summary: summaryOf(first),
        country: first.addressCountry,
      },
    })
  }, [contacts.data, shippingEntry])

  async function saveAddress(contact: Contact) {
    setSaving(true)
    try {
      const added = await createAddress(contact)
      contacts.set([...entries, added])
      if (adding === 'billing') {
        setSameBilling(false)
        setBillingId(added.id)
      } else chooseShipping(added)
      setAdding(null)
    } catch (error) {
      toast({ title: t('addressNotSaved'), tone: 'error' })
      throw error // the form keeps what was typed and shows the field errors
    } finally {
      setSaving(false)
    }
  }

  return {
    loading: !contacts.data && !contacts.failed,
    failed: contacts.failed,
    entries,
    shippingId,
    shippingEntry,
    chooseShipping,
    billing,
    billingId,
    setBillingId,
    sameBilling,
    setSameBilling,
    adding,
    setAdding,
    saving,
    saveAddress,
  }
}
