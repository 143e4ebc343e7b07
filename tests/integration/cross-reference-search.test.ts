/**
 * Another maker's part number, or a discontinued one of ours, in search and the public API
 * (issue 41, business rules §11), on the seeded demo catalogue and its cross-reference table,
 * on SQLite and PostgreSQL: each competitor query (typed with other separators, other case, or
 * as a prefix) and the part of ours it must find first; a maker's name narrowing words; a
 * discontinued pn and its replacement; a their pn mapping to two of ours; the API's answer.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// an import's file goes to a temporary folder (read by the collection when it is loaded)
await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  process.env.MEDIA_DIR = mkdtempSync(join(tmpdir(), 'shop-cross-reference-search-'))
})

import { createSearch, type Search } from '@/catalog/search'
import { createSearchApi } from '@/catalog/search/api'
import { createCrossReferenceApi, type CrossReferenceAnswer } from '@/cross-reference/api'
import { crossReferencesOfMaker, makersWithRows } from '@/cross-reference/cross-reference-store'
import { runCrossReferenceImport } from '@/cross-reference/import'
import { forgetCrossReferences } from '@/cross-reference/memory'
import { crossReferenceSearch } from '@/cross-reference/search-relations'
import type { Locale } from '@/i18n/locales'
import { crossReferenceCsv, demoCrossReferences } from '@/seed/demo/cross-references'
import { runDemoSeed } from '@/seed/demo/run'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'

type Row = [query: string, locale: Locale, first: string, how?: 'inTopFive']

/** Competitor queries over the demo table: the part of ours each must find first. */
export const competitorTable: Row[] = [
  // Schneider Electric: Harmony XB4 / XB5 and the ZB5 operator alone
  ['XB4BA31', 'en', 'E22PBFG-10'],
  ['xb4ba31', 'en', 'E22PBFG-10'],
  ['XB4-BA31', 'es', 'E22PBFG-10'],
  ['xb4 ba 31', 'en', 'E22PBFG-10'],
  ['XB4BA42', 'en', 'E22PBFR-01'],
  ['xb4.ba42', 'es', 'E22PBFR-01'],
  ['XB5AA31', 'en', 'E22PBFG-10'],
  ['xb5aa-31', 'en', 'E22PBFG-10'],
  ['ZB5AA3', 'en', 'E22PBFG-10'],
  ['zb5-aa3', 'es', 'E22PBFG-10'],
  ['LC1D09BD', 'en', 'C-09-10-24D'],
  ['lc1-d09-g7', 'en', 'C-09-10-120'],
  ['NSYTRV42', 'en', 'ITBS4-F'],
  ['XVC4B5', 'en', 'TL40-RAGBW-24'],
  // Siemens SIRIUS ACT
  ['3SU1100-0AB20-1BA0', 'en', 'E22PBFR-10'],
  ['3su1100 0ab20 1ba0', 'es', 'E22PBFR-10'],
  ['3SU11000AB201BA0', 'en', 'E22PBFR-10'],
  ['3RT2016-1BB41', 'en', 'C-09-10-24D'],
  ['8WH1000-0AG00', 'en', 'ITBS4-F'],
  // Eaton
  ['M22-D-G', 'en', 'E22PBFG-10'],
  ['m22dg', 'en', 'E22PBFG-10'],
  ['M22 D G', 'es', 'E22PBFG-10'],
  ['DILM12-10(24VDC)', 'en', 'C-12-10-24D'],
  ['ZB12-1,6', 'en', 'OL1-1.6'],
  // IDEC
  ['YW1B-M1E10G', 'en', 'E22PBFG-10'],
  ['yw1bm1e10g', 'es', 'E22PBFG-10'],
  // Allen-Bradley: a 30 mm kit, the 800F operator alone and with its contact block
  ['800T-A1A', 'en', 'E22PBFG-10'],
  ['800t a1a', 'en', 'E22PBFG-10'],
  ['800FP-F3', 'en', 'E22PBFG-10'],
  ['800fpf3', 'es', 'E22PBFG-10'],
  ['800FP-F3PX10', 'en', 'E22PBFG-10'],
  ['193-T1AC10', 'en', 'OL1-10'],
  ['1492-J4', 'en', 'ITBS4-F'],
  // ABB
  ['A9-30-10-84', 'en', 'C-09-10-120'],
  ['CP1-10G-10', 'en', 'E22PBFG-10'],
  // prefixes of their pns
  ['XB4BA3', 'en', 'E22PBFG-10'],
  ['3SU1100-0AB20', 'en', 'E22PBFR-10'],
  ['YW1B-M1E10', 'en', 'E22PBFG-10', 'inTopFive'],
  ['M22-D-', 'en', 'E22PBFG-10', 'inTopFive'],
]

function suite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload
  let search: Search

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    payload = database.payload
    await runDemoSeed(payload)
    forgetCrossReferences()
    search = createSearch(payload, crossReferenceSearch(payload))
  }, 600_000)

  afterAll(async () => {
    await database?.close()
  })

  it.each(competitorTable)(`${dialect}: %j (%s) → %s`, async (query, locale, first, how) => {
    const { parts } = await search.search({ q: query, locale })
    if (how === 'inTopFive') {
      expect(parts.slice(0, 5).map((part) => part.pn)).toContain(first)
    } else {
      expect(parts[0]?.pn).toBe(first)
    }
    expect(parts[0]?.match).toBe('equivalent')
    expect(parts[0]?.equivalentOf?.theirPn).toBeTruthy()
  })

  it(`${dialect}: a hit says whose pn it stands for, the kind and the note in the language`, async () => {
    const en = await search.search({ q: 'XB4BA31', locale: 'en' })
    expect(en.parts[0]?.equivalentOf).toEqual({
      maker: 'Schneider Electric',
      theirPn: 'XB4BA31',
      match: 'exact',
      quantity: 1,
      note: expect.stringMatching(/metal bezel/),
    })
    const es = await search.search({ q: 'XB4BA31', locale: 'es' })
    expect(es.parts[0]?.equivalentOf?.note).toMatch(/aro metálico/)
    // a kit: each of its parts, with its quantity
    const kit = await search.search({ q: '800T-A1A', locale: 'en' })
    expect(kit.parts.slice(0, 2).map((part) => [part.pn, part.equivalentOf?.match])).toEqual([
      ['E22PBFG-10', 'kit'],
      ['E30ACC-RA22', 'kit'],
    ])
  })

  it(`${dialect}: our own pn comes before any other maker's`, async () => {
    const { parts } = await search.search({ q: 'e22pbfg-10', locale: 'en' })
    expect(parts[0]).toMatchObject({ pn: 'E22PBFG-10', match: 'exact' })
    expect(parts[0]?.equivalentOf).toBeUndefined()
  })

  it(`${dialect}: a maker's name and words narrow to that maker's references`, async () => {
    const { parts } = await search.search({ q: 'siemens 22mm green', locale: 'en' })
    expect(parts.length).toBeGreaterThan(0)
    for (const part of parts) {
      expect(part.equivalentOf?.maker).toBe('Siemens')
      expect(part.description).toMatch(/green/i)
    }
    const alone = await search.search({ q: 'schneider', locale: 'es' })
    expect(alone.parts.length).toBeGreaterThan(0)
    for (const part of alone.parts) expect(part.equivalentOf?.maker).toBe('Schneider Electric')
  })

  it(`${dialect}: a discontinued pn shows what replaces it, with its price, right below`, async () => {
    const { parts } = await search.search({ q: 'E22PLR-6', locale: 'en' })
    expect(parts[0]).toMatchObject({ pn: 'E22PLR-6', available: false, replacedBy: 'E22PLHR-6' })
    expect(parts[1]).toMatchObject({
      pn: 'E22PLHR-6',
      available: true,
      match: 'replacement',
      replaces: 'E22PLR-6',
    })
    expect(parts[1]?.listPriceCents).toBeGreaterThan(0)
  })

  it(`${dialect}: word queries find no other maker's pn`, async () => {
    const { parts } = await search.search({ q: 'pilot light red 24v', locale: 'en' })
    expect(parts.every((part) => part.equivalentOf === undefined)).toBe(true)
  })

  it(`${dialect}: the search route answers equivalents through its binding`, async () => {
    const api = createSearchApi({ payload: async () => payload, relations: crossReferenceSearch })
    const answer = await api.search(
      new Request('http://shop.test/api/public/search?q=M22-D-G&locale=en'),
    )
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { parts: { pn: string; equivalentOf?: unknown }[] }
    expect(body.parts[0]).toMatchObject({
      pn: 'E22PBFG-10',
      equivalentOf: { maker: 'Eaton', theirPn: 'M22-D-G', match: 'similar' },
    })
  })

  describe('GET /api/public/cross-reference', () => {
    const api = () => createCrossReferenceApi({ payload: async () => payload })
    const ask = async (query: string, language = 'en') =>
      api().lookup(
        new Request(`http://shop.test/api/public/cross-reference?${query}`, {
          headers: { 'x-shop-locale': language },
        }),
      )

    it(`${dialect}: answers another maker's pn, the note in the request's language`, async () => {
      const answer = await ask('pn=XB4BA31&locale=es')
      expect(answer.status).toBe(200)
      const body = (await answer.json()) as CrossReferenceAnswer
      expect(body).toEqual({
        pn: 'XB4BA31',
        matches: [
          {
            maker: 'Schneider Electric',
            theirPn: 'XB4BA31',
            pn: 'E22PBFG-10',
            match: 'exact',
            quantity: 1,
            note: expect.stringMatching(/aro metálico/),
          },
        ],
      })
      const kit = (await (await ask('pn=800t%20a1a')).json()) as CrossReferenceAnswer
      expect(kit.matches.map((match) => [match.pn, match.match, match.quantity])).toEqual([
        ['E22PBFG-10', 'kit', 1],
        ['E30ACC-RA22', 'kit', 1],
      ])
    })

    it(`${dialect}: our own pn first, then nothing else when no one maps to it`, async () => {
      const body = (await (await ask('pn=e22-pbfg-10')).json()) as CrossReferenceAnswer
      expect(body.matches[0]).toMatchObject({ pn: 'E22PBFG-10', match: 'exact', quantity: 1 })
    })

    it(`${dialect}: bad input is a localized 400, never a 500`, async () => {
      for (const query of [
        '',
        'pn=',
        'pn=%20%20',
        `pn=${'X'.repeat(101)}`,
        'pn=---',
        'pn=a&locale=fr',
      ]) {
        const answer = await ask(query, 'es')
        expect(answer.status, query).toBe(400)
        const body = (await answer.json()) as { error?: string; code?: string }
        expect(body, query).toMatchObject({
          code: 'invalid',
          error: expect.stringMatching(/número de parte/),
        })
      }
      const unknown = (await (await ask('pn=NOPE-123')).json()) as CrossReferenceAnswer
      expect(unknown).toEqual({ pn: 'NOPE-123', matches: [] })
    })
  })

  // last: it replaces the demo table
  it(`${dialect}: a their pn that maps to two of ours shows both, exact first`, async () => {
    const rows = demoCrossReferences(new Set(['E22PBFR-01', 'E22PBFR-10']))
    const csv =
      crossReferenceCsv(rows) +
      'Schneider Electric,XB4BA42,E22PBFR-10,1,similar,1 NO instead of 1 NC,1 NA en vez de 1 NC\n'
    const outcome = await runCrossReferenceImport(payload, { csvText: csv })
    expect(outcome.ok ? '' : outcome.report).toBe('')
    forgetCrossReferences()
    const { parts } = await search.search({ q: 'xb4-ba42', locale: 'en' })
    expect(parts.slice(0, 2).map((part) => [part.pn, part.equivalentOf?.match])).toEqual([
      ['E22PBFR-01', 'exact'],
      ['E22PBFR-10', 'similar'],
    ])
    const body = (await (
      await createCrossReferenceApi({ payload: async () => payload }).lookup(
        new Request('http://shop.test/api/public/cross-reference?pn=XB4BA42'),
      )
    ).json()) as CrossReferenceAnswer
    expect(body.matches.map((match) => match.match)).toEqual(['exact', 'similar'])
    // the makers kept for search were forgotten with the table
    expect((await makersWithRows(payload)).map((maker) => maker.slug)).toContain(
      'schneider-electric',
    )
    expect((await crossReferencesOfMaker(payload, 'schneider-electric')).length).toBeGreaterThan(0)
  })
}

for (const dialect of dialectsUnderTest) {
  describe(`cross-references in search and the public API (${dialect})`, () => suite(dialect))
}
