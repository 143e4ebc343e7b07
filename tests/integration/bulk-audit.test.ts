/**
 * Changes made in bulk keep their before and after (issue 38 item 7), on SQLite and
 * PostgreSQL: an import writes one audit entry naming who ran it and one `audit-changes` row
 * per price it changed, in its own transaction; an unchanged price writes none; a rejected or
 * failed import leaves no entry. Entries and their rows are never changed by anyone.
 */
import fs from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const media = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  const previous = process.env.MEDIA_DIR
  process.env.MEDIA_DIR = mkdtempSync(join(tmpdir(), 'shop-bulk-audit-'))
  return { dir: process.env.MEDIA_DIR, previous }
})

import { runCatalogImport } from '@/catalog/import/run-import'
import { parseShippingImport, type ShippingImportKind } from '@/checkout/shipping-import'
import { applyShippingImport } from '@/checkout/shipping-import-apply'
import { systemActor } from '@/platform/audit-trail'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'

type Staff = { id: number; email: string; roles: string[]; collection: 'staff' }
type Change = { key: string; field: string; before: string | null; after: string | null }

const csv = (...lines: string[]) => lines.join('\n') + '\n'
const PARTS_HEADER =
  'pn,description_en,description_es,family,list_price,pkg_qty,shipping_family,tariff'
const part = (pn: string, price: string) =>
  `${pn},"Part ${pn}","Ref ${pn}",push-buttons,${price},1,,no`

function suite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload
  let sales: Staff
  let editor: Staff

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    payload = database.payload
    await payload.create({
      collection: 'products',
      locale: 'en',
      data: { title: 'Push buttons', slug: 'push-buttons', _status: 'draft' } as never,
      context: { skipRouteHooks: true },
      overrideAccess: true,
    })
    const make = async (role: 'sales' | 'editor') =>
      ({
        ...((await payload.create({
          collection: 'staff',
          data: { email: `${role}@bulk.example`, password: 'correct-horse-battery', roles: [role] },
          overrideAccess: true,
        })) as unknown as Staff),
        collection: 'staff',
      }) as Staff
    sales = await make('sales')
    editor = await make('editor')
  })
  afterAll(async () => {
    await database?.close()
  })

  const entries = async () =>
    (
      await payload.find({
        collection: 'audit-entries',
        where: { action: { equals: 'import' } },
        sort: 'id',
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
    ).docs
  const changesOf = async (entry: number) =>
    (
      await payload.find({
        collection: 'audit-changes',
        where: { entry: { equals: entry } },
        sort: 'key',
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
    ).docs
      .map(({ key, field, before, after }) => ({ key, field, before, after }) as Change)
      .sort((a, b) => a.key.localeCompare(b.key) || a.field.localeCompare(b.field))

  const upload = async (user: Staff, kind: string, text: string, extra = {}) => {
    const data = Buffer.from(text, 'utf8')
    return payload.create({
      collection: 'catalog-imports',
      data: { kind, ...extra } as never,
      file: { data, name: `${kind}.csv`, mimetype: 'text/csv', size: data.length },
      user,
      overrideAccess: false,
    })
  }

  it(`${dialect}: a price-list import changing 3 prices writes 3 rows with before and after, naming who ran it`, async () => {
    // the OEM list: four pn entries and one schedule entry
    const first = await upload(
      sales,
      'priceList',
      csv(
        'value_type,pn,schedule,value',
        'Actual,E22PB-RED,,16130',
        'Actual,E22PB-GRN,,12.75',
        'Actual,PL22-24V,,30',
        'Actual,PL22-RED,,31',
        '% Discount,,E-1,40',
      ),
      { priceList: 'OEM' },
    )
    expect(first).toMatchObject({ status: 'imported' })
    // again: RED back to $16,130 → $1.00 (issue 38's edit), GRN 12.75 → 13.25, E-1 40 % → 45 %;
    // PL22-24V and PL22-RED unchanged
    const second = await upload(
      sales,
      'priceList',
      csv(
        'value_type,pn,schedule,value',
        'Actual,E22PB-RED,,1',
        'Actual,E22PB-GRN,,13.25',
        'Actual,PL22-24V,,30',
        'Actual,PL22-RED,,31',
        '% Discount,,E-1,45',
      ),
      { priceList: 'OEM' },
    )
    expect(second).toMatchObject({ status: 'imported' })

    const [created, changed, ...more] = await entries()
    expect(more).toEqual([])
    expect(changed).toMatchObject({
      actor: `staff:${sales.id}`,
      actorName: 'sales@bulk.example',
      actorRoles: 'sales',
      collectionSlug: 'price-list-entries',
      documentTitle: 'Price list OEM',
      action: 'import',
    })
    // the first import added five entries: five rows with nothing before
    expect((await changesOf(created!.id)).map((row) => [row.key, row.before])).toEqual([
      ['E22PB-GRN', null],
      ['E22PB-RED', null],
      ['PL22-24V', null],
      ['PL22-RED', null],
      ['schedule:E-1', null],
    ])
    const rows = await changesOf(changed!.id)
    expect(rows).toEqual([
      { key: 'E22PB-GRN', field: 'price', before: 'Actual 12.75', after: 'Actual 13.25' },
      { key: 'E22PB-RED', field: 'price', before: 'Actual 16130', after: 'Actual 1' },
      { key: 'schedule:E-1', field: 'price', before: '% Discount 40', after: '% Discount 45' },
    ])
    console.log(`[bulk audit ${dialect}] price list: ${rows.length} rows for 3 changed prices of 5`)
  })

  it(`${dialect}: a removed entry is kept with nothing after; an unchanged file writes no row`, async () => {
    const outcome = await runCatalogImport(
      payload,
      {
        kind: 'priceList',
        priceList: 'OEM',
        csvText: csv(
          'value_type,pn,schedule,value',
          'Actual,E22PB-RED,,1',
          'Actual,E22PB-GRN,,13.25',
          'Actual,PL22-24V,,30',
          '% Discount,,E-1,45',
        ),
      },
      { actor: systemActor('npm run import') },
    )
    expect(outcome.ok).toBe(true)
    const removedEntry = (await entries()).at(-1)!
    expect(removedEntry).toMatchObject({ actor: 'system:npm run import', actorName: null })
    expect(await changesOf(removedEntry.id)).toEqual([
      { key: 'PL22-RED', field: 'price', before: 'Actual 31', after: null },
    ])

    const again = await runCatalogImport(payload, {
      kind: 'priceList',
      priceList: 'OEM',
      csvText: csv(
        'value_type,pn,schedule,value',
        'Actual,E22PB-RED,,1',
        'Actual,E22PB-GRN,,13.25',
        'Actual,PL22-24V,,30',
        '% Discount,,E-1,45',
      ),
    })
    expect(again.ok).toBe(true)
    const unchanged = (await entries()).at(-1)!
    expect(unchanged.id).not.toBe(removedEntry.id)
    expect(unchanged).toMatchObject({ actor: 'system:import' })
    expect(await changesOf(unchanged.id)).toEqual([])
  })

  it(`${dialect}: a parts import keeps each changed list price; series keep schedule and visibility`, async () => {
    await upload(
      editor,
      'parts',
      csv(
        PARTS_HEADER,
        part('E22PB-RED', '16130'),
        part('E22PB-GRN', '12.75'),
        part('PL22-24V', '30'),
      ),
    )
    const result = await upload(
      editor,
      'parts',
      csv(
        PARTS_HEADER,
        part('E22PB-RED', '1'),
        part('E22PB-GRN', '12.75'),
        part('PL22-24V', '31.5'),
      ),
    )
    expect(result).toMatchObject({ status: 'imported' })
    const partsEntry = (await entries()).at(-1)!
    expect(partsEntry).toMatchObject({ actor: `staff:${editor.id}`, collectionSlug: 'parts' })
    expect(await changesOf(partsEntry.id)).toEqual([
      { key: 'E22PB-RED', field: 'listPriceCents', before: '1613000', after: '100' },
      { key: 'PL22-24V', field: 'listPriceCents', before: '3000', after: '3150' },
    ])

    const seriesCsv = (...rows: string[]) => csv('title,discount_schedule,is_public,link', ...rows)
    await upload(editor, 'series', seriesCsv('E22,E-1,yes,', 'PL22,P-1,yes,'))
    await upload(editor, 'series', seriesCsv('E22,E-2,no,'))
    const seriesEntry = (await entries()).at(-1)!
    expect(seriesEntry).toMatchObject({ collectionSlug: 'series' })
    expect(await changesOf(seriesEntry.id)).toEqual([
      { key: 'E22', field: 'discountSchedule', before: 'E-1', after: 'E-2' },
      { key: 'E22', field: 'isPublic', before: 'true', after: 'false' },
      { key: 'PL22', field: 'discountSchedule', before: 'P-1', after: null },
    ])
  })

  it(`${dialect}: shipping and tax imports keep each changed rate, band, zone and carrier`, async () => {
    const run = async (kind: ShippingImportKind, text: string) => {
      const parsed = parseShippingImport(kind, text)
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
      await applyShippingImport(payload, parsed.table, systemActor('npm run import'))
      return (await entries()).at(-1)!
    }
    await run('tax', csv('state,zipCodes,rate', 'PA,*,6', 'OH,*,5.75'))
    const tax = await run('tax', csv('state,zipCodes,rate', 'PA,*,6', 'OH,*,7', 'NY,*,4'))
    expect(tax).toMatchObject({
      collectionSlug: 'checkout-settings',
      actor: 'system:npm run import',
    })
    expect(await changesOf(tax.id)).toEqual([
      { key: 'NY *', field: 'rate', before: null, after: '4' },
      { key: 'OH *', field: 'rate', before: '5.75', after: '7' },
    ])

    const bandsHeader = 'min,max,ground,groundDist,air2day,air1day'
    await run('bands', csv(bandsHeader, '0.01,49.99,9.5,8,20,30', '50,,15,12,25,40'))
    const bands = await run(
      'bands',
      csv(bandsHeader, '0.01,49.99,9.5,8,20,30', '50,,16.25,12,25,40'),
    )
    expect(await changesOf(bands.id)).toEqual([
      { key: 'from 50', field: 'ground', before: '15', after: '16.25' },
    ])

    await run('zones', csv('prefix,zone,states', '150,2,PA', '995,8,AK'))
    const zones = await run('zones', csv('prefix,zone,states', '150,3,PA', '152,2,PA'))
    expect(await changesOf(zones.id)).toEqual([
      { key: '150', field: 'zone', before: '2', after: '3' },
      { key: '152', field: 'states', before: null, after: 'PA' },
      { key: '152', field: 'zone', before: null, after: '2' },
      { key: '995', field: 'states', before: 'AK', after: null },
      { key: '995', field: 'zone', before: '8', after: null },
    ])

    const carriersHeader =
      'slug,titleEn,titleEs,sequence,international,collect,minSubtotal,isDefault'
    await run('carriers', csv(carriersHeader, 'c3-fedex,FedEx,FedEx,1,no,no,0,yes'))
    const carriers = await run(
      'carriers',
      csv(carriersHeader, 'c3-fedex,FedEx (we ship),FedEx,1,no,no,25,yes'),
    )
    expect(await changesOf(carriers.id)).toEqual([
      { key: 'c3-fedex', field: 'minSubtotal', before: '0', after: '25' },
      { key: 'c3-fedex', field: 'titleEn', before: 'FedEx', after: 'FedEx (we ship)' },
    ])
  })

  it(`${dialect}: a rejected file writes no entry`, async () => {
    const before = (await entries()).length
    const outcome = await runCatalogImport(payload, {
      kind: 'priceList',
      priceList: 'OEM',
      csvText: csv('value_type,pn,schedule,value', 'Net,E22PB-RED,,1'),
    })
    expect(outcome.ok).toBe(false)
    expect(await entries()).toHaveLength(before)
  })

  it(`${dialect}: no role changes or removes a bulk change, admins included`, async () => {
    const admin = {
      ...((await payload.create({
        collection: 'staff',
        data: { email: 'admin@bulk.example', password: 'correct-horse-battery', roles: ['admin'] },
        overrideAccess: true,
      })) as unknown as Staff),
      collection: 'staff',
    } as Staff
    const [row] = (
      await payload.find({ collection: 'audit-changes', limit: 1, overrideAccess: true })
    ).docs
    for (const user of [admin, sales, editor]) {
      await expect(
        payload.update({
          collection: 'audit-changes',
          id: row!.id,
          data: { after: 'Actual 16130' },
          user,
          overrideAccess: false,
        }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(
        payload.delete({ collection: 'audit-changes', id: row!.id, user, overrideAccess: false }),
      ).rejects.toMatchObject({ status: 403 })
    }
    // read by sales and admins (who read the trail), not editors
    await expect(
      payload.find({ collection: 'audit-changes', user: editor, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    expect(
      (await payload.find({ collection: 'audit-changes', user: sales, overrideAccess: false }))
        .totalDocs,
    ).toBeGreaterThan(0)
  })
}

describe.each(dialectsUnderTest)('bulk changes in the audit trail (%s)', (dialect) =>
  suite(dialect),
)

afterAll(() => {
  fs.rmSync(media.dir, { recursive: true, force: true })
  if (media.previous === undefined) delete process.env.MEDIA_DIR
  else process.env.MEDIA_DIR = media.previous
})
