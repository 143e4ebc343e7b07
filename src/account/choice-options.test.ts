import { describe, expect, it } from 'vitest'

import { choicesWith } from './choice-options'

describe('choicesWith', () => {
  it('offers each known value once, sorted', () => {
    expect(choicesWith(['OEM', 'Distributor', ' OEM ', null, ''], 'OEM')).toEqual([
      { value: 'Distributor', known: true },
      { value: 'OEM', known: true },
    ])
  })

  it('keeps a current value that is in no list, first, marked as such', () => {
    expect(choicesWith(['OEM', 'Distributor'], 'List')).toEqual([
      { value: 'List', known: false },
      { value: 'Distributor', known: true },
      { value: 'OEM', known: true },
    ])
    expect(choicesWith([], null)).toEqual([])
  })
})
