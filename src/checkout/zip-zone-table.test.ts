import { describe, expect, it } from 'vitest'

import table from './data/zip-zones.json'

const zones = table.zones as Record<string, number>
const states = table.states as Record<string, string[]>
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(3, '0'))

describe('the generated ZIP-prefix zone table (business rules §5)', () => {
  it('holds every fixed point of the rules that exists: 147–168 and 215 → 2', () => {
    for (const prefix of [...range(147, 168), '215'].filter((each) => each in zones)) {
      expect([prefix, zones[prefix]]).toEqual([prefix, 2])
    }
    expect(zones['150']).toBe(2) // Beaver, PA itself
  })

  it('… and 835–838, 850, 851, 889–961, 970–994 → 8', () => {
    const far = [...range(835, 838), '850', '851', ...range(889, 961), ...range(970, 994)]
    const present = far.filter((prefix) => prefix in zones)
    expect(present.length).toBeGreaterThan(60)
    for (const prefix of present) expect([prefix, zones[prefix]]).toEqual([prefix, 8])
  })

  it('zones are 2–8 and rise with distance from Beaver', () => {
    expect(
      Object.values(zones).every((zone) => Number.isInteger(zone) && zone >= 2 && zone <= 8),
    ).toBe(true)
    // Pittsburgh ~30 mi → 2; Manhattan ~320 mi → 4; Chicago ~410 mi → 4; Dallas ~1,060 mi → 6;
    // Denver ~1,300 mi → 6; Anchorage and Honolulu → 8
    expect(
      ['152', '100', '606', '752', '802', '995', '968'].map((prefix) => zones[prefix]),
    ).toEqual([2, 4, 4, 6, 6, 8, 8])
  })

  it('knows the states each prefix serves (a ZIP must belong to the chosen state)', () => {
    expect(states['150']).toEqual(['PA'])
    expect(states['995']).toEqual(['AK'])
    expect(Object.keys(zones).length).toBeGreaterThan(850)
    expect(Object.keys(states)).toEqual(Object.keys(zones))
  })
})
