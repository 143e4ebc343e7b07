'use client'

/**
 * One cart line, in the cart page and the slide-over: the part (link, description, family,
 * pack), the flags in words, the quantity stepper of its rule, and the money the quote
 * answered for it. A line whose part is no longer sold shows why and offers "Remove", and
 * "Replace with X" when the part has a successor (§11).
 */
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import {
  decreaseQuantity,
  increaseQuantity,
  maxQuantity,
  minQuantity,
  quantityRule,
  typedQuantity,
  type QuantityRule,
} from '@/catalog/quantity'
import { formatCents } from '@/platform/money-format'
import type { Locale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'
import { TrashIcon } from '@/ui/icons'
import { QuantityStepper } from '@/ui/quantity-stepper'
import { ShopLink } from '@/ui/shop-link'
import { toast } from '@/ui/toast-store'

import { refusalKey } from './add-to-cart'
import { cartStore, type CartLine, type CartOutcome } from './cart-store'
import { ReplaceOffer } from './replace-offer'
import { useRoundedNote } from './rounded-note'
import { useSuccessor } from './use-replacement'

/**
 * What the quote answered for a line (checkout's quote line has this shape and more); the cart
 * shows it without knowing the quote.
 */
export type QuotedLine = {
  description: string | null
  familySlug: string | null
  pkgQty: number | null
  flags: readonly string[]
  saleCents: number
  listCents: number
  subtotalSaleCents: number
}

/** What a line's controls change: the live cart, or a saved cart being edited. */
export type LineActions = {
  set(pn: string, quantity: number, rule: QuantityRule): Promise<CartOutcome>
  remove(pn: string): Promise<CartOutcome>
  /** An unavailable line's part swapped for its successor, at `quantity` (already rounded). */
  replace(pn: string, successor: string, quantity: number, rule: QuantityRule): Promise<CartOutcome>
}

const liveCart: LineActions = {
  set: (pn, quantity, rule) => cartStore.set(pn, quantity, rule),
  remove: (pn) => cartStore.remove(pn),
  // the successor is added before the old line goes, so a refused add loses nothing
  async replace(pn, successor, quantity, rule) {
    const added = await cartStore.add(successor, rule, quantity)
    if (!added.ok) return added
    return cartStore.remove(pn)
  },
}

function Stepper({
  pn,
  quantity,
  rule,
  actions,
}: {
  pn: string
  quantity: number
  rule: QuantityRule
  actions: LineActions
}) {
  const t = useTranslations('cart')
  const roundedNote = useRoundedNote()
  const [text, setText] = useState<string | null>(null)
  const change = async (next: number, rounded: string | null = null) => {
    setText(null)
    if (next === quantity) {
      // typed 7 on a line of 10 (packs of 10): the 10 stays, and the buyer is told why
      if (rounded) toast({ tone: 'info', title: t('notChanged', { pn }), description: rounded })
      return
    }
    const outcome = await actions.set(pn, next, rule)
    if (outcome.ok && rounded) toast({ tone: 'info', title: pn, description: rounded })
    if (!outcome.ok) {
      toast({
        tone: 'error',
        title: t('notChanged', { pn }),
        description: t(`refusal.${refusalKey(outcome.code)}`, { max: 500 }),
      })
    }
  }
  const commit = () => {
    if (text === null) return
    const typed = typedQuantity(text, quantity, rule)
    if (typed.tooLarge) {
      setText(null)
      toast({
        tone: 'error',
        title: t('notChanged', { pn }),
        description: t('refusal.quantityTooLarge'),
      })
      return
    }
    void change(typed.quantity, roundedNote(typed, rule))
  }
  return (
    <QuantityStepper
      size="line"
      text={text ?? String(quantity)}
      onType={setText}
      onCommit={commit}
      onDecrease={() => void change(decreaseQuantity(quantity, rule))}
      onIncrease={() => void change(increaseQuantity(quantity, rule))}
      canDecrease={quantity > minQuantity(rule)}
      canIncrease={quantity < maxQuantity(rule)}
      decreaseLabel={t('decrease', { pn, step: rule.step })}
      increaseLabel={t('increase', { pn, step: rule.step })}
      inputLabel={t('quantityOf', { pn })}
    />
  )
}

export function CartLineItem({
  line,
  quoted,
  locale,
  compact = false,
  actions = liveCart,
}: {
  line: CartLine
  quoted: QuotedLine | undefined
  locale: Locale
  compact?: boolean
  actions?: LineActions
}) {
  const t = useTranslations('cart')
  const tReplace = useTranslations('replace')
  const rule =
    quoted?.pkgQty != null
      ? quantityRule({ pkgQty: quoted.pkgQty, family: quoted.familySlug })
      : null
  const unavailable = line.unavailable === true || quoted?.flags.includes('unavailable') === true
  const partHref = quoted?.familySlug
    ? pathFor(locale, 'product', [quoted.familySlug, line.pn])
    : null
  const money = (cents: number) => formatCents(cents, locale)
  const remove = async () => {
    const outcome = await actions.remove(line.pn)
    if (!outcome.ok) toast({ tone: 'error', title: t('notChanged', { pn: line.pn }) })
  }
  const successor = useSuccessor(line.pn, unavailable, locale)

  return (
    <li
      data-testid="cart-line"
      data-pn={line.pn}
      className={`grid gap-x-4 gap-y-2 py-4 ${compact ? 'grid-cols-[1fr_auto]' : 'grid-cols-[1fr_auto] sm:grid-cols-[minmax(0,1fr)_8rem_8.5rem_7rem_2.5rem] sm:items-center'}`}
    >
      <div className="min-w-0">
        {partHref ? (
          <ShopLink
            href={partHref}
            className="font-mono font-semibold text-secondary-800 hover:underline"
          >
            {line.pn}
          </ShopLink>
        ) : (
          <span className="font-mono font-semibold text-slate-900">{line.pn}</span>
        )}
        {quoted?.description ? (
          <p className="text-sm text-slate-700">{quoted.description}</p>
        ) : null}
        {rule && !compact ? (
          <p className="text-xs text-slate-500">
            {rule.anyWhole
              ? t('cutToLength', { step: rule.step })
              : t('packOf', { count: rule.step })}
          </p>
        ) : null}
        <ul className="mt-1 space-y-0.5 text-xs font-medium">
          {unavailable ? <li className="text-error-700">{t('flags.unavailable')}</li> : null}
          {quoted?.flags.includes('nonStandard') ? (
            <li className="text-amber-800">{t('flags.nonStandard')}</li>
          ) : null}
          {quoted?.flags.includes('leadTime10Days') ? (
            <li className="text-info-700">{t('flags.leadTime10Days')}</li>
          ) : null}
        </ul>
        {successor ? (
          <ReplaceOffer
            pn={line.pn}
            quantity={line.quantity}
            successor={successor}
            onReplace={async (next) => {
              const outcome = await actions.replace(line.pn, next.pn, next.quantity, next.rule)
              if (!outcome.ok) {
                toast({
                  tone: 'error',
                  title: t('notChanged', { pn: line.pn }),
                  description: t(`refusal.${refusalKey(outcome.code)}`, { max: 500 }),
                })
                return false
              }
              toast({
                tone: 'success',
                title: tReplace('replaced', { old: line.pn, pn: next.pn }),
              })
              return true
            }}
          />
        ) : null}
      </div>
      {!compact ? (
        <div className="hidden text-right text-sm tabular-nums sm:block">
          {quoted && !unavailable ? (
            <>
              <span className="font-semibold text-slate-900">{money(quoted.saleCents)}</span>
              {quoted.listCents !== quoted.saleCents ? (
                <span className="block text-xs text-slate-500 line-through">
                  {money(quoted.listCents)}
                </span>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
      <div className={compact ? 'col-start-1' : 'col-start-1 sm:col-start-auto'}>
        {rule && !unavailable ? (
          <Stepper pn={line.pn} quantity={line.quantity} rule={rule} actions={actions} />
        ) : (
          <span className="text-sm text-slate-600">
            {t('quantityShort', { quantity: line.quantity })}
          </span>
        )}
      </div>
      <div
        className={`text-right font-semibold tabular-nums text-slate-900 ${compact ? 'col-start-2 row-start-1' : 'col-start-2 row-start-1 sm:col-start-auto sm:row-start-auto'}`}
      >
        {quoted && !unavailable ? money(quoted.subtotalSaleCents) : '—'}
      </div>
      <button
        type="button"
        onClick={() => void remove()}
        aria-label={t('remove', { pn: line.pn })}
        className={`inline-flex h-10 w-10 items-center justify-center justify-self-end rounded-md text-slate-500 hover:bg-slate-100 hover:text-error-700 print:hidden ${compact ? 'col-start-2' : 'col-start-2 sm:col-start-auto'}`}
      >
        <TrashIcon aria-hidden />
      </button>
    </li>
  )
}
