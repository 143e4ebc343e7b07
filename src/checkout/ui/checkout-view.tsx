'use client'

/**
 * Checkout (business rules §9): where to ship and bill (the address book, or a new address in
 * place), the carrier and service, a PO number and notes, and the quote's figures as they
 * change. Placing sends the total the buyer saw; the server quotes the cart again and places
 * the order once per Idempotency-Key, which this page keeps for its whole visit, so a retry
 * after a lost answer finds the same order instead of placing a second one.
 */
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { AddressSlideOver } from '@/account/ui/address-dialogs'
import type { AddressBookProps } from '@/account/ui/address-book-types'
import { CartLoader, CartLoadFailed } from '@/cart/ui/cart-load-state'
import { useCart } from '@/cart/ui/use-cart'
import { useCartQuote } from '@/checkout/ui/use-cart-quote'
import type { Locale } from '@/i18n/locales'
import { ErrorLine, Field, inputClass } from '@/ui/form/field'
import { PlusIcon } from '@/ui/icons'
import { ShopLink } from '@/ui/shop-link'

import { AddressChoice } from './address-choice'
import { CarrierFields, knownShippingErrors } from './carrier-fields'
import { CheckoutSummary } from './checkout-summary'
import { placeBlocker } from './place-blocker'
import { shipperNumberOf } from './shipping-choice'
import { useCheckoutAddresses } from './use-checkout-addresses'
import { usePlaceOrder } from './use-place-order'
import { useShippingChoice, useShippingQuoteFields } from './use-shipping-choice'

export function CheckoutView({
  locale,
  countries,
  regions,
  payment,
  cartHref,
}: AddressBookProps & {
  locale: Locale
  /** How this buyer pays: on their account terms, or by card (taken by staff). */
  payment: 'terms' | 'card'
  cartHref: string
}) {
  const t = useTranslations('checkout')
  const ts = useTranslations('shipping')
  const cart = useCart()
  const choice = useShippingChoice()
  const shippingFields = useShippingQuoteFields()
  const addresses = useCheckoutAddresses()
  const { entries, shippingId, shippingEntry, billing, billingId, sameBilling } = addresses
  const [poNumber, setPoNumber] = useState('')
  const [notes, setNotes] = useState('')
  const { quote, loading, failed, refusal } = useCartQuote(
    cart.items,
    locale,
    cart.status === 'ready' && shippingEntry !== null,
    shippingFields,
  )
  const { place, placing, placeError, expectedTotal } = usePlaceOrder(locale, quote)

  if (cart.status === 'failed') {
    return (
      <div className="mt-8 max-w-3xl">
        <CartLoadFailed />
      </div>
    )
  }
  if (cart.status === 'loading' || addresses.loading) {
    return (
      <div className="mt-8 max-w-3xl">
        <CartLoader label={t('loading')} />
      </div>
    )
  }
  if (cart.items.length === 0) {
    return (
      <div className="mt-8 rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center">
        <p className="text-lg font-semibold text-slate-900">{t('emptyCart')}</p>
        <ShopLink
          href={cartHref}
          className="mt-4 inline-flex rounded-lg bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800"
        >
          {t('backToCart')}
        </ShopLink>
      </div>
    )
  }

  const section = 'rounded-xl border border-slate-200 bg-white p-5 sm:p-6'
  const step = 'mb-4 flex items-center gap-3 text-lg font-bold text-slate-900'
  const badge =
    'inline-flex size-7 items-center justify-center rounded-full bg-slate-900 text-sm font-bold text-white'
  const addButton =
    'mt-3 inline-flex items-center gap-2 text-sm font-semibold text-secondary-800 hover:underline'
  const blocker = placeBlocker({
    shippingChosen: !!shippingEntry,
    billingChosen: !!billing,
    flags: quote ? quote.flags.map((flag) => flag.code) : null,
    refused: !!refusal,
    loading,
  })
  const ready = !!quote && !blocker && !loading

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid min-w-0 gap-6">
        <section aria-labelledby="ship-title" className={section}>
          <h2 id="ship-title" className={step}>
            <span className={badge}>1</span>
            {t('shipTo')}
          </h2>
          {addresses.failed ? (
            <ErrorLine alert>{t('addressesFailed')}</ErrorLine>
          ) : entries.length === 0 ? (
            <p className="text-sm text-slate-600">{t('noAddresses')}</p>
          ) : (
            <AddressChoice
              name="shipping"
              legend={t('shipTo')}
              entries={entries}
              selected={shippingId}
              onSelect={addresses.chooseShipping}
            />
          )}
          <button
            type="button"
            className={addButton}
            onClick={() => addresses.setAdding('shipping')}
          >
            <PlusIcon aria-hidden /> {t('addAddress')}
          </button>
        </section>

        <section aria-labelledby="delivery-title" className={section}>
          <h2 id="delivery-title" className={step}>
            <span className={badge}>2</span>
            {t('delivery')}
          </h2>
          {shippingEntry ? (
            <CarrierFields quote={quote} refusal={refusal} />
          ) : (
            <p className="text-sm text-slate-600">{t('chooseAddressFirst')}</p>
          )}
          {refusal && refusal.code !== 'shipperNumberRequired' ? (
            <ErrorLine alert>
              {ts(`errors.${knownShippingErrors.has(refusal.code) ? refusal.code : 'failed'}`)}
            </ErrorLine>
          ) : null}
        </section>

        <section aria-labelledby="bill-title" className={section}>
          <h2 id="bill-title" className={step}>
            <span className={badge}>3</span>
            {t('billTo')}
          </h2>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={sameBilling}
              onChange={(event) => {
                addresses.setSameBilling(event.target.checked)
                if (!event.target.checked) addresses.setBillingId(billingId ?? shippingId)
              }}
              className="size-4 accent-primary-700"
            />
            {t('sameAsShipping')}
          </label>
          {!sameBilling ? (
            <div className="mt-4">
              <AddressChoice
                name="billing"
                legend={t('billTo')}
                entries={entries}
                selected={billingId}
                onSelect={(entry) => addresses.setBillingId(entry.id)}
              />
              <button
                type="button"
                className={addButton}
                onClick={() => addresses.setAdding('billing')}
              >
                <PlusIcon aria-hidden /> {t('addAddress')}
              </button>
            </div>
          ) : null}
        </section>

        <section aria-labelledby="details-title" className={section}>
          <h2 id="details-title" className={step}>
            <span className={badge}>4</span>
            {t('details')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="po-number" label={t('poNumber')} hint={t('poNumberHint')}>
              <input
                id="po-number"
                value={poNumber}
                maxLength={40}
                autoComplete="off"
                onChange={(event) => setPoNumber(event.target.value)}
                className={inputClass}
              />
            </Field>
            <div className="sm:col-span-2">
              <Field id="order-notes" label={t('notes')} hint={t('notesHint')}>
                <textarea
                  id="order-notes"
                  value={notes}
                  maxLength={2000}
                  rows={3}
                  onChange={(event) => setNotes(event.target.value)}
                  className={inputClass}
                />
              </Field>
            </div>
          </div>
        </section>
      </div>

      <CheckoutSummary
        locale={locale}
        payment={payment}
        cartHref={cartHref}
        lines={cart.items}
        quote={quote}
        quoteState={{ loading, failed: failed && !refusal }}
        shippingChosen={shippingEntry !== null}
        placing={placing}
        placeError={placeError}
        totalToPlace={expectedTotal}
        ready={ready}
        blocker={blocker}
        onPlace={() => {
          if (shippingEntry && billing)
            void place({
              shippingContactId: shippingEntry.id,
              billingContactId: billing.id,
              // only the number typed for the carrier being placed (a prepaid one has none)
              shipperNumber: shipperNumberOf(choice, quote?.shipping?.carrier),
              poNumber,
              notes,
            })
        }}
      />

      <AddressSlideOver
        formIndex={addresses.adding ? -1 : null}
        editing={null}
        saving={addresses.saving}
        countries={countries}
        regions={regions}
        onSave={(contact) => addresses.saveAddress(contact)}
        onClose={() => addresses.setAdding(null)}
        restoreFocus={() => undefined}
      />
    </div>
  )
}
