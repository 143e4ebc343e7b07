import { describe, expect, it } from 'vitest'

import { createFavoritesStore, type FavoritesTransport } from './favorites-store'

function fakeServer(initial: string[] = [], refuse: string[] = []) {
  let pns = initial
  const calls: string[] = []
  const answer = () => (pns.length ? { items: pns.map((pn) => ({ pn })) } : null)
  const transport: FavoritesTransport = {
    read: async () => {
      calls.push('read')
      return answer()
    },
    add: async (pn) => {
      calls.push(`add ${pn}`)
      if (refuse.includes(pn)) throw new Error('partNotAvailable')
      if (!pns.includes(pn)) pns = [...pns, pn]
      return answer()
    },
    remove: async (pn) => {
      calls.push(`remove ${pn}`)
      pns = pns.filter((each) => each !== pn)
      return answer()
    },
  }
  return {
    transport,
    calls,
    get pns() {
      return pns
    },
  }
}

function setup(server = fakeServer(), pendingPn: string | null = null) {
  let pending = pendingPn
  let logins = 0
  const store = createFavoritesStore({
    transport: server.transport,
    pending: {
      load: () => pending,
      save: (pn) => {
        pending = pn
      },
    },
    openLogin: () => {
      logins++
    },
    errorOf: (error) => (error instanceof Error ? error.message : 'failed'),
  })
  return {
    store,
    server,
    get pending() {
      return pending
    },
    get logins() {
      return logins
    },
  }
}

describe('favourites in the browser', () => {
  it("a guest's heart opens sign-in, remembers the part and calls no API", async () => {
    const world = setup()
    await world.store.sessionChanged(false)
    expect(await world.store.toggle(' e22es40k-01')).toEqual({ ok: false, code: 'signInFirst' })
    expect(world.logins).toBe(1)
    expect(world.pending).toBe('E22ES40K-01')
    expect(world.server.calls).toEqual([])
  })

  it('after sign-in the remembered part is added, once, and the list shown', async () => {
    const world = setup(fakeServer(['TB-10']), 'E22ES40K-01')
    expect(await world.store.sessionChanged(true)).toBe('E22ES40K-01')
    expect(world.store.getSnapshot().pns).toEqual(['TB-10', 'E22ES40K-01'])
    expect(world.pending).toBeNull()
    expect(await world.store.sessionChanged(true)).toBeNull()
  })

  it('a remembered part the shop no longer sells is dropped and the list read', async () => {
    const world = setup(fakeServer(['TB-10'], ['OLD-1']), 'OLD-1')
    expect(await world.store.sessionChanged(true)).toBeNull()
    expect(world.store.getSnapshot()).toMatchObject({ status: 'ready', pns: ['TB-10'] })
    expect(world.server.calls).toEqual(['add OLD-1', 'read'])
  })

  it('a remembered part whose call is cut off (the sign-in reload) is kept and added on the next page', async () => {
    const server = fakeServer(['TB-10'])
    const add = server.transport.add
    let cutOff = true
    server.transport.add = async (pn) => {
      if (cutOff) {
        cutOff = false
        throw new Error('network')
      }
      return add(pn)
    }
    const world = setup(server, 'E22ES40K-01')
    expect(await world.store.sessionChanged(true)).toBeNull()
    expect(world.pending).toBe('E22ES40K-01')
    expect(await world.store.sessionChanged(true)).toBe('E22ES40K-01')
    expect(world.server.pns).toEqual(['TB-10', 'E22ES40K-01'])
    expect(world.pending).toBeNull()
  })

  it("a buyer's heart adds, a second removes; a refusal puts the heart back", async () => {
    const world = setup(fakeServer([], ['OLD-1']))
    await world.store.sessionChanged(true)
    expect(await world.store.toggle('TB-10')).toEqual({ ok: true, favorite: true })
    expect(world.store.has('tb-10')).toBe(true)
    expect(await world.store.toggle('TB-10')).toEqual({ ok: true, favorite: false })
    expect(world.server.pns).toEqual([])
    expect(await world.store.toggle('OLD-1')).toEqual({ ok: false, code: 'partNotAvailable' })
    expect(world.store.has('OLD-1')).toBe(false)
  })

  it('signing out empties the hearts', async () => {
    const world = setup(fakeServer(['TB-10']))
    await world.store.sessionChanged(true)
    await world.store.sessionChanged(false)
    expect(world.store.getSnapshot()).toEqual({ status: 'ready', signedIn: false, pns: [] })
  })
})

describe('the first read asked ahead (the page viewer call, issue 40)', () => {
  it("a buyer's first hearts come from the primed read, once; a failed one is read again", async () => {
    const server = fakeServer(['TB-10'])
    let first: () => Promise<{ items: { pn: string }[] } | null> = () =>
      Promise.resolve({ items: [{ pn: 'TB-5' }] })
    const store = createFavoritesStore({
      transport: server.transport,
      pending: { load: () => null, save: () => undefined },
      openLogin: () => undefined,
      errorOf: () => 'failed',
      firstRead: () => first(),
    })
    store.prime()
    await store.sessionChanged(true)
    expect(server.calls).toEqual([])
    expect(store.getSnapshot().pns).toEqual(['TB-5'])
    first = () => Promise.reject(new Error('offline'))
    store.prime()
    await store.sessionChanged(true)
    expect(server.calls).toEqual(['read'])
    expect(store.getSnapshot().pns).toEqual(['TB-10'])
  })

  it('a failed primed read falls back to the own endpoint', async () => {
    const server = fakeServer(['TB-10'])
    const store = createFavoritesStore({
      transport: server.transport,
      pending: { load: () => null, save: () => undefined },
      openLogin: () => undefined,
      errorOf: () => 'failed',
      firstRead: () => Promise.reject(new Error('offline')),
    })
    store.prime()
    await store.sessionChanged(true)
    expect(server.calls).toEqual(['read'])
    expect(store.getSnapshot().pns).toEqual(['TB-10'])
  })
})
