'use client'

/**
 * − / typed / + for a part's quantity, by its quantity rule: the one stepper of cart lines and
 * search rows. It only proposes a quantity; the caller decides what a change does (the cart asks
 * the server, a search row keeps it until "Add").
 */
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import {
  decreaseQuantity,
  increaseQuantity,
  maxQuantity,
  minQuantity,
  typedQuantity,
  type QuantityRule,
} from '../quantity'

export function QuantityStepper({
  pn,
  quantity,
  rule,
  onChange,
  onTooLarge,
  compact = false,
}: {
  pn: string
  quantity: number
  rule: QuantityRule
  onChange: (next: number) => void
  /** A typed quantity above the limit: `capped` is what the rule allows instead. */
  onTooLarge: (capped: number) => void
  /** The narrower box of a search row. */
  compact?: boolean
}) {
  const t = useTranslations('cart')
  const [text, setText] = useState<string | null>(null)
  const change = (next: number) => {
    setText(null)
    onChange(next)
  }
  const commit = () => {
    if (text === null) return
    const typed = typedQuantity(text, quantity, rule)
    setText(null)
    if (typed.tooLarge) onTooLarge(typed.quantity)
    else onChange(typed.quantity)
  }
  const button = `flex ${compact ? 'w-8 shrink-0' : 'w-9'} items-center justify-center text-lg font-semibold text-slate-700 hover:bg-slate-100 disabled:text-slate-300 disabled:hover:bg-transparent print:hidden`
  return (
    <div
      className={`flex overflow-hidden border border-slate-300 bg-white focus-within:border-secondary-600 print:border-0 ${compact ? 'h-9 w-28 shrink-0 rounded-lg' : 'h-10 w-32 rounded-md'}`}
    >
      <button
        type="button"
        className={button}
        aria-label={t('decrease', { pn, step: rule.step })}
        disabled={quantity <= minQuantity(rule)}
        onClick={() => change(decreaseQuantity(quantity, rule))}
      >
        −
      </button>
      <input
        inputMode="numeric"
        autoComplete="off"
        aria-label={t('quantityOf', { pn })}
        value={text ?? String(quantity)}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            commit()
          }
        }}
        className={`min-w-0 flex-1 border-x border-slate-200 text-center font-semibold tabular-nums focus:outline-none print:border-0 ${compact ? 'text-sm' : ''}`}
      />
      <button
        type="button"
        className={button}
        aria-label={t('increase', { pn, step: rule.step })}
        disabled={quantity >= maxQuantity(rule)}
        onClick={() => change(increaseQuantity(quantity, rule))}
      >
        +
      </button>
    </div>
  )
}
