/**
 * The browser's cart (business rules §3, §S4): a guest's lives in local storage (tabs stay in
 * step through the `storage` event); a signed-in buyer's lives on the server and every change
 * is one call whose answer replaces what is shown. At sign-in the guest cart is merged into
 * the server cart and the local copy removed. Prices are never kept here: the cart page asks
 * the quote. Framework-free, so it is unit-tested with a fake API and storage.
 */
import {
  addToCart,
  lineKey,
  MAX_CART_LINES,
  removeFromCart,
  setInCart,
  sumDuplicates,
  type CartItem,
} from '../cart-lines'
import type { QuantityRule } from '@/catalog/quantity'
import { ApiError } from '@/platform/client-fetch'

import { cartClient } from '../client'

/** A cart line as shown: flagged when the server says its part is no longer sold. */
export type CartLine = CartItem & { unavailable?: boolean }

export type CartState = {
  /**
   * 'loading' until the first read after the session is known; 'failed' when that read failed
   * (the loader goes off and the page offers `retry`, spec §7: a failed cart load turns off
   * the loader and throws).
   */
  status: 'loading' | 'ready' | 'failed'
  mode: 'guest' | 'server'
  items: CartLine[]
  /** Lines the server could not take at sign-in (past 500), kept in this browser. */
  overflow: CartItem[]
}

export type CartOutcome =
  | {
      ok: true
      /** The line's quantity now (null when the answer did not say). */
      quantity: number | null
      /** An add's own quantity: the line may have held some already (the toast says both). */
      added?: number
    }
  | { ok: false; code: string; maxLines?: number }

type LiveCart = { cartItems: CartLine[]; version: number } | null

/** The calls the store makes; the app binds them to `apiFetch`, tests to a fake. */
export type CartTransport = {
  read(): Promise<LiveCart>
  add(pn: string, quantity?: number): Promise<{ liveCart: LiveCart; line: CartItem | null }>
  set(pn: string, quantity: number): Promise<{ liveCart: LiveCart; line: CartItem | null }>
  remove(pn: string): Promise<{ liveCart: LiveCart }>
  addMany(items: CartItem[]): Promise<{
    liveCart: LiveCart
    added: CartItem[]
    refused: { pn: string; code: string }[]
  }>
  merge(items: CartItem[]): Promise<{
    liveCart: LiveCart
    skipped: { pn: string; code: string }[]
    overflow: CartItem[]
  }>
  clear(): Promise<void>
}

/** What a failed call tells: its code (`partNotAvailable`, `cartFull`, …), or 'network'. */
export type CallError = { code: string; maxLines?: number }

export type CartStorage = {
  load(): CartItem[]
  save(items: CartItem[]): void
  /** Calls back when another tab changed the stored cart. */
  watch(onChange: () => void): void
}

/** The page's first read of the server cart, asked ahead with its other viewer data; null: none. */
export type FirstCartRead = () => Promise<LiveCart> | null

export function createCartStore(deps: {
  transport: CartTransport
  storage: CartStorage
  errorOf: (error: unknown) => CallError
  firstRead?: FirstCartRead
}) {
  let state: CartState = { status: 'loading', mode: 'guest', items: [], overflow: [] }
  /** undefined until primed; the first session change takes it (used or not), once. */
  let primed: Promise<LiveCart> | null | undefined
  const listeners = new Set<() => void>()
  const set = (next: Partial<CartState>) => {
    state = { ...state, ...next }
    listeners.forEach((listener) => listener())
  }
  const fromServer = (liveCart: LiveCart) =>
    set({ items: liveCart?.cartItems ?? [], status: 'ready' })
  /** Server calls run one after another, so answers arrive in the order the buyer acted. */
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work)
    queue = run.catch(() => undefined)
    return run
  }
  const guestWrite = (items: CartItem[]) => {
    deps.storage.save(items)
    set({ items })
  }
  const refusal = (error: unknown): CartOutcome => ({ ok: false, ...deps.errorOf(error) })

  deps.storage.watch(() => {
    if (state.mode === 'guest') set({ items: deps.storage.load() })
  })

  /** The session is known: a guest reads local storage; a buyer merges it in, then reads theirs. */
  const sessionChanged = async (
    signedIn: boolean,
  ): Promise<{ skipped: { pn: string; code: string }[] }> => {
    // the read asked ahead answers the first session only (whoever the cookie named then)
    const first = primed ?? null
    primed = null
    if (!signedIn) {
      set({ mode: 'guest', items: deps.storage.load(), status: 'ready', overflow: [] })
      return { skipped: [] }
    }
    set({ mode: 'server', status: 'loading' })
    return serial(async () => {
      const local = deps.storage.load()
      if (local.length === 0) {
        // a failed read asked ahead is asked again on its own
        fromServer(await (first?.catch(() => deps.transport.read()) ?? deps.transport.read()))
        return { skipped: [] }
      }
      const merged = await deps.transport.merge(local)
      // the local copy goes only once the server holds it (business rules §S4); overflow stays here
      deps.storage.save(merged.overflow)
      set({ overflow: merged.overflow })
      fromServer(merged.liveCart)
      return { skipped: merged.skipped }
    }).catch((error: unknown) => {
      if (state.mode === 'server') set({ status: 'failed' })
      throw error
    })
  }

  return {
    sessionChanged,
    /**
     * Asks the page's first cart read now, before the session is known, so that it leaves with
     * the page's other viewer data in one request (issue 40). Once; a no-op without a source.
     */
    prime() {
      if (primed !== undefined) return
      primed = deps.firstRead?.() ?? null
      primed?.catch(() => undefined)
    },
    /** The signed-in cart's first read failed: try it again (a merge not yet done is retried too). */
    retry: () => sessionChanged(true),

    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot: () => state,

    /** Reads the server cart again (another tab or device may have changed it). */
    async refresh(): Promise<void> {
      if (state.mode !== 'server') return
      await serial(async () => fromServer(await deps.transport.read())).catch(() => undefined)
    },

    /** Add one step (or `quantity`) of a part, by its rule (§3). */
    async add(pn: string, rule: QuantityRule, quantity?: number): Promise<CartOutcome> {
      const before = (items: readonly CartItem[]) =>
        items.find((item) => lineKey(item.pn) === lineKey(pn))?.quantity ?? 0
      if (state.mode === 'guest') {
        const stored = deps.storage.load()
        const outcome = addToCart(stored, pn, rule, quantity)
        if (!outcome.ok) return { ok: false, code: outcome.code, maxLines: MAX_CART_LINES }
        guestWrite(outcome.items)
        return { ok: true, quantity: outcome.quantity, added: outcome.quantity - before(stored) }
      }
      return serial(async () => {
        try {
          const had = before(state.items)
          const answer = await deps.transport.add(pn, quantity)
          fromServer(answer.liveCart)
          const now = answer.line?.quantity ?? null
          return now === null
            ? { ok: true, quantity: null }
            : { ok: true, quantity: now, added: now - had }
        } catch (error) {
          return refusal(error)
        }
      })
    },

    async set(pn: string, quantity: number, rule: QuantityRule): Promise<CartOutcome> {
      if (state.mode === 'guest') {
        const outcome = setInCart(deps.storage.load(), pn, quantity, rule)
        if (!outcome.ok) return { ok: false, code: outcome.code }
        guestWrite(outcome.items)
        return { ok: true, quantity: outcome.quantity }
      }
      return serial(async () => {
        try {
          const answer = await deps.transport.set(pn, quantity)
          fromServer(answer.liveCart)
          return { ok: true, quantity: answer.line?.quantity ?? null }
        } catch (error) {
          return refusal(error)
        }
      })
    },

    async remove(pn: string): Promise<CartOutcome> {
      if (state.mode === 'guest') {
        guestWrite(removeFromCart(deps.storage.load(), pn))
        return { ok: true, quantity: null }
      }
      return serial(async () => {
        try {
          fromServer((await deps.transport.remove(pn)).liveCart)
          return { ok: true, quantity: null }
        } catch (error) {
          return refusal(error)
        }
      })
    },

    /** Several parts at once (quick order, reorder); each line added or reported by pn. */
    async addMany(
      lines: { pn: string; quantity: number; rule: QuantityRule }[],
    ): Promise<{ added: CartItem[]; refused: { pn: string; code: string }[] }> {
      if (state.mode === 'guest') {
        let items = deps.storage.load()
        const added: CartItem[] = []
        const refused: { pn: string; code: string }[] = []
        for (const line of lines) {
          const outcome = addToCart(items, line.pn, line.rule, line.quantity)
          if (!outcome.ok) refused.push({ pn: line.pn, code: outcome.code })
          else {
            items = outcome.items
            added.push({ pn: line.pn, quantity: outcome.quantity })
          }
        }
        guestWrite(items)
        return { added, refused }
      }
      return serial(async () => {
        try {
          const answer = await deps.transport.addMany(
            sumDuplicates(lines.map(({ pn, quantity }) => ({ pn, quantity }))),
          )
          fromServer(answer.liveCart)
          return { added: answer.added, refused: answer.refused }
        } catch (error) {
          const { code } = deps.errorOf(error)
          return { added: [], refused: lines.map((line) => ({ pn: line.pn, code })) }
        }
      })
    },

    async clear(): Promise<CartOutcome> {
      if (state.mode === 'guest') {
        guestWrite([])
        return { ok: true, quantity: null }
      }
      return serial(async () => {
        try {
          await deps.transport.clear()
          set({ items: [] })
          return { ok: true, quantity: null }
        } catch (error) {
          return refusal(error)
        }
      })
    },
  }
}

export type CartStore = ReturnType<typeof createCartStore>

// ---------------------------------------------------------------------------------------------
// The app's store: the cart API through the one fetch helper, and this browser's local storage.

const storageKey = 'allegheny.cart.v1'

function readStored(): CartItem[] {
  if (typeof window === 'undefined') return []
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (item): item is CartItem =>
        typeof item?.pn === 'string' && Number.isSafeInteger(item?.quantity) && item.quantity > 0,
    )
  } catch {
    return []
  }
}

export const browserCartStorage: CartStorage = {
  load: readStored,
  save(items) {
    if (typeof window === 'undefined') return
    try {
      if (items.length === 0) window.localStorage.removeItem(storageKey)
      else window.localStorage.setItem(storageKey, JSON.stringify(items))
    } catch {
      // storage full or blocked (private mode): the cart lives on in memory for this page
    }
  },
  watch(onChange) {
    if (typeof window === 'undefined') return
    window.addEventListener('storage', (event) => {
      if (event.key === storageKey || event.key === null) onChange()
    })
  },
}

export const apiCartTransport: CartTransport = cartClient

let seededRead: FirstCartRead | null = null

/**
 * Where the page's first cart read comes from (the storefront's viewer call, issue 40): a
 * source answering the cart, or null once its request has left. Later reads and every change
 * use the cart's own endpoints.
 */
export function seedCartRead(source: FirstCartRead): void {
  seededRead = source
}

/** A refused call's code, for the buyer's language; a lost connection is 'network'. */
export function callErrorOf(error: unknown): CallError {
  if (error instanceof ApiError) {
    const body = error.body as { code?: unknown; maxLines?: unknown } | null
    return {
      code: typeof body?.code === 'string' ? body.code : 'failed',
      ...(typeof body?.maxLines === 'number' ? { maxLines: body.maxLines } : {}),
    }
  }
  return { code: 'network' }
}

export const cartStore = createCartStore({
  transport: apiCartTransport,
  storage: browserCartStorage,
  errorOf: callErrorOf,
  firstRead: () => seededRead?.() ?? null,
})
