/**
 * Each carrier's services, named as the carrier names them (issue 39 §10), through the quote
 * and order APIs on a fresh database with the demo carriers: an international carrier offers
 * its international services in the request's language; a service the carrier does not offer
 * is a 400 saying so in that language (never a 500); a collect DHL order keeps the names it
 * was placed with and its mail says "Collect on your DHL account", not to be confirmed.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createShopAuth, type ShopAuth } from '@/account/auth'
import { createCartApi, type CartApi } from '@/cart/cart-api'
import { applyPartsImport, refreshCatalogSearch } from '@/catalog/import/apply'
import { createOrdersApi, type OrdersApi } from '@/checkout/orders/orders-api'
import { myOrder } from '@/checkout/orders/my-orders'
import { orderTotalRows } from '@/checkout/orders/order-summary'
import { drainOutbox } from '@/checkout/orders/outbox'
import { createQuoteApi, type QuoteAnswer, type QuoteApi } from '@/checkout/quote-api'
import { createMailer } from '@/platform/mail'
import { seedShipping } from '@/seed/demo/shipping'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'
import { call, codeSignIn, origin, request } from '../support/shop-requests'
import { startTestSmtp, type TestSmtp } from '../support/smtp'

function suite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload
  let smtp: TestSmtp
  let auth: ShopAuth
  let cartApi: CartApi
  let quoteApi: QuoteApi
  let orders: OrdersApi
  let buyer: string
  let buyerUserId: number
  let plant: number
  const signIn = codeSignIn(
    () => auth,
    () => smtp,
  )
  const items = [{ pn: 'E22-A', quantity: 4 }]
  const monterrey = { country: 'MX', state: 'NLE', postalCode: '64000' }

  const ask = async (body: Record<string, unknown>) => {
    const answer = await call(
      quoteApi.post(request('/api/public/cart/quote', { method: 'POST', body })),
    )
    return {
      status: answer.status,
      body: answer.body as unknown as QuoteAnswer & Record<string, unknown>,
    }
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
    cartApi = createCartApi(deps)
    quoteApi = createQuoteApi(deps)
    orders = createOrdersApi({ ...deps, waitMs: 20_000 })

    const family = await payload.create({
      collection: 'products',
      locale: 'en',
      data: { title: 'Push buttons', slug: 'push-buttons', _status: 'draft' },
      context: { skipRouteHooks: true },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'products',
      id: family.id,
      locale: 'es',
      data: { title: 'Botones', _status: 'published' },
      context: { skipRouteHooks: true },
      overrideAccess: true,
    })
    await applyPartsImport(
      payload,
      [
        {
          pn: 'E22-A',
          descriptionEn: 'Part E22-A',
          descriptionEs: 'Parte E22-A',
          family: 'push-buttons',
          listPriceCents: 2500,
          pkgQty: 1,
          shippingFamily: null,
          tariff: false,
          attributes: {},
        },
      ],
      { refresh: false },
    )
    await refreshCatalogSearch(payload, { parts: true })
    // the demo carriers with their services, bands and ZIP zones
    await seedShipping(payload)
    await payload.updateGlobal({
      slug: 'checkout-settings',
      data: {
        fees: { tariffMode: 'off' },
        orderNoticeRecipients: 'orders@alleghenycontrols.example',
      } as never,
      overrideAccess: true,
    })
    const customer = await payload.create({
      collection: 'customers',
      data: { name: 'Keystone Panels', priceList: 'OEM', arTerm: 'NET 30' } as never,
      overrideAccess: true,
    })
    const user = await payload.create({
      collection: 'web-users',
      data: {
        email: 'services@keystone.example',
        nameFirst: 'Kim',
        nameLast: 'Buyer',
        primaryCustomer: customer.id,
        customers: [customer.id],
      },
      overrideAccess: true,
    })
    buyerUserId = user.id
    plant = (
      await payload.create({
        collection: 'contacts',
        data: {
          webUser: user.id,
          nameFirst: 'Dock',
          nameLast: 'Four',
          nameCompany: 'Keystone Panels',
          phone1: '+1 (724) 555-0142',
          address1: '1 Mill St',
          city: 'Beaver',
          addressState: 'PA',
          addressPostalCode: '15009',
          addressCountry: 'US',
        } as never,
        overrideAccess: true,
      })
    ).id
    vi.useFakeTimers({ toFake: ['Date'] })
    buyer = await signIn('services@keystone.example')
    vi.useRealTimers()
  })

  afterAll(async () => {
    vi.useRealTimers()
    await smtp?.close()
    await database?.close()
  })

  it(`${dialect}: an international carrier offers International Priority and Economy, in each language`, async () => {
    const en = await ask({ items, shipping: monterrey, carrier: 'fedex-international' })
    expect(en.status).toBe(200)
    const fedex = en.body.carriers.find((carrier) => carrier.slug === 'fedex-international')!
    expect(fedex.title).toBe('FedEx International')
    expect(fedex.services).toEqual([
      { code: 'international-priority', name: 'International Priority' },
      { code: 'international-economy', name: 'International Economy' },
    ])
    // none asked: its first
    expect(en.body.shipping).toMatchObject({
      carrier: 'fedex-international',
      method: 'international-priority',
      serviceName: { en: 'International Priority', es: 'International Priority' },
    })
    const es = await ask({
      items,
      shipping: monterrey,
      carrier: 'fedex-international',
      method: 'international-economy',
      locale: 'es',
    })
    expect(es.body.shipping?.method).toBe('international-economy')
    expect(es.body.carriers.find((c) => c.slug === 'fedex-international')?.title).toBe(
      'FedEx Internacional',
    )
    // the collect carriers abroad keep their own lists
    expect(es.body.carriers.find((c) => c.slug === 'ups-worldwide-collect')?.services).toEqual([
      { code: 'worldwide-saver', name: 'Worldwide Saver' },
      { code: 'worldwide-expedited', name: 'Worldwide Expedited' },
    ])
    expect(es.body.carriers.find((c) => c.slug === 'dhl-collect')?.services).toEqual([
      { code: 'express-worldwide', name: 'Express Worldwide' },
    ])
  })

  it(`${dialect}: at home the default carrier names FedEx's services and keeps their prices`, async () => {
    const { body } = await ask({
      items,
      shipping: { country: 'US', state: 'PA', postalCode: '15009' },
    })
    const fedex = body.carriers.find((carrier) => carrier.slug === 'c3-fedex')!
    expect(fedex.services.map((service) => service.name)).toEqual([
      'Ground',
      '2nd Day',
      'Standard Overnight',
    ])
    expect(
      body.carriers.find((c) => c.slug === 'ups-collect')?.services.map((s) => s.name),
    ).toEqual(['Ground', '2nd Day Air', 'Next Day Air'])
    // 100.00 in band 2: ground 15.95
    expect(body.shipping).toMatchObject({ method: 'ground', amountCents: 1595 })
    const es = await ask({
      items,
      shipping: { country: 'US', state: 'PA', postalCode: '15009' },
      locale: 'es',
    })
    expect(
      es.body.carriers.find((c) => c.slug === 'c3-fedex')?.services.map((s) => s.name),
    ).toEqual(['Terrestre (Ground)', '2 días (2nd Day)', 'Día siguiente (Standard Overnight)'])
  })

  it(`${dialect}: a service the carrier does not offer is a 400 saying so in the request's language`, async () => {
    for (const [locale, text] of [
      ['en', 'This carrier does not offer this service here. Choose one of its services.'],
      ['es', 'Esta paquetería no ofrece este servicio aquí. Elija uno de sus servicios.'],
    ] as const) {
      const wrong = await ask({
        items,
        shipping: monterrey,
        carrier: 'fedex-international',
        method: 'ground',
        locale,
      })
      expect(wrong.status).toBe(400)
      expect(wrong.body).toMatchObject({
        code: 'methodNotOffered',
        error: text,
        fieldErrors: { method: ['methodNotOffered'] },
      })
    }
    // not a service code at all: 400 too
    const odd = await ask({ items, shipping: monterrey, carrier: 'dhl-collect', method: 'Air!' })
    expect(odd.status).toBe(400)
    expect(odd.body.fieldErrors).toEqual({ method: ['methodNotOffered'] })
  })

  it(`${dialect}: a collect DHL order keeps its names, does not wait for an amount, and its mail says collect`, async () => {
    await cartApi.hubKvDelete(
      request('/api/private/hubKV?feature=liveCart', { method: 'DELETE', cookie: buyer }),
    )
    await call(
      cartApi.addMany(
        request('/api/private/cart/add-many', { method: 'POST', body: { items }, cookie: buyer }),
      ),
    )
    const quoted = await call(
      quoteApi.post(
        request('/api/public/cart/quote', {
          method: 'POST',
          cookie: buyer,
          body: {
            items,
            shippingContactId: plant,
            carrier: 'dhl-collect',
            shipperNumber: '960012',
          },
        }),
      ),
    )
    const placing = request('/api/private/orders', {
      method: 'POST',
      cookie: buyer,
      body: {
        shippingContactId: plant,
        billingContactId: plant,
        carrier: 'dhl-collect',
        method: 'express-worldwide',
        shipperNumber: '960012',
        expectedTotalCents: quoted.body.totalCents,
        locale: 'es',
      },
    })
    placing.headers.set('idempotency-key', 'services-key-0001')
    const placed = await call(orders.place(placing))
    expect(placed.status).toBe(201)
    const number = (placed.body.order as { number: string }).number

    // staff rename the service afterwards: the order keeps the name it was placed with
    const dhl = (
      await payload.find({
        collection: 'shipping-carriers',
        where: { slug: { equals: 'dhl-collect' } },
        overrideAccess: true,
      })
    ).docs[0]!
    await payload.update({
      collection: 'shipping-carriers',
      id: dhl.id,
      locale: 'en',
      data: {
        services: [{ id: dhl.services![0]!.id, code: 'express-worldwide', name: 'DHL Express' }],
      },
      overrideAccess: true,
    })

    const order = await myOrder({ payload, buyer: { webUser: { id: buyerUserId } } }, number)
    expect(order.shippingPending).toBe(false)
    expect(order.shipping).toMatchObject({
      method: 'express-worldwide',
      serviceName: { en: 'Express Worldwide', es: 'Express Worldwide' },
      carrierName: { en: 'DHL collect (your account)', es: 'DHL por cobrar (su cuenta)' },
      collectAccount: 'DHL',
      amountCents: 0,
    })
    expect(orderTotalRows(order, 'en')).toContainEqual({
      label: 'Shipping (DHL collect (your account), Express Worldwide)',
      amount: 'Collect on your DHL account',
    })

    await drainOutbox({
      payload,
      mailer: createMailer(database.env),
      origin,
      now: () => new Date(),
    })
    const mail = smtp.messages.find(
      (each) => each.subject.includes(number) && each.to.includes('services@keystone.example'),
    )!
    expect(mail.text).toContain(
      'Envío (DHL por cobrar (su cuenta), Express Worldwide): Por cobrar a su cuenta DHL',
    )
    expect(mail.text).not.toMatch(/por determinar|por confirmar/i)
  })
}

for (const dialect of dialectsUnderTest) {
  describe(`carrier services (${dialect})`, () => suite(dialect))
}
