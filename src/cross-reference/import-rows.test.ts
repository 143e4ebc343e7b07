import { describe, expect, it } from 'vitest'

import { parseCsv } from '@/catalog/import/csv'
import { createPnIndex } from '@/catalog/part-number'

import { validateCrossReferenceFile } from './import-rows'

const ours = createPnIndex(['E22PBFG-10', 'E22PBFR-01', 'E30ACC-RA22', 'ITBS2.5-F', 'C-09-10-24D'])
const header = 'maker,their_pn,our_pn,quantity,match,note_en,note_es'
const check = (...lines: string[]) =>
  validateCrossReferenceFile(parseCsv([header, ...lines].join('\n')), ours)

describe('validateCrossReferenceFile: all or nothing, bad rows named by line', () => {
  it('reads a good file, keys their pn and reads our pn as the catalogue spells it', () => {
    const result = check(
      'Schneider Electric,XB4BA31,e22pbfg 10,,exact,Drop-in,Directo',
      'Eaton,DILM12-10(24VDC),C-09-10-24D,1,similar,Check the rating,Compruebe la corriente',
      'Allen-Bradley,800T-A1A,E22PBFG-10,1,kit,30 mm hole,Orificio de 30 mm',
      'Allen-Bradley,800T-A1A,E30ACC-RA22,1,KIT,,',
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.rows[0]).toMatchObject({
      maker: 'Schneider Electric',
      makerSlug: 'schneider-electric',
      theirPnKey: 'XB4BA31',
      pn: 'E22PBFG-10',
      quantity: 1,
    })
    expect(result.rows[1]?.theirPnKey).toBe('DILM121024VDC')
    expect(result.rows[3]?.match).toBe('kit')
  })

  it('names every bad row by its line', () => {
    const result = check(
      ',XB4BA31,E22PBFG-10,,exact,,', // 2: empty maker
      'Siemens,3SU1100-0AB20-1BA0,NOPE-1,,exact,,', // 3: unknown pn of ours
      'Siemens,3SU1100-0AB20-1BA1,E22PBFR-01,,close,,', // 4: unknown match
      'IDEC,YW1B-M1E10G,E22PBFG-10,2,exact,,', // 5: quantity outside a kit
      'Schneider Electric,ZB5AA3,E22PBFG-10,,functional,,',
      'schneider electric,zb5-aa3,E22PBFG-10,,similar,,', // 7: duplicate of 6
      'Eaton,M22-D-G,E22PBFG-10,1,kit,,',
      'Eaton,M22DG,E30ACC-RA22,,exact,,', // 9: mixes kit and exact
      'ABB,MP1-10G,E30ACC-RA22,0,kit,,', // 10: kit quantity below 1
      `ABB,${'X'.repeat(61)},E22PBFG-10,,exact,,`, // 11: their pn too long
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    const lines = result.errors.map((error) => error.line)
    expect(lines).toEqual([2, 3, 4, 5, 7, 9, 10, 11])
    const reason = (line: number) => result.errors.find((error) => error.line === line)?.reason
    expect(reason(2)).toMatch(/maker is empty/)
    expect(reason(3)).toMatch(/unknown pn of ours "NOPE-1"/)
    expect(reason(4)).toMatch(/unknown match "close"/)
    expect(reason(5)).toMatch(/only a kit/)
    expect(reason(7)).toMatch(/duplicate of line 6/)
    expect(reason(9)).toMatch(/a kit on line 8/)
    expect(reason(10)).toMatch(/whole number ≥ 1/)
    expect(reason(11)).toMatch(/longer than 60/)
  })

  it('refuses a file without its columns or without rows', () => {
    const noColumn = validateCrossReferenceFile(parseCsv('maker,their_pn,our_pn\nA,B,C'), ours)
    expect(!noColumn.ok && noColumn.errors[0]).toEqual({
      line: 1,
      reason: 'missing required column "match"',
    })
    const empty = validateCrossReferenceFile(parseCsv(header), ours)
    expect(!empty.ok && empty.errors[0]?.reason).toBe('the file has no cross-references')
  })

  it('lets one of theirs map to several of ours', () => {
    const result = check(
      'Siemens,3SU1100-0AB20-1BA0,E22PBFG-10,,exact,,',
      'Siemens,3SU1100-0AB20-1BA0,E22PBFR-01,,similar,,',
    )
    expect(result.ok).toBe(true)
  })
})
