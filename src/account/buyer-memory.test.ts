import { describe, expect, it } from 'vitest'

import { createBuyerMemory, type Remembered } from './buyer-memory'

function clockAt(start: number) {
  const clock = { ms: start, now: () => clock.ms }
  return clock
}

describe('buyer memory', () => {
  it('answers a session from memory for ttlMs, then asks again', async () => {
    const clock = clockAt(1_000)
    const memory = createBuyerMemory<string>({ ttlMs: 10_000, maxEntries: 10, now: clock.now })
    let loads = 0
    const load = async (): Promise<Remembered<string>> => ({ value: `buyer ${++loads}` })
    expect(await memory.recall('cookie-a', load)).toBe('buyer 1')
    clock.ms += 9_999
    expect(await memory.recall('cookie-a', load)).toBe('buyer 1')
    clock.ms += 1
    expect(await memory.recall('cookie-a', load)).toBe('buyer 2')
    expect(loads).toBe(2)
  })

  it('never believes an entry past the session’s own expiry', async () => {
    const clock = clockAt(0)
    const memory = createBuyerMemory<string>({ ttlMs: 10_000, maxEntries: 10, now: clock.now })
    let loads = 0
    const load = async () => {
      loads += 1
      return { value: 'buyer', validUntil: 2_000 }
    }
    await memory.recall('cookie', load)
    clock.ms = 2_000
    await memory.recall('cookie', load)
    expect(loads).toBe(2)
  })

  it('remembers no guest: a cookie without a session is looked up every time', async () => {
    const memory = createBuyerMemory<string>({ ttlMs: 10_000, maxEntries: 10 })
    let loads = 0
    const load = async () => {
      loads += 1
      return null
    }
    expect(await memory.recall('forged', load)).toBeNull()
    expect(await memory.recall('forged', load)).toBeNull()
    expect(loads).toBe(2)
    expect(memory.size).toBe(0)
  })

  it('forgets everything on forget, and does not keep a lookup that began before it', async () => {
    const memory = createBuyerMemory<string>({ ttlMs: 10_000, maxEntries: 10 })
    await memory.recall('cookie-a', async () => ({ value: 'Distributor' }))
    let release: (value: Remembered<string>) => void = () => {}
    const slow = memory.recall('cookie-b', () => new Promise((resolve) => (release = resolve)))
    memory.forget()
    expect(memory.size).toBe(0)
    // the slow lookup read the customer before staff changed it: answered, not remembered
    release({ value: 'Distributor (before the change)' })
    expect(await slow).toBe('Distributor (before the change)')
    expect(await memory.recall('cookie-b', async () => ({ value: 'OEM' }))).toBe('OEM')
    expect(await memory.recall('cookie-a', async () => ({ value: 'OEM' }))).toBe('OEM')
  })

  it('shares one lookup between concurrent first calls', async () => {
    const memory = createBuyerMemory<string>({ ttlMs: 10_000, maxEntries: 10 })
    let loads = 0
    const load = async () => ({ value: `buyer ${++loads}` })
    const answers = await Promise.all([1, 2, 3].map(() => memory.recall('cookie', load)))
    expect(answers).toEqual(['buyer 1', 'buyer 1', 'buyer 1'])
    expect(loads).toBe(1)
  })

  it('keeps at most maxEntries sessions, dropping the least recently used', async () => {
    const memory = createBuyerMemory<string>({ ttlMs: 10_000, maxEntries: 2 })
    let loads = 0
    const load = (name: string) => async () => ({ value: `${name} ${++loads}` })
    await memory.recall('a', load('a'))
    await memory.recall('b', load('b'))
    await memory.recall('a', load('a')) // a used again: b is now the oldest
    await memory.recall('c', load('c'))
    expect(memory.size).toBe(2)
    expect(await memory.recall('a', load('a'))).toBe('a 1')
    expect(await memory.recall('b', load('b'))).toBe('b 4')
  })
})
