'use client'

import Link from 'next/link'
import { type ComponentProps, useSyncExternalStore } from 'react'

type NetworkInformation = {
  saveData?: boolean
  effectiveType?: string
  addEventListener?: (type: 'change', fn: () => void) => void
  removeEventListener?: (type: 'change', fn: () => void) => void
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection
}

function subscribe(onChange: () => void) {
  const info = connection()
  info?.addEventListener?.('change', onChange)
  return () => info?.removeEventListener?.('change', onChange)
}

/** True when the browser asks to save data (Save-Data or a 2g connection): then links do not prefetch. */
function wantsToSaveData(): boolean {
  const info = connection()
  return !!info && (info.saveData === true || /2g/.test(info.effectiveType ?? ''))
}

/** next/link for the shop's internal links; skips prefetch on data-saving connections. */
export function ShopLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const saveData = useSyncExternalStore(subscribe, wantsToSaveData, () => false)
  return <Link {...props} prefetch={saveData ? false : prefetch} />
}
