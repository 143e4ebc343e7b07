'use client'

import { lazy, Suspense, useEffect } from 'react'

import { onUnauthorized } from '@/platform/client-fetch'

import { loadSession } from './load-session'
import { sessionStore } from './session-store'
import { useSession } from './use-session'

// Forms, validation and the pin input load with the first modal that opens, not with every page
// (React.lazy: next/dynamic's loader would add its own code to every page).
const LoginModal = lazy(() =>
  import('./account-modals').then((module) => ({ default: module.LoginModal })),
)
const FullNameModal = lazy(() =>
  import('./account-modals').then((module) => ({ default: module.FullNameModal })),
)

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
  const session = useSession()
  useEffect(() => {
    clearTokenHash()
    void loadSession().catch(() => sessionStore.signedOut(false))
    return onUnauthorized(() => sessionStore.signedOut(true))
  }, [])
  return (
    <Suspense fallback={null}>
      {session.showLoginModal ? <LoginModal /> : null}
      {session.showFullNameModal ? <FullNameModal /> : null}
    </Suspense>
  )
}
