'use client'

/**
 * The shop's centred dialog (`modal-dialog.tsx`: a title, a line of help, its content and the
 * buttons under it), loaded when it first opens so the pages that may show one do not carry
 * Radix Dialog until then.
 */
import { lazy, Suspense } from 'react'

import type { ModalProps } from './modal-dialog'
import { useOpened } from './use-lazy-open'

const ModalDialog = lazy(() =>
  import('./modal-dialog').then((module) => ({ default: module.ModalDialog })),
)

export function Modal(props: ModalProps) {
  if (!useOpened(props.open)) return null
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  )
}
