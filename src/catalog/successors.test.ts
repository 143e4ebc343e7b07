import { describe, expect, it } from 'vitest'

import { circleText, replacementFor, successorCircle, type SuccessorFacts } from './successors'

function lookupOf(parts: SuccessorFacts[]) {
  const byPn = new Map(parts.map((part) => [part.pn, part]))
  return (pn: string) => byPn.get(pn)
}

const part = (
  pn: string,
  successor: string | null,
  available = false,
  listed = true,
): SuccessorFacts => ({ pn, successor, available, listed })

describe('replacementFor: the part offered for a discontinued one', () => {
  it('offers an available successor', () => {
    const lookup = lookupOf([part('A', 'B'), part('B', null, true)])
    expect(replacementFor('A', lookup)).toEqual({ pn: 'B', chain: ['A', 'B'] })
  })

  it('follows the chain to the first available part', () => {
    const lookup = lookupOf([
      part('A', 'B'),
      part('B', 'C'),
      part('C', 'D', true),
      part('D', null, true),
    ])
    expect(replacementFor('A', lookup)).toEqual({ pn: 'C', chain: ['A', 'B', 'C'] })
  })

  it('offers nothing for an available part, one with no successor, an unknown pn', () => {
    const lookup = lookupOf([part('A', 'B', true), part('B', null, true), part('C', null)])
    expect(replacementFor('A', lookup)).toBeNull()
    expect(replacementFor('C', lookup)).toBeNull()
    expect(replacementFor('X', lookup)).toBeNull()
  })

  it('offers nothing for a part of a non-public series (it stays "not available")', () => {
    const lookup = lookupOf([part('A', 'B', false, false), part('B', null, true)])
    expect(replacementFor('A', lookup)).toBeNull()
  })

  it('offers nothing when the chain has no available end', () => {
    expect(replacementFor('A', lookupOf([part('A', 'B'), part('B', null)]))).toBeNull()
    expect(replacementFor('A', lookupOf([part('A', 'B'), part('B', 'GONE')]))).toBeNull()
    // the end is available but not listed: a buyer could not buy it
    expect(replacementFor('A', lookupOf([part('A', 'B'), part('B', null, true, false)]))).toBeNull()
  })

  it('offers nothing in a circle', () => {
    const lookup = lookupOf([part('A', 'B'), part('B', 'C'), part('C', 'A')])
    expect(replacementFor('A', lookup)).toBeNull()
  })
})

describe('successorCircle: the circle a successor being saved would close', () => {
  const stored = new Map<string, string | null>([
    ['B', 'C'],
    ['C', 'A'],
    ['D', null],
    ['E', 'F'],
    ['F', 'E'],
  ])
  const successorOf = (pn: string) => stored.get(pn)

  it('names the circle from the part being saved', () => {
    const circle = successorCircle('A', 'B', successorOf)
    expect(circle).toEqual(['A', 'B', 'C', 'A'])
    expect(circleText(circle ?? [])).toBe('A → B → C → A')
  })

  it('refuses a part as its own successor', () => {
    expect(successorCircle('A', 'A', successorOf)).toEqual(['A', 'A'])
  })

  it('lets a chain that ends pass', () => {
    expect(successorCircle('A', 'D', successorOf)).toBeNull()
    expect(successorCircle('A', null, successorOf)).toBeNull()
    expect(successorCircle('A', 'UNKNOWN', successorOf)).toBeNull()
  })

  it('names a circle further down the chain', () => {
    expect(successorCircle('A', 'E', successorOf)).toEqual(['E', 'F', 'E'])
  })
})
