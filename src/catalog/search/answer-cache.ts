/**
 * Search answers kept in memory for a short time: a buyer typing "E22PB"
 * asks for E, E2, E22… and many buyers ask the same prefixes. The answer is
 * the same for everyone (list prices only), and the API already lets shared
 * caches keep it for 30 s; this does the same inside the server. Any catalogue
 * or content change clears it at once. Pure module: the clock is injectable.
 */
export type AnswerCache<T> = {
  get(key: string): T | undefined
  set(key: string, value: T): void
  clear(): void
  readonly size: number
}

export function createAnswerCache<T>(options: {
  ttlMs: number
  max: number
  now?: () => number
}): AnswerCache<T> {
  const now = options.now ?? Date.now
  // a Map keeps insertion order: re-inserting on read makes the first key the least recently used
  const entries = new Map<string, { value: T; expires: number }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expires <= now()) {
        entries.delete(key)
        return undefined
      }
      entries.delete(key)
      entries.set(key, entry)
      return entry.value
    },
    set(key, value) {
      entries.delete(key)
      entries.set(key, { value, expires: now() + options.ttlMs })
      while (entries.size > options.max) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
    },
    clear() {
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}

/** The server's search answers (30 s, 2,000 queries); cleared by catalogue and content changes. */
export const searchAnswers = createAnswerCache<unknown>({ ttlMs: 30_000, max: 2000 })
