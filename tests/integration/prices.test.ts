/**
 * The price API end to end on a fresh database: each caller gets the prices of their own
 * list (guests OEM, a distributor's buyer 'Distributor'), whatever list a request names
 * (business rules §2.7 FIX), and parts of a non-public series or unavailable parts are never priced
 * or listed. The buyer signs in by e-mail code through better-auth (in-process SMTP server).
 */
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createShopAuth, type ShopAuth } from '@/account/auth'
import { buyerOf, guestBuyer } from '@/account/buyer'
import { applyPartsImport } from '@/catalog/import/apply'
import { pricePartsFor } from '@/catalog/price-parts'
import { createFamilyPartsApi } from '@/catalog/parts-api'
import { familyParts, partByPn } from '@/catalog/parts-data'
import { loadPriceData } from '@/catalog/catalog-data'
import { createPriceApi, type PriceApi } from '@/catalog/price-api'
import { keptFor } from '@/catalog/search/vocabulary'
import { watchTransactions, type TransactionAdapter } from '@/platform/after-commit'
import { beginRealTransaction, dbFor } from '@/platform/sql'
import { sql } from 'drizzle-orm'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'
import { startTestSmtp, type TestSmtp } from '../support/smtp'

const origin = 'http://shop.test'
const buyerEmail = 'purchasing@ovesupply.example'

type Answer = { status: number; headers: Headers; body: Record<string, unknown> }

async function call(response: Promise<Response>): Promise<Answer> {
  const res = await response
  const text = await res.text()
  return {
    status: res.status,
    headers: res.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  }
}

function request(
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; ip?: string } = {},
): Request {
  const headers = new Headers({ origin, 'x-forwarded-for': init.ip ?? '198.51.100.7' })
  if (init.body !== undefined) headers.set('content-type', 'application/json')
  if (init.cookie) headers.set('cookie', init.cookie)
  return new Request(`${origin}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}

function pricesSuite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload
  let smtp: TestSmtp
  let auth: ShopAuth
  let api: PriceApi
  let familyId: number
  let distributorCookie: string

  /** Signs a buyer in by one-time code; returns the session cookie header. */
  async function signIn(email: string): Promise<string> {
    const ip = '203.0.113.50'
    const sent = await auth.handler(
      request('/api/auth/email-otp/send-verification-otp', {
        method: 'POST',
        body: { email, type: 'sign-in' },
        ip,
      }),
    )
    expect(sent.status).toBe(200)
    const mail = await smtp.waitFor((m) => m.to.includes(email))
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
    expect(code).toBeDefined()
    const verified = await auth.handler(
      request('/api/auth/sign-in/email-otp', { method: 'POST', body: { email, otp: code }, ip }),
    )
    expect(verified.status).toBe(200)
    return verified.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')
  }

  async function createPart(
    pn: string,
    listPriceCents: number,
    extra: Record<string, unknown> = {},
  ) {
    await payload.create({
      collection: 'parts',
      data: {
        pn,
        descriptionEn: `Part ${pn}`,
        descriptionEs: `Parte ${pn}`,
        product: familyId,
        listPriceCents,
        pkgQty: 1,
        ...extra,
      },
      overrideAccess: true,
    })
  }

  beforeAll(async () => {
    smtp = await startTestSmtp()
    database = await openTestDatabase(dialect, {
      SMTP_URL: smtp.url,
      SITE_URL: origin,
      NODE_ENV: 'production',
    })
    payload = database.payload
    auth = createShopAuth(payload, { env: database.env })
    api = createPriceApi({
      payload: async () => payload,
      auth: async () => auth,
      env: database.env,
    })

    // published in both languages (the publish rule wants the Spanish title)
    const family = await payload.create({
      collection: 'products',
      locale: 'en',
      data: { title: '22 mm push buttons', slug: '22mm-nema-push-buttons', _status: 'draft' },
      context: { skipRouteHooks: true },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'products',
      id: family.id,
      locale: 'es',
      data: { title: 'Botones pulsadores de 22 mm', _status: 'published' },
      context: { skipRouteHooks: true },
      overrideAccess: true,
    })
    familyId = family.id
    for (const series of [
      { title: 'E22PB', discountSchedule: 'E-1', isPublic: true },
      { title: 'E22PBX', discountSchedule: 'E-1', isPublic: false },
    ]) {
      await payload.create({ collection: 'series', data: series, overrideAccess: true })
    }
    await createPart('E22PB-R10', 1850, { attributes: { colour: 'Red' } })
    await createPart('E22PB-G10', 1900, { attributes: { colour: 'Green' } })
    await createPart('E22PB-K10', 1795, { attributes: { colour: 'Black' }, available: false })
    await createPart('E22PBX-R10', 2100, { attributes: { colour: 'Red' } })

    const distributor = await payload.create({
      collection: 'price-lists',
      data: { name: 'Distributor' },
      overrideAccess: true,
    })
    const oem = await payload.create({
      collection: 'price-lists',
      data: { name: 'OEM' },
      overrideAccess: true,
    })
    const entries = [
      { priceList: distributor.id, valueType: '% Discount' as const, schedule: 'E-1', value: 30 },
      // a pn entry for a hidden part: never served
      { priceList: distributor.id, valueType: 'Actual' as const, pn: 'E22PBX-R10', value: 9.99 },
      // OEM gives nothing on E-1; one entry elsewhere tells the two lists apart
      { priceList: oem.id, valueType: '% Discount' as const, schedule: 'F-2', value: 5 },
    ]
    for (const entry of entries) {
      await payload.create({ collection: 'price-list-entries', data: entry, overrideAccess: true })
    }

    const customer = await payload.create({
      collection: 'customers',
      data: { name: 'Ohio Valley Electric Supply', priceList: 'Distributor', arTerm: 'NET 30' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'web-users',
      data: {
        email: buyerEmail,
        nameFirst: 'Pat',
        nameLast: 'Buyer',
        primaryCustomer: customer.id,
        customers: [customer.id],
      },
      overrideAccess: true,
    })
    distributorCookie = await signIn(buyerEmail)
  })

  afterAll(async () => {
    await smtp?.close()
    await database?.close()
  })

  const askPrices = (pns: unknown, cookie?: string) =>
    call(api.prices(request('/api/public/prices', { method: 'POST', body: { pns }, cookie })))

  it(`${dialect}: a guest pays OEM, which gives nothing on E-1: 18.50`, async () => {
    const answer = await askPrices(['E22PB-R10', 'E22PB-G10'])
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.body).toEqual({
      priceList: 'OEM',
      prices: {
        'E22PB-R10': { listCents: 1850, saleCents: 1850, pkgQty: 1 },
        'E22PB-G10': { listCents: 1900, saleCents: 1900, pkgQty: 1 },
      },
    })
  })

  it(`${dialect}: a Distributor customer's buyer gets 30 % off: 18.50 × 0.70 = 12.95`, async () => {
    const answer = await askPrices(['E22PB-R10', 'E22PB-G10'], distributorCookie)
    expect(answer.body).toEqual({
      priceList: 'Distributor',
      prices: {
        'E22PB-R10': { listCents: 1850, saleCents: 1295, pkgQty: 1 },
        // 19.00 × 0.70 = 13.30
        'E22PB-G10': { listCents: 1900, saleCents: 1330, pkgQty: 1 },
      },
    })
  })

  it(`${dialect}: parts of a non-public series, unavailable and unknown parts are absent`, async () => {
    for (const cookie of [undefined, distributorCookie]) {
      const answer = await askPrices(['E22PBX-R10', 'E22PB-K10', 'NOPE-1', 'E22PB-R10'], cookie)
      expect(Object.keys(answer.body.prices as object)).toEqual(['E22PB-R10'])
    }
  })

  it(`${dialect}: buyerOf reads the buyer from the session cookie only`, async () => {
    const signedIn = await buyerOf({
      payload,
      auth,
      headers: request('/x', { cookie: distributorCookie }).headers,
    })
    expect(signedIn.buyer).toMatchObject({
      webUser: { email: buyerEmail },
      customer: { name: 'Ohio Valley Electric Supply' },
      priceList: 'Distributor',
      approvedForTerms: true,
    })
    const visitor = await buyerOf({ payload, auth, headers: request('/x').headers })
    expect(visitor).toEqual({ buyer: guestBuyer, user: null })
    const forged = await buyerOf({
      payload,
      auth,
      headers: request('/x', { cookie: 'better-auth.session_token=forged.value' }).headers,
    })
    expect(forged.buyer).toEqual(guestBuyer)
  })

  it(`${dialect}: a remembered buyer is forgotten when staff change the customer or the buyer signs out`, async () => {
    const buyerEmailOf = 'forget.me@ovesupply.example'
    const customer = await payload.create({
      collection: 'customers',
      data: { name: 'Forgetful Panels', priceList: 'Distributor', arTerm: 'NET 30' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'web-users',
      data: { email: buyerEmailOf, primaryCustomer: customer.id, customers: [customer.id] },
      overrideAccess: true,
    })
    const cookie = await signIn(buyerEmailOf)
    const priceListNow = async () =>
      (await buyerOf({ payload, auth, headers: request('/x', { cookie }).headers })).buyer.priceList
    // read twice: the second answer comes from the memory
    expect(await priceListNow()).toBe('Distributor')
    expect(await priceListNow()).toBe('Distributor')

    await payload.update({
      collection: 'customers',
      id: customer.id,
      data: { priceList: 'OEM' },
      overrideAccess: true,
    })
    expect(await priceListNow()).toBe('OEM')

    const signedOut = await auth.handler(
      request('/api/auth/sign-out', { method: 'POST', body: {}, cookie }),
    )
    expect(signedOut.status).toBe(200)
    // the same cookie, sent again after the sign-out, is a guest's at once
    const after = await buyerOf({ payload, auth, headers: request('/x', { cookie }).headers })
    expect(after).toEqual({ buyer: guestBuyer, user: null })
  })

  it(`${dialect}: a price read while staff's change is not yet committed is not kept past its commit or rollback`, async () => {
    // as the app's onInit does (the tests boot Payload without it)
    watchTransactions(payload.db as unknown as TransactionAdapter)
    // the price API as the app binds it: each list's price data kept in memory until a change
    const keptApi = createPriceApi({
      payload: async () => payload,
      auth: async () => auth,
      env: database.env,
      priceData: (listName) =>
        keptFor(payload, `price-data:${listName}`, () => loadPriceData(payload, listName)),
    })
    const guestPays = async () =>
      (
        (
          await call(
            keptApi.prices(
              request('/api/public/prices', { method: 'POST', body: { pns: ['E22PB-G10'] } }),
            ),
          )
        ).body as { prices: Record<string, { saleCents: number }> }
      ).prices['E22PB-G10']!.saleCents
    expect(await guestPays()).toBe(1900)
    const oem = (
      await payload.find({
        collection: 'price-lists',
        where: { name: { equals: 'OEM' } },
        overrideAccess: true,
      })
    ).docs[0]!
    // staff give OEM 10 % off E-1 (19.00 × 0.90 = 17.10); the entry's hook forgets the kept
    // prices inside the transaction, before the commit, and a guest asks in between
    const tenPercentOff = async () => {
      // a real transaction on both dialects (SQLite's adapter runs operations without one
      // unless asked; orders ask, through beginRealTransaction)
      const req = await createLocalReq({}, payload)
      req.transactionID = await beginRealTransaction(payload)
      const entry = await payload.create({
        collection: 'price-list-entries',
        data: { priceList: oem.id, valueType: '% Discount', schedule: 'E-1', value: 10 },
        overrideAccess: true,
        req,
      })
      // the guest is answered on another connection, which sees only committed rows
      expect(await guestPays()).toBe(1900)
      return { req, entry }
    }

    const committed = await tenPercentOff()
    await payload.db.commitTransaction(committed.req.transactionID!)
    // forgotten once more at the commit: what was kept in between is gone
    expect(await guestPays()).toBe(1710)
    await payload.delete({
      collection: 'price-list-entries',
      id: committed.entry.id,
      overrideAccess: true,
    })
    expect(await guestPays()).toBe(1900)

    // a rollback ends the transaction too: the entry is gone, and so is what was kept
    const rolledBack = await tenPercentOff()
    await payload.db.rollbackTransaction(rolledBack.req.transactionID!)
    expect(await guestPays()).toBe(1900)
    const left = await payload.find({
      collection: 'price-list-entries',
      where: { id: { equals: rolledBack.entry.id } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
  })

  it(`${dialect}: refuses a bad body with 400`, async () => {
    expect((await askPrices([])).status).toBe(400)
    expect((await askPrices(['lower-case'])).status).toBe(400)
    expect((await askPrices(Array.from({ length: 1000 }, (_, i) => `P-${i}`))).status).toBe(400)
    expect((await askPrices('E22PB-R10')).status).toBe(400)
  })

  it(`${dialect}: the admin refuses a list price that is not whole cents, in the staff's language`, async () => {
    const { docs } = await payload.find({
      collection: 'parts',
      where: { pn: { equals: 'E22PB-G10' } },
      overrideAccess: true,
    })
    const id = docs[0]!.id
    for (const [locale, words] of [
      ['en', 'Type the amount in dollars, 0 or more, to the cent (e.g. 13.95).'],
      ['es', 'Escriba el importe en dólares, 0 o más, con centavos como máximo (p. ej. 13.95).'],
    ] as const) {
      const req = await createLocalReq({ locale }, payload)
      // the staff member's admin language, on this request only (Payload's i18n is shared)
      req.i18n = { ...req.i18n, language: locale }
      for (const listPriceCents of [13.95, -100]) {
        const error = await payload
          .update({ collection: 'parts', id, data: { listPriceCents }, overrideAccess: true, req })
          .then(
            () => null,
            (refused: unknown) => refused,
          )
        expect(
          String((error as Error | null)?.message ?? error),
          `${locale} ${listPriceCents}`,
        ).toMatch(/list ?price|listPriceCents|Precio|invalid|inválid/i)
        const data = (error as { data?: { errors?: { message: string }[] } }).data
        expect(data?.errors?.[0]?.message).toBe(words)
      }
    }
    const stored = await payload.findByID({ collection: 'parts', id, overrideAccess: true })
    expect(stored.listPriceCents).toBe(1900)
  })

  it(`${dialect}: a stored price that is not whole cents leaves the part unpriced, never a 500`, async () => {
    // as the admin used to save "13.95" typed into a cents field, or a broken import wrote it
    await createPart('E22PB-Y10', 1700)
    await createPart('E22PB-B10', 1700)
    const db = await dbFor(payload)
    await db.run(sql`UPDATE parts SET list_price_cents = 13.95 WHERE pn = 'E22PB-Y10'`)
    await db.run(sql`UPDATE parts SET list_price_cents = -5 WHERE pn = 'E22PB-B10'`)
    for (const cookie of [undefined, distributorCookie]) {
      const answer = await askPrices(['E22PB-Y10', 'E22PB-B10', 'E22PB-R10'], cookie)
      expect(answer.status).toBe(200)
      expect(Object.keys(answer.body.prices as object)).toEqual(['E22PB-R10'])
    }
    const priced = await pricePartsFor(payload, guestBuyer, ['E22PB-Y10', 'E22PB-B10'])
    expect(priced.get('E22PB-Y10')?.availability).toBe('unavailable')
    expect(priced.get('E22PB-B10')?.availability).toBe('unavailable')
    // the family's other tests count its parts
    await payload.delete({
      collection: 'parts',
      where: { pn: { in: ['E22PB-Y10', 'E22PB-B10'] } },
      overrideAccess: true,
    })
  })

  it(`${dialect}: GET /api/public/price answers the caller's own list, whatever listName says`, async () => {
    const guest = await call(api.priceList(request('/api/public/price?listName=Distributor')))
    expect(guest.status).toBe(200)
    expect(guest.headers.get('cache-control')).toBe('private, no-store')
    expect(guest.body).toEqual({
      priceList: 'OEM',
      priceListEntries: [{ valueType: '% Discount', schedule: 'F-2', pn: null, value: 5 }],
    })

    const buyer = await call(
      api.priceList(request('/api/public/price?listName=OEM', { cookie: distributorCookie })),
    )
    // the Distributor list, without the entry of a hidden series' part
    expect(buyer.body).toEqual({
      priceList: 'Distributor',
      priceListEntries: [{ valueType: '% Discount', schedule: 'E-1', pn: null, value: 30 }],
    })
  })

  it(`${dialect}: a family lists only its listed, available parts`, async () => {
    const parts = await familyParts(payload, familyId)
    expect(parts.map((part) => part.pn)).toEqual(['E22PB-G10', 'E22PB-R10'])
    expect(parts[1]).toEqual({
      pn: 'E22PB-R10',
      descriptionEn: 'Part E22PB-R10',
      descriptionEs: 'Parte E22PB-R10',
      listCents: 1850,
      pkgQty: 1,
      attributes: { colour: 'Red' },
    })
    expect(await partByPn(payload, 'E22PBX-R10')).toMatchObject({ listed: false, available: true })
    expect(await partByPn(payload, 'E22PB-K10')).toMatchObject({ listed: true, available: false })
    expect(await partByPn(payload, 'NOPE-1')).toBeNull()

    const familyApi = createFamilyPartsApi({ payload: async () => payload })
    const page = await call(
      familyApi(
        request('/api/public/families/22mm-nema-push-buttons/parts?sort=price-desc&locale=es'),
        { params: Promise.resolve({ slug: '22mm-nema-push-buttons' }) },
      ),
    )
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60')
    expect(page.body).toMatchObject({
      total: 2,
      search: 'sort=price-desc',
      items: [
        {
          pn: 'E22PB-G10',
          description: 'Parte E22PB-G10',
          listCents: 1900,
        },
        { pn: 'E22PB-R10', listCents: 1850 },
      ],
      facets: [
        {
          key: 'colour',
          label: 'Colour',
          values: [
            { value: 'Red', label: 'Rojo', count: 1, selected: false },
            { value: 'Green', label: 'Verde', count: 1, selected: false },
          ],
        },
      ],
    })
    const missing = await call(
      familyApi(request('/api/public/families/nope/parts'), {
        params: Promise.resolve({ slug: 'nope' }),
      }),
    )
    expect(missing.status).toBe(404)
  })

  it(`${dialect}: the admin refuses price-list entries and series the price lookup would skip`, async () => {
    const { docs } = await payload.find({
      collection: 'price-lists',
      where: { name: { equals: 'Distributor' } },
      overrideAccess: true,
    })
    const list = docs[0]!.id
    const refusal = async (write: () => Promise<unknown>) => {
      try {
        await write()
      } catch (error) {
        return String(
          (error as { data?: unknown }).data
            ? JSON.stringify((error as { data: unknown }).data)
            : error,
        )
      }
      return 'saved'
    }
    const entry = (data: Record<string, unknown>) =>
      refusal(() =>
        payload.create({
          collection: 'price-list-entries',
          data: { priceList: list, ...data } as never,
          overrideAccess: true,
        }),
      )
    expect(await entry({ valueType: '% Discount', schedule: 'G-1', value: 120 })).toContain(
      'between 0 and 100',
    )
    expect(await entry({ valueType: '% Discount', schedule: 'G-1', value: -5 })).toContain(
      'between 0 and 100',
    )
    expect(await entry({ valueType: 'Actual', pn: 'E22PB-R10', value: -1 })).toContain(
      'cannot be negative',
    )
    expect(await entry({ valueType: 'Actual', pn: 'E22PB-R10', value: 'abc' })).not.toBe('saved')
    expect(await entry({ valueType: 'Net', pn: 'E22PB-R10', value: 3 })).not.toBe('saved')
    expect(
      await entry({ valueType: 'Actual', pn: 'E22PB-R10', schedule: 'G-1', value: 3 }),
    ).toContain('not both')
    expect(await entry({ valueType: 'Actual', value: 3 })).toContain('part number or the schedule')
    // a valid one saves, and editing it to 120 % is refused the same way
    const saved = await payload.create({
      collection: 'price-list-entries',
      data: { priceList: list, valueType: '% Discount', schedule: 'G-1', value: 12.5 },
      overrideAccess: true,
    })
    expect(
      await refusal(() =>
        payload.update({
          collection: 'price-list-entries',
          id: saved.id,
          data: { value: 120 },
          overrideAccess: true,
        }),
      ),
    ).toContain('between 0 and 100')
    await payload.delete({ collection: 'price-list-entries', id: saved.id, overrideAccess: true })

    const series = (title: string) =>
      refusal(() =>
        payload.create({
          collection: 'series',
          data: { title, discountSchedule: 'E-1', isPublic: true },
          overrideAccess: true,
        }),
      )
    expect(await series('   ')).not.toBe('saved')
    expect(await series('e22pb')).toContain('already has the prefix E22PB')
    expect(await series('e30x')).toBe('saved')
    const { docs: created } = await payload.find({
      collection: 'series',
      where: { title: { equals: 'E30X' } },
      overrideAccess: true,
    })
    expect(created).toHaveLength(1)
    await payload.delete({ collection: 'series', id: created[0]!.id, overrideAccess: true })
  })

  // last: its 200 bulk parts join the family the tests above list
  it(`${dialect}: pricePartsFor prices 200 pns in the same number of queries as 1`, async () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({
      pn: `E22PB-Q${String(i).padStart(3, '0')}`,
      descriptionEn: `Bulk part ${i}`,
      descriptionEs: `Parte ${i}`,
      family: '22mm-nema-push-buttons',
      // 10.00 + i cents, so every price differs
      listPriceCents: 1000 + i,
      pkgQty: 10,
      shippingFamily: i % 2 === 0 ? 'DUCT' : null,
      tariff: i % 3 === 0,
      attributes: {},
    }))
    await applyPartsImport(payload, rows, { refresh: false })
    const { buyer } = await buyerOf({
      payload,
      auth,
      headers: request('/x', { cookie: distributorCookie }).headers,
    })

    // every database read of the Local API goes through one of these adapter methods
    const db = payload.db as unknown as Record<string, (...args: unknown[]) => unknown>
    const reads = ['find', 'findOne', 'count', 'findGlobal', 'queryDrafts', 'findDistinct']
    let queries = 0
    const originals = new Map(reads.map((name) => [name, db[name]]))
    for (const [name, original] of originals) {
      if (typeof original !== 'function') continue
      db[name] = (...args: unknown[]) => {
        queries += 1
        return original.apply(payload.db, args)
      }
    }
    try {
      queries = 0
      const one = await pricePartsFor(payload, buyer, ['E22PB-Q000'])
      const forOne = queries
      queries = 0
      const all = await pricePartsFor(payload, buyer, [
        ...rows.map((row) => row.pn.toLowerCase()),
        'NOPE-1',
        'E22PBX-R10',
        'E22PB-K10',
      ])
      const forAll = queries
      expect(forOne).toBeLessThanOrEqual(5)
      expect(forAll).toBe(forOne)

      // E-1 at 30 % off for Distributor: 10.00 × 0.70 = 7.00; 10.07 × 0.70 = 7.049 → 7.05
      expect(one.get('E22PB-Q000')).toEqual({
        availability: 'available',
        pn: 'E22PB-Q000',
        descriptionEn: 'Bulk part 0',
        descriptionEs: 'Parte 0',
        listCents: 1000,
        saleCents: 700,
        pkgQty: 10,
        family: { id: familyId, slug: '22mm-nema-push-buttons' },
        shippingFamily: 'DUCT',
        tariff: true,
      })
      expect(all.get('E22PB-Q007')).toMatchObject({
        listCents: 1007,
        saleCents: 705,
        tariff: false,
      })
      expect(all.size).toBe(203)
      expect(all.get('NOPE-1')).toEqual({ availability: 'unknown', pn: 'NOPE-1' })
      expect(all.get('E22PBX-R10')).toEqual({ availability: 'notPublic', pn: 'E22PBX-R10' })
      expect(all.get('E22PB-K10')).toMatchObject({ availability: 'unavailable', pkgQty: 1 })
      expect(all.get('E22PB-K10')).not.toHaveProperty('saleCents')
    } finally {
      for (const [name, original] of originals) if (original) db[name] = original
    }
  })
}

describe.each(dialectsUnderTest)('price API (%s)', (dialect) => {
  pricesSuite(dialect)
})
