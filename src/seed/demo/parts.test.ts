import { describe, expect, it } from 'vitest'

import { createPriceBook, validatePriceListEntry } from '@/pricing/price'

import { families } from './catalog'
import {
  DEMO_DISCOUNT_SCHEDULES,
  demoDistributorPriceList,
  demoOemPriceList,
  demoParts,
  demoSeries,
  demoSeriesFor,
  type DemoPart,
} from './parts'

const PN_RE = /^[A-Z0-9.-]+$/
const VARIANT_RE = /(\.S|\.P|-V\d+)$/
const ATTRIBUTE_KEYS = new Set([
  'colour',
  'voltage',
  'contacts',
  'operator',
  'amps',
  'poles',
  'size',
  'length',
])

const parts = demoParts()
const book = createPriceBook({ series: demoSeries, entries: [] })

function byFamily(slug: string): DemoPart[] {
  return parts.filter((part) => part.family === slug)
}

function bySeries(title: string, list: DemoPart[] = parts): DemoPart[] {
  return list.filter((part) => book.seriesFor(part.pn)?.title === title)
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1)
  return counts
}

describe('demoSeries', () => {
  it('uses exactly the spec schedule codes, each at least once', () => {
    const used = new Set(demoSeries.map((series) => series.discountSchedule))
    expect([...used].sort()).toEqual([...DEMO_DISCOUNT_SCHEDULES].sort())
  })

  it('has unique, URL-safe titles on known families', () => {
    const slugs = new Set(families.map((family) => family.slug))
    expect(new Set(demoSeries.map((series) => series.title)).size).toBe(demoSeries.length)
    for (const series of demoSeries) {
      expect(series.title).toMatch(PN_RE)
      expect(slugs.has(series.family)).toBe(true)
    }
  })

  it('nests prefixes so the longest one wins', () => {
    const schedule = (pn: string) => book.seriesFor(pn)?.discountSchedule
    expect(schedule('E22PBFR-10')).toBe('E-1')
    expect(schedule('E22PBIFR24-10')).toBe('E-2')
    expect(schedule('TB12-F')).toBe('G-1')
    expect(schedule('TBJ12-2')).toBe('G-2')
    expect(book.seriesFor('E22PBXFR-10')?.isPublic).toBe(false)
    expect(demoSeriesFor('e22pbifr24-10')?.title).toBe('E22PBI')
    expect(demoSeriesFor('NOPE-1')).toBeNull()
  })

  it('has exactly one non-public series, and it has a few parts', () => {
    const hidden = demoSeries.filter((series) => !series.isPublic)
    expect(hidden).toHaveLength(1)
    const title = hidden[0]?.title ?? ''
    expect(title).toBe('E22PBX')
    expect(bySeries(title).length).toBeGreaterThanOrEqual(3)
  })
})

describe('demoParts (default)', () => {
  it('generates at least 2,000 parts over every catalogue family', () => {
    expect(parts.length).toBeGreaterThanOrEqual(2000)
    const counts = countBy(parts, (part) => part.family)
    for (const family of families) expect(counts.get(family.slug) ?? 0).toBeGreaterThan(0)
    expect(counts.size).toBe(families.length)
  })

  it('makes push buttons, pilot lights, terminal blocks and contactors the biggest lines', () => {
    const counts = countBy(parts, (part) => part.family)
    const big = [
      '22mm-nema-push-buttons',
      '22mm-nema-pilot-lights',
      'nema-terminal-blocks',
      'iec-terminal-blocks',
      'contactors-control-relays',
    ]
    const smallestBig = Math.min(...big.map((slug) => counts.get(slug) ?? 0))
    for (const [slug, count] of counts)
      if (!big.includes(slug)) expect(count).toBeLessThan(smallestBig)
  })

  it('has unique, URL-safe part numbers that are catalogue parts, not variants', () => {
    expect(new Set(parts.map((part) => part.pn)).size).toBe(parts.length)
    for (const part of parts) {
      expect(part.pn).toMatch(PN_RE)
      expect(part.pn).not.toMatch(VARIANT_RE)
    }
  })

  it('puts every part in a series (longest prefix) of its own family, and every series has parts', () => {
    for (const part of parts) {
      const series = book.seriesFor(part.pn)
      expect(series, part.pn).not.toBeNull()
      expect(series?.family, part.pn).toBe(part.family)
      expect(demoSeriesFor(part.pn)).toBe(series)
    }
    for (const series of demoSeries)
      expect(bySeries(series.title).length, series.title).toBeGreaterThan(0)
  })

  it('writes bilingual descriptions and small attribute records with consistent keys', () => {
    for (const part of parts) {
      expect(part.descriptionEn.length).toBeGreaterThan(10)
      expect(part.descriptionEs.length).toBeGreaterThan(10)
      expect(part.descriptionEs).not.toBe(part.descriptionEn)
      for (const [key, value] of Object.entries(part.attributes)) {
        expect(ATTRIBUTE_KEYS.has(key), key).toBe(true)
        expect(value).not.toBe('')
      }
    }
    const sample = parts.find((part) => part.pn === 'E22PBFR-10')
    expect(sample?.descriptionEn).toBe('Push button, 22 mm, flush, momentary, red, 1 NO')
    expect(sample?.descriptionEs).toBe('Botón pulsador, 22 mm, al ras, momentáneo, rojo, 1 NA')
    for (const part of byFamily('world-tower-lights')) {
      expect(Object.keys(part.attributes).sort()).toEqual(['colour', 'size', 'voltage'])
    }
  })

  it('packs terminal blocks and jumpers in 10s or 50s, legend plates and lamps in 10s', () => {
    for (const slug of ['nema-terminal-blocks', 'iec-terminal-blocks']) {
      for (const part of byFamily(slug)) expect([10, 50]).toContain(part.pkgQty)
    }
    for (const part of [...bySeries('TBJ'), ...bySeries('ITBJ')]) {
      expect([10, 50]).toContain(part.pkgQty)
    }
    for (const part of byFamily('legend-plates')) expect(part.pkgQty).toBe(10)
    for (const part of bySeries('E22LMP')) expect(part.pkgQty).toBe(10)
    for (const part of byFamily('contactors-control-relays')) expect(part.pkgQty).toBe(1)
  })

  it('sells wire duct in cartons of ten 6 ft lengths with the WD shipping family', () => {
    const duct = byFamily('wire-duct')
    for (const part of duct) {
      expect(part.pkgQty).toBe(10)
      expect(part.shippingFamily).toBe('WD')
      expect(part.pn).toMatch(/-6FT$/)
      expect(part.attributes.length).toBe('6 ft')
    }
  })

  it('uses ENC-L for large enclosures only, and no other shipping families', () => {
    const large = parts.filter((part) => part.shippingFamily === 'ENC-L')
    expect(large.length).toBeGreaterThan(0)
    for (const part of large) expect(part.family).toBe('enclosures')
    for (const part of parts) {
      if (part.family !== 'wire-duct' && part.family !== 'enclosures') {
        expect(part.shippingFamily).toBeNull()
      }
    }
  })

  it('charges tariffs on about 15 % of parts, breakers and steel enclosures included', () => {
    const share = parts.filter((part) => part.tariff).length / parts.length
    expect(share).toBeGreaterThan(0.1)
    expect(share).toBeLessThan(0.2)
    for (const part of bySeries('MP')) expect(part.tariff).toBe(true)
    for (const part of bySeries('ENC')) expect(part.tariff).toBe(true)
  })

  it('prices parts in realistic USD ranges, some with odd cents', () => {
    const ranges: [series: string, lo: number, hi: number][] = [
      ['E22PB', 18, 45],
      ['E22PL', 22, 60],
      ['TB', 0.85, 4.5],
      ['ITB', 0.85, 4.5],
      ['C-', 45, 320],
      ['MP', 90, 260],
      ['ENC', 120, 900],
      ['ENCP', 120, 900],
      ['WD', 14, 40],
      ['TL', 150, 480],
    ]
    for (const [title, lo, hi] of ranges) {
      const list = bySeries(title)
      expect(list.length, title).toBeGreaterThan(0)
      for (const part of list) {
        expect(part.listPriceCents, part.pn).toBeGreaterThanOrEqual(Math.round(lo * 100))
        expect(part.listPriceCents, part.pn).toBeLessThanOrEqual(Math.round(hi * 100))
      }
    }
    for (const part of parts) {
      expect(Number.isSafeInteger(part.listPriceCents)).toBe(true)
      expect(part.listPriceCents).toBeGreaterThan(0)
    }
    const odd = parts.filter(
      (part) => part.listPriceCents % 100 !== 0 && part.listPriceCents % 50 !== 0,
    )
    expect(odd.length).toBeGreaterThan(parts.length / 10)
  })

  it('is deterministic', () => {
    expect(demoParts()).toEqual(parts)
    expect(demoParts(500)).toEqual(demoParts(500))
  })

  it('returns fresh objects, so callers cannot change later results', () => {
    const first = demoParts(100)
    const part = first[0]
    if (part) {
      part.attributes.colour = 'Mauve'
      part.listPriceCents = 1
    }
    expect(demoParts(100)).not.toEqual(first)
  })

  it('gives every series a part even for tiny counts, and rejects bad counts', () => {
    const few = demoParts(1)
    expect(new Set(few.map((part) => part.family)).size).toBe(families.length)
    expect(few.length).toBe(demoSeries.length)
    expect(() => demoParts(-1)).toThrow(RangeError)
    expect(() => demoParts(1.5)).toThrow(RangeError)
  })
})

describe('demoParts(50000)', () => {
  const started = performance.now()
  const many = demoParts(50_000)
  const elapsed = performance.now() - started

  it('generates 50,000 unique, URL-safe parts quickly', () => {
    expect(many.length).toBeGreaterThanOrEqual(50_000)
    expect(new Set(many.map((part) => part.pn)).size).toBe(many.length)
    for (const part of many) expect(part.pn).toMatch(PN_RE)
    expect(elapsed).toBeLessThan(3000)
  })

  it('keeps every part in a series of its own family', () => {
    for (const part of many) expect(book.seriesFor(part.pn)?.family, part.pn).toBe(part.family)
    expect(bySeries('E22PBX', many).length).toBeGreaterThan(10)
  })

  it('contains the default catalogue unchanged, plus variants', () => {
    const index = new Map(many.map((part) => [part.pn, part]))
    for (const part of parts) expect(index.get(part.pn)).toEqual(part)
    expect(many.some((part) => part.pn.endsWith('.S'))).toBe(true)
    expect(many.some((part) => part.pn.endsWith('-V2'))).toBe(true)
  })

  it('is deterministic', () => {
    const again = demoParts(50_000)
    expect(again.length).toBe(many.length)
    for (let i = 0; i < many.length; i += 997) expect(again[i]).toEqual(many[i])
    expect(again.map((part) => part.pn)).toEqual(many.map((part) => part.pn))
  })
})

describe('price lists', () => {
  const distributor = demoDistributorPriceList(parts)
  const pns = new Set(parts.map((part) => part.pn))
  const schedules = new Set<string>(DEMO_DISCOUNT_SCHEDULES)

  function checkEntries(entries: ReturnType<typeof demoOemPriceList>) {
    for (const entry of entries) {
      expect(validatePriceListEntry(entry).ok, JSON.stringify(entry)).toBe(true)
      if (entry.valueType === '% Discount') {
        expect(entry.pn).toBeNull()
        expect(schedules.has(entry.schedule ?? '')).toBe(true)
        expect(entry.value).toBeGreaterThanOrEqual(0)
        expect(entry.value).toBeLessThanOrEqual(100)
      } else {
        expect(entry.schedule).toBeNull()
        expect(pns.has(entry.pn ?? '')).toBe(true)
        expect(entry.value).toBeGreaterThan(0)
      }
    }
    const keys = entries.map((entry) => entry.pn ?? entry.schedule)
    expect(new Set(keys).size).toBe(keys.length)
  }

  it('Distributor: one 20–45 % discount per schedule, including a fractional one', () => {
    checkEntries(distributor)
    const discounts = distributor.filter((entry) => entry.valueType === '% Discount')
    expect(discounts.map((entry) => entry.schedule).sort()).toEqual(
      [...DEMO_DISCOUNT_SCHEDULES].sort(),
    )
    for (const entry of discounts) {
      expect(entry.value).toBeGreaterThanOrEqual(20)
      expect(entry.value).toBeLessThanOrEqual(45)
    }
    expect(discounts.some((entry) => !Number.isInteger(entry.value))).toBe(true)
  })

  it('Distributor: some part lands on an exact half cent after its schedule discount', () => {
    const percent = new Map(
      distributor
        .filter((entry) => entry.valueType === '% Discount')
        .map((entry) => [entry.schedule, entry.value]),
    )
    const halfCent = parts.filter((part) => {
      const pct = percent.get(book.seriesFor(part.pn)?.discountSchedule ?? '')
      if (pct === undefined) return false
      return (part.listPriceCents * (1000 - Math.round(pct * 10))) % 1000 === 500
    })
    expect(halfCent.length).toBeGreaterThan(0)
    // 1.70 at 35 % off is 1.105 → 1.11 (half away from zero).
    const sample = halfCent[0]
    if (sample) {
      const pricing = createPriceBook({ series: demoSeries, entries: distributor })
      const { saleCents } = pricing.priceFor({ pn: sample.pn, listCents: sample.listPriceCents })
      const pct = percent.get(book.seriesFor(sample.pn)?.discountSchedule ?? '') ?? 0
      const exact = sample.listPriceCents * (1000 - Math.round(pct * 10)) // thousandths of a cent
      expect(saleCents).toBe((exact + 500) / 1000)
    }
  })

  it('Distributor: ~8 net prices on public parts, below the discounted price', () => {
    const actual = distributor.filter((entry) => entry.valueType === 'Actual')
    expect(actual.length).toBeGreaterThanOrEqual(6)
    expect(actual.length).toBeLessThanOrEqual(10)
    const discountsOnly = createPriceBook({
      series: demoSeries,
      entries: distributor.filter((entry) => entry.valueType === '% Discount'),
    })
    const full = createPriceBook({ series: demoSeries, entries: distributor })
    expect(full.rejected).toEqual([])
    for (const entry of actual) {
      const part = parts.find((p) => p.pn === entry.pn)
      expect(part).toBeDefined()
      if (!part) continue
      expect(book.seriesFor(part.pn)?.isPublic).toBe(true)
      const input = { pn: part.pn, listCents: part.listPriceCents }
      const net = full.priceFor(input)
      expect(net.rule).toBe('pn')
      expect(net.saleCents).toBeLessThan(discountsOnly.priceFor(input).saleCents)
    }
  })

  it('Distributor: only references parts that exist, even for a small catalogue', () => {
    const small = demoParts(30)
    const list = demoDistributorPriceList(small)
    const smallPns = new Set(small.map((part) => part.pn))
    for (const entry of list) if (entry.pn !== null) expect(smallPns.has(entry.pn)).toBe(true)
    expect(demoDistributorPriceList(parts)).toEqual(distributor)
  })

  it('OEM: small discounts on a few schedules, so most OEM prices equal list', () => {
    const oem = demoOemPriceList()
    checkEntries(oem)
    expect(oem.length).toBeGreaterThan(0)
    expect(oem.length).toBeLessThan(DEMO_DISCOUNT_SCHEDULES.length / 2)
    for (const entry of oem) {
      expect(entry.valueType).toBe('% Discount')
      expect(entry.value).toBeGreaterThanOrEqual(0)
      expect(entry.value).toBeLessThanOrEqual(10)
    }
    const pricing = createPriceBook({ series: demoSeries, entries: oem })
    const atList = parts.filter(
      (part) =>
        pricing.priceFor({ pn: part.pn, listCents: part.listPriceCents }).saleCents ===
        part.listPriceCents,
    )
    expect(atList.length).toBeGreaterThan(parts.length / 2)
  })
})
