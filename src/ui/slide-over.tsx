'use client'

/**
 * The shop's slide-over (Radix Dialog): a panel at the right edge (the mobile menu's at the left,
 * under its button) over the dimmed page, its title and close button on top, then the caller's
 * content. Callers load their slide-over when it is first opened (`use-lazy-open.ts`), so a page
 * carries Radix Dialog only once a buyer opens one.
 */
import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

import { CloseIcon } from './icons'

/**
 * Filters want the list beside them on a tablet; the cart's lines want room for prices; the
 * mobile menu opens from the left, where its button is.
 */
const frames = {
  narrow: { panel: 'right-0 w-[min(24rem,90vw)]', header: 'px-5' },
  wide: { panel: 'right-0 w-[min(28rem,94vw)]', header: 'px-5' },
  menu: { panel: 'left-0 w-[min(22rem,90vw)]', header: 'px-4' },
} as const

export function SlideOver({
  open,
  onOpenChange,
  title,
  closeLabel,
  description,
  showDescription = false,
  width,
  returnFocus,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  closeLabel: string
  /**
   * Read out with the title; shown under it only when it helps sighted buyers too. None (the
   * menu): the title says it all.
   */
  description?: string
  showDescription?: boolean
  width: keyof typeof frames
  /**
   * Focus back on the button that opened it, once closed: the button lives outside the lazily
   * loaded slide-over, so Radix does not know it as the trigger.
   */
  returnFocus: () => void
  children: ReactNode
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus()
          }}
          className={`fixed inset-y-0 ${frames[width].panel} z-50 flex flex-col bg-white shadow-xl focus:outline-none`}
        >
          <div
            className={`flex h-16 shrink-0 items-center justify-between border-b border-slate-200 ${frames[width].header}`}
          >
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-10 w-10 items-center justify-center rounded-md text-2xl hover:bg-slate-100"
              aria-label={closeLabel}
            >
              <CloseIcon aria-hidden />
            </Dialog.Close>
          </div>
          {description === undefined ? null : (
            <Dialog.Description
              className={showDescription ? 'px-5 pt-3 text-sm text-slate-600' : 'sr-only'}
            >
              {description}
            </Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** A button inside the slide-over that closes it ("Show 24 parts"). */
export const SlideOverClose = Dialog.Close
