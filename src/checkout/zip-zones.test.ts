import { describe, expect, it } from 'vitest'

import table from './data/zip-zones.json'

// The table scripts/generate-zip-zones.mjs writes: a US ZIP prefix's zone is the carriers' band
// for the great-circle distance from Beaver, PA (15009) to the mean position of the prefix's
// ZIPs (2 ≤ 150 mi, 3 ≤ 300, 4 ≤ 600, 5 ≤ 1000, 6 ≤ 1400, 7 ≤ 1800, 8 beyond), except the
// rules' fixed points. Distances below are the generator's, rounded to the mile.

const zones = table.zones as Record<string, number>
const prefixes = Object.keys(zones)
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(3, '0'))
const present = (candidates: string[]) => candidates.filter((prefix) => prefix in zones)
const zonesOf = (candidates: string[]) => candidates.map((prefix) => [prefix, zones[prefix]])

describe('ZIP-prefix zones from Beaver, PA (generated from the zipcodes package)', () => {
  it('names its origin and the data it came from', () => {
    expect(table.origin).toBe('15009')
    expect(table.generatedFrom).toMatch(/^zipcodes@\d+\.\d+\.\d+$/)
  })

  it('fixed point: every prefix 147–168 and 215 that exists is zone 2', () => {
    const near = present([...range(147, 168), '215'])
    expect(near.length).toBeGreaterThan(15)
    expect(zonesOf(near)).toEqual(near.map((prefix) => [prefix, 2]))
  })

  it('fixed point: every prefix 835–838, 850, 851, 889–961, 970–994 that exists is zone 8', () => {
    const far = present([...range(835, 838), '850', '851', ...range(889, 961), ...range(970, 994)])
    expect(far.length).toBeGreaterThan(60)
    expect(zonesOf(far)).toEqual(far.map((prefix) => [prefix, 8]))
  })

  it('the fixed points win over the distance: 148 (201 mi) and 149 (207 mi) are 2, not 3; 851 (1,792 mi) is 8, not 7', () => {
    expect(zonesOf(['148', '149', '851'])).toEqual([
      ['148', 2],
      ['149', 2],
      ['851', 8],
    ])
  })

  it('every zone is an integer from 2 to 8, and each of 2–8 is used', () => {
    const bad = prefixes.filter((prefix) => {
      const zone = zones[prefix]
      return !Number.isInteger(zone) || zone! < 2 || zone! > 8
    })
    expect(bad).toEqual([])
    expect([...new Set(Object.values(zones))].sort()).toEqual([2, 3, 4, 5, 6, 7, 8])
  })

  it('every key is a three-digit prefix, and there are 800–1,000 of them', () => {
    expect(prefixes.filter((prefix) => !/^\d{3}$/.test(prefix))).toEqual([])
    expect(prefixes.length).toBeGreaterThanOrEqual(800)
    expect(prefixes.length).toBeLessThanOrEqual(1000)
  })

  it('150, Beaver PA itself (21 mi to the prefix centre), is zone 2', () => {
    expect(zones['150']).toBe(2)
  })

  it('well-known prefixes fall in the band of their distance', () => {
    expect(
      zonesOf([
        '152', //   25 mi Pittsburgh ≤ 150 → 2
        '441', //   88 mi Cleveland ≤ 150 → 2
        '432', //  148 mi Columbus ≤ 150 → 2 (just)
        '200', //  215 mi Washington DC ≤ 300 → 3
        '191', //  278 mi Philadelphia ≤ 300 → 3
        '100', //  333 mi Manhattan ≤ 600 → 4
        '606', //  389 mi Chicago ≤ 600 → 4
        '303', //  526 mi Atlanta ≤ 600 → 4
        '331', // 1031 mi Miami ≤ 1400 → 6
        '752', // 1059 mi Dallas ≤ 1400 → 6
        '802', // 1297 mi Denver ≤ 1400 → 6
        '006', // 1743 mi Puerto Rico (west) ≤ 1800 → 7
        '008', // 1819 mi US Virgin Islands > 1800 → 8
        '900', // 2117 mi Los Angeles > 1800 → 8
        '995', // 3344 mi Anchorage > 1800 → 8
        '968', // 4311 mi Honolulu > 1800 → 8
      ]),
    ).toEqual([
      ['152', 2],
      ['441', 2],
      ['432', 2],
      ['200', 3],
      ['191', 3],
      ['100', 4],
      ['606', 4],
      ['303', 4],
      ['331', 6],
      ['752', 6],
      ['802', 6],
      ['006', 7],
      ['008', 8],
      ['900', 8],
      ['995', 8],
      ['968', 8],
    ])
  })

  it('Alaska (995–999, 2,532–3,392 mi) and Hawaii (967–968, 4,311–4,637 mi) are all zone 8', () => {
    const farAway = present([...range(995, 999), '967', '968'])
    expect(farAway).toEqual([...range(995, 999), '967', '968'])
    expect(zonesOf(farAway)).toEqual(farAway.map((prefix) => [prefix, 8]))
  })

  it('Puerto Rico 006, 007, 009 (1,743–1,772 mi) → 7; the Virgin Islands 008 (1,819 mi) → 8', () => {
    expect(zonesOf(range(6, 9))).toEqual([
      ['006', 7],
      ['007', 7],
      ['008', 8],
      ['009', 7],
    ])
  })

  it('military mail prefixes (090–098, 340, 962–966) are left out: no distance prices them', () => {
    expect(present([...range(90, 98), '340', ...range(962, 966)])).toEqual([])
  })
})
