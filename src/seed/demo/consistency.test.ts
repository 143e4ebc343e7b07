/**
 * Issue 22: a demo part's description and the specification rows its page shows (its own
 * attributes, then its family's rows it does not override) say the same thing, in both
 * languages: poles, current, voltage, sizes, colours, contacts and lengths, wherever both name one.
 */
import { describe, expect, it } from 'vitest'

import { families } from './catalog'
import { demoParts, type DemoPart } from './parts'
import { specsForFamily } from './taxonomy'

const parts = demoParts()
const familyBySlug = new Map(families.map((family) => [family.slug, family]))

/** As the part page does: a family's "current" row gives way to the part's "amps". */
const overriddenBy: Record<string, string> = { current: 'amps', color: 'colour' }

type Row = { key: string; en: string; es: string }

function familyRows(slug: string): Row[] {
  const family = familyBySlug.get(slug)
  if (!family) throw new Error(`no family ${slug}`)
  return specsForFamily(family).map(([key, en, es]) => ({ key, en, es: es ?? en }))
}

/** The family rows a part's page shows beside its own attributes. */
function shownFamilyRows(part: DemoPart): Row[] {
  return familyRows(part.family).filter((row) => {
    const override = overriddenBy[row.key]
    return !(row.key in part.attributes) && !(override && override in part.attributes)
  })
}

const numbers = (text: string) => [...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]))

function polesIn(text: string): number[] {
  return [...text.matchAll(/\b(\d+) (?:main )?(?:poles?|polos?)(?: principales)?\b/g)].map((m) =>
    Number(m[1]),
  )
}

/** Currents named in a text ("30 A", "0.10–0.16 A"): every number of each. */
function currentsIn(text: string): number[] {
  return [...text.matchAll(/(\d+(?:\.\d+)?)(?:–(\d+(?:\.\d+)?))? A\b/g)].flatMap((m) =>
    m[2] ? [Number(m[1]), Number(m[2])] : [Number(m[1])],
  )
}

function voltagesIn(text: string): number[] {
  return [...text.matchAll(/(\d+)(?:Y\/(\d+))? V\b/g)].flatMap((m) =>
    m[2] ? [Number(m[1]), Number(m[2])] : [Number(m[1])],
  )
}

const spanishCurrent = (voltage: string) =>
  voltage
    .replace('AC/DC', 'CA/CC')
    .replace(/\bAC\b/, 'CA')
    .replace(/\bDC\b/, 'CC')

const spanishColour: Record<string, RegExp> = {
  red: /roj[oa]/,
  green: /verde/,
  yellow: /amarill[oa]/,
  blue: /azul/,
  white: /blanc[oa]/,
  amber: /ámbar/,
  black: /negr[oa]/,
  gray: /gris/,
  orange: /naranja/,
}

/** "2 CO" is what "DPDT" (2PDT, 3PDT…) says: that many changeover contacts. */
function contactsDescribed(contacts: string, description: string): boolean {
  if (description.includes(contacts)) return true
  const changeover = contacts.match(/^(\d) CO$/)
  if (!changeover) return false
  const forms = changeover[1] === '2' ? ['DPDT', '2PDT'] : [`${changeover[1]}PDT`]
  return forms.some((form) => description.includes(form))
}

/** Inside a row's range; a row naming one value ("600 V") is a rating: anything up to it. */
function within(values: number[], range: number[]): boolean {
  if (range.length === 0) return true
  const lo = range.length === 1 ? 0 : Math.min(...range)
  const hi = Math.max(...range)
  return values.every((value) => value >= lo && value <= hi)
}

/** Every disagreement of one part, as readable lines (an empty list when all agree). */
function disagreements(part: DemoPart): string[] {
  const found: string[] = []
  const say = (what: string) => found.push(`${part.pn} (${part.descriptionEn}): ${what}`)
  const { attributes: attrs, descriptionEn: en, descriptionEs: es } = part
  const shown = shownFamilyRows(part)

  // poles
  const described = polesIn(en)
  if (described.join() !== polesIn(es).join()) say(`poles differ between languages`)
  const poles = attrs.poles ? Number(attrs.poles) : described[0]
  if (attrs.poles && described.length && !described.includes(Number(attrs.poles)))
    say(`description says ${described.join('/')} poles, attribute ${attrs.poles}`)
  for (const row of shown) {
    const claimed = polesIn(row.en)
    if (poles !== undefined && claimed.length && !claimed.includes(poles))
      say(`family row ${row.key} "${row.en}" claims ${claimed.join('/')} poles, part has ${poles}`)
  }

  // current
  if (attrs.amps) {
    if (!en.includes(`${attrs.amps} A`)) say(`amps ${attrs.amps} not in the description`)
    if (!es.includes(`${attrs.amps} A`)) say(`amps ${attrs.amps} not in the Spanish description`)
  }
  for (const row of shown.filter((r) => r.key === 'current'))
    if (!within(currentsIn(en), numbers(row.en)))
      say(`described current ${currentsIn(en).join('/')} A outside family row "${row.en}"`)

  // voltage
  if (attrs.voltage) {
    if (!en.includes(attrs.voltage)) say(`voltage ${attrs.voltage} not in the description`)
    if (!es.includes(spanishCurrent(attrs.voltage)))
      say(`voltage ${spanishCurrent(attrs.voltage)} not in the Spanish description`)
  }
  for (const row of shown.filter((r) => r.key === 'voltage'))
    if (!within(voltagesIn(en), voltagesIn(row.en)))
      say(`described voltage ${voltagesIn(en).join('/')} V outside family row "${row.en}"`)

  // sizes, lengths, contacts: the attribute's words are in the description
  for (const key of ['size', 'length'] as const) {
    const value = attrs[key]
    if (value && !en.includes(value)) say(`${key} "${value}" not in the description`)
  }
  if (attrs.contacts && !contactsDescribed(attrs.contacts, en))
    say(`contacts "${attrs.contacts}" not in the description`)
  for (const key of ['size', 'length'] as const) {
    const value = attrs[key]
    if (value && numbers(value).some((n) => !numbers(es).includes(n)))
      say(`${key} "${value}" not in the Spanish description`)
  }
  const awg = attrs.size?.match(/^(\d+) AWG$/)
  for (const row of shown.filter((r) => r.key === 'wire-range' && awg))
    if (!within([Number(awg![1])], numbers(row.en.match(/[\d–]+ AWG/)?.[0] ?? '')))
      say(`size ${attrs.size} outside the family's wire range "${row.en}"`)

  // colours: each named in both languages
  if (attrs.colour) {
    for (const colour of attrs.colour.toLowerCase().split('/')) {
      if (!en.toLowerCase().includes(colour)) say(`colour ${colour} not in the description`)
      const spanish = spanishColour[colour]
      if (!spanish) say(`colour ${colour} has no Spanish check`)
      else if (!spanish.test(es.toLowerCase()))
        say(`colour ${colour} not in the Spanish description`)
    }
  }
  return found
}

describe('demo parts: description and specification rows agree (issue 22)', () => {
  it.each(families.map((family) => family.slug))('%s', (slug) => {
    const list = parts.filter((part) => part.family === slug)
    expect(list.length).toBeGreaterThan(0)
    expect(list.flatMap(disagreements)).toEqual([])
  })

  it('a family’s rating rows cover every part it lists', () => {
    const problems: string[] = []
    for (const family of families) {
      const list = parts.filter((part) => part.family === family.slug)
      for (const row of familyRows(family.slug)) {
        if (row.key === 'voltage') {
          const range = voltagesIn(row.en)
          const values = list.flatMap((part) => voltagesIn(part.attributes.voltage ?? ''))
          if (!within(values, range))
            problems.push(`${family.slug}: "${row.en}" vs ${[...new Set(values)].join(', ')} V`)
        }
        if (row.key === 'current') {
          const range = numbers(row.en.replace(/\(.*\)/, ''))
          const values = list.flatMap((part) => currentsIn(`${part.attributes.amps ?? ''} A`))
          if (!within(values, range))
            problems.push(`${family.slug}: "${row.en}" vs ${[...new Set(values)].join(', ')} A`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('the check sees a disagreement: a 1-pole part listed with 3 poles, a gray duct listed blue', () => {
    const contactor = parts.find(
      (p) => p.family === 'definite-purpose-contactors' && p.attributes.poles === '1',
    )!
    expect(disagreements(contactor)).toEqual([])
    expect(
      disagreements({ ...contactor, attributes: { ...contactor.attributes, poles: '3' } }),
    ).not.toEqual([])
    const duct = parts.find((p) => p.family === 'wire-duct' && p.attributes.colour === 'Gray')!
    expect(
      disagreements({ ...duct, attributes: { ...duct.attributes, colour: 'Blue' } }),
    ).not.toEqual([])
  })
})
