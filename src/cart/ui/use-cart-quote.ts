'use client'

/**
 * The cart's money as the server computes it (`POST /api/public/cart/quote`): asked again when
 * the lines change (a moment after the last change, and never answered out of order). The
 * page shows these figures and adds nothing up itself.
 */
import { useEffect, useState } from 'react'

import type { CartItem } from '@/cart/cart-lines'
import type { QuoteAnswer } from '@/checkout/quote-api'
import { apiFetch } from '@/platform/client-fetch'

export type CartQuoteState = {
  quote: QuoteAnswer | null
  loading: boolean
  failed: boolean
}

export function useCartQuote(
  items: readonly CartItem[],
  locale: string,
  enabled = true,
): CartQuoteState {
  const key = JSON.stringify([locale, items.map(({ pn, quantity }) => [pn, quantity])])
  const empty = items.length === 0
  const [answer, setAnswer] = useState<{ key: string; quote: QuoteAnswer | null; failed: boolean }>(
    { key: '', quote: null, failed: false },
  )
  useEffect(() => {
    if (!enabled || empty) return
    const [askLocale, lines] = JSON.parse(key) as [string, [string, number][]]
    let current = true
    const timer = setTimeout(() => {
      apiFetch<QuoteAnswer>('/api/public/cart/quote', {
        method: 'POST',
        body: { items: lines.map(([pn, quantity]) => ({ pn, quantity })), locale: askLocale },
      }).then(
        (quote) => {
          if (current) setAnswer({ key, quote, failed: false })
        },
        () => {
          if (current) setAnswer((last) => ({ key, quote: last.quote, failed: true }))
        },
      )
    }, 120)
    // a newer cart asks again; this answer, when it comes, is dropped
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [key, enabled, empty])
  if (empty) return { quote: null, loading: false, failed: false }
  return {
    quote: answer.quote,
    loading: answer.key !== key,
    failed: answer.key === key && answer.failed,
  }
}
