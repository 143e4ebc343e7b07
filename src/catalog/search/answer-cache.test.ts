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

describe('search answer cache bounds', () => {
  it('keeps no more than its weight: the least recently used answers go first', () => {
    const cache = createAnswerCache<string>({
      ttlMs: 60_000,
      max: 100,
      maxBytes: 10,
      sizeOf: (value) => value.length,
      now: () => 0,
    })
    cache.set('a', 'xxxx')
    cache.set('b', 'xxxx')
    expect(cache.get('a')).toBe('xxxx') // b is now the least recently used
    cache.set('c', 'xxxx')
    expect(cache.bytes).toBeLessThanOrEqual(10)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['xxxx', undefined, 'xxxx'])
  })

  it('does not keep an answer heavier than the whole bound', () => {
    const cache = createAnswerCache<string>({ ttlMs: 60_000, max: 100, maxBytes: 10, now: () => 0 })
    cache.set('small', 'x')
    cache.set('huge', 'x'.repeat(50))
    expect(cache.get('huge')).toBeUndefined()
    expect(cache.get('small')).toBe('x')
  })

  it('holds within its bounds however many distinct queries arrive', () => {
    let clock = 0
    const cache = createAnswerCache<{ parts: string[] }>({
      ttlMs: 30_000,
      max: 500,
      maxBytes: 20_000,
      now: () => clock,
    })
    for (let query = 0; query < 20_000; query++) {
      clock += 1
      cache.set(`en|10|0|q${query}`, { parts: Array.from({ length: query % 20 }, () => 'E22PB') })
      expect(cache.size).toBeLessThanOrEqual(500)
      expect(cache.bytes).toBeLessThanOrEqual(20_000)
    }
  })

  it('lets go of answers past their time when new ones arrive, not only when asked again', () => {
    let clock = 0
    const cache = createAnswerCache<string>({ ttlMs: 30_000, max: 100, now: () => clock })
    for (const key of ['a', 'b', 'c']) cache.set(key, key)
    clock = 30_000
    cache.set('d', 'd')
    expect(cache.size).toBe(1)
  })
})
