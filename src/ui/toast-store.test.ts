import { describe, expect, it } from 'vitest'

import { createToastStore, toastLimits } from './toast-store'

function manualClock() {
  const pending: { at: number; fn: () => void }[] = []
  let now = 1_700_000_000_000
  return {
    schedule: (fn: () => void, ms: number) => pending.push({ at: now + ms, fn }),
    now: () => now,
    advance(ms: number) {
      now += ms
      for (const task of pending.filter((task) => task.at <= now)) {
        pending.splice(pending.indexOf(task), 1)
        task.fn()
      }
    },
  }
}

describe('toast store', () => {
  it('puts the newest toast in front and keeps at most 5', () => {
    const clock = manualClock()
    const store = createToastStore(clock.schedule, clock.now)
    for (let i = 1; i <= 7; i++) store.add({ title: `toast ${i}` })
    expect(store.getSnapshot().map((toast) => toast.title)).toEqual([
      'toast 7',
      'toast 6',
      'toast 5',
      'toast 4',
      'toast 3',
    ])
    expect(toastLimits.max).toBe(5)
  })

  it('gives every toast 5 s and a unique timestamp id, even within one millisecond', () => {
    const clock = manualClock()
    const store = createToastStore(clock.schedule, clock.now)
    const first = store.add({ title: 'a' })
    const second = store.add({ title: 'b', tone: 'error' })
    expect(second).toBe(first + 1)
    expect(store.getSnapshot()[0]).toMatchObject({
      title: 'b',
      tone: 'error',
      open: true,
      duration: 5000,
    })
  })

  it('marks a closed toast, then removes it 200 ms later', () => {
    const clock = manualClock()
    const store = createToastStore(clock.schedule, clock.now)
    const id = store.add({ title: 'Saved' })
    store.close(id)
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id, open: false })])
    clock.advance(199)
    expect(store.getSnapshot()).toHaveLength(1)
    clock.advance(1)
    expect(store.getSnapshot()).toEqual([])
  })

  it('notifies subscribers until they unsubscribe', () => {
    const clock = manualClock()
    const store = createToastStore(clock.schedule, clock.now)
    let calls = 0
    const unsubscribe = store.subscribe(() => calls++)
    store.add({ title: 'x' })
    unsubscribe()
    store.add({ title: 'y' })
    expect(calls).toBe(1)
  })
})
