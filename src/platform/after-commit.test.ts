import { describe, expect, it } from 'vitest'

import {
  expireNowAndAfterCommit,
  onceAfterCommit,
  watchTransactions,
  type TransactionAdapter,
} from './after-commit'

/** A database adapter's transaction calls, as Payload's adapters have them. */
function fakeAdapter() {
  let next = 0
  const log: string[] = []
  const db: TransactionAdapter = {
    beginTransaction: async () => `tx${++next}`,
    commitTransaction: async (id) => {
      log.push(`commit ${String(await id)}`)
    },
    rollbackTransaction: async (id) => {
      log.push(`rollback ${String(await id)}`)
    },
  }
  watchTransactions(db)
  return { db, log }
}

describe('expiries made inside a transaction run again when it ends', () => {
  it('outside any transaction: once', () => {
    let runs = 0
    expireNowAndAfterCommit(() => runs++)
    expect(runs).toBe(1)
  })

  it('inside one: now, then once more after the commit (not before it)', async () => {
    const { db, log } = fakeAdapter()
    const runs: string[] = []
    const id = await db.beginTransaction()
    expireNowAndAfterCommit(() => runs.push(`expired (${log.length} ended)`))
    expect(runs).toEqual(['expired (0 ended)'])
    await db.commitTransaction(id ?? undefined)
    expect(log).toEqual(['commit tx1'])
    expect(runs).toEqual(['expired (0 ended)', 'expired (1 ended)'])
    // the transaction is over: a later expiry runs once
    expireNowAndAfterCommit(() => runs.push('later'))
    await db.commitTransaction(id ?? undefined)
    expect(runs).toEqual(['expired (0 ended)', 'expired (1 ended)', 'later'])
  })

  it('a rollback ends it too; an id given as a promise is awaited', async () => {
    const { db } = fakeAdapter()
    let runs = 0
    const id = await db.beginTransaction()
    expireNowAndAfterCommit(() => runs++)
    await db.rollbackTransaction(Promise.resolve(id as string))
    expect(runs).toBe(2)
  })

  it('with several transactions open, once after each; a second run schedules nothing', async () => {
    const { db } = fakeAdapter()
    const first = await db.beginTransaction()
    const second = await db.beginTransaction()
    let runs = 0
    const expire = () => {
      runs++
      // an expiry that expires more (as revalidateCatalog forgets search answers)
      expireNowAndAfterCommit(() => runs++)
    }
    expireNowAndAfterCommit(expire)
    expect(runs).toBe(2)
    // at each end: the nested expiry (1), and `expire` (1) with its nested one run inside (1),
    // which schedules nothing more
    await db.commitTransaction(first ?? undefined)
    expect(runs).toBe(5)
    await db.commitTransaction(second ?? undefined)
    expect(runs).toBe(8)
    await db.commitTransaction(second ?? undefined)
    expect(runs).toBe(8)
  })

  it('an adapter is wrapped once, however often it is watched', async () => {
    const { db, log } = fakeAdapter()
    watchTransactions(db)
    watchTransactions(db)
    let runs = 0
    const id = await db.beginTransaction()
    expireNowAndAfterCommit(() => runs++)
    await db.commitTransaction(id ?? undefined)
    expect(log).toEqual(['commit tx1'])
    expect(runs).toBe(2)
  })
})

describe('what others act on runs once, after the commit', () => {
  it('outside any transaction: now', () => {
    let runs = 0
    onceAfterCommit(() => runs++)
    expect(runs).toBe(1)
  })

  it('inside one: not before its end, then once', async () => {
    const { db, log } = fakeAdapter()
    const runs: string[] = []
    const id = await db.beginTransaction()
    onceAfterCommit(() => runs.push(`purged (${log.length} ended)`))
    expect(runs).toEqual([])
    await db.commitTransaction(id ?? undefined)
    expect(runs).toEqual(['purged (1 ended)'])
    await db.commitTransaction(id ?? undefined)
    expect(runs).toEqual(['purged (1 ended)'])
  })

  it('with several open: once, when the last of them has ended; later ones are not waited for', async () => {
    const { db } = fakeAdapter()
    const first = await db.beginTransaction()
    const second = await db.beginTransaction()
    let runs = 0
    onceAfterCommit(() => runs++)
    const later = await db.beginTransaction()
    await db.rollbackTransaction(second ?? undefined)
    expect(runs).toBe(0)
    await db.commitTransaction(first ?? undefined)
    expect(runs).toBe(1)
    await db.commitTransaction(later ?? undefined)
    expect(runs).toBe(1)
  })
})
