/**
 * Forgetting a cached answer must also happen after the change is committed.
 *
 * Payload runs a collection's afterChange and afterDelete hooks inside the operation's
 * transaction, before the commit. A hook that expires cached reads (Next's tags, the price data
 * and search answers kept in memory, the caching front) opens a window: a request that reads in
 * between still sees the old rows and stores them again, now as fresh, until the next change. The
 * cluster propagation bench hit it (a list price changed through one instance never showed on the
 * other), and the same window is there in one process: quotes could keep pricing from an old list.
 *
 * So an expiry made while transactions are open runs once more when each of them ends (commit or
 * rollback: running it after a rollback only costs a read). The second run does not schedule
 * another, so a busy shop never expires in a loop. The database adapter's commit and rollback are
 * wrapped once (`watchTransactions`, from the Payload config's onInit).
 *
 * What others act on (the front's purge, the message to the other instances) is not sent twice:
 * `onceAfterCommit` sends it once, when the transactions open at the change have ended.
 */

type TransactionId = string | number
type IncomingId = TransactionId | Promise<TransactionId> | undefined

/** What this module needs of Payload's database adapter (both official adapters have it). */
export type TransactionAdapter = {
  beginTransaction: (...args: never[]) => Promise<TransactionId | null | undefined>
  commitTransaction: (id?: IncomingId) => Promise<void>
  rollbackTransaction: (id?: IncomingId) => Promise<void>
}

type Registry = {
  /** transactions begun and not yet ended, across every adapter this process watches */
  open: Set<TransactionId>
  /** per open transaction, what runs again when it ends */
  again: Map<TransactionId, Set<() => void>>
  watched: WeakSet<object>
  /** true while the second runs execute: they schedule nothing */
  rerunning: boolean
  /** work that runs once, when every transaction open at its scheduling has ended */
  onceEnded: { waiting: Set<TransactionId>; run: () => void }[]
}

// one registry per process: Next loads this module more than once (routes, instrumentation)
const registry = ((globalThis as { [key: symbol]: Registry })[Symbol.for('shop.after-commit')] ??= {
  open: new Set(),
  again: new Map(),
  watched: new WeakSet(),
  rerunning: false,
  onceEnded: [],
})

function runSafely(work: () => void): void {
  try {
    work()
  } catch (error) {
    console.error('An expiry after the commit failed', error)
  }
}

function runAgain(id: TransactionId): void {
  const work = registry.again.get(id)
  registry.open.delete(id)
  registry.again.delete(id)
  const ready = registry.onceEnded.filter((once) => {
    once.waiting.delete(id)
    return once.waiting.size === 0
  })
  if (ready.length > 0) {
    registry.onceEnded = registry.onceEnded.filter((once) => once.waiting.size > 0)
    for (const once of ready) runSafely(once.run)
  }
  if (!work) return
  registry.rerunning = true
  try {
    for (const each of work) runSafely(each)
  } finally {
    registry.rerunning = false
  }
}

/** Wraps the adapter's transaction calls once, so expiries made inside a transaction run again at its end. */
export function watchTransactions(db: TransactionAdapter): void {
  if (registry.watched.has(db)) return
  registry.watched.add(db)
  const begin = db.beginTransaction
  const commit = db.commitTransaction
  const rollback = db.rollbackTransaction
  db.beginTransaction = async function (this: unknown, ...args: never[]) {
    const id = await begin.apply(this, args)
    if (id !== null && id !== undefined) registry.open.add(id)
    return id
  }
  const ending = (end: (id?: IncomingId) => Promise<void>) =>
    async function (this: unknown, incoming?: IncomingId) {
      const id = incoming instanceof Promise ? await incoming : incoming
      try {
        await end.call(this, id)
      } finally {
        if (id !== undefined) runAgain(id)
      }
    }
  db.commitTransaction = ending(commit)
  db.rollbackTransaction = ending(rollback)
}

/**
 * Counts a transaction begun around the adapter's own `beginTransaction` (SQLite's adapter runs
 * operations without one; `beginRealTransaction` starts Drizzle's) as open, so expiries made in
 * it wait for its end like any other. Its end goes through the wrapped commit or rollback.
 */
export function noteTransactionBegun(id: TransactionId): void {
  registry.open.add(id)
}

/** Runs `expire` now and, if transactions are open, once more as each of them ends. */
export function expireNowAndAfterCommit(expire: () => void): void {
  expire()
  if (registry.rerunning) return
  for (const id of registry.open) {
    let work = registry.again.get(id)
    if (!work) {
      work = new Set()
      registry.again.set(id, work)
    }
    work.add(expire)
  }
}

/**
 * Runs `work` once: now outside transactions, otherwise when every transaction open now has
 * ended. For what others act on and should see once per change (purging the caching front,
 * telling the other instances): before the commit it would only invite them to keep old rows.
 * Which open transaction made the change is not known here, so it waits for all of them.
 */
export function onceAfterCommit(work: () => void): void {
  if (registry.open.size === 0) {
    runSafely(work)
    return
  }
  registry.onceEnded.push({ waiting: new Set(registry.open), run: work })
}
