'use client'

import { usePathname } from 'next/navigation'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

function safeDecode(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/**
 * The path a visitor asked for, as the address bar shows it: the router may report the
 * internal (rewritten) path, the one the visitor typed is the browser's.
 */
export function RequestedPath() {
  const routerPath = usePathname()
  const path = useSyncExternalStore(
    noSubscription,
    () => safeDecode(window.location.pathname),
    () => routerPath,
  )
  return <>{path}</>
}
