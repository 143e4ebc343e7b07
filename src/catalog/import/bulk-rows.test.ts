import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  batches,
  canonicalJson,
  ENTRY_COLUMNS,
  entryRow,
  PART_COLUMNS,
  partRow,
  ROWS_PER_STATEMENT,
} from './bulk-rows'
import type { ImportedPart } from './validate'

const part = (overrides: Partial<ImportedPart> = {}): ImportedPart => ({
  pn: 'E22PB-RED',
  descriptionEn: '22 mm push button, red',
  descriptionEs: 'Botón pulsador 22 mm, rojo',
  family: 'push-buttons',
  listPriceCents: 1250,
  pkgQty: 10,
  shippingFamily: null,
  tariff: true,
  attributes: { voltage: '24 V', colour: 'Red' },
  ...overrides,
})

describe('batches', () => {
  it('splits in order into batches of at most the size, the last one shorter', () => {
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
    expect(batches([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ])
    expect(batches([], 2)).toEqual([])
    expect(batches(Array.from({ length: ROWS_PER_STATEMENT + 1 }, (_, i) => i))).toHaveLength(2)
    expect(() => batches([1], 0)).toThrow(RangeError)
  })

  it('keeps every item once, in order, whatever the size', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 50 }), (items, size) => {
        const result = batches(items, size)
        expect(result.flat()).toEqual(items)
        expect(result.every((batch) => batch.length >= 1 && batch.length <= size)).toBe(true)
        expect(result.length).toBe(Math.ceil(items.length / size))
      }),
    )
  })
})

describe('rows of the bulk statements', () => {
  const families = new Map([['push-buttons', 7]])

  it('a part in column order: family id, attributes as canonical JSON', () => {
    const row = partRow(part(), families)
    expect(row).toEqual([
      'E22PB-RED',
      '22 mm push button, red',
      'Botón pulsador 22 mm, rojo',
      7,
      1250,
      10,
      null,
      true,
      '{"colour":"Red","voltage":"24 V"}',
    ])
    expect(row).toHaveLength(PART_COLUMNS.length)
    expect(partRow(part({ tariff: false, attributes: {} }), families).slice(7)).toEqual([
      false,
      '{}',
    ])
    expect(() => partRow(part({ family: 'nope' }), families)).toThrow('unknown family "nope"')
  })

  it('equal attributes give equal text whatever their order, "__proto__" included', () => {
    expect(canonicalJson({ b: '1', a: '2' })).toBe(canonicalJson({ a: '2', b: '1' }))
    const odd: Record<string, string> = {}
    Object.defineProperty(odd, '__proto__', { value: 'x', enumerable: true })
    expect(JSON.parse(canonicalJson(odd))).toEqual(JSON.parse('{"__proto__":"x"}'))
  })

  it('rows survive the JSON that carries them unchanged', () => {
    const rows = [
      partRow(part(), families),
      partRow(
        part({ pn: 'X-1', shippingFamily: 'ENC', descriptionEs: 'Caja "grande", ñ' }),
        families,
      ),
    ]
    expect(JSON.parse(JSON.stringify(rows))).toEqual(rows)
  })

  it('a price list entry in column order', () => {
    expect(entryRow({ valueType: '% Discount', schedule: 'E-1', pn: null, value: 5 })).toEqual([
      '% Discount',
      'E-1',
      null,
      5,
    ])
    expect(ENTRY_COLUMNS.map(([name]) => name)).toEqual(['value_type', 'schedule', 'pn', 'value'])
    expect(entryRow({ valueType: 'Actual', pn: 'X-1', value: 9.99 })).toEqual([
      'Actual',
      null,
      'X-1',
      9.99,
    ])
  })
})
