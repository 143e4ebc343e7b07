'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useRef, useState } from 'react'

const reloadGuardMs = 10_000
const reloadKey = 'shop:reloaded-at'

/**
 * After a new deployment an open tab may ask for chunks that no longer exist.
 * Instead of breaking, it reloads into the new version, at most once per 10 s.
 */
function useReloadOnStaleDeployment() {
  useEffect(() => {
    const isChunkError = (reason: unknown) => {
      const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason)
      return /ChunkLoadError|Loading chunk|Failed to fetch dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
        text,
      )
    }
    const reload = () => {
      const last = Number(sessionStorage.getItem(reloadKey) ?? 0)
      if (Date.now() - last < reloadGuardMs) return
      sessionStorage.setItem(reloadKey, String(Date.now()))
      window.location.reload()
    }
    const onError = (event: ErrorEvent) => isChunkError(event.error ?? event.message) && reload()
    const onRejection = (event: PromiseRejectionEvent) => isChunkError(event.reason) && reload()
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
}

/** 3 px bar on client navigation, shown only when it takes longer than 200 ms. */
function LoadingBar() {
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const here = `${pathname}?${searchParams.toString()}`
  // The page a navigation started from, once it has taken 200 ms; arriving anywhere else hides the bar.
  const [slowFrom, setSlowFrom] = useState<string | null>(null)
  const timer = useRef<number | undefined>(undefined)
  const hereRef = useRef(here)
  useEffect(() => {
    hereRef.current = here
    window.clearTimeout(timer.current)
    // forget the finished navigation, so coming back to its page later shows no stale bar
    const forget = window.setTimeout(() => setSlowFrom(null), 0)
    return () => window.clearTimeout(forget)
  }, [here])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return
      const anchor = (event.target as Element | null)?.closest?.('a')
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href, window.location.href)
      if (url.origin !== window.location.origin) return
      if (url.pathname === window.location.pathname && url.search === window.location.search) return
      const from = hereRef.current
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => setSlowFrom(from), 200)
    }
    document.addEventListener('click', onClick, true)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.clearTimeout(timer.current)
    }
  }, [])

  if (slowFrom === null || slowFrom !== here) return null
  return (
    <div aria-hidden className="pointer-events-none fixed inset-x-0 top-0 z-[200] h-[3px]">
      <div className="h-full w-4/5 animate-[grow_2s_ease-out] bg-primary-500" />
    </div>
  )
}

export function ClientRuntime() {
  useReloadOnStaleDeployment()
  return (
    <Suspense fallback={null}>
      <LoadingBar />
    </Suspense>
  )
}
