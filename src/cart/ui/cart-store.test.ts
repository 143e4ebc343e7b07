import { describe, expect, it } from 'vitest'

import { quantityRule } from '@/catalog/quantity'

import type { CartItem } from '../cart-lines'
import { createCartStore, type CartStorage, type CartTransport } from './cart-store'

const packOf10 = quantityRule({ pkgQty: 10, family: 'nema-terminal-blocks' })
const duct = quantityRule({ pkgQty: 10, family: 'wire-duct' })

function memoryStorage(initial: CartItem[] = []) {
  let items = initial
  let onChange: () => void = () => {}
  const storage: CartStorage = {
    load: () => items,
    save: (next) => {
      items = next
    },
    watch: (callback) => {
      onChange = callback
    },
  }
  return {
    storage,
    get items() {
      return items
    },
    /** Another tab wrote the stored cart. */
    otherTab(next: CartItem[]) {
      items = next
      onChange()
    },
  }
}

/** A server cart in memory with the API's merge rule (same pn: the guest quantity). */
function fakeServer(initial: CartItem[] = []) {
  let items = initial
  const calls: string[] = []
  const live = () => (items.length ? { cartItems: items, version: 1 } : null)
  const transport: CartTransport = {
    read: async () => {
      calls.push('read')
      return live()
    },
    add: async (pn, quantity) => {
      calls.push(`add ${pn} ${quantity ?? ''}`.trim())
      if (pn === 'HIDDEN-1') throw Object.assign(new Error('refused'), { code: 'partNotAvailable' })
      const line = items.find((item) => item.pn === pn)
      const next = (line?.quantity ?? 0) + (quantity ?? 10)
      items = line
        ? items.map((item) => (item.pn === pn ? { pn, quantity: next } : item))
        : [...items, { pn, quantity: next }]
      return { liveCart: live(), line: { pn, quantity: next } }
    },
    set: async (pn, quantity) => {
      calls.push(`set ${pn} ${quantity}`)
      items = items.map((item) => (item.pn === pn ? { pn, quantity } : item))
      return { liveCart: live(), line: { pn, quantity } }
    },
    remove: async (pn) => {
      calls.push(`remove ${pn}`)
      items = items.filter((item) => item.pn !== pn)
      return { liveCart: live() }
    },
    addMany: async (lines) => {
      calls.push(`addMany ${lines.length}`)
      items = [...items, ...lines]
      return { liveCart: live(), added: lines, refused: [] }
    },
    merge: async (local) => {
      calls.push(`merge ${local.map((item) => `${item.pn}×${item.quantity}`).join(',')}`)
      const fromLocal = new Map(local.map((item) => [item.pn, item.quantity]))
      items = [
        ...items.map((item) => ({
          pn: item.pn,
          quantity: fromLocal.get(item.pn) ?? item.quantity,
        })),
        ...local.filter((item) => !items.some((own) => own.pn === item.pn)),
      ]
      return { liveCart: live(), skipped: [], overflow: [] }
    },
    clear: async () => {
      calls.push('clear')
      items = []
    },
  }
  return {
    transport,
    calls,
    get items() {
      return items
    },
  }
}

const errorOf = (error: unknown) => ({
  code: (error as { code?: string }).code ?? 'network',
})

describe('the browser cart', () => {
  it('a guest adds by the quantity rule, in local storage: add → 10, add again → 20', async () => {
    const local = memoryStorage()
    const server = fakeServer()
    const store = createCartStore({ transport: server.transport, storage: local.storage, errorOf })
    await store.sessionChanged(false)

    // the second add's toast says the 10 it added and the 20 in the cart, not "× 20"
    expect(await store.add('TB-10', packOf10)).toEqual({ ok: true, quantity: 10, added: 10 })
    expect(await store.add('TB-10', packOf10)).toEqual({ ok: true, quantity: 20, added: 10 })
    // wire duct: 7 is kept, and − goes down to 1 at least (business rules §3)
    expect(await store.add('WD-6FT', duct, 7)).toEqual({ ok: true, quantity: 7, added: 7 })
    expect(await store.set('TB-10', 21, packOf10)).toEqual({ ok: true, quantity: 30 })

    expect(local.items).toEqual([
      { pn: 'TB-10', quantity: 30 },
      { pn: 'WD-6FT', quantity: 7 },
    ])
    expect(store.getSnapshot().items).toEqual(local.items)
    expect(server.calls).toEqual([])
  })

  it('follows another tab that changed the stored cart', async () => {
    const local = memoryStorage()
    const store = createCartStore({
      transport: fakeServer().transport,
      storage: local.storage,
      errorOf,
    })
    await store.sessionChanged(false)
    local.otherTab([{ pn: 'TB-P00', quantity: 5 }])
    expect(store.getSnapshot().items).toEqual([{ pn: 'TB-P00', quantity: 5 }])
  })

  it('at sign-in merges the guest cart into the server cart, then removes the local copy', async () => {
    const local = memoryStorage([
      { pn: 'TB-P00', quantity: 15 },
      { pn: 'WD-6FT', quantity: 3 },
    ])
    const server = fakeServer([
      { pn: 'TB-10', quantity: 10 },
      { pn: 'TB-P00', quantity: 5 },
    ])
    const store = createCartStore({ transport: server.transport, storage: local.storage, errorOf })
    await store.sessionChanged(true)

    expect(server.calls).toEqual(['merge TB-P00×15,WD-6FT×3'])
    // same pn takes the guest quantity; new lines appended
    expect(store.getSnapshot()).toMatchObject({
      mode: 'server',
      status: 'ready',
      items: [
        { pn: 'TB-10', quantity: 10 },
        { pn: 'TB-P00', quantity: 15 },
        { pn: 'WD-6FT', quantity: 3 },
      ],
    })
    expect(local.items).toEqual([])
  })

  it('signed in with nothing local only reads the server cart', async () => {
    const server = fakeServer([{ pn: 'TB-10', quantity: 10 }])
    const store = createCartStore({
      transport: server.transport,
      storage: memoryStorage().storage,
      errorOf,
    })
    await store.sessionChanged(true)
    expect(server.calls).toEqual(['read'])
    expect(store.getSnapshot().items).toEqual([{ pn: 'TB-10', quantity: 10 }])
  })

  it('a failed first read turns the loader off (failed), and retry reads again', async () => {
    const server = fakeServer([{ pn: 'TB-10', quantity: 10 }])
    const read = server.transport.read
    let failOnce = true
    server.transport.read = async () => {
      if (failOnce) {
        failOnce = false
        throw Object.assign(new Error('offline'), { code: 'network' })
      }
      return read()
    }
    const store = createCartStore({
      transport: server.transport,
      storage: memoryStorage().storage,
      errorOf,
    })
    await expect(store.sessionChanged(true)).rejects.toThrow('offline')
    expect(store.getSnapshot().status).toBe('failed')
    await store.retry()
    expect(store.getSnapshot()).toMatchObject({
      status: 'ready',
      items: [{ pn: 'TB-10', quantity: 10 }],
    })
  })

  it('signed in, changes go to the server one after another and its answer is shown', async () => {
    const server = fakeServer()
    const store = createCartStore({
      transport: server.transport,
      storage: memoryStorage().storage,
      errorOf,
    })
    await store.sessionChanged(true)
    const outcomes = await Promise.all([
      store.add('TB-10', packOf10),
      store.add('TB-10', packOf10),
      store.add('WD-6FT', duct, 7),
    ])
    // each add says what it added, the second one too (10 more, 20 in the cart)
    expect(outcomes).toEqual([
      { ok: true, quantity: 10, added: 10 },
      { ok: true, quantity: 20, added: 10 },
      { ok: true, quantity: 7, added: 7 },
    ])
    expect(server.calls).toEqual(['read', 'add TB-10', 'add TB-10', 'add WD-6FT 7'])
    expect(store.getSnapshot().items).toEqual([
      { pn: 'TB-10', quantity: 20 },
      { pn: 'WD-6FT', quantity: 7 },
    ])
    await store.remove('WD-6FT')
    expect(store.getSnapshot().items).toEqual([{ pn: 'TB-10', quantity: 20 }])
  })

  it("passes the server's refusal on by code and keeps the cart as it was", async () => {
    const server = fakeServer([{ pn: 'TB-10', quantity: 10 }])
    const store = createCartStore({
      transport: server.transport,
      storage: memoryStorage().storage,
      errorOf,
    })
    await store.sessionChanged(true)
    expect(await store.add('HIDDEN-1', packOf10)).toEqual({ ok: false, code: 'partNotAvailable' })
    expect(store.getSnapshot().items).toEqual([{ pn: 'TB-10', quantity: 10 }])
  })

  it('signing out shows this browser’s own (empty) cart again', async () => {
    const server = fakeServer([{ pn: 'TB-10', quantity: 10 }])
    const store = createCartStore({
      transport: server.transport,
      storage: memoryStorage().storage,
      errorOf,
    })
    await store.sessionChanged(true)
    await store.sessionChanged(false)
    expect(store.getSnapshot()).toMatchObject({ mode: 'guest', items: [] })
  })
})

describe('the first read asked ahead (the page viewer call, issue 40)', () => {
  const primedStore = (
    server: ReturnType<typeof fakeServer>,
    first: () => Promise<never> | Promise<{ cartItems: CartItem[]; version: number }> | null,
  ) =>
    createCartStore({
      transport: server.transport,
      storage: memoryStorage().storage,
      errorOf,
      firstRead: first,
    })

  it("a buyer's first cart comes from the primed read; later reads ask the cart's own endpoint", async () => {
    const server = fakeServer([{ pn: 'TB-10', quantity: 10 }])
    let asked = 0
    const store = primedStore(server, () => {
      asked += 1
      return Promise.resolve({ cartItems: [{ pn: 'TB-5', quantity: 5 }], version: 3 })
    })
    store.prime()
    store.prime()
    await store.sessionChanged(true)
    expect(asked).toBe(1)
    expect(server.calls).toEqual([])
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', items: [{ pn: 'TB-5' }] })
    await store.refresh()
    expect(server.calls).toEqual(['read'])
  })

  it('a failed primed read is asked again on its own; a guest never uses it', async () => {
    const server = fakeServer([{ pn: 'TB-10', quantity: 10 }])
    const store = primedStore(server, () => Promise.reject(new Error('offline')))
    store.prime()
    await store.sessionChanged(true)
    expect(server.calls).toEqual(['read'])
    expect(store.getSnapshot().items).toEqual([{ pn: 'TB-10', quantity: 10 }])

    const other = fakeServer([{ pn: 'TB-10', quantity: 10 }])
    const guestFirst = primedStore(other, () =>
      Promise.resolve({ cartItems: [{ pn: 'STALE', quantity: 1 }], version: 1 }),
    )
    guestFirst.prime()
    await guestFirst.sessionChanged(false)
    // signing in later reads the new buyer's cart, not the guest-time answer
    await guestFirst.sessionChanged(true)
    expect(other.calls).toEqual(['read'])
    expect(guestFirst.getSnapshot().items).toEqual([{ pn: 'TB-10', quantity: 10 }])
  })
})
