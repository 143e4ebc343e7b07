// @ts-expect-error -- iso-3166-2 ships no type declarations; the shape used is typed below
import iso3166 from 'iso-3166-2'
import { describe, expect, it } from 'vitest'

import { regionsData } from '../../scripts/regions-data.mjs'

import { regionsFor } from './countries'
import committed from './regions-data.json'

type Iso3166Data = Record<string, { name: string; sub: Record<string, { name: string }> }>
const subdivisions = (iso3166 as { data: Iso3166Data }).data

const countries = ['US', 'CA', 'MX'] as const

describe('regions-data.json', () => {
  it('is what scripts/regions-data.mjs computes from iso-3166-2 (run it after an upgrade)', () => {
    expect(committed).toEqual(regionsData())
  })

  it.each(countries)(
    'holds every %s subdivision of iso-3166-2 but UM, sorted by name',
    (country) => {
      const expected = Object.entries(subdivisions[country]?.sub ?? {})
        .filter(([code]) => code !== 'US-UM')
        .map(([code, { name }]) => ({ code: code.replace(`${country}-`, ''), name }))
      const list = committed[country]
      expect(list).toHaveLength(expected.length)
      expect(list).toEqual(expect.arrayContaining(expected))
      const names = list.map((region) => region.name)
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    },
  )

  it('is what countries.ts serves', () => {
    for (const country of countries) expect(regionsFor(country)).toEqual(committed[country])
  })
})
