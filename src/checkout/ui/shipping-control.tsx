'use client'

/**
 * The cart's shipping choice (spec §S4 shipping method, business rules §5): "Ship to …" with
 * a dialog to pick an address from the address book (signed in) or type a country, state
 * and ZIP; then the carriers and services the quote offers for that address, and the shipper
 * number a collect carrier needs. Every change asks the quote again; a refusal is said here.
 */
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import type { QuoteRefusal } from '@/cart/ui/use-cart-quote'
import type { QuoteAnswer } from '@/checkout/quote-api'
import type { ShippingMethod } from '@/checkout/quote/shipping'
import { describedBy, ErrorLine, Field, inputClass } from '@/ui/form/field'
import { MapPinIcon } from '@/ui/icons'

import { ShippingAddressDialog, type CountryChoice } from './shipping-address-dialog'
import { addressLine, shippingChoiceStore, type ShippingChoice } from './shipping-choice'
import { useShippingChoice } from './use-shipping-choice'

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

      <ShippingAddressDialog
        key={open ? 'open' : 'closed'}
        open={open}
        onClose={() => setOpen(false)}
        countries={countries}
        current={choice.address}
      />
    </div>
  )
}
