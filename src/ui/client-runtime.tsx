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
      return /ChunkLoadError|Loading chunk|Failed to fetch dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(text)
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
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle')
  const timer = useRef<number | undefined>(undefined)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = (event.target as Element | null)?.closest?.('a')
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href, window.location.href)
      if (url.origin !== window.location.origin) return
      if (url.pathname === window.location.pathname && url.search === window.location.search) return
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => setState('loading'), 200)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])

  useEffect(() => {
    window.clearTimeout(timer.current)
    setState((current) => (current === 'loading' ? 'done' : 'idle'))
    const reset = window.setTimeout(() => setState('idle'), 400)
    return () => window.clearTimeout(reset)
  }, [pathname, searchParams])

  if (state === 'idle') return null
  return (
    <div aria-hidden className="pointer-events-none fixed inset-x-0 top-0 z-[200] h-[3px]">
      <div className={`h-full bg-primary-500 transition-[width,opacity] ease-out ${state === 'loading' ? 'w-4/5 duration-[2000ms]' : 'w-full opacity-0 duration-300'}`} />
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
