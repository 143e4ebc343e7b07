'use client'

/**
 * The address book's two overlays: the add/edit slide-over holding the address form, and the
 * confirmation before an address is removed (Radix Dialog and AlertDialog). `address-dialogs.tsx`
 * loads each when it first opens.
 */
import * as AlertDialog from '@radix-ui/react-alert-dialog'
import * as Dialog from '@radix-ui/react-dialog'
import { useTranslations } from 'next-intl'
import { useRef } from 'react'

import type { Contact } from '@/account/contact-schema'
import type { AddressBookEntry } from '@/account/contacts'
import { Spinner } from '@/ui/form/button'
import { CloseIcon, TrashIcon } from '@/ui/icons'

import { summaryOf } from './address-card'
import type { AddressBookProps } from './address-book-types'
import { type AddressField, AddressForm } from './address-form'

const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-xs hover:bg-slate-50'

export type AddressSlideOverProps = AddressBookProps & {
  /** null: closed; -1: a new address; n: editing. */
  formIndex: number | null
  editing: AddressBookEntry | null
  saving: boolean
  onSave: (contact: Contact, changed: AddressField[]) => Promise<void>
  onClose: () => void
  restoreFocus: (event: Event) => void
}

export function AddressSlideOverBody({
  formIndex,
  editing,
  saving,
  countries,
  regions,
  onSave,
  onClose,
  restoreFocus,
}: AddressSlideOverProps) {
  const t = useTranslations('address')
  const panel = useRef<HTMLDivElement>(null)
  return (
    <Dialog.Root
      open={formIndex !== null}
      onOpenChange={(open) => {
        if (!open && !saving) onClose()
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 transition-opacity duration-300 motion-reduce:transition-none starting:opacity-0" />
        <Dialog.Content
          ref={panel}
          onCloseAutoFocus={restoreFocus}
          onOpenAutoFocus={(event) => {
            // Straight to the first field rather than the close button.
            const first = panel.current?.querySelector<HTMLElement>('form input, form select')
            if (first) {
              event.preventDefault()
              first.focus()
            }
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-2xl transition-transform duration-300 ease-out focus:outline-hidden motion-reduce:transition-none sm:max-w-lg starting:translate-x-full"
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-5 sm:px-6">
            <div>
              <Dialog.Title className="text-lg font-bold text-slate-900">
                {editing ? t('form.editTitle') : t('form.addTitle')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                {editing ? summaryOf(editing) : t('form.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('form.close')}
              className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-xl text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <CloseIcon aria-hidden />
            </Dialog.Close>
          </div>
          {formIndex !== null ? (
            <AddressForm
              key={editing ? editing.id : 'new'}
              entry={editing}
              countries={countries}
              regions={regions}
              onSave={onSave}
              onCancel={onClose}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

export type RemoveAddressProps = {
  removal: AddressBookEntry | null
  removing: boolean
  onCancel: () => void
  onConfirm: (entry: AddressBookEntry) => void
  restoreFocus: (event: Event) => void
}

export function RemoveAddressDialogBody({
  removal,
  removing,
  onCancel,
  onConfirm,
  restoreFocus,
}: RemoveAddressProps) {
  const t = useTranslations('address')
  return (
    <AlertDialog.Root
      open={removal !== null}
      onOpenChange={(open) => {
        if (!open && !removing) onCancel()
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 transition-opacity duration-200 motion-reduce:transition-none starting:opacity-0" />
        <AlertDialog.Content
          onEscapeKeyDown={(event) => (removing ? event.preventDefault() : undefined)}
          onCloseAutoFocus={restoreFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl focus:outline-hidden"
        >
          <div className="flex gap-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-error-50 text-xl text-error-700">
              <TrashIcon />
            </span>
            <div>
              <AlertDialog.Title className="text-lg font-bold text-slate-900">
                {t('remove.title')}
              </AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm leading-6 text-slate-600">
                {t('remove.description', { address: removal ? summaryOf(removal) : '' })}
              </AlertDialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel disabled={removing} className={secondaryButton}>
              {t('remove.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              aria-disabled={removing || undefined}
              onClick={(event) => {
                // Stay open while the address is removed; `remove` closes it.
                event.preventDefault()
                if (removal && !removing) onConfirm(removal)
              }}
              className="inline-flex min-w-28 items-center justify-center gap-2 rounded-md bg-error-600 px-4 py-2 text-sm font-semibold text-white shadow-xs hover:bg-error-700 aria-disabled:cursor-wait aria-disabled:bg-error-700"
            >
              {removing ? <Spinner /> : null}
              {removing ? t('remove.removing') : t('remove.confirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
