/**
 * The browser's favourites (business rules §10: for signed-in buyers). A signed-in buyer's
 * hearts are read once from hubKV and each click is one call whose answer replaces what is
 * shown. A guest's heart opens the sign-in modal and remembers the part for this tab, so that
 * after signing in (the page reloads) it is added. Framework-free, unit-tested with fakes.
 */
import { sessionStore } from '@/account/ui/session-store'
import { ApiError } from '@/platform/client-fetch'

import { favoritesClient } from '../client'

import type { FavoriteItem } from '../favorite-lines'

export type FavoritesState = {
  status: 'loading' | 'ready'
  signedIn: boolean
  pns: readonly string[]
}

type FavoritesAnswer = { items: FavoriteItem[] } | null

export type FavoritesTransport = {
  read(): Promise<FavoritesAnswer>
  add(pn: string): Promise<FavoritesAnswer>
  remove(pn: string): Promise<FavoritesAnswer>
}

/** One part remembered across the sign-in reload (session storage in the app). */
export type PendingFavorite = {
  load(): string | null
  save(pn: string | null): void
}

export type ToggleOutcome =
  | { ok: true; favorite: boolean }
  | { ok: false; code: string }
  /** A guest: the sign-in modal is open and the part will be added after sign-in. */
  | { ok: false; code: 'signInFirst' }

/** The page's first read of the favourites, asked ahead with its other viewer data; null: none. */
export type FirstFavoritesRead = () => Promise<FavoritesAnswer> | null

export function createFavoritesStore(deps: {
  transport: FavoritesTransport
  pending: PendingFavorite
  openLogin: () => void
  errorOf: (error: unknown) => string
  firstRead?: FirstFavoritesRead
}) {
  let state: FavoritesState = { status: 'loading', signedIn: false, pns: [] }
  /** undefined until primed; the first session change takes it (used or not), once. */
  let primed: Promise<FavoritesAnswer> | null | undefined
  const listeners = new Set<() => void>()
  const set = (next: Partial<FavoritesState>) => {
    state = { ...state, ...next }
    listeners.forEach((listener) => listener())
  }
  const fromServer = (answer: FavoritesAnswer) =>
    set({ pns: answer?.items.map((item) => item.pn) ?? [], status: 'ready' })
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work)
    queue = run.catch(() => undefined)
    return run
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot: () => state,

    /**
     * The session is known. A buyer's favourites are read, and a part a guest hearted before
     * signing in is added; answers the pn so added (for a toast), or null.
     */
    async sessionChanged(signedIn: boolean): Promise<string | null> {
      // the read asked ahead answers the first session only (whoever the cookie named then)
      const first = primed ?? null
      primed = null
      if (!signedIn) {
        set({ signedIn: false, pns: [], status: 'ready' })
        return null
      }
      set({ signedIn: true, status: 'loading' })
      return serial(async () => {
        const pending = deps.pending.load()
        if (pending) {
          try {
            fromServer(await deps.transport.add(pending))
            // forgotten only once stored: a reload racing the call adds it again (adding twice is harmless)
            deps.pending.save(null)
            return pending
          } catch (error) {
            // refused (not sold any more, say): forget it and show the list as it is; a call
            // cut off (the sign-in reload aborts it) or not yet signed in: the reload tries again
            const code = deps.errorOf(error)
            if (code !== 'network' && code !== 'unauthorized') deps.pending.save(null)
          }
        }
        // a failed read asked ahead is asked again on its own
        fromServer(await (first?.catch(() => deps.transport.read()) ?? deps.transport.read()))
        return null
      })
    },

    /**
     * Asks the page's first read now, before the session is known, so that it leaves with the
     * page's other viewer data in one request (issue 40). Once; a no-op without a source.
     */
    prime() {
      if (primed !== undefined) return
      primed = deps.firstRead?.() ?? null
      primed?.catch(() => undefined)
    },

    has: (pn: string) => state.pns.includes(pn.trim().toUpperCase()),

    /** Heart clicked: added or removed for a buyer; for a guest, sign-in first. */
    async toggle(pn: string): Promise<ToggleOutcome> {
      const key = pn.trim().toUpperCase()
      if (!state.signedIn) {
        deps.pending.save(key)
        deps.openLogin()
        return { ok: false, code: 'signInFirst' }
      }
      const adding = !state.pns.includes(key)
      // shown at once; the server's answer (or a refusal) settles it
      set({ pns: adding ? [...state.pns, key] : state.pns.filter((each) => each !== key) })
      return serial(async () => {
        try {
          fromServer(await (adding ? deps.transport.add(key) : deps.transport.remove(key)))
          return { ok: true, favorite: adding }
        } catch (error) {
          set({ pns: adding ? state.pns.filter((each) => each !== key) : [...state.pns, key] })
          return { ok: false, code: deps.errorOf(error) }
        }
      })
    },
  }
}

export type FavoritesStore = ReturnType<typeof createFavoritesStore>

// ---------------------------------------------------------------------------------------------
// The app's store: the favourites API through the one fetch helper; the part a guest hearted
// kept in this tab's session storage for a quarter of an hour (long enough to get a code).

const pendingKey = 'allegheny.pendingFavorite.v1'
const pendingFor = 15 * 60_000

export const sessionPendingFavorite: PendingFavorite = {
  load() {
    if (typeof window === 'undefined') return null
    try {
      const stored = JSON.parse(window.sessionStorage.getItem(pendingKey) ?? 'null') as {
        pn?: unknown
        at?: unknown
      } | null
      if (typeof stored?.pn !== 'string' || typeof stored.at !== 'number') return null
      return Date.now() - stored.at < pendingFor ? stored.pn : null
    } catch {
      return null
    }
  },
  save(pn) {
    if (typeof window === 'undefined') return
    try {
      if (pn === null) window.sessionStorage.removeItem(pendingKey)
      else window.sessionStorage.setItem(pendingKey, JSON.stringify({ pn, at: Date.now() }))
    } catch {
      // storage blocked: the buyer hearts the part again after signing in
    }
  },
}

export const apiFavoritesTransport: FavoritesTransport = favoritesClient

let seededRead: FirstFavoritesRead | null = null

/**
 * Where the page's first favourites read comes from (the storefront's viewer call, issue 40):
 * a source answering the list, or null once its request has left. Hearts use their own endpoints.
 */
export function seedFavoritesRead(source: FirstFavoritesRead): void {
  seededRead = source
}

export const favoritesStore = createFavoritesStore({
  transport: apiFavoritesTransport,
  pending: sessionPendingFavorite,
  openLogin: () => sessionStore.openLogin(),
  firstRead: () => seededRead?.() ?? null,
  errorOf: (error) => {
    if (!(error instanceof ApiError)) return 'network'
    const code = (error.body as { code?: unknown } | null)?.code
    return typeof code === 'string' ? code : 'failed'
  },
})
