/**
 * A short memory of the buyers of recent sessions (issue 23: the signed-in quote spent a third
 * of its time reading the session, the web user and the customer again on every call).
 *
 * Keyed by the whole signed session cookie, and filled only after that exact value was checked
 * against the session table, so a forged or altered cookie never matches an entry. Entries
 * live `ttlMs` at most (and never past the session's own expiry). Every change that could alter
 * a buyer (sign-out, an e-mail change, staff editing a customer or a web user) calls `forget`,
 * which empties the memory and bumps its generation: a lookup that started before the change
 * is answered but not remembered. Other instances of the shop are bounded by `ttlMs` (the
 * scale-out issue adds cross-instance forgetting). Pure: no framework imports.
 */
export type BuyerMemoryOptions = {
  /** How long an entry is believed without asking the database again. */
  ttlMs: number
  /** At most this many sessions remembered; the least recently used go first. */
  maxEntries: number
  now?: () => number
}

export type Remembered<T> = { value: T; validUntil?: number }

export type BuyerMemory<T> = {
  /**
   * The remembered value for `key`, else what `load` answers (remembered when it is not null
   * and nothing was forgotten meanwhile). Concurrent first calls for one key share one load.
   */
  recall(key: string, load: () => Promise<Remembered<T> | null>): Promise<T | null>
  forget(): void
  readonly size: number
}

export function createBuyerMemory<T>(options: BuyerMemoryOptions): BuyerMemory<T> {
  const now = options.now ?? Date.now
  const entries = new Map<string, { value: T; until: number }>()
  const loading = new Map<string, Promise<T | null>>()
  let generation = 0

  async function loadOnce(key: string, load: () => Promise<Remembered<T> | null>) {
    const startedAt = generation
    const found = await load()
    if (!found) return null
    if (generation === startedAt) {
      const until = Math.min(now() + options.ttlMs, found.validUntil ?? Infinity)
      entries.set(key, { value: found.value, until })
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
    }
    return found.value
  }

  return {
    recall(key, load) {
      const entry = entries.get(key)
      if (entry) {
        entries.delete(key)
        if (entry.until > now()) {
          // re-inserted on use: the first key of the Map is the least recently used
          entries.set(key, entry)
          return Promise.resolve(entry.value)
        }
      }
      const pending = loading.get(key)
      if (pending) return pending
      const started = loadOnce(key, load).finally(() => {
        if (loading.get(key) === started) loading.delete(key)
      })
      loading.set(key, started)
      return started
    },
    forget() {
      generation += 1
      entries.clear()
      loading.clear()
    },
    get size() {
      return entries.size
    },
  }
}
