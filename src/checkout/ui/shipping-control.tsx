'use client'

/**
 * The cart's shipping choice (spec §S4 shipping method, business rules §5): "Ship to …" with
 * a dialog to pick an address from the address book (signed in) or type a country, state
 * and ZIP; then the carriers and services the quote offers for that address, and the shipper
 * number a collect carrier needs. Every change asks the quote again; a refusal is said here.
 */
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import type { QuoteRefusal } from '@/checkout/ui/use-cart-quote'
import type { QuoteAnswer } from '@/checkout/quote-api'
import { ErrorLine } from '@/ui/form/field'
import { MapPinIcon } from '@/ui/icons'

import { CarrierFields, knownShippingErrors } from './carrier-fields'
import { ShippingAddressDialog, type CountryChoice } from './shipping-address-dialog'
import { addressLine } from './shipping-choice'
import {
  useDefaultShippingAddress,
  useForgetRemovedAddress,
  useShippingChoice,
} from './use-shipping-choice'

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
  const addressGone = refusal?.code === 'addressGone'
  useForgetRemovedAddress(addressGone)
  useDefaultShippingAddress()
  const refusalText =
    refusal && !addressGone
      ? t(`errors.${knownShippingErrors.has(refusal.code) ? refusal.code : 'failed'}`)
      : null

  return (
    <div
      className="mt-4 rounded-lg border border-slate-200 bg-white p-4 text-sm print:hidden"
      data-testid="shipping-control"
    >
      {choice.address ? (
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 gap-2">
            <MapPinIcon aria-hidden className="mt-0.5 shrink-0 text-slate-500" />
            <p className="min-w-0">
              <span className="text-slate-600">{t('shipTo')} </span>
              <span className="font-semibold text-slate-900" data-testid="ship-to">
                {addressLine(
                  choice.address,
                  (code) => countries.find((country) => country.code === code)?.name ?? code,
                )}
              </span>
            </p>
          </div>
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="shrink-0 font-semibold text-secondary-800 hover:underline"
          >
            {t('change')}
          </button>
        </div>
      ) : (
        // no address yet: the note reads as one paragraph across the box, the button under it
        // (beside it, both were squeezed into narrow columns on a phone)
        <div className="flex gap-2" data-testid="no-address">
          <MapPinIcon aria-hidden className="mt-0.5 shrink-0 text-slate-500" />
          <div className="min-w-0 flex-1">
            <p className="text-slate-600">{t('noAddress')}</p>
            <button
              type="button"
              onClick={() => setOpen(true)}
              className="mt-2 font-semibold text-secondary-800 hover:underline"
            >
              {t('choose')}
            </button>
          </div>
        </div>
      )}

      {choice.address ? <CarrierFields quote={quote} refusal={refusal} /> : null}
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
