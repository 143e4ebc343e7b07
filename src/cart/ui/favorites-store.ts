/**
 * The browser's favourites (business rules §10: for signed-in buyers). A signed-in buyer's
 * hearts are read once from hubKV and each click is one call whose answer replaces what is
 * shown. A guest's heart opens the sign-in modal and remembers the part for this tab, so that
 * after signing in (the page reloads) it is added. Framework-free, unit-tested with fakes.
 */
import { sessionStore } from '@/account/ui/session-store'
import { ApiError, apiFetch } from '@/platform/client-fetch'

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

export function createFavoritesStore(deps: {
  transport: FavoritesTransport
  pending: PendingFavorite
  openLogin: () => void
  errorOf: (error: unknown) => string
}) {
  let state: FavoritesState = { status: 'loading', signedIn: false, pns: [] }
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
        fromServer(await deps.transport.read())
        return null
      })
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

const favoritesPath = '/api/private/favorites'

export const apiFavoritesTransport: FavoritesTransport = {
  read: async () =>
    (await apiFetch<{ favorites: FavoritesAnswer }>('/api/private/hubKV?feature=favorites'))
      .favorites,
  add: async (pn) =>
    (
      await apiFetch<{ favorites: FavoritesAnswer }>(favoritesPath, {
        method: 'POST',
        body: { pn },
      })
    ).favorites,
  remove: async (pn) =>
    (
      await apiFetch<{ favorites: FavoritesAnswer }>(`${favoritesPath}/${encodeURIComponent(pn)}`, {
        method: 'DELETE',
      })
    ).favorites,
}

export const favoritesStore = createFavoritesStore({
  transport: apiFavoritesTransport,
  pending: sessionPendingFavorite,
  openLogin: () => sessionStore.openLogin(),
  errorOf: (error) => {
    if (!(error instanceof ApiError)) return 'network'
    const code = (error.body as { code?: unknown } | null)?.code
    return typeof code === 'string' ? code : 'failed'
  },
})
