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
import { QuantityStepper } from '@/ui/quantity-stepper'

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
  return (
    <div className="row-order">
      <div>
        <QuantityStepper
          size="row"
          text={text ?? String(quantity)}
          onType={setText}
          onCommit={commit}
          onDecrease={() => set(decreaseQuantity(quantity, rule))}
          onIncrease={() => set(increaseQuantity(quantity, rule))}
          canDecrease={quantity > minQuantity(rule)}
          canIncrease={quantity < maxQuantity(rule)}
          decreaseLabel={cart('decrease', { pn, step: rule.step })}
          increaseLabel={cart('increase', { pn, step: rule.step })}
          inputLabel={cart('quantityOf', { pn })}
        />
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
