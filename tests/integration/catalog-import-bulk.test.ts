/**
 * Catalogue imports of thousands of rows (more than two bulk statements' worth, and enough for
 * PostgreSQL to index on two connections) on each dialect: the counts, the stored values and
 * prices, and the search index the import writes for the parts it inserted or changed, which
 * must equal what a full rebuild writes (rows and matches), through a first import, a partial
 * re-import and a full-catalogue file.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { applyPartsImport } from '@/catalog/import/apply'
import { ROWS_PER_STATEMENT } from '@/catalog/import/bulk-rows'
import { runCatalogImport } from '@/catalog/import/run-import'
import { loadPriceListEntries } from '@/catalog/catalog-data'
import { indexParts, refreshSearchIndex, searchIndexStats } from '@/catalog/search/indexer'
import { dbFor } from '@/platform/sql'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'

const PARTS = 2 * ROWS_PER_STATEMENT + 1_000
const HEADER =
  'pn,description_en,description_es,family,list_price,pkg_qty,shipping_family,tariff,attr:colour'
const colours = [
  ['Red', 'rojo'],
  ['Green', 'verde'],
  ['Blue', 'azul'],
] as const

type Row = { index: number; en: string; es: string; cents: number }

function partLine({ index, en, es, cents }: Row): string {
  const [colour] = colours[index % colours.length] as (typeof colours)[number]
  const family = index % 2 === 0 ? 'push-buttons' : 'pilot-lights'
  const price = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
  return `BLK-${index},"${en}","${es}",${family},${price},${1 + (index % 5)},,${index % 3 === 0 ? 'yes' : 'no'},${colour}`
}

function row(index: number): Row {
  const [colour, color] = colours[index % colours.length] as (typeof colours)[number]
  return {
    index,
    en: `Push button ${index}, ${colour.toLowerCase()}, 22 mm`,
    es: `Botón pulsador ${index}, ${color}, relé térmico`,
    cents: 100 + index,
  }
}

/** The second version of a part: new words in every 60th description, a new price in every 7th. */
function changed(each: Row): Row {
  if (each.index % 60 === 0)
    return { ...each, en: `${each.en}, sapphire`, es: `${each.es}, zafiro` }
  if (each.index % 7 === 0) return { ...each, cents: each.cents + 5 }
  return each
}

const file = (rows: readonly Row[]) => [HEADER, ...rows.map(partLine)].join('\n') + '\n'

function bulkSuite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    payload = database.payload
    for (const [slug, title] of [
      ['push-buttons', 'Push buttons'],
      ['pilot-lights', 'Pilot lights'],
    ]) {
      await payload.create({
        collection: 'products',
        locale: 'en',
        data: { title, slug, _status: 'draft' } as never,
        context: { skipRouteHooks: true },
        overrideAccess: true,
      })
    }
  })

  afterAll(async () => {
    await database?.close()
  })

  /** The parts' share of the index as stored, and what a few searches match. */
  async function indexState() {
    const db = await dbFor(payload)
    if (db.dialect === 'sqlite') {
      return {
        text: await db.rows(sql`SELECT rowid, kind, ref, locale, title, body FROM search_text
          WHERE rowid >= 0 ORDER BY rowid`),
        pn: await db.rows(sql`SELECT rowid, pn FROM search_pn ORDER BY rowid`),
        words: await db.rows(sql`SELECT locale, count(*) AS n FROM search_text
          WHERE search_text MATCH 'rele OR zafiro OR sapphire' GROUP BY locale ORDER BY locale`),
        trigrams: await db.rows(
          sql`SELECT count(*) AS n FROM search_pn WHERE search_pn MATCH '"LK-12"'`,
        ),
      }
    }
    return {
      text: await db.rows(sql`SELECT kind, ref, locale, title, body FROM search_text
        WHERE kind = 'part' ORDER BY ref::integer, locale`),
      words: await db.rows(sql`SELECT locale, count(*) AS n FROM search_text
        WHERE tsv @@ to_tsquery('simple', 'rele | zafiro | sapphire') GROUP BY locale ORDER BY locale`),
    }
  }

  /** The index after the import equals the index a full rebuild writes. */
  async function expectIndexAsRebuilt() {
    const written = await indexState()
    await refreshSearchIndex(payload, { parts: true })
    expect(await indexState()).toEqual(written)
    return written
  }

  const countParts = async (where = {}) =>
    (await payload.count({ collection: 'parts', where, overrideAccess: true })).totalDocs

  it(`imports ${PARTS.toLocaleString('en')} parts in bulk, with their search rows`, async () => {
    const rows = Array.from({ length: PARTS }, (_, index) => row(index))
    const outcome = await runCatalogImport(payload, { kind: 'parts', csvText: file(rows) })
    expect(outcome).toMatchObject({
      ok: true,
      counts: { inserted: PARTS, updated: 0, unchanged: 0, unavailable: 0 },
    })
    expect(await countParts()).toBe(PARTS)
    const { docs } = await payload.find({
      collection: 'parts',
      where: { pn: { in: ['BLK-0', 'BLK-5999'] } },
      sort: 'pn',
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toMatchObject([
      {
        pn: 'BLK-0',
        descriptionEs: 'Botón pulsador 0, rojo, relé térmico',
        listPriceCents: 100,
        pkgQty: 1,
        tariff: true,
        available: true,
        attributes: { colour: 'Red' },
      },
      { pn: 'BLK-5999', listPriceCents: 6099, pkgQty: 5, tariff: false },
    ])
    expect((await searchIndexStats(payload)).partRows).toBe(2 * PARTS)
    const index = await expectIndexAsRebuilt()
    // 'rele' (folded from 'relé') is in every Spanish description
    expect(index.words).toEqual([{ locale: 'es', n: dialect === 'sqlite' ? PARTS : String(PARTS) }])
  })

  it('a re-import rewrites the search rows of the parts it changed only', async () => {
    const rows = Array.from({ length: PARTS + 50 }, (_, index) => changed(row(index)))
    const changedText = rows.filter((each) => each.index < PARTS && each.index % 60 === 0).length
    const changedPrice = rows.filter(
      (each) => each.index < PARTS && each.index % 60 !== 0 && each.index % 7 === 0,
    ).length
    const outcome = await runCatalogImport(payload, { kind: 'parts', csvText: file(rows) })
    expect(outcome).toMatchObject({
      ok: true,
      counts: {
        inserted: 50,
        updated: changedText + changedPrice,
        unchanged: PARTS - changedText - changedPrice,
      },
    })
    const index = await expectIndexAsRebuilt()
    const withNewWords = rows.filter((each) => each.index % 60 === 0).length
    const n = (value: number) => (dialect === 'sqlite' ? value : String(value))
    expect(index.words).toEqual([
      // 'sapphire' in English; 'rele' in every Spanish description
      { locale: 'en', n: n(withNewWords) },
      { locale: 'es', n: n(PARTS + 50) },
    ])
    const [seven] = (
      await payload.find({
        collection: 'parts',
        where: { pn: { equals: 'BLK-7' } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs
    expect(seven?.listPriceCents).toBe(112)
  })

  it('a full-catalogue file makes the parts missing from it unavailable', async () => {
    const rows = Array.from({ length: ROWS_PER_STATEMENT }, (_, index) => changed(row(index)))
    const outcome = await runCatalogImport(payload, {
      kind: 'parts',
      csvText: file(rows),
      fullCatalogue: true,
    })
    expect(outcome).toMatchObject({
      ok: true,
      counts: {
        inserted: 0,
        updated: 0,
        unchanged: ROWS_PER_STATEMENT,
        unavailable: PARTS + 50 - ROWS_PER_STATEMENT,
      },
    })
    expect(await countParts({ available: { equals: false } })).toBe(PARTS + 50 - ROWS_PER_STATEMENT)
    await expectIndexAsRebuilt()
  })

  it('indexParts rewrites the rows of parts given by id alone (their text read back)', async () => {
    const before = await indexState()
    const { docs } = await payload.find({
      collection: 'parts',
      limit: 2_000,
      sort: 'id',
      depth: 0,
      overrideAccess: true,
    })
    expect(
      await indexParts(
        payload,
        docs.map((doc) => ({ id: doc.id })),
      ),
    ).toBe(2_000)
    expect(await indexState()).toEqual(before)
  })

  it('a file that fails half-way leaves the parts and their search rows as they were', async () => {
    const before = { index: await indexState(), parts: await countParts() }
    const rows = Array.from({ length: 2 * ROWS_PER_STATEMENT + 200 }, (_, index) => ({
      pn: `FAIL-${index}`,
      // NOT NULL violated in the third statement, after two were written (and indexed)
      descriptionEn: index === 2 * ROWS_PER_STATEMENT + 100 ? (null as unknown as string) : 'x',
      descriptionEs: 'zafiro',
      family: 'push-buttons',
      listPriceCents: 100,
      pkgQty: 1,
      shippingFamily: null,
      tariff: false,
      attributes: {},
    }))
    await expect(applyPartsImport(payload, rows)).rejects.toThrow()
    expect({ index: await indexState(), parts: await countParts() }).toEqual(before)
  })

  it('imports a price list of thousands of entries', async () => {
    const lines = [
      'value_type,schedule,pn,value',
      '% Discount,E-1,,5',
      '% Discount,G-2,,12.5',
      ...Array.from({ length: 3_000 }, (_, index) => `Actual,,blk-${index},${(index % 97) + 0.99}`),
    ]
    const outcome = await runCatalogImport(payload, {
      kind: 'priceList',
      priceList: 'OEM',
      csvText: lines.join('\n'),
    })
    expect(outcome).toMatchObject({
      ok: true,
      counts: { entries: 3_002, replaced: 0, created: true },
    })
    const entries = await loadPriceListEntries(payload, 'OEM')
    expect(entries).toHaveLength(3_002)
    expect(entries).toEqual(
      expect.arrayContaining([
        { valueType: '% Discount', schedule: 'G-2', pn: null, value: 12.5 },
        { valueType: 'Actual', schedule: null, pn: 'BLK-2999', value: 89.99 },
      ]),
    )
  })
}

for (const dialect of dialectsUnderTest) {
  describe(`bulk catalogue import (${dialect})`, () => bulkSuite(dialect))
}
