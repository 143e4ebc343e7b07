'use client'

/**
 * My account → saved carts: each with its lines, its value at today's prices (the server's
 * quote) and when it last changed; open, put in the cart (merge or replace), rename,
 * duplicate, delete.
 */
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import type { SavedCartSummary } from '@/cart/saved-carts-service'
import { formatCents } from '@/platform/money-format'
import { toLocale } from '@/i18n/locales'
import { formatShopDate } from '@/i18n/shop-time'
import { pathFor, savedCartPath } from '@/i18n/routes'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { Button } from '@/ui/form/button'
import { Loading, LoadFailed } from '@/ui/load-state'
import { EmptyState } from '@/ui/empty-state'
import { BookmarkIcon } from '@/ui/icons'
import { ShopLink } from '@/ui/shop-link'
import { toast } from '@/ui/toast-store'
import { useLoaded } from '@/ui/use-loaded'

import { NameDialog, RestoreDialog } from './saved-cart-dialogs'
import { savedCartErrorKey, savedCartsClient } from './saved-carts-client'
import { useRestoreSavedCart } from './use-restore-saved-cart'

type Dialog =
  { kind: 'restore' | 'rename' | 'delete'; savedCart: SavedCartSummary } | { kind: 'none' }

const smallButton =
  'rounded-md px-2.5 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100'

export function SavedCartsList() {
  const t = useTranslations('savedCarts')
  const raw = useLocale()
  const locale = toLocale(raw)
  const { data: savedCarts, failed, reload: load } = useLoaded(savedCartsClient.list)
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const [deleting, setDeleting] = useState(false)
  const { restore, restoring } = useRestoreSavedCart()

  const close = () => setDialog({ kind: 'none' })
  const failedToast = (error: unknown) =>
    toast({ tone: 'error', title: t(`errors.${savedCartErrorKey(error)}`) })

  if (failed) {
    return <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={load} />
  }
  if (savedCarts === null) {
    return <Loading label={t('loading')} />
  }
  if (savedCarts.length === 0) return <NoSavedCarts cartHref={pathFor(locale, 'cart')} />

  return (
    <div>
      <p className="mb-5 max-w-2xl text-sm text-slate-600">{t('intro')}</p>
      <ul
        className="divide-y divide-slate-200 rounded-xl border border-slate-200"
        aria-label={t('columns.name')}
      >
        {savedCarts.map((savedCart) => (
          <li
            key={savedCart.id}
            data-testid="saved-cart"
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <ShopLink
                href={savedCartPath(locale, savedCart.id)}
                className="text-base font-semibold text-secondary-800 hover:underline"
              >
                {savedCart.name}
              </ShopLink>
              <p className="mt-0.5 text-sm text-slate-600">
                {t('lines', { count: savedCart.lineCount })}
                <span aria-hidden> · </span>
                <span className="font-semibold text-slate-900 tabular-nums">
                  {formatCents(savedCart.valueCents, locale)}
                </span>
                <span aria-hidden> · </span>
                {t('changedOn', { date: formatShopDate(savedCart.updatedAt, locale) })}
              </p>
              {savedCart.unavailableCount > 0 ? (
                <p className="mt-0.5 text-xs font-medium text-error-700">
                  {t('unavailableLines', { count: savedCart.unavailableCount })}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center gap-1">
              <Button
                type="button"
                onClick={() => setDialog({ kind: 'restore', savedCart })}
                aria-label={`${t('addToCart')}: ${savedCart.name}`}
              >
                {t('addToCart')}
              </Button>
              <ShopLink href={savedCartPath(locale, savedCart.id)} className={smallButton}>
                {t('open')}
              </ShopLink>
              <button
                type="button"
                className={smallButton}
                onClick={() => setDialog({ kind: 'rename', savedCart })}
              >
                {t('rename')}
              </button>
              <button
                type="button"
                className={smallButton}
                onClick={async () => {
                  try {
                    const copy = await savedCartsClient.duplicate(savedCart.id)
                    toast({ tone: 'success', title: t('duplicated', { name: copy.name }) })
                    load()
                  } catch (error) {
                    failedToast(error)
                  }
                }}
              >
                {t('duplicate')}
              </button>
              <button
                type="button"
                className={`${smallButton} text-error-700 hover:bg-error-50`}
                onClick={() => setDialog({ kind: 'delete', savedCart })}
              >
                {t('delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>

      <RestoreDialog
        name={dialog.kind === 'restore' ? dialog.savedCart.name : null}
        busy={restoring}
        onClose={close}
        onRestore={async (mode) => {
          if (dialog.kind !== 'restore') return
          if (await restore(dialog.savedCart, mode)) close()
        }}
      />
      <NameDialog
        open={dialog.kind === 'rename'}
        title={t('renameTitle')}
        initialName={dialog.kind === 'rename' ? dialog.savedCart.name : ''}
        submitLabel={t('save')}
        onClose={close}
        onSubmit={async (name) => {
          if (dialog.kind !== 'rename') return null
          try {
            const opened = await savedCartsClient.open(dialog.savedCart.id)
            await savedCartsClient.change(dialog.savedCart.id, { version: opened.version, name })
            close()
            load()
            return null
          } catch (error) {
            return savedCartErrorKey(error)
          }
        }}
      />
      <ConfirmDialog
        open={dialog.kind === 'delete'}
        title={t('deleteTitle', { name: dialog.kind === 'delete' ? dialog.savedCart.name : '' })}
        description={t('deleteHelp')}
        cancelLabel={t('cancel')}
        confirmLabel={t('delete')}
        busy={deleting}
        onClose={close}
        onConfirm={async () => {
          if (dialog.kind !== 'delete') return
          setDeleting(true)
          try {
            await savedCartsClient.remove(dialog.savedCart.id)
            toast({ tone: 'info', title: t('deleted', { name: dialog.savedCart.name }) })
            close()
            load()
          } catch (error) {
            failedToast(error)
          } finally {
            setDeleting(false)
          }
        }}
      />
    </div>
  )
}

function NoSavedCarts({ cartHref }: { cartHref: string }) {
  const t = useTranslations('savedCarts')
  return (
    <EmptyState icon={BookmarkIcon} message={t('empty')} href={cartHref} action={t('goToCart')} />
  )
}
