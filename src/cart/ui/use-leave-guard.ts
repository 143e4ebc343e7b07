'use client'

/**
 * "Leave without saving?" for a page with unsaved changes (spec's `leavingSavedCartPage` and
 * its pending route). While `dirty`: a click on a link to another page of the shop is held
 * back and its target kept as `pendingHref` for the question; a reload or a closed tab gets
 * the browser's own prompt. `leave` goes on to the held target, `stay` forgets it.
 */
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

export function useLeaveGuard(dirty: boolean) {
  const router = useRouter()
  const [pendingHref, setPendingHref] = useState<string | null>(null)
  const released = useRef(false)

  useEffect(() => {
    if (!dirty) return
    released.current = false
    const onClick = (event: MouseEvent) => {
      if (released.current || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = (event.target as Element | null)?.closest?.(
        'a[href]',
      ) as HTMLAnchorElement | null
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href, window.location.href)
      if (url.origin !== window.location.origin) return
      if (url.pathname === window.location.pathname && url.search === window.location.search) return
      // on window, in the capture phase: before Next's link handler and the loading bar
      event.preventDefault()
      event.stopPropagation()
      setPendingHref(`${url.pathname}${url.search}${url.hash}`)
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('click', onClick, true)
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      window.removeEventListener('click', onClick, true)
      window.removeEventListener('beforeunload', onBeforeUnload)
    }
  }, [dirty])

  return {
    pendingHref,
    stay: () => setPendingHref(null),
    leave: () => {
      const target = pendingHref
      released.current = true
      setPendingHref(null)
      if (target) router.push(target)
    },
    /** The changes are gone or saved elsewhere (the cart was deleted): leave freely. */
    release: () => {
      released.current = true
    },
  }
}
