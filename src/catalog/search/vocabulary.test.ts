import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { forgetSearchAnswers, keptFor, maxKeptAnswers } from './vocabulary'

const payload = {} as Payload

describe('answers kept per Payload instance', () => {
  it('reads once, then answers from memory until a change forgets it', async () => {
    let reads = 0
    const load = async () => ++reads
    expect(await keptFor(payload, 'synonyms', load)).toBe(1)
    expect(await keptFor(payload, 'synonyms', load)).toBe(1)
    forgetSearchAnswers()
    expect(await keptFor(payload, 'synonyms', load)).toBe(2)
  })

  it('keeps no more than maxKeptAnswers price lists: the least recently used is read again', async () => {
    forgetSearchAnswers()
    const reads = new Map<string, number>()
    const load = (name: string) => async () => {
      reads.set(name, (reads.get(name) ?? 0) + 1)
      return name
    }
    await keptFor(payload, 'listing', load('listing'))
    for (let list = 0; list < maxKeptAnswers * 3; list++) {
      await keptFor(payload, `price-data:list-${list}`, load(`list-${list}`))
      // the listing rule is used by every search: in use, it stays
      await keptFor(payload, 'listing', load('listing'))
    }
    expect(reads.get('listing')).toBe(1)
    // the most recent lists are still kept, the first ones were let go
    await keptFor(
      payload,
      `price-data:list-${maxKeptAnswers * 3 - 1}`,
      load(`list-${maxKeptAnswers * 3 - 1}`),
    )
    expect(reads.get(`list-${maxKeptAnswers * 3 - 1}`)).toBe(1)
    await keptFor(payload, 'price-data:list-0', load('list-0'))
    expect(reads.get('list-0')).toBe(2)
  })
})
