/**
 * What the public cross-reference pages read, on SQLite and PostgreSQL (issue 41, business
 * rules §11): a maker's rows with links to our part pages (kits folded, parts buyers may not
 * see left out), a part's "equivalent of" entries and the discontinued parts it replaces; and
 * the admin's CSV export, which imports again unchanged (editors and admins only).
 */
import { sql } from 'drizzle-orm'
import { type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runCatalogImport } from '@/catalog/import/run-import'
import {
  equivalentOfEntries,
  makerPageRows,
  partLinker,
} from '@/cross-reference/cross-reference-pages'
import {
  allCrossReferences,
  crossReferencesForOurPns,
  crossReferencesOfMaker,
  ourPartFacts,
  predecessorsOf,
} from '@/cross-reference/cross-reference-store'
import { exportCrossReferences } from '@/cross-reference/collections/export-endpoint'
import { crossReferenceCsv } from '@/cross-reference/export'
import { runCrossReferenceImport } from '@/cross-reference/import'
import { replacementsFor } from '@/cross-reference/successor-store'
import { dbFor } from '@/platform/sql'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'

const csv = (...lines: string[]) => lines.join('\n') + '\n'
const TABLE = csv(
  'maker,their_pn,our_pn,quantity,match,note_en,note_es',
  'Allen-Bradley,800T-A1A,E22PBFG-10,1,kit,"30 mm hole: our 22 mm operator, with the reducer","Orificio de 30 mm: nuestro operador de 22 mm, con el reductor"',
  'Allen-Bradley,800T-A1A,E30ACC-RA22,1,kit,,',
  'Allen-Bradley,800FP-F3,E22PBFR-01,,functional,"-40 °C rated, ""flush""","-40 °C, «al ras»"',
  'Allen-Bradley,800T-QH24G,OLD-1,,exact,,',
  'Schneider Electric,XB4BA31,E22PBFG-10,,exact,,',
  'Siemens,3SU1100-0AB40-1BA0,E22PBFR-01,,similar,Other colour,Otro color',
  'Siemens,3SU1100-0AB40-1BA0,E22PBFG-10,,exact,,',
)
const PARTS = csv(
  'pn,description_en,description_es,family,list_price',
  'E22PBFG-10,"Push button, green","Pulsador, verde",push-buttons,10.00',
  'E22PBFR-01,"Push button, red","Pulsador, rojo",push-buttons,10.00',
  'E30ACC-RA22,Reducing adapter,Adaptador reductor,push-buttons,3.00',
  'OLD-1,Old pilot light,Piloto antiguo,push-buttons,5.00',
  'NEW-1,New pilot light,Piloto nuevo,push-buttons,6.00',
)

type Staff = { id: number; roles: string[]; collection: 'staff' }

function suite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload

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
    // published without the page's other required content: the pages link published families
    await (await dbFor(payload)).run(sql`UPDATE "products" SET "_status" = 'published'`)
    const parts = await runCatalogImport(payload, { kind: 'parts', csvText: PARTS })
    expect(parts.ok ? '' : parts.report).toBe('')
    const { docs } = await payload.find({
      collection: 'parts',
      where: { pn: { equals: 'OLD-1' } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'parts',
      id: docs[0]?.id as number,
      data: { successor: 'NEW-1', available: false },
      overrideAccess: true,
    })
    const table = await runCrossReferenceImport(payload, { csvText: TABLE })
    expect(table.ok ? '' : table).toBe('')
  })
  afterAll(async () => {
    await database?.close()
  })

  it("lists a maker's rows with links to our parts, kits folded, unavailable parts left out", async () => {
    const rows = await crossReferencesOfMaker(payload, 'allen-bradley')
    const facts = await ourPartFacts(
      payload,
      rows.map((row) => row.pn),
    )
    expect(facts.get('E22PBFG-10')).toMatchObject({
      available: true,
      familySlug: 'push-buttons',
      description: { en: 'Push button, green', es: 'Pulsador, verde' },
    })
    expect(facts.get('OLD-1')?.available).toBe(false)

    const shown = makerPageRows(
      rows,
      partLinker(facts, () => true),
      'es',
    )
    expect(shown).toEqual([
      {
        theirPn: '800FP-F3',
        match: 'functional',
        note: '-40 °C, «al ras»',
        parts: [
          {
            pn: 'E22PBFR-01',
            quantity: 1,
            familySlug: 'push-buttons',
            description: 'Pulsador, rojo',
          },
        ],
      },
      {
        theirPn: '800T-A1A',
        match: 'kit',
        note: 'Orificio de 30 mm: nuestro operador de 22 mm, con el reductor',
        parts: [
          {
            pn: 'E22PBFG-10',
            quantity: 1,
            familySlug: 'push-buttons',
            description: 'Pulsador, verde',
          },
          {
            pn: 'E30ACC-RA22',
            quantity: 1,
            familySlug: 'push-buttons',
            description: 'Adaptador reductor',
          },
        ],
      },
    ])
    // a kit with a part buyers may not see is not shown at all
    const hidden = makerPageRows(
      rows,
      partLinker(facts, (pn) => pn !== 'E30ACC-RA22'),
      'en',
    )
    expect(hidden.map((row) => row.theirPn)).toEqual(['800FP-F3'])
  })

  it('gives a part page its equivalents (exact first, kits with their other parts) and the parts it replaces', async () => {
    const own = await crossReferencesForOurPns(payload, ['E22PBFG-10'])
    const kitRows = (await allCrossReferences(payload)).filter(
      (row) => row.match === 'kit' && row.pn !== 'E22PBFG-10',
    )
    const entries = equivalentOfEntries('E22PBFG-10', [...own, ...kitRows], 'en')
    expect(entries.map((entry) => [entry.maker, entry.theirPn, entry.match])).toEqual([
      ['Schneider Electric', 'XB4BA31', 'exact'],
      ['Siemens', '3SU1100-0AB40-1BA0', 'exact'],
      ['Allen-Bradley', '800T-A1A', 'kit'],
    ])
    expect(entries[2]).toMatchObject({
      makerSlug: 'allen-bradley',
      quantity: 1,
      withParts: [{ pn: 'E30ACC-RA22', quantity: 1 }],
    })
    // the red button is only a similar match of Siemens's part: its own entry says so
    const red = equivalentOfEntries(
      'E22PBFR-01',
      await crossReferencesForOurPns(payload, ['E22PBFR-01']),
      'en',
    )
    expect(red.map((entry) => [entry.theirPn, entry.match])).toEqual([
      ['800FP-F3', 'functional'],
      ['3SU1100-0AB40-1BA0', 'similar'],
    ])

    expect(await predecessorsOf(payload, ['NEW-1'])).toEqual(['OLD-1'])
    expect(await predecessorsOf(payload, ['E22PBFG-10'])).toEqual([])
    expect((await replacementsFor(payload, ['OLD-1'])).get('OLD-1')?.pn).toBe('NEW-1')
  })

  it('exports the table in the import columns; the export imports again unchanged', async () => {
    const first = crossReferenceCsv(await allCrossReferences(payload))
    const lines = first.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe('maker,their_pn,our_pn,quantity,match,note_en,note_es')
    expect(lines).toContain(
      'Allen-Bradley,800FP-F3,E22PBFR-01,1,functional,"-40 °C rated, ""flush""","-40 °C, «al ras»"',
    )
    const again = await runCrossReferenceImport(payload, { csvText: first })
    expect(again.ok && again.rows).toBe(7)
    expect(crossReferenceCsv(await allCrossReferences(payload))).toBe(first)
  })

  it('answers the export to editors and admins only', async () => {
    const as = (roles: string[] | null) =>
      ({
        payload,
        user: roles ? ({ id: 1, roles, collection: 'staff' } satisfies Staff) : null,
      }) as unknown as PayloadRequest
    const editor = await exportCrossReferences(as(['editor']))
    expect(editor.status).toBe(200)
    expect(editor.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(await editor.text()).toContain('Schneider Electric,XB4BA31,E22PBFG-10,1,exact,,')
    expect((await exportCrossReferences(as(['admin']))).status).toBe(200)
    expect((await exportCrossReferences(as(['sales']))).status).toBe(403)
    expect((await exportCrossReferences(as(null))).status).toBe(403)
  })
}

describe.each(dialectsUnderTest)('cross-reference pages and export (%s)', (dialect) =>
  suite(dialect),
)
