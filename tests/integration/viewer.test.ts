/**
 * The page's one viewer call (issue 40) on a fresh database: a signed-in buyer gets their own
 * session, their negotiated price of a listed part, their cart lines and favourites in one
 * answer; a guest gets "signed out", guest prices and no cart; a body no page sends is a 400
 * in the page's language, never a 500. Nothing in the body chooses whose data it is.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createShopAuth, type ShopAuth } from '@/account/auth'
import { createCartApi, type CartApi } from '@/cart/cart-api'
import { createViewerApi, type ViewerApi } from '@/storefront/viewer/viewer-api'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'
import { call, codeSignIn, origin, request } from '../support/shop-requests'
import { startTestSmtp, type TestSmtp } from '../support/smtp'

const buyerEmail = 'purchasing@ovesupply.example'

function suite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload
  let smtp: TestSmtp
  let auth: ShopAuth
  let api: ViewerApi
  let cartApi: CartApi
  let buyerCookie: string
  const signIn = codeSignIn(
    () => auth,
    () => smtp,
  )

  const viewer = async (body: unknown, init: { cookie?: string; locale?: string } = {}) => {
    const sent = request('/api/public/viewer', { method: 'POST', body, cookie: init.cookie })
    if (init.locale) sent.headers.set('x-shop-locale', init.locale)
    const response = await api.viewer(sent)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    return call(Promise.resolve(response))
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
    const deps = { payload: async () => payload, auth: async () => auth, env: database.env }
    api = createViewerApi(deps)
    cartApi = createCartApi(deps)

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
    await payload.create({
      collection: 'series',
      data: { title: 'E22PB', discountSchedule: 'E-1', isPublic: true },
      overrideAccess: true,
    })
    for (const [pn, listPriceCents] of [
      ['E22PB-R10', 1850],
      ['E22PB-G10', 1900],
    ] as const) {
      await payload.create({
        collection: 'parts',
        data: {
          pn,
          descriptionEn: `Part ${pn}`,
          descriptionEs: `Parte ${pn}`,
          product: family.id,
          listPriceCents,
          pkgQty: 1,
        },
        overrideAccess: true,
      })
    }
    const distributor = await payload.create({
      collection: 'price-lists',
      data: { name: 'Distributor' },
      overrideAccess: true,
    })
    await payload.create({ collection: 'price-lists', data: { name: 'OEM' }, overrideAccess: true })
    await payload.create({
      collection: 'price-list-entries',
      data: { priceList: distributor.id, valueType: '% Discount', schedule: 'E-1', value: 30 },
      overrideAccess: true,
    })
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
    buyerCookie = await signIn(buyerEmail)
    const cookie = buyerCookie
    const added = await call(
      cartApi.addLine(
        request('/api/private/cart/lines', {
          method: 'POST',
          body: { pn: 'E22PB-R10', quantity: 2 },
          cookie,
        }),
      ),
    )
    expect(added.status).toBe(200)
    const hearted = await call(
      cartApi.addFavorite(
        request('/api/private/favorites', { method: 'POST', body: { pn: 'E22PB-G10' }, cookie }),
      ),
    )
    expect(hearted.status).toBe(200)
  })

  afterAll(async () => {
    await smtp?.close()
    await database?.close()
  })

  const everything = {
    want: ['session', 'prices', 'cart', 'favorites'],
    pns: ['E22PB-R10', 'E22PB-G10', 'NOPE-1'],
  }

  it(`${dialect}: a signed-in buyer gets their session, negotiated prices, cart and favourites in one answer`, async () => {
    const answer = await viewer(everything, { cookie: buyerCookie })
    expect(answer.status).toBe(200)
    const body = answer.body as Record<string, Record<string, unknown>>
    expect(body.session).toMatchObject({ user: { email: buyerEmail }, google: false })
    // 18.50 × 0.70 = 12.95; 19.00 × 0.70 = 13.30; an unknown part is absent
    expect(body.prices).toEqual({
      priceList: 'Distributor',
      prices: {
        'E22PB-R10': { listCents: 1850, saleCents: 1295, pkgQty: 1 },
        'E22PB-G10': { listCents: 1900, saleCents: 1330, pkgQty: 1 },
      },
    })
    expect(body.liveCart).toMatchObject({ cartItems: [{ pn: 'E22PB-R10', quantity: 2 }] })
    expect(body.favorites).toMatchObject({ items: [{ pn: 'E22PB-G10' }] })
  })

  it(`${dialect}: only the parts asked are answered`, async () => {
    const answer = await viewer({ want: ['prices'], pns: ['E22PB-R10'] }, { cookie: buyerCookie })
    expect(Object.keys(answer.body)).toEqual(['prices'])
  })

  it(`${dialect}: a guest gets "signed out", guest prices and no cart or favourites`, async () => {
    const answer = await viewer(everything)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      session: { user: null, google: false, captcha: null },
      prices: {
        priceList: 'OEM',
        prices: {
          'E22PB-R10': { listCents: 1850, saleCents: 1850, pkgQty: 1 },
          'E22PB-G10': { listCents: 1900, saleCents: 1900, pkgQty: 1 },
        },
      },
      liveCart: null,
      favorites: null,
    })
  })

  it(`${dialect}: the body never chooses whose data: an owner, list or e-mail in it is refused`, async () => {
    for (const extra of [{ email: buyerEmail }, { listName: 'Distributor' }, { owner: 1 }]) {
      const answer = await viewer({ ...everything, ...extra })
      expect(answer.status).toBe(400)
    }
  })

  it(`${dialect}: a bad body is a 400 in the page's language, never a 500`, async () => {
    const bodies: unknown[] = [
      {},
      { want: [] },
      { want: ['everything'] },
      { want: ['prices'], pns: ['not a pn!'] },
      { want: ['prices'], pns: Array.from({ length: 201 }, (_, i) => `P-${i}`) },
      [],
      'prices',
    ]
    for (const body of bodies) {
      const english = await viewer(body)
      expect(english.status, JSON.stringify(body)).toBe(400)
      expect(english.body).toMatchObject({
        code: 'invalid',
        error: 'This page asked for something it cannot show. Reload the page.',
      })
      const spanish = await viewer(body, { locale: 'es' })
      expect(spanish.body.error).toBe(
        'Esta página pidió algo que no puede mostrar. Vuelva a cargar la página.',
      )
    }
    const notJson = await api.viewer(
      new Request(`${origin}/api/public/viewer`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: '{ not json',
      }),
    )
    expect(notJson.status).toBe(400)
    expect(((await notJson.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({
      _form: ['badJson'],
    })
  })
}

describe.each(dialectsUnderTest)('the viewer call (%s)', (dialect) => {
  suite(dialect)
})
