'use client'

/**
 * The address book's two overlays (`address-dialogs-body.tsx`: the add/edit slide-over with the
 * address form, and the confirmation before an address is removed), each loaded when it first
 * opens: the form, its validation and the phone rules stay off the page until then.
 */
import { lazy, Suspense } from 'react'

import { useOpened } from '@/ui/use-lazy-open'

import type { AddressSlideOverProps, RemoveAddressProps } from './address-dialogs-body'

const load = () => import('./address-dialogs-body')
const AddressSlideOverBody = lazy(() =>
  load().then((module) => ({ default: module.AddressSlideOverBody })),
)
const RemoveAddressDialogBody = lazy(() =>
  load().then((module) => ({ default: module.RemoveAddressDialogBody })),
)

export function AddressSlideOver(props: AddressSlideOverProps) {
  if (!useOpened(props.formIndex !== null)) return null
  return (
    <Suspense fallback={null}>
      <AddressSlideOverBody {...props} />
    </Suspense>
  )
}

export function RemoveAddressDialog(props: RemoveAddressProps) {
  if (!useOpened(props.removal !== null)) return null
  return (
    <Suspense fallback={null}>
      <RemoveAddressDialogBody {...props} />
    </Suspense>
  )
}
