/**
 * Catalogue search on a fresh database per dialect (SQLite always,
 * PostgreSQL with TEST_DATABASE_URL): part numbers by prefix and substring,
 * words in both languages with accents folded, the visibility rules, the
 * cart look-up, the hooks that keep the index current, the route handlers and
 * the query plans.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createSearch, type Search } from '@/catalog/search'
import { createSearchApi } from '@/catalog/search/api'
import { refreshSearchIndex, searchIndexStats } from '@/catalog/search/indexer'
import { dbFor } from '@/platform/sql'
import { richText } from '@/seed/demo/lexical'

import { publishBilingual } from '../support/publish'
import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'

function searchSuite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload
  let search: Search
  const ids: Record<string, number> = {}

  const pnsOf = async (q: string, locale: 'en' | 'es' = 'en', limit?: number) =>
    (await search.search({ q, locale, limit })).parts.map((part) => part.pn)
  /** The parts that match every word (partial matches follow them). */
  const allWordsOf = async (q: string, locale: 'en' | 'es' = 'en') =>
    (await search.search({ q, locale })).parts
      .filter((part) => part.match !== 'partial')
      .map((part) => part.pn)

  async function createPart(
    pn: string,
    family: number,
    descriptionEn: string,
    descriptionEs: string,
    extra: Record<string, unknown> = {},
  ) {
    const part = await payload.create({
      collection: 'parts',
      overrideAccess: true,
      data: {
        pn,
        descriptionEn,
        descriptionEs,
        product: family,
        listPriceCents: 1250,
        pkgQty: 10,
        ...extra,
      },
    })
    ids[pn] = part.id
  }

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    payload = database.payload
    search = createSearch(payload)

    ids.relays = await publishBilingual(
      payload,
      'products',
      {
        title: 'General purpose relays',
        slug: 'general-purpose-relays',
        summary: 'Plug-in relays for control panels',
      },
      { title: 'Relés de propósito general', summary: 'Relés enchufables para tableros' },
    )
    ids.pushbuttons = await publishBilingual(
      payload,
      'products',
      { title: '22 mm pushbuttons', slug: '22mm-pushbuttons', summary: 'Flush and extended heads' },
      { title: 'Pulsadores de 22 mm', summary: 'Cabezas rasantes y salientes' },
    )
    await publishBilingual(
      payload,
      'articles',
      {
        title: 'Choosing a coil voltage',
        slug: 'choosing-a-coil-voltage',
        body: richText('Most control relays run on a 24 V DC coil.'),
      },
      {
        title: 'Cómo elegir la tensión de bobina',
        slug: 'como-elegir-la-tension-de-bobina',
        body: richText('La mayoría de los relés de control usan una bobina de 24 V CC.'),
      },
    )
    // a draft never appears
    await payload.create({
      collection: 'articles',
      locale: 'en',
      data: { title: 'Secret relay roadmap', slug: 'secret-relay-roadmap', _status: 'draft' },
      context: { skipRouteHooks: true },
    })

    await payload.create({
      collection: 'series',
      overrideAccess: true,
      data: { title: 'E22', discountSchedule: 'E-1', isPublic: true },
    })
    await payload.create({
      collection: 'series',
      overrideAccess: true,
      data: { title: 'X9', discountSchedule: 'H-7', isPublic: false },
    })

    const { pushbuttons, relays } = ids as { pushbuttons: number; relays: number }
    await createPart('E22PBR-10', pushbuttons, 'Pushbutton, flush, red', 'Pulsador rasante, rojo')
    await createPart(
      'E22PBG-10',
      pushbuttons,
      'Pushbutton, flush, green',
      'Pulsador rasante, verde',
    )
    await createPart('E22PB', pushbuttons, 'Pushbutton operator', 'Operador de pulsador')
    await createPart('E22PBRX-110', pushbuttons, 'Pushbutton, extended, red', 'Pulsador saliente')
    await createPart('KE22-1', pushbuttons, 'Legend plate', 'Placa de leyenda')
    await createPart(
      'GPR-24VDC',
      relays,
      'Control relay, 24 V DC coil',
      'Relé de control, bobina 24 V CC',
    )
    await createPart('X9RELAY-1', relays, 'Hidden relay, private series', 'Relé oculto')
    await createPart('UNAV-1', relays, 'Discontinued relay', 'Relé descatalogado', {
      available: false,
    })

    // the hooks indexed everything already; a rebuild must give the same index
    const report = await refreshSearchIndex(payload, { parts: true, content: true })
    expect(report.parts).toBe(8)
    expect(report.documents).toBe(6) // 3 published documents × 2 locales
  })

  afterAll(async () => {
    await database?.close()
  })

  it(`${dialect}: part numbers match by prefix, case-insensitively, shorter pn first`, async () => {
    const results = await search.search({ q: 'e22', locale: 'en' })
    const prefix = results.parts.filter((part) => part.match === 'prefix').map((part) => part.pn)
    expect(prefix).toEqual(['E22PB', 'E22PBG-10', 'E22PBR-10', 'E22PBRX-110'])
    // prefix matches come before substring matches
    expect(results.parts.map((part) => part.pn).slice(0, 5)).toEqual([...prefix, 'KE22-1'])
    expect(results.parts[4]?.match).toBe('substring')
    const first = results.parts[0]
    expect(first).toEqual({
      pn: 'E22PB',
      description: 'Pushbutton operator',
      familySlug: '22mm-pushbuttons',
      pkgQty: 10,
      listPriceCents: 1250,
      href: '/products/22mm-pushbuttons/E22PB',
      match: 'prefix',
      available: true,
    })
    const spanish = await search.search({ q: 'E22PB', locale: 'es', limit: 1 })
    expect(spanish.parts).toEqual([
      expect.objectContaining({
        pn: 'E22PB',
        description: 'Operador de pulsador',
        href: '/es/productos/22mm-pushbuttons/E22PB',
      }),
    ])
  })

  it(`${dialect}: part numbers match by substring (trigram) and by a 1–2 character prefix`, async () => {
    expect(await pnsOf('PBR')).toEqual(['E22PBR-10', 'E22PBRX-110'])
    expect(await pnsOf('pbrx-1')).toEqual(['E22PBRX-110'])
    expect(await pnsOf('E2')).toEqual(['E22PB', 'E22PBG-10', 'E22PBR-10', 'E22PBRX-110', 'KE22-1'])
    expect(await pnsOf('GP')).toEqual(['GPR-24VDC'])
    // two characters: prefix matches first, then (a scan) the substring ones
    expect(await pnsOf('PB')).toEqual(['E22PB', 'E22PBG-10', 'E22PBR-10', 'E22PBRX-110'])
    expect((await search.search({ q: 'E22', locale: 'en', limit: 2 })).parts).toHaveLength(2)
  })

  it(`${dialect}: a part number typed with other separators or case finds its part first (issue 16)`, async () => {
    for (const [typed, first] of [
      ['e22pbr10', 'E22PBR-10'],
      ['E22-PBR-10', 'E22PBR-10'],
      ['e22 pbr 10', 'E22PBR-10'],
      ['E22.PBR/10', 'E22PBR-10'],
      ['gpr24vdc', 'GPR-24VDC'],
      ['GPR 24 VDC', 'GPR-24VDC'],
      ['ke221', 'KE22-1'],
      ['E22PBRX 110', 'E22PBRX-110'],
    ] as const) {
      expect([typed, (await pnsOf(typed))[0]]).toEqual([typed, first])
    }
    // a key prefix: the parts it starts, shortest first, after the pns spelled as stored
    expect(await pnsOf('e22-pbr')).toEqual(['E22PBR-10', 'E22PBRX-110'])
    // parts of a non-public series stay out, however they are typed; an unavailable part typed
    // exactly is shown as no longer available, and only then
    expect(await pnsOf('x9 relay 1')).not.toContain('X9RELAY-1')
    const unavailable = await search.search({ q: 'unav1', locale: 'en' })
    expect(unavailable.parts).toEqual([
      expect.objectContaining({ pn: 'UNAV-1', match: 'exact', available: false }),
    ])
    expect(await pnsOf('unav')).toEqual([])
  })

  it(`${dialect}: words find families with Spanish accents folded both ways`, async () => {
    for (const q of ['rele', 'relé', 'RELÉS', 'proposito general']) {
      const { families } = await search.search({ q, locale: 'es' })
      expect(
        families.map((family) => family.title),
        q,
      ).toEqual(['Relés de propósito general'])
      expect(families[0]?.href).toBe('/es/productos/general-purpose-relays')
    }
    const english = await search.search({ q: 'relays', locale: 'en' })
    expect(english.families).toEqual([
      {
        kind: 'products',
        id: ids.relays,
        title: 'General purpose relays',
        summary: 'Plug-in relays for control panels',
        href: '/products/general-purpose-relays',
      },
    ])
    // the Spanish word finds the English title through the synonyms, not by its own letters
    expect(
      (await search.search({ q: 'relés', locale: 'en' })).families.map((family) => family.title),
    ).toEqual(['General purpose relays'])
    expect((await search.search({ q: 'propósito', locale: 'en' })).families).toEqual([])
  })

  it(`${dialect}: words find part descriptions and published content in the locale`, async () => {
    expect(await allWordsOf('pushbutton red')).toEqual(['E22PBR-10', 'E22PBRX-110'])
    // then the parts that match some of the words
    const partial = (await search.search({ q: 'pushbutton red', locale: 'en' })).parts.slice(2)
    expect(partial.map((part) => [part.pn, part.match])).toEqual([
      ['E22PB', 'partial'],
      ['E22PBG-10', 'partial'],
    ])
    expect(await allWordsOf('pulsador verde', 'es')).toEqual(['E22PBG-10'])
    expect(await pnsOf('bobina', 'es')).toEqual(['GPR-24VDC'])
    // a Spanish word on the English site: through the synonyms (coil) or not at all
    expect(await pnsOf('bobina', 'en')).toEqual(['GPR-24VDC'])
    expect(await pnsOf('rasante', 'en')).toEqual([])

    const coil = await search.search({ q: 'coil', locale: 'en' })
    expect(coil.content).toEqual([
      expect.objectContaining({
        kind: 'articles',
        title: 'Choosing a coil voltage',
        href: '/article/choosing-a-coil-voltage',
      }),
    ])
    const bobina = await search.search({ q: 'tensión bobina', locale: 'es' })
    expect(bobina.content.map((hit) => hit.href)).toEqual([
      '/es/articulo/como-elegir-la-tension-de-bobina',
    ])
    // rich-text body words count; drafts never appear
    expect(
      (await search.search({ q: 'relays', locale: 'en' })).content.map((hit) => hit.title),
    ).toEqual(['Choosing a coil voltage'])
    expect((await search.search({ q: 'roadmap', locale: 'en' })).content).toEqual([])
  })

  it(`${dialect}: parts of a non-public series and unavailable parts never appear`, async () => {
    for (const q of ['X9RELAY-1', 'x9', 'hidden relay', 'RELAY', 'UNAV', 'discontinued']) {
      const pns = await pnsOf(q)
      expect(pns, q).not.toContain('X9RELAY-1')
      expect(pns, q).not.toContain('UNAV-1')
    }
    // typed exactly, the unavailable part says why it cannot be bought
    expect((await search.search({ q: 'UNAV-1', locale: 'en' })).parts).toEqual([
      expect.objectContaining({ pn: 'UNAV-1', available: false }),
    ])
    expect(await pnsOf('relay')).toEqual(['GPR-24VDC'])
    expect(await search.lookupParts(['X9RELAY-1', 'UNAV-1'])).toEqual([])

    // the rule follows the series at query time: no re-index when it turns public
    const x9 = await payload.find({ collection: 'series', where: { title: { equals: 'X9' } } })
    await payload.update({
      collection: 'series',
      id: x9.docs[0]!.id,
      data: { isPublic: true },
      overrideAccess: true,
    })
    expect(await pnsOf('x9relay')).toEqual(['X9RELAY-1'])
    await payload.update({
      collection: 'series',
      id: x9.docs[0]!.id,
      data: { isPublic: false },
      overrideAccess: true,
    })
    expect(await pnsOf('x9relay')).toEqual([])
  })

  it(`${dialect}: lookupParts answers exactly the asked part numbers, in order`, async () => {
    const parts = await search.lookupParts([
      'e22pbg-10',
      'GPR-24VDC',
      'NOPE-1',
      'E22PBR-10',
      'X9RELAY-1',
      'E22PBG-10',
      'E22',
    ])
    expect(parts.map((part) => part.pn)).toEqual(['E22PBG-10', 'GPR-24VDC', 'E22PBR-10'])
    expect(parts[1]).toEqual({
      id: ids['GPR-24VDC'],
      pn: 'GPR-24VDC',
      descriptionEn: 'Control relay, 24 V DC coil',
      descriptionEs: 'Relé de control, bobina 24 V CC',
      familySlug: 'general-purpose-relays',
      pkgQty: 10,
      listPriceCents: 1250,
      tariff: false,
      shippingFamily: null,
    })
    const many = Array.from({ length: 999 }, (_, index) => `NONE-${index}`)
    many[998] = 'E22PB'
    expect((await search.lookupParts(many)).map((part) => part.pn)).toEqual(['E22PB'])
    await expect(search.lookupParts([...many, 'ONE-MORE'])).rejects.toThrow(/999/)
  })

  it(`${dialect}: staff synonyms take effect at once, in both languages, and replace the built-in ones`, async () => {
    // built in until staff first save the list: 'bobina' finds the English coils
    expect(await pnsOf('bobina', 'en')).toEqual(['GPR-24VDC'])
    expect(await pnsOf('pulsante')).toEqual([])
    await payload.updateGlobal({
      slug: 'search-synonyms',
      data: { groups: [{ phrases: 'pushbutton, Pulsante' }, { phrases: 'relé, relevador' }] },
      overrideAccess: true,
    })
    // a visitor's word from the staff's list finds the part on either site
    expect(await allWordsOf('pulsante')).toEqual(['E22PB', 'E22PBG-10', 'E22PBR-10', 'E22PBRX-110'])
    expect(await allWordsOf('relevador', 'es')).toEqual(['GPR-24VDC'])
    // the built-in groups are gone with the save: 'bobina' is no longer an English word
    expect(await pnsOf('bobina', 'en')).toEqual([])
    // staff read and edit the list; a visitor does neither
    const visitor = payload.findGlobal({ slug: 'search-synonyms', overrideAccess: false })
    await expect(visitor).rejects.toThrow()
    await payload.updateGlobal({
      slug: 'search-synonyms',
      data: { groups: [] },
      overrideAccess: true,
    })
    expect(await pnsOf('pulsante')).toEqual([])
  })

  it(`${dialect}: hooks keep the index current on every change`, async () => {
    await payload.update({
      collection: 'parts',
      id: ids['E22PBG-10']!,
      data: { descriptionEn: 'Pushbutton, flush, emerald' },
      overrideAccess: true,
    })
    expect(await pnsOf('emerald')).toEqual(['E22PBG-10'])
    expect(await allWordsOf('pushbutton green')).toEqual([])

    await payload.update({
      collection: 'parts',
      id: ids['KE22-1']!,
      data: { pn: 'KE23-1' },
      overrideAccess: true,
    })
    expect(await pnsOf('KE22')).toEqual([])
    expect(await pnsOf('E23')).toEqual(['KE23-1'])

    await payload.delete({ collection: 'parts', id: ids['KE22-1']!, overrideAccess: true })
    expect(await pnsOf('KE23')).toEqual([])
    expect(await pnsOf('legend')).toEqual([])

    // a Spanish edit of a family re-indexes it; unpublishing removes it
    await payload.update({
      collection: 'products',
      id: ids.pushbuttons!,
      locale: 'es',
      data: { title: 'Botones pulsadores de 22 mm' },
      context: { skipRouteHooks: true },
    })
    expect((await search.search({ q: 'botones', locale: 'es' })).families).toHaveLength(1)
    await payload.update({
      collection: 'products',
      id: ids.pushbuttons!,
      data: { _status: 'draft' },
      context: { skipRouteHooks: true },
    })
    expect((await search.search({ q: 'botones', locale: 'es' })).families).toEqual([])
    expect((await search.search({ q: 'pushbuttons', locale: 'en' })).families).toEqual([])

    const article = await payload.find({
      collection: 'articles',
      where: { slug: { equals: 'choosing-a-coil-voltage' } },
    })
    await payload.delete({
      collection: 'articles',
      id: article.docs[0]!.id,
      context: { skipRouteHooks: true },
    })
    expect((await search.search({ q: 'coil', locale: 'en' })).content).toEqual([])

    // what the hooks left equals a rebuild from scratch
    const before = await searchIndexStats(payload)
    await refreshSearchIndex(payload, { parts: true, content: true })
    expect(await searchIndexStats(payload)).toEqual(before)
  })

  it(`${dialect}: the route handlers validate and answer JSON`, async () => {
    const api = createSearchApi({ payload: async () => payload })
    const get = (query: string) =>
      api.search(new Request(`http://shop.test/api/public/search?${query}`))

    const ok = await get('q=relé&locale=es&limit=5')
    expect(ok.status).toBe(200)
    expect(ok.headers.get('cache-control')).toBe('public, max-age=30')
    const body = (await ok.json()) as { families: { title: string }[]; parts: unknown[] }
    expect(body.families.map((family) => family.title)).toEqual(['Relés de propósito general'])

    const missing = await get('locale=es')
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ error: 'Add the search text (q)' })
    expect((await get('q=%20%20')).status).toBe(400)
    const long = await get(`q=${'a'.repeat(101)}`)
    expect(long.status).toBe(400)
    expect(((await long.json()) as { error: string }).error).toMatch(/at most 100/)
    expect((await get('q=relay&locale=fr')).status).toBe(400)
    expect((await get('q=relay&limit=abc')).status).toBe(400)
    expect((await get('q=E22&limit=500')).status).toBe(200)

    const post = (body: unknown) =>
      api.lookup(
        new Request('http://shop.test/api/public/parts/lookup', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      )
    const found = await post({ pns: ['gpr-24vdc', 'E22PB'] })
    expect(found.status).toBe(200)
    expect(((await found.json()) as { parts: { pn: string }[] }).parts.map((p) => p.pn)).toEqual([
      'GPR-24VDC',
      'E22PB',
    ])
    const bad = await post({ pns: ['E22PB', 'relé; DROP TABLE parts'] })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({
      code: 'invalid',
      fieldErrors: { 'pns.1': [expect.any(String)] },
    })
    const tooMany = await post({ pns: Array.from({ length: 1000 }, (_, index) => `P-${index}`) })
    expect(tooMany.status).toBe(400)
    expect(await tooMany.json()).toMatchObject({
      fieldErrors: { pns: [expect.stringMatching(/999/)] },
    })
    expect((await post({})).status).toBe(400)
  })

  it(`${dialect}: 50,000 parts index in seconds and stay fast to search`, async () => {
    const db = await dbFor(payload)
    const family = ids.relays!
    const total = 50_000
    for (let start = 0; start < total; start += 2_000) {
      const rows = Array.from({ length: Math.min(2_000, total - start) }, (_, offset) => {
        const n = start + offset
        const pn = `BULK${String(n).padStart(5, '0')}-${['R', 'G', 'Y'][n % 3]}`
        return sql`(${pn}, ${`Bulk relay number ${n}`}, ${`Relé masivo número ${n}`}, ${family}, ${100 + n}, ${1})`
      })
      await db.run(sql`INSERT INTO parts (pn, description_en, description_es, product_id, list_price_cents, pkg_qty)
        VALUES ${sql.join(rows, sql`, `)}`)
    }
    const report = await refreshSearchIndex(payload, { parts: true })
    console.log(`${dialect}: indexed ${report.parts} parts in ${report.ms} ms`)
    expect(report.parts).toBeGreaterThan(total)
    expect(report.ms).toBeLessThan(20_000)

    const started = Date.now()
    expect(await pnsOf('BULK0012')).toHaveLength(10)
    expect((await pnsOf('0012')).slice(0, 3)).toEqual(['BULK00012-R', 'BULK00120-R', 'BULK00121-G'])
    expect(await pnsOf('BULK49999-G')).toEqual(['BULK49999-G'])
    expect(await allWordsOf('masivo 14242', 'es')).toEqual(['BULK14242-G'])
    expect((await search.lookupParts(['BULK00001-G', 'BULK40000-G'])).length).toBe(2)
    const elapsed = Date.now() - started
    console.log(`${dialect}: 5 searches over ${total} parts in ${elapsed} ms`)
    expect(elapsed).toBeLessThan(5_000)
    console.log(`${dialect} plan for "0012" over ${total} parts:\n${await search.explain('0012')}`)

    // a refresh after an import that changed one part (PostgreSQL rewrites only that part's rows)
    await db.run(
      sql`UPDATE parts SET description_en = 'Bulk relay, widget' WHERE pn = 'BULK00007-G'`,
    )
    const again = await refreshSearchIndex(payload, { parts: true })
    console.log(`${dialect}: refreshed ${again.parts} parts (one changed) in ${again.ms} ms`)
    expect(await pnsOf('widget')).toEqual(['BULK00007-G'])
    expect(await searchIndexStats(payload)).toEqual({
      partRows: 2 * (total + 7),
      documentRows: 2,
    })
  })

  // after the bulk load: on a handful of rows PostgreSQL rightly prefers other plans
  it(`${dialect}: searches use the full-text and trigram indexes`, async () => {
    const pnPlan = await search.explain('PBR', { avoidSeqScan: true })
    const wordPlan = await search.explain('relé', { locale: 'es', avoidSeqScan: true })
    const keyPlan = (await search.explain('e22 pbr', { avoidSeqScan: true }))
      .split('-- ')
      .find((section) => section.startsWith('part numbers whose key'))
    const exactPlan = (await search.explain('e22-pbr-10', { avoidSeqScan: true }))
      .split('-- ')
      .find((section) => section.startsWith('the part whose key is'))
    expect(exactPlan).toMatch(/parts_pn_key_idx/)
    // several words, synonyms and a unit: still the full-text index
    const wordsPlan = await search.explain('relay 24v coil', { avoidSeqScan: true })
    expect(wordsPlan).toMatch(
      dialect === 'sqlite'
        ? /SCAN search_text VIRTUAL TABLE INDEX/
        : /Bitmap Index Scan on search_text_tsv_idx/,
    )
    expect(wordsPlan).not.toMatch(/SCAN (p|parts)\b(?! USING)|Seq Scan on (parts|search_text)/)
    console.log(`${dialect} plan for "PBR":\n${pnPlan}\n\n${dialect} plan for "relé":\n${wordPlan}`)
    if (dialect === 'sqlite') {
      expect(pnPlan).toMatch(/SCAN search_pn VIRTUAL TABLE INDEX/)
      expect(pnPlan).toMatch(
        /SEARCH p USING (INDEX parts_pn_idx|COVERING INDEX parts_pn_idx) \(pn>\? AND pn<\?\)/,
      )
      expect(wordPlan).toMatch(/SCAN search_text VIRTUAL TABLE INDEX/)
      expect(keyPlan).toMatch(/SEARCH p USING INDEX parts_pn_key_idx/)
    } else {
      expect(pnPlan).toMatch(/Bitmap Index Scan on parts_pn_trgm_idx/)
      expect(pnPlan).toMatch(/parts_pn_(pattern_)?idx/)
      expect(wordPlan).toMatch(/Bitmap Index Scan on search_text_tsv_idx/)
      expect(keyPlan).toMatch(/parts_pn_key_idx/)
    }
  })
}

for (const dialect of dialectsUnderTest) {
  describe(`catalogue search (${dialect})`, () => searchSuite(dialect))
}
