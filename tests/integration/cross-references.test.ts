/**
 * Cross-references and successors (issue 41, business rules §11) on SQLite and PostgreSQL: the
 * import replaces the table all or nothing (a file with bad rows names them by line and changes
 * nothing), the admin upload takes the roles of what it writes (editors, admins), the lookups
 * answer a their pn typed any way, and a successor that would close a circle is refused on save
 * with the chain named.
 */
import { type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// uploaded files go to a temporary folder (read by the collection when it is loaded)
await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  process.env.MEDIA_DIR = mkdtempSync(join(tmpdir(), 'shop-cross-references-'))
})

import { runCatalogImport } from '@/catalog/import/run-import'
import {
  crossReferencesForKeyPrefix,
  crossReferencesOfMaker,
  makersWithRows,
} from '@/cross-reference/cross-reference-store'
import { runCrossReferenceImport } from '@/cross-reference/import'
import { equivalentsFor } from '@/cross-reference/lookup'
import { replacementsFor } from '@/cross-reference/successor-store'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'

type Staff = { id: number; email: string; roles: string[]; collection: 'staff' }

const csv = (...lines: string[]) => lines.join('\n') + '\n'
const HEADER = 'maker,their_pn,our_pn,quantity,match,note_en,note_es'
const GOOD = csv(
  HEADER,
  'Schneider Electric,XB4BA31,E22PBFG-10,,exact,,',
  'Schneider Electric,XB4BA42,E22PBFR-01,,exact,,',
  'Allen-Bradley,800T-A1A,E22PBFG-10,1,kit,30 mm hole,Orificio de 30 mm',
  'Allen-Bradley,800T-A1A,E30ACC-RA22,1,kit,,',
  'Siemens,3SU1100-0AB40-1BA0,E22PBFG-10,,exact,,',
  'Siemens,3SU1100-0AB40-1BA0,E22PBFR-01,,similar,Other colour,Otro color',
  'Eaton,DILM12-10(24VDC),C-12-10-24D,,exact,,',
)
const PARTS = csv(
  'pn,description_en,description_es,family,list_price',
  'E22PBFG-10,"Push button, green","Pulsador, verde",push-buttons,10.00',
  'E22PBFR-01,"Push button, red","Pulsador, rojo",push-buttons,10.00',
  'E30ACC-RA22,Reducing adapter,Adaptador reductor,push-buttons,3.00',
  'C-12-10-24D,Contactor,Contactor,push-buttons,40.00',
  'OLD-1,Old pilot light,Piloto antiguo,push-buttons,5.00',
  'OLD-2,Older pilot light,Piloto más antiguo,push-buttons,5.00',
  'NEW-1,New pilot light,Piloto nuevo,push-buttons,6.00',
)

function suite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload
  const staff = {} as Record<'editor' | 'sales', Staff>

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
    const parts = await runCatalogImport(payload, { kind: 'parts', csvText: PARTS })
    expect(parts.ok ? '' : parts.report).toBe('')
    for (const role of ['editor', 'sales'] as const) {
      const made = await payload.create({
        collection: 'staff',
        data: { email: `${role}@xref.example`, password: 'correct-horse-battery', roles: [role] },
        overrideAccess: true,
      })
      staff[role] = { ...(made as unknown as Staff), collection: 'staff' }
    }
  })
  afterAll(async () => {
    await database?.close()
  })

  it('imports a good file and answers their pns typed any way', async () => {
    const outcome = await runCrossReferenceImport(payload, { csvText: GOOD })
    expect(outcome.ok && outcome.rows).toBe(7)
    expect(outcome.ok && outcome.makers).toBe(4)

    const found = await equivalentsFor(payload, [
      'xb4-ba31',
      '800t a1a',
      '3SU1100 0AB40 1BA0',
      'nope',
    ])
    expect(found.get('xb4-ba31')).toEqual([
      expect.objectContaining({ maker: 'Schneider Electric', pn: 'E22PBFG-10', match: 'exact' }),
    ])
    expect(found.get('800t a1a')).toEqual([
      expect.objectContaining({
        match: 'kit',
        parts: [
          { pn: 'E22PBFG-10', quantity: 1 },
          { pn: 'E30ACC-RA22', quantity: 1 },
        ],
        note: { en: '30 mm hole', es: 'Orificio de 30 mm' },
      }),
    ])
    // one of theirs → two of ours, exact first
    expect(
      found
        .get('3SU1100 0AB40 1BA0')
        ?.map((entry) => entry.match !== 'kit' && [entry.pn, entry.match]),
    ).toEqual([
      ['E22PBFG-10', 'exact'],
      ['E22PBFR-01', 'similar'],
    ])
    expect(found.has('nope')).toBe(false)

    const eaton = await equivalentsFor(payload, ['dilm12-10 (24 vdc)'])
    expect(eaton.get('dilm12-10 (24 vdc)')?.[0]).toMatchObject({ pn: 'C-12-10-24D' })
    expect(
      (await crossReferencesForKeyPrefix(payload, 'XB4', 10)).map((row) => row.theirPn),
    ).toEqual(['XB4BA31', 'XB4BA42'])
    expect((await makersWithRows(payload)).map((maker) => [maker.slug, maker.rows])).toEqual([
      ['allen-bradley', 2],
      ['eaton', 1],
      ['schneider-electric', 2],
      ['siemens', 2],
    ])
  })

  it('rejects a file with bad rows, naming each by line, and changes nothing', async () => {
    const outcome = await runCrossReferenceImport(payload, {
      csvText: csv(
        HEADER,
        'ABB,CP1-10G-10,E22PBFG-10,,exact,,',
        ',XB5AA31,E22PBFG-10,,exact,,',
        'ABB,CP1-10R-01,E22NOPE,,exact,,',
        'ABB,CP1-10Y-10,E22PBFG-10,,close,,',
        'abb,cp1 10g 10,E22PBFG-10,,similar,,',
        'IDEC,YW1B-M1E10G,E22PBFG-10,2,kit,,',
        'IDEC,YW1B-M1E10G,E22PBFR-01,,exact,,',
      ),
    })
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    expect(outcome.errors.map((error) => error.line)).toEqual([3, 4, 5, 6, 8])
    expect(outcome.report).toMatch(/^line 3: the maker is empty$/m)
    expect(outcome.report).toMatch(/^line 4: unknown pn of ours "E22NOPE"$/m)
    expect(outcome.report).toMatch(/^line 5: unknown match "close"/m)
    expect(outcome.report).toMatch(/^line 6: duplicate of line 2/m)
    expect(outcome.report).toMatch(/^line 8: .*a kit on line 7/m)
    // the table is the good file's still
    expect((await crossReferencesOfMaker(payload, 'schneider-electric')).length).toBe(2)
    expect(await crossReferencesOfMaker(payload, 'abb')).toEqual([])
  })

  it('runs as an admin upload for editors, not for sales', async () => {
    const upload = (role: keyof typeof staff) => {
      const data = Buffer.from(csv(HEADER, 'IDEC,YW1B-M1E10G,E22PBFG-10,,exact,,'), 'utf8')
      return payload.create({
        collection: 'catalog-imports',
        data: { kind: 'crossReferences' } as never,
        file: { data, name: `xref-${role}.csv`, mimetype: 'text/csv', size: data.length },
        user: staff[role],
        overrideAccess: false,
      })
    }
    await expect(upload('sales')).rejects.toThrow(/not allowed/i)
    const made = (await upload('editor')) as { status?: string; report?: string }
    expect(made.status).toBe('imported')
    expect(made.report).toMatch(/^1 cross-references of 1 makers imported \(replacing 7\)/)
    expect((await makersWithRows(payload)).map((maker) => maker.slug)).toEqual(['idec'])
  })

  it('refuses in the admin what the import refuses: a duplicate, a kit mixed with other matches', async () => {
    const maker = await payload.create({
      collection: 'makers',
      data: { name: 'Schneider Electric' } as never,
      user: staff.editor,
      overrideAccess: false,
    })
    expect(maker.slug).toBe('schneider-electric')
    const row = (theirPn: string, pn: string, match: string) =>
      payload.create({
        collection: 'cross-references',
        data: { maker: maker.id, theirPn, pn, match, quantity: 1 } as never,
        user: staff.editor,
        overrideAccess: false,
      })
    const made = await row('XB5AA31', 'E22PBFG-10', 'exact')
    expect(made.theirPnKey).toBe('XB5AA31')
    const message = async (work: Promise<unknown>) => {
      try {
        await work
      } catch (error) {
        const { errors = [] } = (error as { data?: { errors?: { message: string }[] } }).data ?? {}
        return errors.map((each) => each.message).join(' ')
      }
      return 'saved'
    }
    expect(await message(row('xb5-aa31', 'E22PBFG-10', 'similar'))).toMatch(
      /is in the table already/,
    )
    expect(await message(row('XB5AA31', 'E30ACC-RA22', 'kit'))).toMatch(/never mixed/)
    expect(await message(row('XB5AA32', 'E22NOPE', 'exact'))).toMatch(/no part E22NOPE/)
    await expect(
      payload.create({
        collection: 'cross-references',
        data: { maker: maker.id, theirPn: 'XB5AA32', pn: 'E22PBFG-10', match: 'exact' } as never,
        user: staff.sales,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i)
  })

  it('refuses an unknown successor and one that closes a circle, naming it; follows a chain', async () => {
    const setSuccessor = async (pn: string, successor: string, available?: boolean) => {
      const { docs } = await payload.find({
        collection: 'parts',
        where: { pn: { equals: pn } },
        overrideAccess: true,
      })
      return payload.update({
        collection: 'parts',
        id: docs[0]?.id as number,
        data: { successor, ...(available === undefined ? {} : { available }) },
        user: staff.editor,
        overrideAccess: false,
      })
    }
    /** The field's message staff read beside it in the admin. */
    const refusal = async (pn: string, successor: string) => {
      try {
        await setSuccessor(pn, successor)
      } catch (error) {
        const { errors = [] } = (error as { data?: { errors?: { message: string }[] } }).data ?? {}
        return errors.map((each) => each.message).join(' ')
      }
      return 'saved'
    }
    expect(await refusal('OLD-1', 'GONE-9')).toMatch(/There is no part GONE-9 in the catalogue/)

    await setSuccessor('OLD-2', 'NEW-1', false)
    await setSuccessor('OLD-1', 'OLD-2', false)
    expect(await refusal('NEW-1', 'OLD-1')).toMatch(/NEW-1 → OLD-1 → OLD-2 → NEW-1/)
    expect(await refusal('NEW-1', 'NEW-1')).toMatch(/NEW-1 → NEW-1/)
    const { docs } = await payload.find({
      collection: 'parts',
      where: { pn: { equals: 'NEW-1' } },
      overrideAccess: true,
    })
    expect(docs[0]?.successor ?? null).toBeNull()

    const offered = await replacementsFor(payload, ['OLD-1', 'OLD-2', 'NEW-1', 'E22PBFG-10'])
    expect(Object.fromEntries(offered)).toEqual({
      'OLD-1': { pn: 'NEW-1', chain: ['OLD-1', 'OLD-2', 'NEW-1'] },
      'OLD-2': { pn: 'NEW-1', chain: ['OLD-2', 'NEW-1'] },
    })
  })

  it('imports parts with a successor column, refusing a circle with the catalogue by line', async () => {
    const header = 'pn,description_en,description_es,family,list_price,successor'
    const successorOf = async (pn: string) => {
      const { docs } = await payload.find({
        collection: 'parts',
        where: { pn: { equals: pn } },
        overrideAccess: true,
      })
      return docs[0]?.successor ?? null
    }
    // stored: OLD-1 → OLD-2 → NEW-1; NEW-1 → OLD-1 would close it
    const circle = await runCatalogImport(payload, {
      kind: 'parts',
      csvText: csv(header, 'NEW-1,New pilot light,Piloto nuevo,push-buttons,6.00,old-1'),
    })
    expect(circle.ok ? '' : circle.report).toBe(
      'line 2: successor "OLD-1" closes a circle: NEW-1 → OLD-1 → OLD-2 → NEW-1',
    )
    expect(await successorOf('NEW-1')).toBeNull()

    const unknown = await runCatalogImport(payload, {
      kind: 'parts',
      csvText: csv(header, 'NEW-1,New pilot light,Piloto nuevo,push-buttons,6.00,GONE-2'),
    })
    expect(unknown.ok ? '' : unknown.report).toBe('line 2: unknown successor "GONE-2"')

    // OLD-2 now points past NEW-1 to a part the same file adds; an empty cell clears OLD-1's
    const good = await runCatalogImport(payload, {
      kind: 'parts',
      csvText: csv(
        header,
        'NEWER-1,Newer pilot light,Piloto más nuevo,push-buttons,7.00,',
        'OLD-2,Older pilot light,Piloto más antiguo,push-buttons,5.00,NEWER-1',
        'OLD-1,Old pilot light,Piloto antiguo,push-buttons,5.00,',
      ),
    })
    expect(good.ok ? '' : good.report).toBe('')
    expect(await successorOf('OLD-2')).toBe('NEWER-1')
    expect(await successorOf('OLD-1')).toBeNull()
    // a file without the column keeps the stored successors
    await runCatalogImport(payload, { kind: 'parts', csvText: PARTS })
    expect(await successorOf('OLD-2')).toBe('NEWER-1')
  })
}

describe.each(dialectsUnderTest)('cross-references and successors (%s)', (dialect) =>
  suite(dialect),
)
