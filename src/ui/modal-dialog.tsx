'use client'

/**
 * The shop's centred dialog (Radix Dialog): a title, a line of help, its content and the
 * buttons under it. Escape, the overlay and the close button close it unless `busy`.
 * `modal.tsx` loads it when it first opens.
 */
import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

import { CloseIcon } from './icons'

export type ModalProps = {
  open: boolean
  onClose: () => void
  title: string
  description?: ReactNode
  closeLabel: string
  busy?: boolean
  /** 'alertdialog' for a question that must be answered (leave without saving, delete). */
  role?: 'dialog' | 'alertdialog'
  children: ReactNode
}

export function ModalDialog({
  open,
  onClose,
  title,
  description,
  closeLabel,
  busy = false,
  role,
  children,
}: ModalProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose()
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 transition-opacity duration-200 motion-reduce:transition-none starting:opacity-0" />
        <Dialog.Content
          {...(role ? { role } : {})}
          onOpenAutoFocus={(event) => {
            // straight to the first field, when there is one, rather than the close button
            const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              'input, select, textarea',
            )
            if (field) {
              event.preventDefault()
              field.focus()
            }
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl transition duration-200 focus:outline-hidden motion-reduce:transition-none starting:scale-95 starting:opacity-0"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
            {role === 'alertdialog' ? null : (
              // a question must be answered with its own buttons; other dialogs may just close
              <Dialog.Close
                aria-label={closeLabel}
                disabled={busy}
                className="-mt-1 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-xl text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              >
                <CloseIcon aria-hidden />
              </Dialog.Close>
            )}
          </div>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-slate-600">
              {description}
            </Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
