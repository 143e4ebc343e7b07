'use client'

/**
 * The cart's shipping choice (spec §S4 shipping method, business rules §5): "Ship to …" with
 * a dialog to pick an address from the address book (signed in) or type a country, state
 * and ZIP; then the carriers and services the quote offers for that address, and the shipper
 * number a collect carrier needs. Every change asks the quote again; a refusal is said here.
 */
import { useTranslations } from 'next-intl'
import { useEffect, useState, useSyncExternalStore } from 'react'

import { useSession } from '@/account/ui/use-session'
import type { QuoteAnswer } from '@/checkout/quote-api'
import type { ShippingMethod } from '@/checkout/quote/shipping'
import { apiFetch } from '@/platform/client-fetch'
import { Button } from '@/ui/form/button'
import { describedBy, ErrorLine, Field, inputClass } from '@/ui/form/field'
import { MapPinIcon } from '@/ui/icons'
import { Modal } from '@/ui/modal'

import type { QuoteRefusal } from '@/cart/ui/use-cart-quote'

import {
  addressLine,
  quoteFieldsOf,
  shippingChoiceStore,
  type ShippingAddressChoice,
  type ShippingChoice,
} from './shipping-choice'

export type CountryChoice = { code: string; name: string }

type Contact = {
  id: number
  label: string | null
  nameCompany: string | null
  city: string
  addressState: string | null
  addressPostalCode: string | null
  addressCountry: string
}

const knownErrors = new Set([
  'unknownZip',
  'zipNotInState',
  'invalidZip',
  'shipperNumberRequired',
  'carrierNotOffered',
  'methodNotOffered',
  'invalidCountry',
  'notFound',
])

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

function contactSummary(contact: Contact): string {
  const place = [contact.city, contact.addressState, contact.addressPostalCode]
    .filter(Boolean)
    .join(', ')
  const name = contact.label || contact.nameCompany
  return [name, contact.addressCountry === 'US' ? place : `${place} (${contact.addressCountry})`]
    .filter(Boolean)
    .join(' · ')
}

function AddressDialog({
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
  const session = useSession()
  const signedIn = session.status === 'signedIn'
  const [contacts, setContacts] = useState<Contact[] | null>(null)
  const [picked, setPicked] = useState<number | 'typed'>(
    current?.kind === 'contact' ? current.id : 'typed',
  )
  const typed = current?.kind === 'typed' ? current : null
  const [country, setCountry] = useState(typed?.country ?? 'US')
  const [state, setState] = useState(typed?.state ?? '')
  const [postalCode, setPostalCode] = useState(typed?.postalCode ?? '')
  const [zipError, setZipError] = useState<string | null>(null)

  useEffect(() => {
    if (!open || !signedIn) return
    let current = true
    apiFetch<{ data: Contact[] }>('/api/private/contacts').then(
      ({ data }) => {
        if (current) setContacts(data)
      },
      () => {
        if (current) setContacts([])
      },
    )
    return () => {
      current = false
    }
  }, [open, signedIn])

  const apply = () => {
    const choice = shippingChoiceStore.getSnapshot()
    let address: ShippingAddressChoice
    if (picked !== 'typed') {
      const contact = contacts?.find((each) => each.id === picked)
      if (!contact) return
      address = { kind: 'contact', id: contact.id, summary: contactSummary(contact) }
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
      void apiFetch('/api/private/cart/shipping-address', {
        method: 'PUT',
        body: { contactId: address.kind === 'contact' ? address.id : null },
      }).catch(() => undefined)
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
                      <span>{contactSummary(contact)}</span>
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

export function ShippingControl({
  quote,
  refusal,
  countries,
}: {
  quote: QuoteAnswer | null
  refusal: QuoteRefusal | null
  countries: CountryChoice[]
}) {
  const t = useTranslations('shipping')
  const choice = useShippingChoice()
  const [open, setOpen] = useState(false)
  const update = (next: Partial<ShippingChoice>) =>
    shippingChoiceStore.set({ ...shippingChoiceStore.getSnapshot(), ...next })
  const carriers = quote?.carriers ?? []
  const chosenSlug = choice.carrier ?? quote?.shipping?.carrier ?? null
  const chosen = carriers.find((carrier) => carrier.slug === chosenSlug) ?? null
  const method: ShippingMethod | null = choice.method ?? quote?.shipping?.method ?? null
  const refusalText = refusal
    ? t(`errors.${knownErrors.has(refusal.code) ? refusal.code : 'failed'}`)
    : null

  return (
    <div
      className="mt-4 rounded-lg border border-slate-200 bg-white p-4 text-sm print:hidden"
      data-testid="shipping-control"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 gap-2">
          <MapPinIcon aria-hidden className="mt-0.5 shrink-0 text-slate-500" />
          {choice.address ? (
            <p className="min-w-0">
              <span className="text-slate-600">{t('shipTo')} </span>
              <span className="font-semibold text-slate-900" data-testid="ship-to">
                {addressLine(choice.address)}
              </span>
            </p>
          ) : (
            <p className="text-slate-600">{t('noAddress')}</p>
          )}
        </div>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="shrink-0 font-semibold text-secondary-800 hover:underline"
        >
          {choice.address ? t('change') : t('choose')}
        </button>
      </div>

      {choice.address && carriers.length > 0 ? (
        <div className="mt-3 grid gap-3">
          <Field id="ship-carrier" label={t('carrier')}>
            <select
              id="ship-carrier"
              value={chosenSlug ?? ''}
              onChange={(event) => update({ carrier: event.target.value || null, method: null })}
              className={inputClass}
            >
              {chosenSlug === null ? <option value="">—</option> : null}
              {carriers.map((carrier) => (
                <option key={carrier.slug} value={carrier.slug}>
                  {carrier.title}
                </option>
              ))}
            </select>
          </Field>
          {chosen ? (
            <Field id="ship-method" label={t('method')}>
              <select
                id="ship-method"
                value={method ?? chosen.methods[0]}
                onChange={(event) => update({ method: event.target.value as ShippingMethod })}
                className={inputClass}
              >
                {chosen.methods.map((each) => (
                  <option key={each} value={each}>
                    {t(`methods.${each}`)}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          {chosen?.collect ? (
            <Field
              id="ship-account"
              label={t('shipperNumber')}
              hint={t('shipperNumberHelp')}
              error={
                refusal?.code === 'shipperNumberRequired' ? (refusalText ?? undefined) : undefined
              }
            >
              <input
                id="ship-account"
                defaultValue={choice.shipperNumber}
                autoComplete="off"
                maxLength={40}
                aria-invalid={refusal?.code === 'shipperNumberRequired' ? true : undefined}
                aria-describedby={describedBy('ship-account', {
                  hint: true,
                  error: refusal?.code === 'shipperNumberRequired',
                })}
                onBlur={(event) => update({ shipperNumber: event.target.value })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') update({ shipperNumber: event.currentTarget.value })
                }}
                className={inputClass}
              />
            </Field>
          ) : null}
        </div>
      ) : null}
      {refusalText && refusal?.code !== 'shipperNumberRequired' ? (
        <ErrorLine alert>{refusalText}</ErrorLine>
      ) : null}

      <AddressDialog
        key={open ? 'open' : 'closed'}
        open={open}
        onClose={() => setOpen(false)}
        countries={countries}
        current={choice.address}
      />
    </div>
  )
}
