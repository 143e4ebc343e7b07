/**
 * The one way a date or a time is written to a buyer or to staff (issue 39 #16), pure: in the
 * shop's business time zone, US Eastern (the plant and the order desk are in Pennsylvania),
 * wherever the reader is, so my account, the mails and the admin's order desk say the same
 * hour for the same moment. A time names its zone ("EST"/"EDT"; "hora del Este (EE. UU.)");
 * a date alone is the day in that zone. The zone's name is written here, not taken from the
 * runtime's time-zone names, so a server page and a browser island render the same text.
 */
import type { Locale } from './locales'

export const SHOP_TIME_ZONE = 'America/New_York'

export type TimeLocale = Locale

const intlLocale = (locale: TimeLocale) => (locale === 'es' ? 'es-MX' : 'en-US')

/**
 * One text whatever the runtime's ICU writes (a space, a narrow or a plain no-break space
 * before "AM"): a no-break space between the hour and AM/PM, plain spaces elsewhere.
 */
const tidy = (text: string) =>
  text.replace(/[\u202f\u00a0]/g, ' ').replace(/(\d) (AM|PM|a\.\s?m\.|p\.\s?m\.)/g, '$1\u00a0$2')

const toDate = (at: string | Date) => (typeof at === 'string' ? new Date(at) : at)

/** Minutes the shop's zone is off UTC at `at`: -300 in winter (EST), -240 in summer (EDT). */
export function shopUtcOffsetMinutes(at: string | Date): number {
  const date = toDate(at)
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(date)
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value ?? 0)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'))
  const utc = Math.floor(date.getTime() / 60_000) * 60_000
  return Math.round((wall - utc) / 60_000)
}

/** The zone's name after a time: "EST"/"EDT" in English, one name in Spanish. */
export function shopZoneName(at: string | Date, locale: TimeLocale): string {
  if (locale === 'es') return 'hora del Este (EE. UU.)'
  return shopUtcOffsetMinutes(at) === -240 ? 'EDT' : 'EST'
}

/** A day: "Nov 25, 2026" / "25 nov 2026"; `long`: "November 25, 2026" / "25 de noviembre de 2026". */
export function formatShopDate(
  at: string | Date,
  locale: TimeLocale,
  style: 'medium' | 'long' = 'medium',
): string {
  return tidy(
    new Intl.DateTimeFormat(intlLocale(locale), {
      dateStyle: style,
      timeZone: SHOP_TIME_ZONE,
    }).format(toDate(at)),
  )
}

/**
 * A moment: "Nov 25, 2026, 10:00 AM EST" / "25 nov 2026, 10:00 a.m. hora del Este (EE. UU.)";
 * `long` writes the month out ("November 25, 2026 at 10:00 AM EST").
 */
export function formatShopTime(
  at: string | Date,
  locale: TimeLocale,
  style: 'medium' | 'long' = 'medium',
): string {
  const date = toDate(at)
  const text = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: style,
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(date)
  return tidy(`${text} ${shopZoneName(date, locale)}`)
}

/** The shop's calendar day of a moment, `YYMMDD` (order numbers carry it). */
export function shopDayStamp(at: string | Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(toDate(at))
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? ''
  return `${part('year').slice(2)}${part('month')}${part('day')}`
}

/**
 * A moment for a spreadsheet, in the shop's zone: `2026-11-25 10:00 EST` (sorts as text, reads
 * the same in either language); `day` gives the date alone, `2026-11-25`.
 */
export function shopTimeStamp(at: string | Date, part: 'time' | 'day' = 'time'): string {
  const date = toDate(at)
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(date)
  const value = (type: string) => parts.find((each) => each.type === type)?.value ?? ''
  const day = `${value('year')}-${value('month')}-${value('day')}`
  if (part === 'day') return day
  return `${day} ${value('hour')}:${value('minute')} ${shopZoneName(date, 'en')}`
}
