'use client'

/**
 * The buyer's actions on one order: put its lines back in the cart (parts no longer sold are
 * named as skipped), cancel while it is received or awaiting payment (asked in the shop's
 * dialog: "Cancel order" or "Keep order", never the browser's OK/Cancel), and print. A part
 * skipped because it is no longer sold offers its successor at the quantity ordered (§11).
 */
import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { cartStore } from '@/cart/ui/cart-store'
import { ReplaceOffer } from '@/cart/ui/replace-offer'
import { useSuccessor } from '@/cart/ui/use-replacement'
import { toLocale, type Locale } from '@/i18n/locales'
import { ApiError } from '@/platform/client-fetch'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { toast } from '@/ui/toast-store'

import * as checkoutClient from '../client'

const button =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60'

export function OrderButtons({
  number,
  mayCancel,
  cartHref,
}: {
  number: string
  mayCancel: boolean
  cartHref: string
}) {
  const t = useTranslations('orders')
  const router = useRouter()
  const [busy, setBusy] = useState<'reorder' | 'cancel' | null>(null)
  const [asking, setAsking] = useState(false)
  const locale = toLocale(useLocale())
  const [skipped, setSkipped] = useState<checkoutClient.ReorderAnswer['skipped']>([])

  async function reorder() {
    setBusy('reorder')
    try {
      const answer = await checkoutClient.reorder(number)
      await cartStore.refresh().catch(() => undefined)
      setSkipped(answer.skipped)
      toast({
        tone: answer.skipped.length > 0 ? 'warning' : 'success',
        title: t('reordered', { count: answer.added.length }),
        description:
          answer.skipped.length > 0
            ? t('reorderSkipped', { pns: answer.skipped.map((line) => line.pn).join(', ') })
            : undefined,
        action: { label: t('viewCart'), href: cartHref },
      })
    } catch {
      toast({ tone: 'error', title: t('reorderFailed') })
    } finally {
      setBusy(null)
    }
  }

  async function cancel() {
    setBusy('cancel')
    try {
      await checkoutClient.cancelOrder(number)
      setAsking(false)
      toast({ tone: 'success', title: t('cancelled', { number }) })
      router.refresh()
    } catch (error) {
      const code = error instanceof ApiError ? (error.body as { code?: string })?.code : null
      setAsking(false)
      toast({
        tone: 'error',
        title: code === 'buyerCannotDoThis' ? t('cannotCancel') : t('cancelFailed'),
      })
      router.refresh()
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="print:hidden">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={button}
          disabled={busy !== null}
          onClick={() => void reorder()}
        >
          {busy === 'reorder' ? t('reordering') : t('reorder')}
        </button>
        <button type="button" className={button} onClick={() => window.print()}>
          {t('print')}
        </button>
        {mayCancel ? (
          <button
            type="button"
            className="rounded-md px-3 py-1.5 text-sm font-semibold text-error-700 hover:bg-error-50 disabled:opacity-60"
            disabled={busy !== null}
            onClick={() => setAsking(true)}
          >
            {busy === 'cancel' ? t('cancelling') : t('cancel')}
          </button>
        ) : null}
      </div>
      {skipped.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label={t('reorderSkippedTitle')}>
          {skipped.map((line) => (
            <SkippedLine key={line.pn} pn={line.pn} quantity={line.quantity} locale={locale} />
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t('cancelConfirm', { number })}
        description={t('cancelHelp')}
        cancelLabel={t('keepOrder')}
        confirmLabel={t('cancel')}
        busy={busy === 'cancel'}
        onConfirm={() => void cancel()}
        onClose={() => setAsking(false)}
      />
    </div>
  )
}

/** A reordered line not added: named, with its successor at the quantity ordered when it has one. */
function SkippedLine({ pn, quantity, locale }: { pn: string; quantity: number; locale: Locale }) {
  const t = useTranslations('orders')
  const replace = useTranslations('replace')
  const successor = useSuccessor(pn, true, locale)
  const [done, setDone] = useState(false)
  return (
    <li
      className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm"
      data-testid="reorder-skipped"
    >
      <span className="font-mono font-semibold text-slate-900">{pn}</span>{' '}
      <span className="text-error-700">{t('skippedLine', { quantity })}</span>
      {successor && !done ? (
        <ReplaceOffer
          pn={pn}
          quantity={quantity}
          successor={successor}
          onReplace={async (next) => {
            const outcome = await cartStore.add(next.pn, next.rule, next.quantity)
            if (!outcome.ok) {
              toast({ tone: 'error', title: replace('failed', { pn }) })
              return false
            }
            setDone(true)
            toast({
              tone: 'success',
              title: replace('added', { pn: next.pn, quantity: next.quantity }),
            })
            return true
          }}
        />
      ) : null}
    </li>
  )
}
