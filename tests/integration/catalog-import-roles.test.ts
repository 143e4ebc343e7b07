/**
 * Catalogue imports take the roles of what they write (business rules §10; issue 38 items 3
 * and 5), on SQLite and PostgreSQL: an editor may import parts and series but not a price list
 * (before: an editor replaced the OEM list); sales import price lists but not parts or series;
 * an editor neither lists nor downloads a price-list import (other customers' net prices).
 */
import fs from 'node:fs'

import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// uploaded files go to a temporary folder (read by the collection when it is loaded)
const media = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  const previous = process.env.MEDIA_DIR
  process.env.MEDIA_DIR = mkdtempSync(join(tmpdir(), 'shop-import-roles-'))
  return { dir: process.env.MEDIA_DIR, previous }
})

import { loadPriceListEntries } from '@/catalog/catalog-data'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'

type Staff = { id: number; email: string; roles: string[]; collection: 'staff' }

const csv = (...lines: string[]) => lines.join('\n') + '\n'
const file = (name: string, text: string) => {
  const data = Buffer.from(text, 'utf8')
  return { data, name, mimetype: 'text/csv', size: data.length }
}
const OEM = csv('value_type,schedule,value', 'Actual,E-1,1.00')
const SERIES = csv('title,discount_schedule,is_public,link', 'E22,E-1,yes,')
const PARTS = csv(
  'pn,description_en,description_es,family,list_price,pkg_qty,shipping_family,tariff',
  'E22PB-RED,"Push button, red","Pulsador, rojo",push-buttons,16130,1,,no',
)

function suite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload
  const staff = {} as Record<'admin' | 'editor' | 'sales', Staff>

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
    for (const role of ['admin', 'editor', 'sales'] as const) {
      const made = await payload.create({
        collection: 'staff',
        data: {
          email: `${role}@imports.example`,
          password: 'correct-horse-battery',
          roles: [role],
        },
        overrideAccess: true,
      })
      staff[role] = { ...(made as unknown as Staff), collection: 'staff' }
    }
  })
  afterAll(async () => {
    await database?.close()
  })

  const importAs = (role: keyof typeof staff, kind: string, text: string, extra = {}) =>
    payload.create({
      collection: 'catalog-imports',
      data: { kind, ...extra } as never,
      file: file(`${kind}-${role}.csv`, text),
      user: staff[role],
      overrideAccess: false,
    })

  it(`${dialect}: an editor importing the OEM price list is refused and nothing changes`, async () => {
    await expect(importAs('editor', 'priceList', OEM, { priceList: 'OEM' })).rejects.toMatchObject({
      status: 403,
    })
    expect(await loadPriceListEntries(payload, 'OEM')).toEqual([])
  })

  it(`${dialect}: sales may not import parts or series; each role imports its own kinds`, async () => {
    await expect(importAs('sales', 'parts', PARTS)).rejects.toMatchObject({ status: 403 })
    await expect(importAs('sales', 'series', SERIES)).rejects.toMatchObject({ status: 403 })
    expect((await payload.count({ collection: 'parts', overrideAccess: true })).totalDocs).toBe(0)

    expect(await importAs('editor', 'series', SERIES)).toMatchObject({ status: 'imported' })
    expect(await importAs('editor', 'parts', PARTS)).toMatchObject({ status: 'imported' })
    expect(await importAs('sales', 'priceList', OEM, { priceList: 'OEM' })).toMatchObject({
      status: 'imported',
    })
    expect(await importAs('admin', 'priceList', OEM, { priceList: 'Distributor' })).toMatchObject({
      status: 'imported',
    })
  })

  it(`${dialect}: editors neither list nor read a price-list import; sales and admins do`, async () => {
    const seen = async (role: keyof typeof staff) =>
      (
        await payload.find({
          collection: 'catalog-imports',
          user: staff[role],
          overrideAccess: false,
          sort: 'id',
          depth: 0,
        })
      ).docs.map((doc) => doc.kind)
    expect(await seen('editor')).toEqual(['series', 'parts'])
    expect(await seen('sales')).toEqual(['series', 'parts', 'priceList', 'priceList'])
    expect(await seen('admin')).toEqual(['series', 'parts', 'priceList', 'priceList'])

    const priceImport = (
      await payload.find({
        collection: 'catalog-imports',
        where: { kind: { equals: 'priceList' } },
        overrideAccess: true,
        limit: 1,
      })
    ).docs[0]!
    await expect(
      payload.findByID({
        collection: 'catalog-imports',
        id: priceImport.id,
        user: staff.editor,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 404 })
    // the stored file through Payload's REST file route: refused to editors, served to sales
    const download = async (role: keyof typeof staff) => {
      const { token } = await payload.login({
        collection: 'staff',
        data: { email: `${role}@imports.example`, password: 'correct-horse-battery' },
      })
      const answer = await handleEndpoints({
        config: payload.config,
        path: `/api/cms/catalog-imports/file/${encodeURIComponent(String(priceImport.filename))}`,
        request: new Request(
          `http://shop.test/api/cms/catalog-imports/file/${encodeURIComponent(String(priceImport.filename))}`,
          { headers: { authorization: `JWT ${token}` } },
        ),
        payloadInstanceCacheKey: `${dialect}-${database.env.DATABASE_URL}`,
      })
      return { status: answer.status, text: await answer.text() }
    }
    expect((await download('editor')).status).toBe(403)
    expect(await download('sales')).toMatchObject({ status: 200, text: OEM })
    // only an admin removes an import's record, and an editor not one of a price list
    await expect(
      payload.delete({
        collection: 'catalog-imports',
        id: priceImport.id,
        user: staff.editor,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
}

describe.each(dialectsUnderTest)('catalogue import roles (%s)', (dialect) => suite(dialect))

afterAll(() => {
  fs.rmSync(media.dir, { recursive: true, force: true })
  if (media.previous === undefined) delete process.env.MEDIA_DIR
  else process.env.MEDIA_DIR = media.previous
})
