'use client'

import dynamic from 'next/dynamic'
import { useEffect, useSyncExternalStore } from 'react'

import { onUnauthorized } from '@/platform/client-fetch'

import { loadSession } from './auth-client'
import { sessionStore } from './session-store'

// Forms, validation and the pin input load with the first modal that opens, not with every page.
const LoginModal = dynamic(() => import('./account-modals').then((m) => m.LoginModal), {
  ssr: false,
})
const FullNameModal = dynamic(() => import('./account-modals').then((m) => m.FullNameModal), {
  ssr: false,
})

/** Session tokens never stay in the address bar (older sign-in links put them in the hash). */
function clearTokenHash() {
  const { hash, pathname, search } = window.location
  if (/(access_token|refresh_token)=/.test(hash)) {
    window.history.replaceState(window.history.state, '', `${pathname}${search}`)
  }
}

/**
 * Mounted once in the layout: loads who is signed in, turns any 401 from a
 * protected call into "signed out + login modal" (business rules §S4), and shows the
 * login and full-name modals over every page when they are asked for.
 */
export function AccountOverlays() {
  const session = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getSnapshot,
  )
  useEffect(() => {
    clearTokenHash()
    void loadSession().catch(() => sessionStore.signedOut(false))
    return onUnauthorized(() => sessionStore.signedOut(true))
  }, [])
  return (
    <>
      {session.showLoginModal ? <LoginModal /> : null}
      {session.showFullNameModal ? <FullNameModal /> : null}
    </>
  )
}
