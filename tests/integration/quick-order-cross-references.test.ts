/**
 * Quick order with a mixed bill of materials (issue 41, business rules §3, §11) on SQLite and
 * PostgreSQL: our own pns, another maker's exact equivalent, a similar one that waits for the
 * buyer's confirmation, a kit (each part × the line's quantity), a discontinued pn with its
 * successor, and an unknown pn, all answered by one call.
 */
import { type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createShopAuth } from '@/account/auth'
import { createQuickOrderApi, type QuickOrderAnswerLine } from '@/cart/quick-order-api'
import { runCatalogImport } from '@/catalog/import/run-import'
import { runCrossReferenceImport } from '@/cross-reference/import'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'
import { call, origin, request } from '../support/shop-requests'

const csv = (...lines: string[]) => lines.join('\n') + '\n'
const PARTS = csv(
  'pn,description_en,description_es,family,list_price,pkg_qty',
  'E22PBFG-10,"Push button, green","Pulsador, verde",push-buttons,10.00,1',
  'E22PBFR-01,"Push button, red","Pulsador, rojo",push-buttons,10.00,1',
  'E30ACC-RA22,Reducing adapter,Adaptador reductor,push-buttons,3.00,5',
  'E22PLR-6,"Pilot light, red, 6 V","Piloto, rojo, 6 V",push-buttons,8.00,1',
  'E22PLR-6D,"Pilot light, red, 6 V LED","Piloto, rojo, 6 V LED",push-buttons,8.00,1',
  'E22PLHR-6,"Pilot light, red, 6 V high","Piloto, rojo, 6 V alto",push-buttons,9.00,10',
)
const XREF = csv(
  'maker,their_pn,our_pn,quantity,match,note_en,note_es',
  'Schneider Electric,XB4BA31,E22PBFG-10,,exact,,',
  'Schneider Electric,XB4BA42,E22PBFR-01,,similar,Mushroom head differs,La cabeza difiere',
  'Allen-Bradley,800T-A1A,E22PBFG-10,1,kit,30 mm hole,Orificio de 30 mm',
  'Allen-Bradley,800T-A1A,E30ACC-RA22,2,kit,,',
)

function suite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload
  let api: ReturnType<typeof createQuickOrderApi>

  beforeAll(async () => {
    database = await openTestDatabase(dialect, { SITE_URL: origin, NODE_ENV: 'production' })
    payload = database.payload
    const auth = createShopAuth(payload, { env: database.env })
    api = createQuickOrderApi({
      payload: async () => payload,
      auth: async () => auth,
      env: database.env,
    })
    await payload.create({
      collection: 'products',
      locale: 'en',
      data: { title: 'Push buttons', slug: 'push-buttons', _status: 'draft' } as never,
      context: { skipRouteHooks: true },
      overrideAccess: true,
    })
    const parts = await runCatalogImport(payload, { kind: 'parts', csvText: PARTS })
    expect(parts.ok ? '' : parts.report).toBe('')
    const table = await runCrossReferenceImport(payload, { csvText: XREF })
    expect(table.ok).toBe(true)
    // the chain E22PLR-6 → E22PLR-6D → E22PLHR-6, both old ones discontinued
    for (const [pn, successor] of [
      ['E22PLR-6D', 'E22PLHR-6'],
      ['E22PLR-6', 'E22PLR-6D'],
    ] as const) {
      await payload.update({
        collection: 'parts',
        where: { pn: { equals: pn } },
        data: { available: false, successor } as never,
        overrideAccess: true,
      })
    }
  })
  afterAll(async () => {
    await database?.close()
  })

  it('resolves a mixed BOM in one call: ours, exact, similar to confirm, kit, successor, unknown', async () => {
    const text = [
      'Part number,Qty',
      'E22PBFR-01,4', // ours
      'xb4-ba31,6', // Schneider exact → E22PBFG-10, added directly
      'XB4BA42,2', // Schneider similar → E22PBFR-01, waits for a tick
      '800T-A1A,3', // kit: 3 × E22PBFG-10, 3 × 2 = 6 reducers → 10 (packs of 5)
      'E22PLR-6,12', // discontinued → E22PLHR-6, 12 → 20 (packs of 10), waits for a tick
      'ZZ-NOTHING-9,1', // unknown
    ].join('\n')
    const answer = await call(
      api.post(
        request('/api/public/cart/quick-order', { method: 'POST', body: { text, locale: 'es' } }),
      ),
    )
    expect(answer.status).toBe(200)
    const lines = answer.body.lines as QuickOrderAnswerLine[]
    const of = (typed: string) => lines.find((line) => line.pnText === typed)

    expect(of('E22PBFR-01')).toMatchObject({ status: 'ok', pn: 'E22PBFR-01', quantity: 4 })
    expect(of('E22PBFR-01')?.equivalent).toBeUndefined()
    expect(of('xb4-ba31')).toMatchObject({
      status: 'ok',
      pn: 'E22PBFG-10',
      quantity: 6,
      confirm: false,
      equivalent: { maker: 'Schneider Electric', theirPn: 'XB4BA31', match: 'exact' },
    })
    expect(of('XB4BA42')).toMatchObject({
      status: 'ok',
      pn: 'E22PBFR-01',
      quantity: 2,
      confirm: true,
      equivalent: { match: 'similar', note: 'La cabeza difiere' },
    })
    expect(of('800T-A1A')).toMatchObject({
      status: 'rounded',
      confirm: false,
      equivalent: { maker: 'Allen-Bradley', match: 'kit', note: 'Orificio de 30 mm' },
      adds: [
        { pn: 'E22PBFG-10', quantity: 3, requested: 3, description: 'Pulsador, verde' },
        { pn: 'E30ACC-RA22', quantity: 10, requested: 6, pkgQty: 5 },
      ],
    })
    expect(of('E22PLR-6')).toMatchObject({
      status: 'replaced',
      replacedPn: 'E22PLR-6',
      pn: 'E22PLHR-6',
      quantity: 20,
      requested: 12,
      confirm: true,
    })
    expect(of('ZZ-NOTHING-9')).toMatchObject({ status: 'unknown' })
    // what goes in without a tick: ours, the exact one and the kit; never the similar or the successor
    expect(answer.body.items).toEqual([
      { pn: 'E22PBFR-01', quantity: 4 },
      { pn: 'E22PBFG-10', quantity: 6 },
      { pn: 'E22PBFG-10', quantity: 3 },
      { pn: 'E30ACC-RA22', quantity: 10 },
    ])
  })

  it('resolves 500 lines, half of them another maker’s pns, in one call', async () => {
    const typed = ['XB4BA31', 'E22PBFG-10', '800T-A1A', 'XB4BA42', 'E22PLR-6']
    const text = Array.from({ length: 500 }, (_, i) => `${typed[i % typed.length]}-${i},1`)
    // distinct pns that do not exist, plus the known ones: every line answered
    text.push(...typed.map((pn) => `${pn},1`))
    const answer = await call(
      api.post(
        request('/api/public/cart/quick-order', {
          method: 'POST',
          body: { text: text.join('\n'), locale: 'en' },
        }),
      ),
    )
    expect(answer.status).toBe(200)
    const lines = answer.body.lines as QuickOrderAnswerLine[]
    expect(lines).toHaveLength(505)
    expect(lines.filter((line) => line.equivalent).map((line) => line.pnText)).toEqual([
      'XB4BA31',
      '800T-A1A',
      'XB4BA42',
    ])
  })
}

describe.each(dialectsUnderTest)('quick order with cross-references (%s)', (dialect) =>
  suite(dialect),
)
