import { describe, expect, it } from 'vitest'

import {
  bandRowsOf,
  checkRateBands,
  checkTaxRules,
  checkZipZones,
  isZipList,
  problemText,
} from './shipping-data'

const band = (min: number, max: number | null) => ({
  min,
  max,
  ground: 12.95,
  groundDist: 9.95,
  air2day: 29.95,
  air1day: 49.95,
})

describe('rate bands (§5)', () => {
  it('0.01–48.99, 49.00–199.99, 200.00 and above join up', () => {
    expect(
      checkRateBands(bandRowsOf([band(0.01, 48.99), band(49, 199.99), band(200, null)])),
    ).toEqual([])
  })

  it('an overlap or a gap names the row and the start it needs', () => {
    expect(
      checkRateBands(bandRowsOf([band(0.01, 48.99), band(48.5, 199.99), band(200, null)])),
    ).toEqual([{ row: 1, code: 'bandGapOrOverlap', expectedMinCents: 4900 }])
    expect(checkRateBands(bandRowsOf([band(0.01, 48.99), band(49.01, null)]))).toEqual([
      { row: 1, code: 'bandGapOrOverlap', expectedMinCents: 4900 },
    ])
  })

  it('the first starts at 0.01, only the last is open, nothing negative', () => {
    expect(checkRateBands(bandRowsOf([band(0, 48.99), band(49, null)]))).toEqual([
      { row: 0, code: 'firstBandNotFromOneCent' },
    ])
    expect(checkRateBands(bandRowsOf([band(0.01, null), band(49, 99)])).map((p) => p.code)).toEqual(
      ['onlyTopBandOpen', 'topBandNotOpen'],
    )
    expect(checkRateBands(bandRowsOf([{ ...band(0.01, null), ground: -1 }]))).toEqual([
      { row: 0, code: 'negativeAmount', field: 'groundCents' },
    ])
  })

  it('says it in the admin language, 1-based', () => {
    const [problem] = checkRateBands(bandRowsOf([band(0.01, 48.99), band(48.5, null)]))
    expect(problemText(problem!, 'en')).toBe(
      'Row 2: this band must start at 49.00, one cent after the previous one ends.',
    )
    expect(problemText(problem!, 'es')).toBe(
      'Fila 2: este rango debe empezar en 49.00, un centavo después de donde termina el anterior.',
    )
  })
})

describe('ZIP zones and tax rules (§5, §6)', () => {
  it('prefixes are three digits, once each; zones 2–8', () => {
    expect(
      checkZipZones([
        { prefix: '150', zone: 2 },
        { prefix: '15', zone: 2 },
        { prefix: '150', zone: 3 },
        { prefix: '995', zone: 9 },
      ]).map((p) => `${p.row}:${p.code}`),
    ).toEqual(['1:badZipPrefix', '2:duplicateZipPrefix', '3:badZone'])
  })

  it('ZIP lists: *, 5-digit ZIPs and prefix* entries', () => {
    expect(['*', '15009', '150*, 15201', '1*'].every(isZipList)).toBe(true)
    expect(['', '1500', '150**', '*, 15009', 'abc'].some(isZipList)).toBe(false)
  })

  it('at most one * rule per state; states are two letters; rates 0–100', () => {
    expect(
      checkTaxRules([
        { state: 'PA', zipCodes: '*', ratePercent: 6 },
        { state: 'pa', zipCodes: '', ratePercent: 7 },
        { state: 'IL', zipCodes: '606*', ratePercent: 10.25 },
        { state: 'Penn', zipCodes: '*', ratePercent: 101 },
      ]).map((p) => `${p.row}:${p.code}`),
    ).toEqual(['1:secondStarRule', '3:badState', '3:badRate'])
  })
})
