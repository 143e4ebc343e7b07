'use client'

/**
 * A search result's order controls: the quantity (− / typed / +, by the part's quantity rule)
 * and "Add to cart" with that quantity. The quantity is only what the buyer asks for: the cart
 * (the server, or the same pure rules for a guest) keeps the last word.
 */
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { AddToCartButton } from '@/cart/ui/add-to-cart'
import {
  initialQuantity,
  isNonStandardQuantity,
  maxQuantity,
  type QuantityRule,
} from '@/catalog/quantity'
import { QuantityStepper } from '@/catalog/ui/quantity-stepper'

export function RowOrder({
  pn,
  rule,
  wide = false,
}: {
  pn: string
  rule: QuantityRule
  /** On a phone card: the add button takes the rest of the row. */
  wide?: boolean
}) {
  const t = useTranslations('search')
  const [quantity, setQuantity] = useState(() => initialQuantity(rule))
  const [tooLarge, setTooLarge] = useState(false)
  const note = tooLarge
    ? t('tooLarge', { max: maxQuantity(rule) })
    : isNonStandardQuantity(quantity, rule)
      ? t('cutNote')
      : null
  return (
    <div className={wide ? 'w-full' : ''}>
      <div className={`flex items-center gap-2 ${wide ? '' : 'justify-end'}`}>
        <QuantityStepper
          pn={pn}
          quantity={quantity}
          rule={rule}
          compact
          onChange={(next) => {
            setQuantity(next)
            setTooLarge(false)
          }}
          onTooLarge={(capped) => {
            setQuantity(capped)
            setTooLarge(true)
          }}
        />
        <AddToCartButton
          pn={pn}
          rule={rule}
          quantity={quantity}
          compact
          className={wide ? 'h-9 flex-1' : 'h-9'}
        />
      </div>
      {note ? (
        <p role="status" className="mt-1 text-xs font-medium text-amber-800">
          {note}
        </p>
      ) : null}
    </div>
  )
}
