'use client'

import { lazy, Suspense, useSyncExternalStore } from 'react'

import { toastStore } from './toast-store'
import { useOpened } from './use-lazy-open'

const ToasterBody = lazy(() =>
  import('./toaster-body').then((module) => ({ default: module.ToasterBody })),
)

/** The toasts (`toaster-body.tsx`, Radix Toast), loaded with the first one a page shows. */
export function Toaster() {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  )
  if (!useOpened(toasts.length > 0)) return null
  return (
    <Suspense fallback={null}>
      <ToasterBody />
    </Suspense>
  )
}
