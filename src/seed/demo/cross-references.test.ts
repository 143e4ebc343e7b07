/**
 * Issue 41: the demo cross-reference table passes the import's checks row by row, names the
 * part numbers the issue tries, and its discontinued parts lead to an available successor.
 */
import { describe, expect, it } from 'vitest'

import { parseCsv } from '@/catalog/import/csv'
import { createPnIndex } from '@/catalog/part-number'
import { replacementFor } from '@/catalog/successors'
import { validateCrossReferenceFile } from '@/cross-reference/import-rows'
import { theirPnKey } from '@/cross-reference/their-pn'

import { DEFAULT_DEMO_PART_COUNT } from './catalogue-seed'
import { crossReferenceCsv, demoCrossReferences, demoSuccessors } from './cross-references'
import { demoParts, demoSeriesFor } from './parts'

const parts = demoParts(DEFAULT_DEMO_PART_COUNT)
const pns = new Set(parts.map((part) => part.pn))
const rows = demoCrossReferences(pns)

describe('the demo cross-reference table', () => {
  it('passes the import’s checks, every row', () => {
    const result = validateCrossReferenceFile(
      parseCsv(crossReferenceCsv(rows)),
      createPnIndex([...pns]),
    )
    expect(result.ok ? [] : result.errors).toEqual([])
    expect(result.ok && result.rows.length).toBe(rows.length)
  })

  it('has at least 150 rows over the six makers', () => {
    expect(rows.length).toBeGreaterThanOrEqual(150)
    const makers = new Set(rows.map((row) => row.maker))
    expect([...makers].sort()).toEqual(
      ['ABB', 'Allen-Bradley', 'Eaton', 'IDEC', 'Schneider Electric', 'Siemens'].sort(),
    )
    for (const maker of makers) {
      expect(rows.filter((row) => row.maker === maker).length).toBeGreaterThanOrEqual(10)
    }
  })

  it.each([
    '800T-A1A',
    '800T-A2A',
    '800FP-F3',
    'XB4BA31',
    'XB4BA42',
    'XB5AA31',
    'ZB5AA3',
    '3SU1100-0AB20-1BA0',
    'M22-D-G',
    'YW1B-M1E10G',
  ])('maps %s', (theirPn) => {
    expect(rows.some((row) => theirPnKey(row.theirPn) === theirPnKey(theirPn))).toBe(true)
  })

  it('maps the 30 mm operators as a kit with the reducer, saying so in both languages', () => {
    const kit = rows.filter((row) => row.theirPn === '800T-A1A')
    expect(kit.map((row) => [row.pn, row.match])).toEqual([
      ['E22PBFG-10', 'kit'],
      ['E30ACC-RA22', 'kit'],
    ])
    expect(kit[0]?.noteEn).toMatch(/30 mm/)
    expect(kit[0]?.noteEs).toMatch(/30 mm/)
  })

  it('notes every match that is not exact, in both languages', () => {
    for (const row of rows.filter((each) => each.match !== 'exact')) {
      expect(row.noteEn, `${row.maker} ${row.theirPn}`).not.toBe('')
      expect(row.noteEs, `${row.maker} ${row.theirPn}`).not.toBe('')
    }
  })

  it('leaves out a row whose part of ours a smaller catalogue lacks (a kit whole)', () => {
    const without = new Set(pns)
    without.delete('E30ACC-RA22')
    const fewer = demoCrossReferences(without)
    expect(fewer.some((row) => row.theirPn === '800T-A1A')).toBe(false)
    expect(fewer.some((row) => row.theirPn === 'XB5AA31')).toBe(true)
  })
})

describe('the demo successors', () => {
  const discontinued = new Set(demoSuccessors.map((each) => each.pn))
  const successorOf = new Map(demoSuccessors.map((each) => [each.pn, each.successor]))
  const lookup = (pn: string) =>
    pns.has(pn)
      ? {
          pn,
          available: !discontinued.has(pn),
          listed: demoSeriesFor(pn)?.isPublic ?? true,
          successor: successorOf.get(pn) ?? null,
        }
      : undefined

  it('are 3 to 5 parts of public series, each offered an available part; one chain of two', () => {
    expect(demoSuccessors.length).toBeGreaterThanOrEqual(3)
    expect(demoSuccessors.length).toBeLessThanOrEqual(5)
    for (const { pn } of demoSuccessors) {
      expect(pns.has(pn), pn).toBe(true)
      expect(demoSeriesFor(pn)?.isPublic, pn).toBe(true)
      expect(replacementFor(pn, lookup), pn).not.toBeNull()
    }
    expect(replacementFor('E22PLR-6', lookup)).toEqual({
      pn: 'E22PLHR-6',
      chain: ['E22PLR-6', 'E22PLR-6D', 'E22PLHR-6'],
    })
  })

  it('name every successor before the part that names it (the seed saves them in order)', () => {
    demoSuccessors.forEach(({ successor }, index) => {
      const later = demoSuccessors.slice(index + 1).map((each) => each.pn)
      expect(later).not.toContain(successor)
    })
  })
})
