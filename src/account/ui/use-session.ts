'use client'

import { useSyncExternalStore } from 'react'

import { sessionStore, type SessionState } from './session-store'

/** The browser's view of the session, for islands that act differently for a signed-in buyer. */
export function useSession(): SessionState {
  return useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getSnapshot,
  )
}
