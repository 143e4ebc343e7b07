/**
 * The browser's view of the signed-in buyer and the account overlays (business rules §S3
 * UI flags: showLoginModal, showFullNameModal). A tiny external store read
 * with useSyncExternalStore; framework-free so it is unit-tested.
 */
import type { CaptchaSettings } from '@/platform/captcha-settings'
import type { ViewerSummary } from '../web-user'

export type SessionState = {
  status: 'loading' | 'signedIn' | 'signedOut'
  user: ViewerSummary | null
  /** Whether Google sign-in is configured on the server. */
  google: boolean
  /** The bot check the sign-in modal shows, as the server reads it now (null: none). */
  captcha: CaptchaSettings | null
  showLoginModal: boolean
  showFullNameModal: boolean
}

type Listener = () => void

export function createSessionStore() {
  let state: SessionState = {
    status: 'loading',
    user: null,
    google: false,
    captcha: null,
    showLoginModal: false,
    showFullNameModal: false,
  }
  const listeners = new Set<Listener>()
  const set = (next: Partial<SessionState>) => {
    state = { ...state, ...next }
    listeners.forEach((listener) => listener())
  }

  return {
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => state,
    /** A fresh answer from the server; a buyer without both names must complete them (business rules §S4). */
    loaded(user: ViewerSummary | null, google: boolean, captcha: CaptchaSettings | null = null) {
      set({
        status: user ? 'signedIn' : 'signedOut',
        user,
        google,
        captcha,
        showFullNameModal: !!user?.needsName,
        showLoginModal: user ? false : state.showLoginModal,
      })
    },
    /** A 401 from a protected call: the session is gone here too, and the buyer may sign in again. */
    signedOut(openLogin: boolean) {
      set({ status: 'signedOut', user: null, showFullNameModal: false, showLoginModal: openLogin })
    },
    openLogin() {
      set({ showLoginModal: true })
    },
    closeLogin() {
      set({ showLoginModal: false })
    },
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>

export const sessionStore = createSessionStore()
