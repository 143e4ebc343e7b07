'use client'

/**
 * Placing the order from checkout: one Idempotency-Key for the whole visit (a retry after a
 * lost answer finds the same order), the total the buyer saw as `expectedTotalCents`, and the
 * server's refusals in words. A `quoteChanged` answer shows the new total, which this visit may
 * then place while the quote on screen is still the one that was refused.
 */
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { cartStore } from '@/cart/ui/cart-store'
import { formatCents } from '@/platform/money-format'
import type { QuoteAnswer } from '@/checkout/quote-api'
import type { Locale } from '@/i18n/locales'
import { accountOrderPath } from '@/i18n/routes'
import { ApiError } from '@/platform/client-fetch'

import * as checkoutClient from '../client'
import { knownShippingErrors } from './carrier-fields'

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

export type OrderChoices = {
  shippingContactId: number
  billingContactId: number
  shipperNumber: string
  poNumber: string
  notes: string
}

export function usePlaceOrder(locale: Locale, quote: QuoteAnswer | null) {
  const t = useTranslations('checkout')
  const ts = useTranslations('shipping')
  const router = useRouter()
  const [placing, setPlacing] = useState(false)
  const [placeError, setPlaceError] = useState<string | null>(null)
  /** The server's total when it refused the one on screen (`seen`). */
  const [changed, setChanged] = useState<{ seen: number; total: number } | null>(null)
  const key = useRef<string | null>(null)
  const expectedTotal =
    quote && changed?.seen === quote.totalCents ? changed.total : (quote?.totalCents ?? null)

  async function place(choices: OrderChoices) {
    if (!quote || expectedTotal === null) return
    setPlacing(true)
    setPlaceError(null)
    key.current ??= newKey()
    try {
      const { order } = await checkoutClient.placeOrder(
        {
          shippingContactId: choices.shippingContactId,
          billingContactId: choices.billingContactId,
          carrier: quote.shipping?.carrier ?? undefined,
          method: quote.shipping?.method ?? undefined,
          shipperNumber: choices.shipperNumber.trim() || undefined,
          poNumber: choices.poNumber.trim() || undefined,
          notes: choices.notes.trim() || undefined,
          expectedTotalCents: expectedTotal,
          locale,
        },
        key.current,
      )
      // the server emptied the cart with the order
      await cartStore.refresh().catch(() => undefined)
      router.push(`${accountOrderPath(locale, order.number)}?placed=1`)
    } catch (error) {
      setPlacing(false)
      const body =
        error instanceof ApiError ? (error.body as { code?: string; quote?: QuoteAnswer }) : null
      if (body?.code === 'quoteChanged' && body.quote) {
        // the key was not used: the same visit may place the order at the new total
        setChanged({ seen: quote.totalCents, total: body.quote.totalCents })
        setPlaceError(
          t('errors.quoteChanged', { total: formatCents(body.quote.totalCents, locale) }),
        )
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

  return { place, placing, placeError, expectedTotal }
}
