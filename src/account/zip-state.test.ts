import { describe, expect, it } from 'vitest'

import zipZoneTable from '@/checkout/data/zip-zones.json'

import { shippedZipStates, zip5, zipIsInState, zipStatesFromRanges } from './zip-state'

describe('zipIsInState (business rules §5)', () => {
  const states = shippedZipStates()

  it.each([
    ['99501', 'PA', false], // Anchorage, AK: the "Anchorage, PA 99501"
    ['99501', 'AK', true],
    ['15009', 'PA', true], // Beaver, PA
    ['15009', 'OH', false],
    ['10001', 'NY', true],
    ['10001-1234', 'NJ', false],
    ['90210', 'CA', true],
    ['60601', 'IL', true],
    ['77001', 'TX', true],
    ['73949', 'TX', true], // 739 serves Oklahoma and Texas
    ['73949', 'OK', true],
    ['20500', 'DC', true], // 205 serves DC, Maryland and Virginia
    ['96799', 'AS', true],
    ['96799', 'HI', true],
    ['06390', 'NY', true], // Fishers Island, NY has a Connecticut prefix
    ['00601', 'PR', true],
    ['33101', 'fl', true], // case and spaces do not matter
  ] as const)('%s in %s → %s', (zip, state, expected) => {
    expect(zipIsInState(zip, state, states)).toBe(expected)
  })

  it('leaves a malformed ZIP, an unknown prefix and a missing state to other rules', () => {
    expect(zipIsInState('9950', 'PA', states)).toBe(true)
    expect(zipIsInState('00001', 'PA', states)).toBe(true)
    expect(zipIsInState('99501', '', states)).toBe(true)
    expect(zipIsInState('99501', null, states)).toBe(true)
  })

  it('ships the same states as the zip-zones table it is generated with', () => {
    expect(shippedZipStates()).toEqual(zipZoneTable.states)
  })

  it('reads state ranges into prefixes', () => {
    expect(zipStatesFromRanges({ PA: '150-152,215', MD: '215' })).toEqual({
      '150': ['PA'],
      '151': ['PA'],
      '152': ['PA'],
      '215': ['PA', 'MD'],
    })
    expect(zip5(' 15009-1234 ')).toBe('15009')
  })
})
