'use client'

/**
 * "Leave without saving?" for a page with unsaved changes (spec's `leavingSavedCartPage` and
 * its pending route). While `dirty`: a click on a link to another page of the shop, a router
 * push another part of the page makes (the search modal's results, through
 * `navigation-hold.ts`) and the browser's Back are held back for the question; a reload or a
 * closed tab gets the browser's own prompt. `leave` goes on to the held target, `stay` forgets it.
 *
 * Back cannot be cancelled, so an extra history entry of this same page is pushed while there
 * are changes: Back takes that one off (nothing else moves) and the question is asked; leaving
 * then goes back for real, staying puts the entry back.
 */
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { holdNavigation } from '@/ui/navigation-hold'

/** Where the buyer was going: a path of the shop, or back in the browser's history. */
type Pending = { href: string } | 'back'

const sentinelKey = 'shopLeaveGuard'

const onSentinel = () =>
  (window.history.state as Record<string, unknown> | null)?.[sentinelKey] === true

export function useLeaveGuard(dirty: boolean) {
  const router = useRouter()
  const [pending, setPending] = useState<Pending | null>(null)
  const released = useRef(false)
  /** The extra entry is the current one. */
  const armed = useRef(false)
  /** Our own `history.back()` (the extra entry taken off once saved) is no Back of the buyer's. */
  const ownBack = useRef(false)

  useEffect(() => {
    if (!dirty) {
      // saved or discarded: the extra entry goes, so the first Back leaves again
      if (!armed.current || !onSentinel()) return
      armed.current = false
      ownBack.current = true
      // the listener of the dirty page is gone: this one sees our own Back arrive
      const settled = () => {
        ownBack.current = false
      }
      window.addEventListener('popstate', settled, { once: true })
      window.history.back()
      return () => window.removeEventListener('popstate', settled)
    }
    released.current = false
    if (!onSentinel()) {
      // Next's own state (its tree) is kept, so its router takes the entry for this same page
      window.history.pushState(
        { ...(window.history.state as object | null), [sentinelKey]: true },
        '',
        window.location.href,
      )
    }
    armed.current = true

    const hold = (href: string) => {
      if (released.current) return false
      const url = new URL(href, window.location.href)
      if (url.pathname === window.location.pathname && url.search === window.location.search) {
        return false
      }
      setPending({ href: `${url.pathname}${url.search}${url.hash}` })
      return true
    }
    const onClick = (event: MouseEvent) => {
      if (released.current || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = (event.target as Element | null)?.closest?.(
        'a[href]',
      ) as HTMLAnchorElement | null
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href, window.location.href)
      if (url.origin !== window.location.origin) return
      if (!hold(url.href)) return
      // on window, in the capture phase: before Next's link handler and the loading bar
      event.preventDefault()
      event.stopPropagation()
    }
    const onPopState = () => {
      if (ownBack.current) {
        ownBack.current = false
        return
      }
      if (released.current || !armed.current) return
      // Back took the extra entry off: the page is as it was; ask before going back for real
      armed.current = false
      setPending('back')
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return
      event.preventDefault()
      event.returnValue = ''
    }
    const unhold = holdNavigation(hold)
    window.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState)
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      unhold()
      window.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener('beforeunload', onBeforeUnload)
    }
  }, [dirty])

  return {
    /** The question is open. */
    asking: pending !== null,
    stay: () => {
      if (pending === 'back' && !released.current) {
        window.history.pushState(
          { ...(window.history.state as object | null), [sentinelKey]: true },
          '',
          window.location.href,
        )
        armed.current = true
      }
      setPending(null)
    },
    leave: () => {
      const target = pending
      released.current = true
      setPending(null)
      if (target === 'back') window.history.back()
      // in place of the extra entry, so Back from there comes straight back here
      else if (target) {
        if (armed.current && onSentinel()) router.replace(target.href)
        else router.push(target.href)
      }
    },
    /** The changes are gone or saved elsewhere (the cart was deleted): leave freely. */
    release: () => {
      released.current = true
    },
  }
}
