'use client'

/**
 * Checkout (business rules §9): where to ship and bill (the address book, or a new address in
 * place), the carrier and service, a PO number and notes, and the quote's figures as they
 * change. Placing sends the total the buyer saw; the server quotes the cart again and places
 * the order once per Idempotency-Key, which this page keeps for its whole visit, so a retry
 * after a lost answer finds the same order instead of placing a second one.
 */
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useMemo, useRef, useState } from 'react'

import type { Contact } from '@/account/contact-schema'
import type { AddressBookEntry } from '@/account/contacts'
import { AddressSlideOver } from '@/account/ui/address-dialogs'
import type { AddressBookProps } from '@/account/ui/address-book-types'
import { summaryOf } from '@/account/ui/address-card'
import { CartLoader } from '@/cart/ui/cart-button'
import { cartStore } from '@/cart/ui/cart-store'
import { CartSummary } from '@/cart/ui/cart-summary'
import { useCart } from '@/cart/ui/use-cart'
import { useCartQuote } from '@/cart/ui/use-cart-quote'
import { formatCents } from '@/catalog/ui/money'
import type { QuoteAnswer } from '@/checkout/quote-api'
import type { Locale } from '@/i18n/locales'
import { accountOrderPath } from '@/i18n/routes'
import { ApiError, apiFetch } from '@/platform/client-fetch'
import { ErrorLine, Field, inputClass } from '@/ui/form/field'
import { PlusIcon } from '@/ui/icons'
import { ShopLink } from '@/ui/shop-link'
import { toast } from '@/ui/toast-store'
import { useLoaded } from '@/ui/use-loaded'

import { CarrierFields, knownShippingErrors } from './carrier-fields'
import { shippingChoiceStore } from './shipping-choice'
import { useShippingChoice, useShippingQuoteFields } from './use-shipping-choice'

const contactsUrl = '/api/private/contacts'
const loadContacts = () =>
  apiFetch<{ data: AddressBookEntry[] }>(contactsUrl).then(({ data }) => data)

/** Refusals of the placing call that have a sentence of their own under `checkout.errors`. */
const placeErrors = new Set([
  'cartEmpty',
  'unavailableLines',
  'addressRequired',
  'idempotencyKeyReused',
  'orderInProgress',
  'notFound',
  'poNumberTooLong',
  'notesTooLong',
  'carrierRequired',
])

function newKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

function AddressChoice({
  name,
  entries,
  selected,
  onSelect,
  legend,
}: {
  name: string
  entries: AddressBookEntry[]
  selected: number | null
  onSelect: (entry: AddressBookEntry) => void
  legend: string
}) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {entries.map((entry) => (
          <label
            key={entry.id}
            className={`flex cursor-pointer gap-3 rounded-lg border p-3 text-sm has-focus-visible:ring-2 has-focus-visible:ring-primary-600 ${selected === entry.id ? 'border-primary-600 bg-primary-50' : 'border-slate-200 bg-white hover:border-slate-400'}`}
          >
            <input
              type="radio"
              name={name}
              value={entry.id}
              checked={selected === entry.id}
              onChange={() => onSelect(entry)}
              className="mt-1 accent-primary-700"
            />
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">
                {entry.nameCompany || `${entry.nameFirst} ${entry.nameLast}`}
              </span>
              <span className="block text-slate-700">
                {entry.nameCompany ? `${entry.nameFirst} ${entry.nameLast}, ` : ''}
                {entry.address1}
                {entry.address2 ? `, ${entry.address2}` : ''}
              </span>
              <span className="block text-slate-700">
                {entry.city}, {entry.addressState ?? ''} {entry.addressPostalCode ?? ''} ·{' '}
                {entry.addressCountry}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

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
  const router = useRouter()
  const cart = useCart()
  const choice = useShippingChoice()
  const shippingFields = useShippingQuoteFields()
  const contacts = useLoaded(loadContacts)
  const entries = useMemo(() => contacts.data ?? [], [contacts.data])
  const [billingId, setBillingId] = useState<number | null>(null)
  const [sameBilling, setSameBilling] = useState(true)
  const [poNumber, setPoNumber] = useState('')
  const [notes, setNotes] = useState('')
  const [adding, setAdding] = useState<'shipping' | 'billing' | null>(null)
  const [saving, setSaving] = useState(false)
  const [placing, setPlacing] = useState(false)
  const [placeError, setPlaceError] = useState<string | null>(null)
  const [changedTotal, setChangedTotal] = useState<number | null>(null)
  const key = useRef<string | null>(null)

  const shippingId = choice.address?.kind === 'contact' ? choice.address.id : null
  const shippingEntry = entries.find((entry) => entry.id === shippingId) ?? null
  const { quote, loading, failed, refusal } = useCartQuote(
    cart.items,
    locale,
    cart.status === 'ready' && shippingEntry !== null,
    shippingFields,
  )

  // start from a stored address when the choice is a typed place or an address no longer here
  useEffect(() => {
    if (!contacts.data || contacts.data.length === 0 || shippingEntry) return
    const first = contacts.data.find((entry) => entry.defaultShipping) ?? contacts.data[0]!
    shippingChoiceStore.set({
      ...shippingChoiceStore.getSnapshot(),
      address: { kind: 'contact', id: first.id, summary: summaryOf(first) },
    })
  }, [contacts.data, shippingEntry])

  const billing = sameBilling ? shippingEntry : (entries.find((e) => e.id === billingId) ?? null)
  const unavailable = quote?.flags.find((flag) => flag.code === 'unavailableLines')
  const money = (cents: number) => formatCents(cents, locale)

  function chooseShipping(entry: AddressBookEntry) {
    shippingChoiceStore.set({
      ...shippingChoiceStore.getSnapshot(),
      address: { kind: 'contact', id: entry.id, summary: summaryOf(entry) },
      carrier: null,
      method: null,
    })
    setChangedTotal(null)
  }

  async function saveAddress(contact: Contact) {
    setSaving(true)
    try {
      const { data } = await apiFetch<{ data: AddressBookEntry }>(contactsUrl, {
        method: 'POST',
        body: contact,
      })
      contacts.set([...entries, data])
      if (adding === 'billing') {
        setSameBilling(false)
        setBillingId(data.id)
      } else chooseShipping(data)
      setAdding(null)
    } catch (error) {
      toast({ title: t('addressNotSaved'), tone: 'error' })
      throw error // the form keeps what was typed and shows the field errors
    } finally {
      setSaving(false)
    }
  }

  async function place() {
    if (!quote || !shippingEntry || !billing) return
    setPlacing(true)
    setPlaceError(null)
    key.current ??= newKey()
    try {
      const { order } = await apiFetch<{ order: { number: string } }>('/api/private/orders', {
        method: 'POST',
        headers: { 'Idempotency-Key': key.current },
        body: {
          shippingContactId: shippingEntry.id,
          billingContactId: billing.id,
          carrier: quote.shipping?.carrier ?? undefined,
          method: quote.shipping?.method ?? undefined,
          shipperNumber: choice.shipperNumber.trim() || undefined,
          poNumber: poNumber.trim() || undefined,
          notes: notes.trim() || undefined,
          expectedTotalCents: changedTotal ?? quote.totalCents,
          locale,
        },
      })
      // the server emptied the cart with the order
      await cartStore.refresh().catch(() => undefined)
      router.push(`${accountOrderPath(locale, order.number)}?placed=1`)
    } catch (error) {
      setPlacing(false)
      const body =
        error instanceof ApiError ? (error.body as { code?: string; quote?: QuoteAnswer }) : null
      if (body?.code === 'quoteChanged' && body.quote) {
        // the key was not used: the same visit may place the order at the new total
        setChangedTotal(body.quote.totalCents)
        setPlaceError(t('errors.quoteChanged', { total: money(body.quote.totalCents) }))
        return
      }
      if (body?.code === 'idempotencyKeyReused') key.current = null
      const code = body?.code ?? ''
      setPlaceError(
        knownShippingErrors.has(code)
          ? ts(`errors.${code}`)
          : t(`errors.${placeErrors.has(code) ? code : 'failed'}`),
      )
    }
  }

  if (cart.status === 'loading' || (!contacts.data && !contacts.failed)) {
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
  const carrierMissing = quote?.flags.some((flag) => flag.code === 'chooseCarrier') ?? false
  const ready =
    !!quote &&
    !!shippingEntry &&
    !!billing &&
    !unavailable &&
    !carrierMissing &&
    !refusal &&
    !loading

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid min-w-0 gap-6">
        <section aria-labelledby="ship-title" className={section}>
          <h2 id="ship-title" className={step}>
            <span className={badge}>1</span>
            {t('shipTo')}
          </h2>
          {contacts.failed ? (
            <ErrorLine alert>{t('addressesFailed')}</ErrorLine>
          ) : entries.length === 0 ? (
            <p className="text-sm text-slate-600">{t('noAddresses')}</p>
          ) : (
            <AddressChoice
              name="shipping"
              legend={t('shipTo')}
              entries={entries}
              selected={shippingId}
              onSelect={chooseShipping}
            />
          )}
          <button type="button" className={addButton} onClick={() => setAdding('shipping')}>
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
                setSameBilling(event.target.checked)
                if (!event.target.checked) setBillingId(billingId ?? shippingId)
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
                onSelect={(entry) => setBillingId(entry.id)}
              />
              <button type="button" className={addButton} onClick={() => setAdding('billing')}>
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

      <aside className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-24">
        <h2 className="mb-4 text-lg font-bold text-slate-900">{t('summary')}</h2>
        <ul
          className="mb-4 divide-y divide-slate-200 border-y border-slate-200 text-sm"
          data-testid="checkout-lines"
        >
          {(
            quote?.lines ??
            cart.items.map((item) => ({ ...item, subtotalSaleCents: null, flags: [] as string[] }))
          ).map((line) => (
            <li key={line.pn} className="flex justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="font-semibold text-slate-900">{line.pn}</span>
                <span className="text-slate-600"> × {line.quantity}</span>
                {line.flags.includes('unavailable') ? (
                  <span className="block text-error-700">{t('unavailableLine')}</span>
                ) : null}
              </span>
              <span className="tabular-nums">
                {line.subtotalSaleCents === null ? '—' : money(line.subtotalSaleCents)}
              </span>
            </li>
          ))}
        </ul>
        {shippingEntry ? (
          <CartSummary
            quote={quote}
            loading={loading}
            failed={failed && !refusal}
            locale={locale}
          />
        ) : (
          <p className="text-sm text-slate-600">{t('chooseAddressFirst')}</p>
        )}
        {unavailable ? (
          <p className="mt-3 text-sm">
            <ShopLink href={cartHref} className="font-semibold text-secondary-800 underline">
              {t('removeUnavailable')}
            </ShopLink>
          </p>
        ) : null}
        <p
          className="mt-4 rounded-md bg-white p-3 text-sm text-slate-700 ring-1 ring-slate-200"
          data-testid="payment-note"
        >
          {payment === 'terms' ? t('payTerms') : t('payCard')}
        </p>
        {placeError ? (
          <p
            role="alert"
            className="mt-4 rounded-md bg-error-50 p-3 text-sm text-error-800"
            data-testid="place-error"
          >
            {placeError}
          </p>
        ) : null}
        <button
          type="button"
          onClick={() => void place()}
          disabled={!ready || placing}
          className="mt-4 w-full rounded-lg bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          {placing
            ? t('placing')
            : t('place', { total: quote ? money(changedTotal ?? quote.totalCents) : '' })}
        </button>
        <p className="mt-2 text-xs text-slate-500">{t('placeNote')}</p>
        <ShopLink
          href={cartHref}
          className="mt-4 block text-center text-sm font-semibold text-secondary-800 hover:underline"
        >
          {t('backToCart')}
        </ShopLink>
      </aside>

      <AddressSlideOver
        formIndex={adding ? -1 : null}
        editing={null}
        saving={saving}
        countries={countries}
        regions={regions}
        onSave={(contact) => saveAddress(contact)}
        onClose={() => setAdding(null)}
        restoreFocus={() => undefined}
      />
    </div>
  )
}
