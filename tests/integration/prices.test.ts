/**
 * The price API end to end on a fresh database: each caller gets the prices of their own
 * list (guests OEM, a distributor's buyer 'Distributor'), whatever list a request names
 * (DOMAIN §2.7 FIX), and parts of a non-public series or unavailable parts are never priced
 * or listed. The buyer signs in by e-mail code through better-auth (in-process SMTP server).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createShopAuth, type ShopAuth } from '@/account/auth'
import { createFamilyPartsApi } from '@/catalog/parts-api'
import { familyParts, partByPn } from '@/catalog/parts-data'
import { createPriceApi, type PriceApi } from '@/catalog/price-api'

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

  it(`${dialect}: refuses a bad body with 400`, async () => {
    expect((await askPrices([])).status).toBe(400)
    expect((await askPrices(['lower-case'])).status).toBe(400)
    expect((await askPrices(Array.from({ length: 1000 }, (_, i) => `P-${i}`))).status).toBe(400)
    expect((await askPrices('E22PB-R10')).status).toBe(400)
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
    expect(page.headers.get('cache-control')).toBe('public, max-age=60')
    expect(page.body).toMatchObject({
      total: 2,
      search: 'sort=price-desc',
      items: [
        {
          pn: 'E22PB-G10',
          description: 'Parte E22PB-G10',
          listCents: 1900,
          href: '/es/productos/22mm-nema-push-buttons/E22PB-G10',
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
}

describe.each(dialectsUnderTest)('price API (%s)', (dialect) => {
  pricesSuite(dialect)
})
