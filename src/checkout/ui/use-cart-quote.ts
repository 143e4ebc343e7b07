'use client'

/**
 * The cart's money as the server computes it (`POST /api/public/cart/quote`): asked again when
 * the lines or the shipping choice change (a moment after the last change, and never answered
 * out of order). The page shows these figures and adds nothing up itself. A refusal of the
 * shipping choice (an unknown ZIP, a carrier not offered) comes back as `refusal`, with the
 * last good figures kept on screen; a collect carrier without its account number is not one:
 * it is priced, and flagged.
 */
import { useEffect, useState } from 'react'

import type { CartItem } from '@/cart/cart-lines'
import type { QuoteAnswer } from '@/checkout/quote-api'
import { toLocale } from '@/i18n/locales'
import { ApiError } from '@/platform/client-fetch'

import * as checkoutClient from '../client'

export type QuoteRefusal = { code: string; field: string }

export type CartQuoteState = {
  quote: QuoteAnswer | null
  loading: boolean
  failed: boolean
  refusal: QuoteRefusal | null
}

function refusalOf(error: unknown): QuoteRefusal | null {
  // the chosen address-book entry was removed (here or on another device)
  if (error instanceof ApiError && error.status === 404)
    return { code: 'addressGone', field: 'shippingContactId' }
  if (!(error instanceof ApiError) || error.status !== 400) return null
  const body = error.body as { code?: unknown; fieldErrors?: Record<string, string[]> } | null
  const [field, codes] = Object.entries(body?.fieldErrors ?? {})[0] ?? []
  const code = codes?.[0] ?? (typeof body?.code === 'string' ? body.code : null)
  return code ? { code, field: field ?? '' } : null
}

export function useCartQuote(
  items: readonly CartItem[],
  locale: string,
  enabled = true,
  shipping: Record<string, unknown> = {},
): CartQuoteState {
  const key = JSON.stringify([locale, items.map(({ pn, quantity }) => [pn, quantity]), shipping])
  const empty = items.length === 0
  const [answer, setAnswer] = useState<{
    key: string
    quote: QuoteAnswer | null
    failed: boolean
    refusal: QuoteRefusal | null
  }>({ key: '', quote: null, failed: false, refusal: null })
  useEffect(() => {
    if (!enabled || empty) return
    const [askLocale, lines, fields] = JSON.parse(key) as [
      string,
      [string, number][],
      Record<string, unknown>,
    ]
    let current = true
    const timer = setTimeout(() => {
      checkoutClient
        .quoteCart({
          items: lines.map(([pn, quantity]) => ({ pn, quantity })),
          locale: toLocale(askLocale),
          ...fields,
        })
        .then(
          (quote) => {
            if (current) setAnswer({ key, quote, failed: false, refusal: null })
          },
          (error: unknown) => {
            if (current)
              setAnswer((last) => ({
                key,
                quote: last.quote,
                failed: true,
                refusal: refusalOf(error),
              }))
          },
        )
    }, 120)
    // a newer cart asks again; this answer, when it comes, is dropped
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [key, enabled, empty])
  if (empty) return { quote: null, loading: false, failed: false, refusal: null }
  const settled = answer.key === key
  return {
    quote: answer.quote,
    loading: !settled,
    failed: settled && answer.failed,
    refusal: settled ? answer.refusal : null,
  }
}
