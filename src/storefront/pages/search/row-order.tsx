'use client'

/**
 * A search result's order controls: the quantity (− / typed / +, by the part's quantity rule)
 * and "Add to cart" with that quantity. The quantity is only what the buyer asks for: the cart
 * (the server, or the same pure rules for a guest) keeps the last word.
 */
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { AddToCartButton } from '@/cart/ui/add-to-cart'
import { useRoundedNote } from '@/cart/ui/rounded-note'
import {
  decreaseQuantity,
  increaseQuantity,
  initialQuantity,
  isNonStandardQuantity,
  maxQuantity,
  minQuantity,
  typedQuantity,
  type QuantityRule,
} from '@/catalog/quantity'

/** Laid out by search-parts.css: at the row's end on a table, across the card on a phone. */
export function RowOrder({ pn, rule }: { pn: string; rule: QuantityRule }) {
  const t = useTranslations('search')
  const cart = useTranslations('cart')
  const [quantity, setQuantity] = useState(() => initialQuantity(rule))
  const [text, setText] = useState<string | null>(null)
  const [tooLarge, setTooLarge] = useState(false)
  const [rounded, setRounded] = useState<string | null>(null)
  const roundedNote = useRoundedNote()
  const set = (next: number) => {
    setQuantity(next)
    setText(null)
    setTooLarge(false)
    setRounded(null)
  }
  const commit = () => {
    if (text === null) return
    const typed = typedQuantity(text, quantity, rule)
    set(typed.quantity)
    setTooLarge(typed.tooLarge)
    setRounded(roundedNote(typed, rule))
  }
  const note = tooLarge
    ? t('tooLarge', { max: maxQuantity(rule) })
    : rounded
      ? rounded
      : isNonStandardQuantity(quantity, rule)
        ? t('cutNote')
        : null
  const step =
    'flex w-8 shrink-0 items-center justify-center text-lg font-semibold text-slate-700 hover:bg-slate-100 disabled:text-slate-300 disabled:hover:bg-transparent'
  return (
    <div className="row-order">
      <div>
        <div className="flex h-9 w-28 shrink-0 overflow-hidden rounded-lg border border-slate-300 bg-white focus-within:border-secondary-600">
          <button
            type="button"
            className={step}
            aria-label={cart('decrease', { pn, step: rule.step })}
            disabled={quantity <= minQuantity(rule)}
            onClick={() => set(decreaseQuantity(quantity, rule))}
          >
            −
          </button>
          <input
            inputMode="numeric"
            autoComplete="off"
            aria-label={cart('quantityOf', { pn })}
            value={text ?? String(quantity)}
            onChange={(event) => setText(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                commit()
              }
            }}
            className="min-w-0 flex-1 border-x border-slate-200 text-center text-sm font-semibold tabular-nums focus:outline-none"
          />
          <button
            type="button"
            className={step}
            aria-label={cart('increase', { pn, step: rule.step })}
            disabled={quantity >= maxQuantity(rule)}
            onClick={() => set(increaseQuantity(quantity, rule))}
          >
            +
          </button>
        </div>
        <AddToCartButton pn={pn} rule={rule} quantity={quantity} compact className="h-9" />
      </div>
      {note ? (
        <p role="status" className="mt-1 text-xs font-medium text-amber-800">
          {note}
        </p>
      ) : null}
    </div>
  )
}
