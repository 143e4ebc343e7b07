'use client'

/**
 * Where the cart ships: an entry of the signed-in buyer's address book, or a typed country,
 * state and ZIP. A new address starts again from the default carrier (spec §S4); a chosen
 * address-book entry is also kept in the cart record for checkout.
 */
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { addressName, localityLine } from '@/account/address-format'
import { loadAddressBook } from '@/account/client'
import { useSession } from '@/account/ui/use-session'
import { Button } from '@/ui/form/button'
import { describedBy, Field, inputClass } from '@/ui/form/field'
import { Modal } from '@/ui/modal'

import * as checkoutClient from '../client'
import { addressLine, shippingChoiceStore, type ShippingAddressChoice } from './shipping-choice'

export type CountryChoice = { code: string; name: string }

type Contact = {
  id: number
  label: string | null
  nameCompany: string | null
  city: string
  addressState: string | null
  addressPostalCode: string | null
  addressCountry: string
  defaultShipping?: boolean
}

/** The address's name and locality; its country is shown by name beside it (`addressLine`). */
function contactSummary(contact: Contact): string {
  const name = addressName(contact.label) || addressName(contact.nameCompany)
  return [name, localityLine(contact)].filter(Boolean).join(' · ')
}

export function ShippingAddressDialog({
  open,
  onClose,
  countries,
  current,
}: {
  open: boolean
  onClose: () => void
  countries: CountryChoice[]
  current: ShippingAddressChoice | null
}) {
  const t = useTranslations('shipping')
  const countryNameOf = (code: string) =>
    countries.find((country) => country.code === code)?.name ?? code
  const session = useSession()
  const signedIn = session.status === 'signedIn'
  const [contacts, setContacts] = useState<Contact[] | null>(null)
  const [picked, setPicked] = useState<number | 'typed'>(
    current?.kind === 'contact' ? current.id : 'typed',
  )
  const typed = current?.kind === 'typed' ? current : null
  const startedFrom = current !== null
  const [country, setCountry] = useState(typed?.country ?? 'US')
  const [state, setState] = useState(typed?.state ?? '')
  const [postalCode, setPostalCode] = useState(typed?.postalCode ?? '')
  const [zipError, setZipError] = useState<string | null>(null)

  useEffect(() => {
    if (!open || !signedIn) return
    let current = true
    loadAddressBook().then(
      (data: Contact[]) => {
        if (!current) return
        setContacts(data)
        // nothing chosen yet: the buyer's default shipping address, not a typed place
        const preferred = data.find((entry) => entry.defaultShipping)
        if (preferred && !startedFrom) {
          setPicked(preferred.id)
          setCountry(preferred.addressCountry)
        }
      },
      () => {
        if (current) setContacts([])
      },
    )
    return () => {
      current = false
    }
  }, [open, signedIn, startedFrom])

  const apply = () => {
    const choice = shippingChoiceStore.getSnapshot()
    let address: ShippingAddressChoice
    if (picked !== 'typed') {
      const contact = contacts?.find((each) => each.id === picked)
      if (!contact) return
      address = {
        kind: 'contact',
        id: contact.id,
        summary: contactSummary(contact),
        country: contact.addressCountry,
      }
    } else {
      const zip = postalCode.trim()
      if (country === 'US' && !/^\d{5}(-?\d{4})?$/.test(zip)) {
        setZipError(t('errors.invalidZip'))
        return
      }
      address = { kind: 'typed', country, state: state.trim().toUpperCase(), postalCode: zip }
    }
    // a new address starts again from the default carrier (spec §S4)
    shippingChoiceStore.set({ ...choice, address, carrier: null, method: null })
    if (signedIn) {
      // kept in the cart record for checkout; the browser's copy already drives the quote
      void checkoutClient
        .keepShippingAddress(address.kind === 'contact' ? address.id : null)
        .catch(() => undefined)
    }
    onClose()
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('dialogTitle')}
      description={t('dialogHelp')}
      closeLabel={t('close')}
    >
      <div className="space-y-4">
        {signedIn ? (
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">{t('yourAddresses')}</legend>
            {contacts === null ? (
              <p className="mt-2 text-sm text-slate-500">{t('loadingAddresses')}</p>
            ) : (
              <ul className="mt-2 max-h-56 space-y-1 overflow-y-auto">
                {contacts.map((contact) => (
                  <li key={contact.id}>
                    <label className="flex cursor-pointer items-start gap-2 rounded-md p-2 text-sm hover:bg-slate-50">
                      <input
                        type="radio"
                        name="shipping-address"
                        className="mt-0.5"
                        checked={picked === contact.id}
                        onChange={() => setPicked(contact.id)}
                      />
                      <span>
                        {addressLine(
                          {
                            kind: 'contact',
                            id: contact.id,
                            summary: contactSummary(contact),
                            country: contact.addressCountry,
                          },
                          countryNameOf,
                        )}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            <label className="mt-1 flex cursor-pointer items-center gap-2 rounded-md p-2 text-sm hover:bg-slate-50">
              <input
                type="radio"
                name="shipping-address"
                checked={picked === 'typed'}
                onChange={() => setPicked('typed')}
              />
              <span>{t('otherAddress')}</span>
            </label>
          </fieldset>
        ) : null}
        {picked === 'typed' ? (
          <div className="grid grid-cols-2 gap-3">
            <Field id="ship-country" label={t('country')} className="col-span-2">
              <select
                id="ship-country"
                value={country}
                onChange={(event) => setCountry(event.target.value)}
                className={inputClass}
              >
                {countries.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="ship-state" label={t('state')}>
              <input
                id="ship-state"
                value={state}
                maxLength={3}
                autoComplete="address-level1"
                onChange={(event) => setState(event.target.value)}
                className={inputClass}
              />
            </Field>
            <Field id="ship-zip" label={t('postalCode')} error={zipError ?? undefined}>
              <input
                id="ship-zip"
                value={postalCode}
                inputMode={country === 'US' ? 'numeric' : 'text'}
                autoComplete="postal-code"
                maxLength={12}
                aria-invalid={zipError ? true : undefined}
                aria-describedby={describedBy('ship-zip', { error: zipError })}
                onChange={(event) => {
                  setPostalCode(event.target.value)
                  setZipError(null)
                }}
                className={inputClass}
              />
            </Field>
          </div>
        ) : null}
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="button" onClick={apply}>
            {t('apply')}
          </Button>
        </div>
      </div>
    </Modal>
  )
}
