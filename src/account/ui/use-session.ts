'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { sessionStore, type SessionState } from './session-store'

/** The browser's view of the session, for islands that act differently for a signed-in buyer. */
export function useSession(): SessionState {
  return useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getSnapshot,
  )
}

/**
 * Calls `onChange` with the signed-in buyer's email (null: a guest) once the session is known,
 * then each time another buyer (or nobody) is signed in; returns the unsubscribe. What the
 * browser keeps for a buyer (cart, favourites, prices) follows the session through this.
 */
export function followSession(onChange: (email: string | null) => void): () => void {
  let signedInAs: string | null | undefined
  const check = () => {
    const session = sessionStore.getSnapshot()
    if (session.status === 'loading') return
    const now = session.user?.email ?? null
    if (now === signedInAs) return
    signedInAs = now
    onChange(now)
  }
  check()
  const unsubscribe = sessionStore.subscribe(check)
  return () => {
    unsubscribe()
  }
}

const following = new Set<string>()

/**
 * Keeps one browser store (named by `store`) in step with the session: the first component
 * mounting it follows, the others rely on that one. `onChange` as in `followSession`; keep it
 * stable (useCallback), a new one follows again from the current session. `prime` (stable too)
 * runs once as following starts, before the session is known: a store's first read leaves then,
 * with the page's other viewer data (the storefront's one viewer call), not after the session's answer.
 */
export function useFollowSession(
  store: string,
  onChange: (email: string | null) => void,
  prime?: () => void,
): void {
  useEffect(() => {
    if (following.has(store)) return
    following.add(store)
    prime?.()
    const stop = followSession(onChange)
    return () => {
      following.delete(store)
      stop()
    }
  }, [store, onChange, prime])
}
