'use client'

/**
 * The part page's buying box: the viewer's price (from the price API, never computed here),
 * the quantity box that follows the part's quantity rule, and "Add to cart" with that
 * quantity.
 */
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { useSession } from '@/account/ui/use-session'
import { AddToCartButton } from '@/cart/ui/add-to-cart'
import { FavoriteButton } from '@/cart/ui/favorite-button'
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
import { formatCents } from '@/platform/money-format'
import { QuantityStepper } from '@/ui/quantity-stepper'
import { useViewerPrices } from '@/catalog/ui/viewer-prices'

function QuantityBox({
  rule,
  cutFee,
  onChange,
}: {
  rule: QuantityRule
  cutFee: string
  onChange?: (quantity: number) => void
}) {
  const t = useTranslations('catalog.purchase')
  const id = useId()
  const [quantity, setQuantity] = useState(() => initialQuantity(rule))
  const [text, setText] = useState(() => String(initialQuantity(rule)))
  const [tooLarge, setTooLarge] = useState(false)
  const [rounded, setRounded] = useState<string | null>(null)
  const roundedNote = useRoundedNote()
  const set = (next: number) => {
    setQuantity(next)
    setText(String(next))
    setTooLarge(false)
    setRounded(null)
    onChange?.(next)
  }
  const commit = () => {
    const typed = typedQuantity(text, quantity, rule)
    set(typed.quantity)
    setTooLarge(typed.tooLarge)
    setRounded(roundedNote(typed, rule))
  }
  const nonStandard = isNonStandardQuantity(quantity, rule)
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {t('quantity')}
      </label>
      <QuantityStepper
        size="page"
        className="mt-1"
        text={text}
        onType={setText}
        onCommit={commit}
        onDecrease={() => set(decreaseQuantity(quantity, rule))}
        onIncrease={() => set(increaseQuantity(quantity, rule))}
        canDecrease={quantity > minQuantity(rule)}
        canIncrease={quantity < maxQuantity(rule)}
        decreaseLabel={t('decrease', { step: rule.step })}
        increaseLabel={t('increase', { step: rule.step })}
        inputId={id}
        describedBy={nonStandard || tooLarge || rounded ? `${id}-cut` : undefined}
      />
      <p id={`${id}-cut`} role="status" className="mt-2 min-h-5 text-sm font-medium text-amber-800">
        {tooLarge
          ? t('tooLarge', { max: maxQuantity(rule) })
          : rounded
            ? rounded
            : nonStandard
              ? t('nonStandard', { fee: cutFee })
              : null}
      </p>
    </div>
  )
}

export function PartPurchase({
  pn,
  locale,
  rule,
  cutFeeCents,
}: {
  pn: string
  locale: string
  rule: QuantityRule
  cutFeeCents: number
}) {
  const t = useTranslations('catalog.purchase')
  const { priceOf, failedFor } = useViewerPrices([pn])
  const session = useSession()
  const price = priceOf(pn)
  const failed = failedFor(pn) || price === null
  const cutFee = formatCents(cutFeeCents, locale)
  const [quantity, setQuantity] = useState(() => initialQuantity(rule))
  return (
    <div className="space-y-5">
      <div>
        <p className="text-sm font-semibold text-slate-700">{t('yourPrice')}</p>
        <p
          className="mt-1 min-h-9 text-3xl font-bold tracking-tight text-slate-900 tabular-nums"
          data-testid="part-your-price"
        >
          {price ? (
            formatCents(price.saleCents, locale)
          ) : failed ? (
            <span className="text-slate-400">—</span>
          ) : (
            <>
              <span
                aria-hidden
                className="inline-block h-8 w-28 animate-pulse rounded bg-slate-200 align-middle"
              />
              <span className="sr-only">{t('loadingPrice')}</span>
            </>
          )}
        </p>
        {failed ? <p className="mt-1 text-sm text-error-700">{t('priceUnavailable')}</p> : null}
        {session.status === 'signedOut' ? (
          <p className="mt-1 text-sm text-slate-600">{t('signInForPrice')}</p>
        ) : null}
      </div>
      <p className="text-sm text-slate-700">
        {rule.anyWhole
          ? t('cutToLength', { step: rule.step, fee: cutFee })
          : t('soldInPacks', { count: rule.step })}
      </p>
      <QuantityBox rule={rule} cutFee={cutFee} onChange={setQuantity} />
      <div className="flex gap-2">
        {failed && price === null ? null : (
          <AddToCartButton pn={pn} rule={rule} quantity={quantity} className="flex-1" />
        )}
        <FavoriteButton pn={pn} className="h-auto min-h-12 w-12 text-xl" />
      </div>
    </div>
  )
}
