import { describe, expect, it } from 'vitest'

import {
  defaultPartQuery,
  facetKeysOf,
  isDefaultPartQuery,
  listParts,
  parsePartQuery,
  partQueryToSearch,
  toggleFilter,
  type PartRecord,
} from './part-list'

function part(
  pn: string,
  listCents: number,
  attributes: Record<string, string>,
  descriptionEn = `Push button ${pn}`,
  descriptionEs = `Botón pulsador ${pn}`,
): PartRecord {
  return { pn, descriptionEn, descriptionEs, listCents, pkgQty: 1, attributes }
}

const parts: PartRecord[] = [
  part('E22PBR-10', 1850, { colour: 'Red', contacts: '1 NO', voltage: '24 V AC/DC' }),
  part('E22PBG-10', 1900, { colour: 'Green', contacts: '1 NO', voltage: '120 V AC' }),
  part('E22PBR-01', 1850, { colour: 'Red', contacts: '1 NC', voltage: '120 V AC' }),
  part('E22PBB-11', 2375, { colour: 'Blue', contacts: '1 NO + 1 NC', voltage: '24 V AC/DC' }),
  part('E22PBK-01', 1795, { colour: 'Black', contacts: '1 NC', voltage: '12 V AC/DC' }),
  part(
    'E22ES40T-01',
    2700,
    { colour: 'Red', contacts: '1 NC', family: 'E-stop' },
    'Emergency stop, mushroom',
    'Paro de emergencia, hongo',
  ),
]

const pns = (result: { items: PartRecord[] }) => result.items.map((p) => p.pn)

describe('part list query in the URL', () => {
  it('reads filters, sort, page and text, ignoring what is not ours', () => {
    const query = parsePartQuery(
      'attr.colour=Red&attr.colour=Blue&attr.colour=Red&attr.voltage=24+V+AC%2FDC&sort=price-desc&page=2&q=+mushroom+&utm_source=x&attr.bad%20key=1&attr.size=',
    )
    expect(query).toEqual({
      filters: { colour: ['Red', 'Blue'], voltage: ['24 V AC/DC'] },
      sort: 'price-desc',
      page: 2,
      q: 'mushroom',
    })
  })

  it('takes Object.prototype names (attr.constructor) as attributes no part has, never as methods', () => {
    const query = parsePartQuery('attr.constructor=x&attr.toString=y&attr.__proto__=z')
    expect(query.filters).toEqual({ constructor: ['x'], toString: ['y'] })
    expect(listParts(parts, query, { locale: 'en' }).total).toBe(0)
    const facets = listParts(parts, parsePartQuery('attr.hasOwnProperty=1'), { locale: 'en' })
    expect(facets.total).toBe(0)
    expect(facets.facets.map((facet) => facet.key)).toEqual(['colour', 'voltage', 'contacts'])
    expect(toggleFilter(defaultPartQuery, 'constructor', 'x').filters).toEqual({
      constructor: ['x'],
    })
  })

  it('falls back to the defaults for a bad sort or page', () => {
    expect(parsePartQuery('sort=cheapest&page=0')).toEqual(defaultPartQuery)
    expect(parsePartQuery('page=-3').page).toBe(1)
    expect(parsePartQuery('page=2.5').page).toBe(1)
    expect(parsePartQuery('page=abc').page).toBe(1)
  })

  it('writes a stable query string without defaults, and reads it back', () => {
    const query = {
      filters: { voltage: ['24 V AC/DC'], colour: ['Red', 'Blue'] },
      sort: 'price' as const,
      page: 3,
      q: 'stop',
    }
    const search = partQueryToSearch(query)
    expect(search).toBe(
      'q=stop&attr.colour=Blue&attr.colour=Red&attr.voltage=24+V+AC%2FDC&sort=price&page=3',
    )
    expect(parsePartQuery(search)).toEqual({
      ...query,
      filters: { colour: ['Blue', 'Red'], voltage: ['24 V AC/DC'] },
    })
    expect(partQueryToSearch(defaultPartQuery)).toBe('')
    expect(isDefaultPartQuery(parsePartQuery('sort=pn&page=1'))).toBe(true)
  })

  it('toggles a filter value and goes back to page 1', () => {
    const on = toggleFilter({ ...defaultPartQuery, page: 4 }, 'colour', 'Red')
    expect(on).toEqual({ ...defaultPartQuery, filters: { colour: ['Red'] }, page: 1 })
    expect(toggleFilter(on, 'colour', 'Red').filters).toEqual({})
  })
})

describe('facet keys', () => {
  it('are the attributes with two or more values, in the preferred order', () => {
    // 'family' has a single value: nothing to choose
    expect(facetKeysOf(parts)).toEqual(['colour', 'voltage', 'contacts'])
  })
})

describe('listing parts', () => {
  it('sorts by part number by default', () => {
    const result = listParts(parts, defaultPartQuery, { locale: 'en' })
    expect(pns(result)).toEqual([
      'E22ES40T-01',
      'E22PBB-11',
      'E22PBG-10',
      'E22PBK-01',
      'E22PBR-01',
      'E22PBR-10',
    ])
    expect(result).toMatchObject({ total: 6, page: 1, pageCount: 1, pageSize: 25 })
  })

  it('sorts by list price both ways, ties by part number', () => {
    const low = listParts(parts, { ...defaultPartQuery, sort: 'price' }, { locale: 'en' })
    expect(pns(low)).toEqual([
      'E22PBK-01', // 17.95
      'E22PBR-01', // 18.50
      'E22PBR-10', // 18.50
      'E22PBG-10', // 19.00
      'E22PBB-11', // 23.75
      'E22ES40T-01', // 27.00
    ])
    const high = listParts(parts, { ...defaultPartQuery, sort: 'price-desc' }, { locale: 'en' })
    expect(pns(high)).toEqual([
      'E22ES40T-01',
      'E22PBB-11',
      'E22PBG-10',
      'E22PBR-01',
      'E22PBR-10',
      'E22PBK-01',
    ])
  })

  it('ORs values of one attribute and ANDs attributes', () => {
    const query = {
      ...defaultPartQuery,
      filters: { colour: ['Red', 'Blue'], contacts: ['1 NC'] },
    }
    expect(pns(listParts(parts, query, { locale: 'en' }))).toEqual(['E22ES40T-01', 'E22PBR-01'])
  })

  it('counts each facet value against the other filters only', () => {
    const query = { ...defaultPartQuery, filters: { colour: ['Red'] } }
    const { facets } = listParts(parts, query, { locale: 'en' })
    expect(facets.find((f) => f.key === 'colour')?.values).toEqual([
      { value: 'Black', count: 1, selected: false },
      { value: 'Blue', count: 1, selected: false },
      { value: 'Green', count: 1, selected: false },
      { value: 'Red', count: 3, selected: true },
    ])
    // voltage counts are among the red parts (the E-stop has no voltage)
    expect(facets.find((f) => f.key === 'voltage')?.values).toEqual([
      { value: '12 V AC/DC', count: 0, selected: false },
      { value: '24 V AC/DC', count: 1, selected: false },
      { value: '120 V AC', count: 1, selected: false },
    ])
  })

  it('keeps a selected value the family does not have, so it can be cleared', () => {
    const query = { ...defaultPartQuery, filters: { colour: ['Purple'] } }
    const result = listParts(parts, query, { locale: 'en' })
    expect(result.total).toBe(0)
    expect(result.pageCount).toBe(1)
    expect(result.facets[0]?.values.map((v) => `${v.value}:${v.count}:${v.selected}`)).toEqual([
      'Black:1:false',
      'Blue:1:false',
      'Green:1:false',
      'Purple:0:true',
      'Red:3:false',
    ])
  })

  it('orders facet values by their label in the locale', () => {
    const es: Record<string, string> = { Red: 'Rojo', Green: 'Verde', Blue: 'Azul', Black: 'Negro' }
    const { facets } = listParts(parts, defaultPartQuery, {
      locale: 'es',
      valueLabel: (key, value) => (key === 'colour' ? (es[value] ?? value) : value),
    })
    expect(facets[0]?.values.map((v) => v.value)).toEqual(['Blue', 'Black', 'Red', 'Green'])
  })

  it('leaves hidden attributes out of the facets', () => {
    const { facets } = listParts(parts, defaultPartQuery, {
      locale: 'en',
      hiddenKeys: new Set(['voltage']),
    })
    expect(facets.map((f) => f.key)).toEqual(['colour', 'contacts'])
  })

  it('matches every word of the text filter in the part number or the description of the locale, accents ignored', () => {
    const en = listParts(parts, { ...defaultPartQuery, q: 'mushroom' }, { locale: 'en' })
    expect(pns(en)).toEqual(['E22ES40T-01'])
    const es = listParts(parts, { ...defaultPartQuery, q: 'BOTON pbr' }, { locale: 'es' })
    expect(pns(es)).toEqual(['E22PBR-01', 'E22PBR-10'])
    // the English word does not match the Spanish description
    expect(listParts(parts, { ...defaultPartQuery, q: 'mushroom' }, { locale: 'es' }).total).toBe(0)
  })

  it('pages 25 at a time (120 parts → 5 pages) and clamps a page past the end', () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      part(`P-${String(i + 1).padStart(3, '0')}`, 100 + i, { colour: i % 2 ? 'Red' : 'Green' }),
    )
    const second = listParts(many, { ...defaultPartQuery, page: 2 }, { locale: 'en' })
    expect(second).toMatchObject({ total: 120, page: 2, pageCount: 5 })
    expect(second.items).toHaveLength(25)
    expect(second.items[0]?.pn).toBe('P-026')
    expect(second.items.at(-1)?.pn).toBe('P-050')
    const past = listParts(many, { ...defaultPartQuery, page: 9 }, { locale: 'en' })
    expect(past.page).toBe(5)
    expect(pns(past)).toHaveLength(20)
    expect(past.items[0]?.pn).toBe('P-101')
  })
})
