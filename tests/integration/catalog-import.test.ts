/**
 * Catalogue imports end to end on a database built from the migrations (SQLite, and
 * PostgreSQL when TEST_DATABASE_URL is set): parts upserted by pn, full-catalogue files making
 * missing parts unavailable, price lists replaced one list at a time, series replaced, bad
 * files rejected with line numbers and no change at all, and the admin upload (a
 * catalog-imports record) running the import inside Payload's create.
 */
import fs from 'node:fs'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// Uploaded import files go to a temporary folder, not the checkout's data/media (the
// collection reads MEDIA_DIR when it is loaded, so this runs before the imports).
const media = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  const previous = process.env.MEDIA_DIR
  process.env.MEDIA_DIR = mkdtempSync(join(tmpdir(), 'shop-import-media-'))
  return { dir: process.env.MEDIA_DIR, previous }
})

import { applyPartsImport, dialectOf } from '@/catalog/import/apply'
import { ROWS_PER_STATEMENT } from '@/catalog/import/bulk-rows'
import { runCatalogImport } from '@/catalog/import/run-import'
import { loadPriceListEntries, loadSeries } from '@/catalog/catalog-data'
import { searchIndexStats } from '@/catalog/search/indexer'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'

const csv = (...lines: string[]) => lines.join('\n') + '\n'

const PARTS_HEADER =
  'pn,description_en,description_es,family,list_price,pkg_qty,shipping_family,tariff,attr:colour,attr:voltage'

const goodParts = csv(
  PARTS_HEADER,
  'E22PB-RED,"22 mm push button, red","Botón pulsador 22 mm, rojo",push-buttons,12.50,1,SMALL,no,Red,',
  'E22PB-GRN,"22 mm push button, green","Botón pulsador 22 mm, verde",push-buttons,12.75,10,,yes,Green,24 V',
  'PL22-24V,"Pilot light, 24 V","Luz piloto, 24 V",pilot-lights,30,2,,,,24 V',
)

type PartRow = {
  pn: string
  descriptionEn: string
  descriptionEs: string
  product: number
  listPriceCents: number
  pkgQty: number
  shippingFamily?: string | null
  tariff?: boolean | null
  available?: boolean | null
  attributes?: unknown
  createdAt: string
  updatedAt: string
}

async function allParts(payload: Payload): Promise<Map<string, PartRow>> {
  const { docs } = await payload.find({
    collection: 'parts',
    pagination: false,
    depth: 0,
    sort: 'pn',
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [doc.pn, doc as unknown as PartRow]))
}

function part(parts: Map<string, PartRow>, pn: string): PartRow {
  const found = parts.get(pn)
  if (!found) throw new Error(`part ${pn} not found`)
  return found
}

/** Everything an import could touch, for "nothing changed" assertions. */
async function snapshot(payload: Payload) {
  const find = async (collection: 'parts' | 'series' | 'price-lists' | 'price-list-entries') =>
    (
      await payload.find({
        collection,
        pagination: false,
        depth: 0,
        sort: 'id',
        overrideAccess: true,
      })
    ).docs
  return {
    parts: await find('parts'),
    series: await find('series'),
    priceLists: await find('price-lists'),
    entries: await find('price-list-entries'),
  }
}

async function createFamily(payload: Payload, slug: string, title: string): Promise<number> {
  const doc = await payload.create({
    collection: 'products',
    locale: 'en',
    data: { title, slug, _status: 'draft' } as never,
    context: { skipRouteHooks: true },
    overrideAccess: true,
  })
  return doc.id
}

function importSuite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload
  let pushButtons: number
  let pilotLights: number

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    payload = database.payload
    pushButtons = await createFamily(payload, 'push-buttons', 'Push buttons')
    pilotLights = await createFamily(payload, 'pilot-lights', 'Pilot lights')
  })

  afterAll(async () => {
    await database?.close()
  })

  it('imports a good parts file', async () => {
    const outcome = await runCatalogImport(payload, { kind: 'parts', csvText: goodParts })
    expect(outcome).toMatchObject({
      ok: true,
      counts: { kind: 'parts', inserted: 3, updated: 0, unchanged: 0, unavailable: 0 },
      summary: '3 parts imported: 3 new, 0 updated, 0 unchanged',
    })

    const parts = await allParts(payload)
    expect([...parts.keys()]).toEqual(['E22PB-GRN', 'E22PB-RED', 'PL22-24V'])
    expect(part(parts, 'E22PB-RED')).toMatchObject({
      pn: 'E22PB-RED',
      descriptionEn: '22 mm push button, red',
      descriptionEs: 'Botón pulsador 22 mm, rojo',
      product: pushButtons,
      listPriceCents: 1250,
      pkgQty: 1,
      shippingFamily: 'SMALL',
      tariff: false,
      available: true,
      attributes: { colour: 'Red' },
    })
    expect(part(parts, 'E22PB-GRN')).toMatchObject({
      descriptionEn: '22 mm push button, green',
      listPriceCents: 1275,
      pkgQty: 10,
      shippingFamily: null,
      tariff: true,
      attributes: { colour: 'Green', voltage: '24 V' },
    })
    expect(part(parts, 'PL22-24V')).toMatchObject({
      descriptionEs: 'Luz piloto, 24 V',
      product: pilotLights,
      listPriceCents: 3000,
      pkgQty: 2,
      tariff: false,
      attributes: { voltage: '24 V' },
    })
    // Timestamps as Payload writes them (ISO text on SQLite, timestamptz on PostgreSQL).
    const created = part(parts, 'E22PB-RED').createdAt
    expect(created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(Math.abs(Date.parse(created) - Date.now())).toBeLessThan(60_000)

    // Payload's own queries see the rows (json and boolean columns in Payload's format).
    const { totalDocs } = await payload.count({
      collection: 'parts',
      where: { and: [{ tariff: { equals: true } }, { available: { equals: true } }] },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)

    // The search index was refreshed after the commit.
    expect((await searchIndexStats(payload)).partRows).toBeGreaterThanOrEqual(3)
  })

  it('re-imports update by pn and leave unchanged rows alone', async () => {
    const before = await allParts(payload)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const changed = csv(
      PARTS_HEADER,
      'E22PB-RED,"22 mm push button, red","Botón pulsador 22 mm, rojo",push-buttons,13.10,5,SMALL,no,Red,',
      'E22PB-GRN,"22 mm push button, green","Botón pulsador 22 mm, verde",push-buttons,12.75,10,,yes,Green,24 V',
      'E22PB-BLK,"22 mm push button, black","Botón pulsador 22 mm, negro",push-buttons,11,1,,no,Black,',
    )
    const outcome = await runCatalogImport(payload, { kind: 'parts', csvText: changed })
    expect(outcome).toMatchObject({
      ok: true,
      counts: { inserted: 1, updated: 1, unchanged: 1, unavailable: 0 },
    })

    const after = await allParts(payload)
    expect(after.size).toBe(4)
    const red = part(after, 'E22PB-RED')
    expect(red).toMatchObject({
      listPriceCents: 1310,
      pkgQty: 5,
      descriptionEn: '22 mm push button, red',
    })
    expect(red.createdAt).toBe(part(before, 'E22PB-RED').createdAt)
    expect(Date.parse(red.updatedAt)).toBeGreaterThan(
      Date.parse(part(before, 'E22PB-RED').updatedAt),
    )
    // Same values: not rewritten.
    expect(part(after, 'E22PB-GRN').updatedAt).toBe(part(before, 'E22PB-GRN').updatedAt)
    // Not in this (partial) file: untouched and still available.
    expect(part(after, 'PL22-24V')).toMatchObject({ available: true, listPriceCents: 3000 })
  })

  it('a full-catalogue file makes missing parts unavailable, never deleting them', async () => {
    const full = csv(
      PARTS_HEADER,
      'E22PB-RED,"22 mm push button, red","Botón pulsador 22 mm, rojo",push-buttons,13.10,5,SMALL,no,Red,',
      'E22PB-GRN,"22 mm push button, green","Botón pulsador 22 mm, verde",push-buttons,12.75,10,,yes,Green,24 V',
      'E22PB-BLK,"22 mm push button, black","Botón pulsador 22 mm, negro",push-buttons,11,1,,no,Black,',
    )
    const outcome = await runCatalogImport(payload, {
      kind: 'parts',
      csvText: full,
      fullCatalogue: true,
    })
    expect(outcome).toMatchObject({
      ok: true,
      counts: { inserted: 0, updated: 0, unchanged: 3, unavailable: 1 },
    })
    const parts = await allParts(payload)
    expect(parts.size).toBe(4)
    expect(part(parts, 'PL22-24V')).toMatchObject({
      available: false,
      listPriceCents: 3000,
      descriptionEn: 'Pilot light, 24 V',
    })
    expect(part(parts, 'E22PB-RED').available).toBe(true)

    // Back in a later file: available again.
    const back = await runCatalogImport(payload, {
      kind: 'parts',
      csvText: csv(
        PARTS_HEADER,
        'PL22-24V,"Pilot light, 24 V","Luz piloto, 24 V",pilot-lights,30,2,,,,24 V',
      ),
    })
    expect(back).toMatchObject({ ok: true, counts: { inserted: 0, updated: 1, unavailable: 0 } })
    expect(part(await allParts(payload), 'PL22-24V').available).toBe(true)
  })

  it('a price-list file replaces that list only', async () => {
    const oem = await runCatalogImport(payload, {
      kind: 'priceList',
      priceList: 'OEM',
      csvText: csv('value_type,schedule,pn,value', '% Discount,E-1,,5', 'Actual,,E22PB-RED,9.99'),
    })
    expect(oem).toMatchObject({
      ok: true,
      counts: { kind: 'priceList', priceList: 'OEM', entries: 2, replaced: 0, created: true },
    })
    const distributor = await runCatalogImport(payload, {
      kind: 'priceList',
      priceList: 'Distributor',
      csvText: csv('value_type,schedule,value', '% Discount,E-1,35', '% Discount,G-2,33'),
    })
    expect(distributor).toMatchObject({ ok: true, counts: { entries: 2, created: true } })

    const again = await runCatalogImport(payload, {
      kind: 'priceList',
      priceList: 'OEM',
      csvText: csv(
        'value_type,schedule,pn,value',
        '% Discount,h-7,,3',
        '% Discount,,e22pb-grn,12.5',
      ),
    })
    expect(again).toMatchObject({
      ok: true,
      counts: { entries: 2, replaced: 2, created: false },
      summary: 'Price list "OEM": 2 entries (replacing 2)',
    })

    expect(await loadPriceListEntries(payload, 'OEM')).toEqual(
      expect.arrayContaining([
        { valueType: '% Discount', schedule: 'H-7', pn: null, value: 3 },
        { valueType: '% Discount', schedule: null, pn: 'E22PB-GRN', value: 12.5 },
      ]),
    )
    expect(await loadPriceListEntries(payload, 'OEM')).toHaveLength(2)
    expect(await loadPriceListEntries(payload, 'Distributor')).toEqual([
      { valueType: '% Discount', schedule: 'E-1', pn: null, value: 35 },
      { valueType: '% Discount', schedule: 'G-2', pn: null, value: 33 },
    ])
    const { totalDocs } = await payload.count({ collection: 'price-lists', overrideAccess: true })
    expect(totalDocs).toBe(2)
  })

  it('a series file replaces the series and links families by slug', async () => {
    const first = await runCatalogImport(payload, {
      kind: 'series',
      csvText: csv(
        'title,discount_schedule,is_public,link',
        'E22PB,G-2,yes,push-buttons',
        'PL22,h-7,yes,/pilot-lights',
        'OLD1,E-1,no,',
      ),
    })
    expect(first).toMatchObject({ ok: true, counts: { series: 3, inserted: 3, deleted: 0 } })

    const second = await runCatalogImport(payload, {
      kind: 'series',
      csvText: csv(
        'title,discount_schedule,is_public,link',
        'E22PB,G-3,yes,push-buttons',
        'PL22,H-7,no,pilot-lights',
      ),
    })
    expect(second).toMatchObject({
      ok: true,
      counts: { series: 2, inserted: 0, updated: 2, deleted: 1 },
    })

    const series = await loadSeries(payload)
    expect(
      series.map(({ title, discountSchedule, isPublic }) => ({
        title,
        discountSchedule,
        isPublic,
      })),
    ).toEqual(
      expect.arrayContaining([
        { title: 'E22PB', discountSchedule: 'G-3', isPublic: true },
        { title: 'PL22', discountSchedule: 'H-7', isPublic: false },
      ]),
    )
    expect(series).toHaveLength(2)
    const { docs } = await payload.find({
      collection: 'series',
      sort: 'title',
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map((doc) => [doc.title, doc.link])).toEqual([
      ['E22PB', { relationTo: 'products', value: pushButtons }],
      ['PL22', { relationTo: 'products', value: pilotLights }],
    ])
  })

  it('rejects a bad price list with line numbers and changes nothing', async () => {
    const before = await snapshot(payload)
    const outcome = await runCatalogImport(payload, {
      kind: 'priceList',
      priceList: 'OEM',
      csvText: csv('value_type,schedule,pn,value', '% Discount,E-1,,5', 'Net,E-2,,10'),
    })
    expect(outcome).toEqual({
      ok: false,
      errors: [{ line: 3, reason: 'unknown valueType "Net"' }],
      report: 'line 3: unknown valueType "Net"',
    })
    expect(await snapshot(payload)).toEqual(before)

    // A list that does not exist is not created by a rejected file either.
    const unknownList = await runCatalogImport(payload, {
      kind: 'priceList',
      priceList: 'Export',
      csvText: csv('value_type,schedule,value', 'Net,E-2,10'),
    })
    expect(unknownList.ok).toBe(false)
    expect(await snapshot(payload)).toEqual(before)
  })

  it('rejects a bad parts file with line numbers and changes nothing', async () => {
    const before = await snapshot(payload)
    const outcome = await runCatalogImport(payload, {
      kind: 'parts',
      fullCatalogue: true,
      csvText: csv(
        PARTS_HEADER,
        'E22PB-RED,"22 mm push button, red","Botón, rojo",push-buttons,99,1,,no,Red,', // 2
        'X1,"Unknown family part","Referencia",no-such-family,1,1,,no,,', // 3
        'E22PB-WHT,"22 mm push button, white","Botón, blanco",push-buttons,10,1,,no,White,', // 4
        'e22pb-red,"Duplicate","Duplicado",push-buttons,10,1,,no,,', // 5
      ),
    })
    expect(outcome).toEqual({
      ok: false,
      errors: [
        { line: 3, reason: 'unknown family "no-such-family"' },
        { line: 5, reason: 'duplicate pn "E22PB-RED" (also on line 2)' },
      ],
      report:
        'line 3: unknown family "no-such-family"\nline 5: duplicate pn "E22PB-RED" (also on line 2)',
    })
    expect(await snapshot(payload)).toEqual(before)
    expect(part(await allParts(payload), 'E22PB-RED').listPriceCents).toBe(1310)
  })

  it('rejects unreadable CSV, empty files and a missing list name', async () => {
    const broken = await runCatalogImport(payload, {
      kind: 'parts',
      csvText: csv(PARTS_HEADER, 'A1,"never closed,x,push-buttons,1'),
    })
    expect(broken).toMatchObject({
      ok: false,
      errors: [{ line: 2, reason: 'quoted field is never closed' }],
    })
    expect(
      await runCatalogImport(payload, {
        kind: 'parts',
        csvText: csv(PARTS_HEADER),
        fullCatalogue: true,
      }),
    ).toMatchObject({
      ok: false,
      report: 'line 2: the file has no parts',
    })
    expect(await runCatalogImport(payload, { kind: 'series', csvText: '' })).toMatchObject({
      ok: false,
    })
    expect(
      await runCatalogImport(payload, {
        kind: 'priceList',
        csvText: csv('value_type,schedule,value'),
      }),
    ).toMatchObject({ ok: false, report: 'a price list name is required (e.g. OEM)' })
    expect((await allParts(payload)).size).toBe(4)
  })

  it('rolls the whole file back when a statement fails half-way', async () => {
    const before = await snapshot(payload)
    const rows = Array.from({ length: 2 * ROWS_PER_STATEMENT + 200 }, (_, index) => ({
      pn: `ROLLBACK-${index}`,
      // NOT NULL violated in the third statement, after two chunks were written
      descriptionEn: index === 2 * ROWS_PER_STATEMENT + 100 ? (null as unknown as string) : 'x',
      descriptionEs: 'x',
      family: 'push-buttons',
      listPriceCents: 100,
      pkgQty: 1,
      shippingFamily: null,
      tariff: false,
      attributes: {},
    }))
    await expect(applyPartsImport(payload, rows, { refresh: false })).rejects.toThrow()
    expect(await snapshot(payload)).toEqual(before)
  })

  it('an admin upload runs the import and records the outcome', async () => {
    const file = (name: string, text: string) => {
      const data = Buffer.from(text, 'utf8')
      return { data, name, mimetype: 'text/csv', size: data.length }
    }
    const good = await payload.create({
      collection: 'catalog-imports',
      data: { kind: 'parts' },
      file: file(
        'parts-upload.csv',
        csv(
          PARTS_HEADER,
          'PL22-RED,"Pilot light, red","Luz piloto, roja",pilot-lights,31,1,,,Red,',
        ),
      ),
      overrideAccess: true,
    })
    expect(good).toMatchObject({
      status: 'imported',
      report: '1 part imported: 1 new, 0 updated, 0 unchanged',
    })
    expect(part(await allParts(payload), 'PL22-RED')).toMatchObject({
      listPriceCents: 3100,
      product: pilotLights,
    })

    const before = await snapshot(payload)
    const bad = await payload.create({
      collection: 'catalog-imports',
      data: { kind: 'priceList', priceList: 'OEM' },
      file: file('oem.csv', csv('value_type,schedule,value', 'Net,E-1,10')),
      overrideAccess: true,
    })
    expect(bad).toMatchObject({ status: 'rejected', report: 'line 2: unknown valueType "Net"' })
    expect(await snapshot(payload)).toEqual(before)

    const stored = await payload.findByID({
      collection: 'catalog-imports',
      id: bad.id,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({
      status: 'rejected',
      filename: expect.stringMatching(/^oem(-\d+)?\.csv$/),
    })
  })

  it('a bulk import and a Local API write at the same time both succeed', async () => {
    // SQLite: the import must not hold a lock that a write on another connection would wait
    // for (libsql would block the one thread the import needs to finish).
    const rows = Array.from({ length: 2000 }, (_, index) => ({
      pn: `BULK-${String(index).padStart(5, '0')}`,
      descriptionEn: `Bulk part ${index}`,
      descriptionEs: `Referencia ${index}`,
      family: 'push-buttons',
      listPriceCents: 100 + index,
      pkgQty: 1,
      shippingFamily: null,
      tariff: index % 2 === 0,
      attributes: { n: String(index) },
    }))
    const [counts] = await Promise.all([
      applyPartsImport(payload, rows, { refresh: false }),
      payload.create({
        collection: 'price-lists',
        data: { name: 'Concurrent' },
        overrideAccess: true,
      }),
    ])
    expect(counts).toEqual({ inserted: 2000, updated: 0, unchanged: 0, unavailable: 0 })
    const { totalDocs } = await payload.count({
      collection: 'parts',
      where: { pn: { like: 'BULK-' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(2000)
    const db = payload.db.drizzle as unknown as {
      all?: (q: unknown) => Promise<{ n: number }[]>
      execute?: (q: unknown) => Promise<{ rows: { n: string }[] }>
    }
    const query = sql`SELECT COUNT(*) AS n FROM parts WHERE pn LIKE 'BULK-%'`
    const n =
      dialectOf(payload) === 'sqlite'
        ? Number((await db.all!(query))[0]?.n)
        : Number((await db.execute!(query)).rows[0]?.n)
    expect(n).toBe(2000)
  })
}

for (const dialect of dialectsUnderTest) {
  describe(`catalogue import (${dialect})`, () => importSuite(dialect))
}

afterAll(() => {
  fs.rmSync(media.dir, { recursive: true, force: true })
  if (media.previous === undefined) delete process.env.MEDIA_DIR
  else process.env.MEDIA_DIR = media.previous
})

describe('POST /api/internal/catalog-changed', () => {
  it('answers 403 without the internal secret and clears the caches with it', async () => {
    const { POST } = await import('@/app/api/internal/catalog-changed/route')
    const { internalSecret } = await import('@/platform/secrets')
    const url = 'http://shop.test/api/internal/catalog-changed'
    expect((await POST(new Request(url, { method: 'POST' }))).status).toBe(403)
    const wrong = new Request(url, { method: 'POST', headers: { 'x-internal-secret': 'guess' } })
    expect((await POST(wrong)).status).toBe(403)
    const right = new Request(url, {
      method: 'POST',
      headers: { 'x-internal-secret': internalSecret() },
    })
    const response = await POST(right)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
  })
})
