import { describe, expect, it } from 'vitest'

import { createAnswerCache } from './answer-cache'

describe('search answer cache', () => {
  it('keeps an answer for 30 s, then asks again', () => {
    let clock = 0
    const cache = createAnswerCache<string>({ ttlMs: 30_000, max: 10, now: () => clock })
    cache.set('en|10|e22', 'answer')
    clock = 29_999
    expect(cache.get('en|10|e22')).toBe('answer')
    clock = 30_000
    expect(cache.get('en|10|e22')).toBeUndefined()
  })

  it('drops the least recently used answer past its size', () => {
    const cache = createAnswerCache<number>({ ttlMs: 60_000, max: 2, now: () => 0 })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1) // a is now the most recent
    cache.set('c', 3)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3])
  })

  it('a catalogue change clears everything at once', () => {
    const cache = createAnswerCache<number>({ ttlMs: 60_000, max: 5, now: () => 0 })
    cache.set('a', 1)
    cache.clear()
    expect(cache.size).toBe(0)
    expect(cache.get('a')).toBeUndefined()
  })
})
