/**
 * Search answers kept in memory for a short time: a buyer typing "E22PB"
 * asks for E, E2, E22… and many buyers ask the same prefixes. The answer is
 * the same for everyone (list prices only), and the API already lets shared
 * caches keep it for 30 s; this does the same inside the server. Any catalogue
 * or content change clears it at once. Pure module: the clock is injectable.
 *
 * Bounded by answers and by size (issue 23, server memory): a 50-part answer
 * weighs a hundred times a 1-part one, so a count alone does not bound the
 * memory; answers past their time are dropped when new ones arrive, not only
 * when asked for again.
 */
export type AnswerCache<T> = {
  get(key: string): T | undefined
  set(key: string, value: T): void
  clear(): void
  readonly size: number
  /** What the kept answers weigh, by `sizeOf` (characters of their JSON by default). */
  readonly bytes: number
}

export function createAnswerCache<T>(options: {
  ttlMs: number
  max: number
  /** The most the kept answers may weigh together; an answer heavier than this is not kept. */
  maxBytes?: number
  sizeOf?: (value: T) => number
  now?: () => number
}): AnswerCache<T> {
  const now = options.now ?? Date.now
  const maxBytes = options.maxBytes ?? Infinity
  const sizeOf = options.sizeOf ?? ((value: T) => JSON.stringify(value)?.length ?? 0)
  // a Map keeps insertion order: re-inserting on read makes the first key the least recently used
  const entries = new Map<string, { value: T; expires: number; bytes: number }>()
  let bytes = 0
  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.bytes
    entries.delete(key)
  }
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expires <= now()) {
        remove(key)
        return undefined
      }
      entries.delete(key)
      entries.set(key, entry)
      return entry.value
    },
    set(key, value) {
      remove(key)
      const size = maxBytes === Infinity ? 0 : sizeOf(value)
      if (size > maxBytes) return
      const at = now()
      // the least recently used come first: drop those past their time, then those over the bounds
      for (const [oldKey, entry] of entries) {
        if (entry.expires > at) break
        remove(oldKey)
      }
      entries.set(key, { value, expires: at + options.ttlMs, bytes: size })
      bytes += size
      while (entries.size > options.max || bytes > maxBytes) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        remove(oldest)
      }
    },
    clear() {
      entries.clear()
      bytes = 0
    },
    get size() {
      return entries.size
    },
    get bytes() {
      return bytes
    },
  }
}

/**
 * The server's search answers (30 s, 2,000 queries, 16 MB of JSON at most); cleared by catalogue
 * and content changes.
 */
export const searchAnswers = createAnswerCache<unknown>({
  ttlMs: 30_000,
  max: 2000,
  maxBytes: 16 * 1024 * 1024,
})
