'use client'

/**
 * One saved cart, opened to edit: its lines with the cart's steppers (the same quantity rules),
 * the money from the server's quote, and Save changes / Discard. Changes stay in this page
 * until saved; leaving with unsaved changes asks first (spec's `leavingSavedCartPage` with its
 * pending route): links, the search modal's results and Back are held back for the question
 * (`use-leave-guard.ts`), a reload or a closed tab gets the browser's own. Saving sends the version opened, so an edit made elsewhere is never
 * overwritten (409: the current lines are shown).
 */
import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

import { removeFromCart, replaceInCart, setInCart, type CartItem } from '@/cart/cart-lines'
import type { SavedCartView } from '@/cart/saved-carts-service'
import { toLocale } from '@/i18n/locales'
import { accountPath } from '@/i18n/routes'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { Button } from '@/ui/form/button'
import { Loading, LoadFailed } from '@/ui/load-state'
import { ShopLink } from '@/ui/shop-link'
import { toast } from '@/ui/toast-store'
import { useLoaded } from '@/ui/use-loaded'

import { CartLineItem, type LineActions } from '@/cart/ui/cart-line-item'
import { CartSummary } from '@/checkout/ui/cart-summary'
import { NameDialog, RestoreDialog } from '@/cart/ui/saved-cart-dialogs'
import {
  currentOf,
  savedCartErrorKey,
  savedCartErrorOf,
  savedCartsClient,
} from '@/cart/ui/saved-carts-client'
import { useCartQuote } from '@/checkout/ui/use-cart-quote'
import { useLeaveGuard } from '@/cart/ui/use-leave-guard'
import { useRestoreSavedCart } from '@/cart/ui/use-restore-saved-cart'

const sameLines = (a: readonly CartItem[], b: readonly CartItem[]) =>
  JSON.stringify(a.map(({ pn, quantity }) => [pn, quantity])) ===
  JSON.stringify(b.map(({ pn, quantity }) => [pn, quantity]))

export function SavedCartEditor({ id }: { id: number }) {
  const t = useTranslations('savedCarts')
  const raw = useLocale()
  const locale = toLocale(raw)
  const router = useRouter()
  const listHref = accountPath(locale, 'savedCarts')
  const load = useCallback(() => savedCartsClient.open(id), [id])
  const { data: saved, failed, error, reload, set: setSaved } = useLoaded(load)
  /** The lines as edited here; null: as saved. */
  const [draft, setDraft] = useState<SavedCartView['items'] | null>(null)
  const [saving, setSaving] = useState(false)
  const [dialog, setDialog] = useState<'none' | 'rename' | 'restore' | 'delete'>('none')
  const { restore, restoring } = useRestoreSavedCart()
  const lines = draft ?? saved?.items ?? []
  const dirty = saved !== null && draft !== null && !sameLines(draft, saved.items)
  const guard = useLeaveGuard(dirty)
  const { quote, loading, failed: quoteFailed } = useCartQuote(lines, locale, saved !== null)
  if (failed && savedCartErrorOf(error) === 'notFound') {
    return (
      <div className="rounded-lg border border-slate-200 p-6">
        <p className="text-slate-700">{t('notFound')}</p>
        <ShopLink
          href={listHref}
          className="mt-4 inline-block font-semibold text-secondary-800 hover:underline"
        >
          ← {t('back')}
        </ShopLink>
      </div>
    )
  }
  if (failed) {
    return <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={reload} />
  }
  if (saved === null) {
    return <Loading label={t('loading')} />
  }

  const actions: LineActions = {
    async set(pn, quantity, rule) {
      const outcome = setInCart(lines, pn, quantity, rule)
      if (!outcome.ok) return { ok: false, code: outcome.code }
      setDraft(
        outcome.items.map((item) => ({ ...lines.find((line) => line.pn === item.pn), ...item })),
      )
      return { ok: true, quantity: outcome.quantity }
    },
    async replace(pn, successor, quantity) {
      const outcome = replaceInCart(lines, pn, { pn: successor, quantity })
      if (!outcome.ok) return { ok: false, code: outcome.code }
      // the other lines keep their flags; the successor's line is sold
      setDraft(
        outcome.items.map((item) =>
          item.pn === successor.toUpperCase()
            ? item
            : { ...lines.find((line) => line.pn === item.pn), ...item },
        ),
      )
      return { ok: true, quantity: outcome.quantity }
    },
    async remove(pn) {
      setDraft(
        removeFromCart(lines, pn).map((item) => ({
          ...lines.find((line) => line.pn === item.pn),
          ...item,
        })),
      )
      return { ok: true, quantity: null }
    },
  }

  /** Saves the draft; answers whether the saved cart now holds it. */
  const saveChanges = async (): Promise<boolean> => {
    if (!dirty) return true
    if (lines.length === 0) {
      toast({ tone: 'error', title: t('emptyLines') })
      return false
    }
    setSaving(true)
    try {
      const next = await savedCartsClient.change(id, {
        version: saved.version,
        items: lines.map(({ pn, quantity }) => ({ pn, quantity })),
      })
      setSaved(next)
      setDraft(null)
      toast({ tone: 'success', title: t('changesSaved') })
      return true
    } catch (error) {
      const current = currentOf(error)
      if (current) {
        setSaved(current)
        setDraft(null)
        toast({ tone: 'warning', title: t('changedElsewhere') })
      } else {
        toast({ tone: 'error', title: t(`errors.${savedCartErrorKey(error)}`) })
      }
      return false
    } finally {
      setSaving(false)
    }
  }

  return (
    <div>
      <ShopLink
        href={listHref}
        className="text-sm font-semibold text-secondary-800 hover:underline"
      >
        ← {t('back')}
      </ShopLink>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <div className="min-w-0">
          <h3 className="text-2xl font-bold tracking-tight text-slate-900">{saved.name}</h3>
          <p className="text-sm text-slate-600">
            {t('lines', { count: lines.length })}
            {dirty ? (
              <span className="ml-2 rounded-full bg-warning-50 px-2 py-0.5 text-xs font-semibold text-amber-800">
                {t('unsaved')}
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={() => setDialog('restore')}>
            {t('addToCart')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setDialog('rename')}>
            {t('rename')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            className="text-error-700"
            onClick={() => setDialog('delete')}
          >
            {t('delete')}
          </Button>
        </div>
      </div>

      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <ul className="divide-y divide-slate-200" aria-label={saved.name}>
          {lines.map((line) => (
            <CartLineItem
              key={line.pn}
              line={line}
              quoted={quote?.lines.find((each) => each.pn === line.pn)}
              locale={locale}
              actions={actions}
              compact
            />
          ))}
        </ul>
        <aside className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-5">
          <CartSummary quote={quote} loading={loading} failed={quoteFailed} locale={locale} />
          <div className="mt-5 flex flex-col gap-2">
            <Button
              type="button"
              busy={saving}
              disabled={!dirty}
              onClick={() => void saveChanges()}
            >
              {t('saveChanges')}
            </Button>
            {dirty ? (
              <Button type="button" variant="secondary" onClick={() => setDraft(null)}>
                {t('discard')}
              </Button>
            ) : null}
          </div>
        </aside>
      </div>

      <RestoreDialog
        name={dialog === 'restore' ? saved.name : null}
        busy={restoring || saving}
        onClose={() => setDialog('none')}
        onRestore={async (mode) => {
          // what the buyer sees is what goes in: unsaved changes are saved first
          if (!(await saveChanges())) return
          if (await restore(saved, mode)) setDialog('none')
        }}
      />
      <NameDialog
        open={dialog === 'rename'}
        title={t('renameTitle')}
        initialName={saved.name}
        submitLabel={t('save')}
        onClose={() => setDialog('none')}
        onSubmit={async (name) => {
          try {
            const next = await savedCartsClient.change(id, { version: saved.version, name })
            // the lines being edited stay as they are; only the name and version change
            setSaved({ ...next, items: saved.items })
            setDialog('none')
            return null
          } catch (error) {
            return savedCartErrorKey(error)
          }
        }}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('deleteTitle', { name: saved.name })}
        description={t('deleteHelp')}
        cancelLabel={t('cancel')}
        confirmLabel={t('delete')}
        onClose={() => setDialog('none')}
        onConfirm={async () => {
          try {
            await savedCartsClient.remove(id)
            toast({ tone: 'info', title: t('deleted', { name: saved.name }) })
            guard.release()
            router.push(listHref)
          } catch (error) {
            toast({ tone: 'error', title: t(`errors.${savedCartErrorKey(error)}`) })
          }
        }}
      />
      <ConfirmDialog
        open={guard.asking}
        title={t('leaveTitle')}
        description={t('leaveHelp', { name: saved.name })}
        cancelLabel={t('stay')}
        confirmLabel={t('leave')}
        onClose={guard.stay}
        onConfirm={guard.leave}
      />
    </div>
  )
}
