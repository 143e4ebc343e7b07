import { describe, expect, it } from 'vitest'

import {
  formatShopDate,
  formatShopTime,
  shopDayStamp,
  shopTimeStamp,
  shopUtcOffsetMinutes,
  shopZoneName,
} from './shop-time'

/** No-break spaces as plain ones, to write the expected text readably. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ')

describe('dates and times in the shop time zone (issue 39 #16)', () => {
  it('10:00 EST in November: the same hour whatever zone the server or browser runs in', () => {
    // 15:00 UTC = 10:00 in Pennsylvania (UTC−5 in winter)
    expect(plain(formatShopTime('2026-11-25T15:00:00.000Z', 'en'))).toBe(
      'Nov 25, 2026, 10:00 AM EST',
    )
    expect(plain(formatShopTime('2026-11-25T15:00:00.000Z', 'es'))).toBe(
      '25 nov 2026, 10:00 a.m. hora del Este (EE. UU.)',
    )
  })

  it('summer time is EDT (UTC−4); Spanish names the zone the same way all year', () => {
    // 03:30 UTC on July 4 = 23:30 on July 3 in Pennsylvania
    expect(shopUtcOffsetMinutes('2026-07-04T03:30:00.000Z')).toBe(-240)
    expect(plain(formatShopTime('2026-07-04T03:30:00.000Z', 'en'))).toBe(
      'Jul 3, 2026, 11:30 PM EDT',
    )
    expect(plain(formatShopTime('2026-07-04T03:30:00.000Z', 'es'))).toBe(
      '3 jul 2026, 11:30 p.m. hora del Este (EE. UU.)',
    )
    // the clocks go forward at 2:00 on March 8, 2026: 06:59 UTC is EST, 07:00 UTC is EDT
    expect(shopZoneName('2026-03-08T06:59:00.000Z', 'en')).toBe('EST')
    expect(shopZoneName('2026-03-08T07:00:00.000Z', 'en')).toBe('EDT')
  })

  it('an evening order keeps its Eastern day: 21:30 EST on Nov 25 is 02:30 UTC on Nov 26', () => {
    const at = '2026-11-26T02:30:00.000Z'
    expect(plain(formatShopDate(at, 'en'))).toBe('Nov 25, 2026')
    expect(plain(formatShopDate(at, 'es'))).toBe('25 nov 2026')
    expect(formatShopDate(at, 'en', 'long')).toBe('November 25, 2026')
    expect(formatShopDate(at, 'es', 'long')).toBe('25 de noviembre de 2026')
    expect(shopDayStamp(at)).toBe('261125')
    expect(plain(formatShopTime(at, 'en', 'long'))).toBe('November 25, 2026 at 9:30 PM EST')
    expect(plain(formatShopTime(at, 'es', 'long'))).toBe(
      '25 de noviembre de 2026 a las 9:30 p.m. hora del Este (EE. UU.)',
    )
  })

  it('a time never breaks between the hour and AM/PM, and reads the same from any ICU', () => {
    const en = formatShopTime('2026-11-25T15:00:00.000Z', 'en')
    expect(en).toContain('10:00\u00a0AM EST')
    expect(en).not.toMatch(/\u202f/)
    expect(formatShopTime('2026-11-25T15:00:00.000Z', 'es')).toContain('10:00\u00a0a.m. hora')
  })
})

describe('a spreadsheet stamp in the shop zone', () => {
  it('writes the Eastern day and time, with the zone named in English, in either season', () => {
    expect(shopTimeStamp('2026-11-25T15:00:00.000Z')).toBe('2026-11-25 10:00 EST')
    expect(shopTimeStamp('2026-07-04T03:30:00.000Z')).toBe('2026-07-03 23:30 EDT')
    expect(shopTimeStamp('2026-11-26T05:00:00.000Z')).toBe('2026-11-26 00:00 EST')
    expect(shopTimeStamp('2026-07-04T03:30:00.000Z', 'day')).toBe('2026-07-03')
  })
})
