'use client'

/**
 * Carrier, service and — for a collect carrier — the buyer's shipper number, as the quote
 * offers them for the chosen address (business rules §5). Shared by the cart's shipping
 * control and checkout; each change goes to the browser's shipping choice, which asks the
 * quote again. The number is kept as typed, for the carrier it was typed for; while it is
 * missing the quote still prices everything and the field says so (issue 39).
 */
import { useTranslations } from 'next-intl'

import type { QuoteRefusal } from '@/checkout/ui/use-cart-quote'
import type { QuoteAnswer } from '@/checkout/quote-api'
import type { ShippingMethod } from '@/checkout/quote/shipping'
import { describedBy, Field, inputClass } from '@/ui/form/field'

import {
  serviceShown,
  shipperNumberOf,
  shippingChoiceStore,
  withShipperNumber,
  type ShippingChoice,
} from './shipping-choice'
import { useForgetUnofferedService, useShippingChoice } from './use-shipping-choice'

/** Refusals with a sentence of their own under `shipping.errors`. */
export const knownShippingErrors = new Set([
  'unknownZip',
  'zipNotInState',
  'invalidZip',
  'shipperNumberRequired',
  'carrierNotOffered',
  'methodNotOffered',
  'invalidCountry',
  'notFound',
])

export function CarrierFields({
  quote,
  refusal,
}: {
  quote: QuoteAnswer | null
  refusal: QuoteRefusal | null
}) {
  const t = useTranslations('shipping')
  const choice = useShippingChoice()
  useForgetUnofferedService(refusal?.code ?? null)
  const update = (next: Partial<ShippingChoice>) =>
    shippingChoiceStore.set({ ...shippingChoiceStore.getSnapshot(), ...next })
  const carriers = quote?.carriers ?? []
  if (carriers.length === 0) return null
  const chosenSlug = choice.carrier ?? quote?.shipping?.carrier ?? null
  const chosen = carriers.find((carrier) => carrier.slug === chosenSlug) ?? null
  const services = chosen?.services ?? []
  // a service kept from before (another carrier's, or renamed by staff) shows the first one
  // until the quote has answered for it (useForgetUnofferedService clears it on a refusal)
  const asked: ShippingMethod | null = choice.method ?? quote?.shipping?.method ?? null
  const method = serviceShown(services, asked)
  const typed = shipperNumberOf(choice, chosen?.slug)
  const shipperMissing =
    !!chosen?.collect && (typed.trim() === '' || refusal?.code === 'shipperNumberRequired')
  return (
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
      {chosen && services.length > 0 ? (
        <Field id="ship-method" label={t('method')}>
          <select
            id="ship-method"
            value={method ?? ''}
            onChange={(event) => update({ method: event.target.value })}
            className={inputClass}
          >
            {services.map((each) => (
              <option key={each.code} value={each.code}>
                {each.name}
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
          error={shipperMissing ? t('errors.shipperNumberRequired') : undefined}
        >
          <input
            id="ship-account"
            value={typed}
            autoComplete="off"
            maxLength={40}
            aria-invalid={shipperMissing ? true : undefined}
            aria-describedby={describedBy('ship-account', { hint: true, error: shipperMissing })}
            onChange={(event) =>
              shippingChoiceStore.set(
                withShipperNumber(
                  shippingChoiceStore.getSnapshot(),
                  chosen.slug,
                  event.target.value,
                ),
              )
            }
            className={inputClass}
          />
        </Field>
      ) : null}
    </div>
  )
}
