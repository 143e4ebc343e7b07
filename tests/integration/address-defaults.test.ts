/**
 * Removing an address that is a default (issue 22), through the account API on a fresh
 * database (SQLite, and PostgreSQL with TEST_DATABASE_URL). Keystone Panels has three
 * addresses, written at different times; its two buyers, Kim and Lee, both had the dock as
 * default, Lee's cart had chosen it, and Kim's order was shipped there. Kim removes the dock:
 * both buyers' defaults move to the most recently updated address left, Lee's cart follows,
 * and the order still says where it went.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createAccountApi, type AccountApi } from '@/account/api'
import { repointCartsAfterRemoval } from '@/cart/cart-addresses'
import { createShopAuth, type ShopAuth } from '@/account/auth'
import { createCartApi, type CartApi } from '@/cart/cart-api'
import { readCart } from '@/cart/cart-store'
import { applyPartsImport, refreshCatalogSearch } from '@/catalog/import/apply'
import { createOrdersApi, type OrdersApi } from '@/checkout/orders/orders-api'
import { createQuoteApi, type QuoteApi } from '@/checkout/quote-api'
import { relationId } from '@/platform/relations'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'
import { call, codeSignIn, origin, request, routeParams } from '../support/shop-requests'
import { startTestSmtp, type TestSmtp } from '../support/smtp'

function suite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload
  let smtp: TestSmtp
  let auth: ShopAuth
  let account: AccountApi
  let cartApi: CartApi
  let quoteApi: QuoteApi
  let orders: OrdersApi
  let kim: string
  let lee: string
  let kimId: number
  let leeId: number
  /** Written first; the default of both buyers. */
  let dock: number
  /** Written second, changed last: the most recently updated. */
  let office: number
  /** Written third, never changed since. */
  let warehouse: number
  const signIn = codeSignIn(
    () => auth,
    () => smtp,
  )

  const at = (iso: string) => vi.setSystemTime(new Date(iso))

  const defaultsOf = async (id: number) => {
    const user = await payload.findByID({
      collection: 'web-users',
      id,
      depth: 0,
      overrideAccess: true,
    })
    return {
      shipping: relationId(user.shippingContact),
      billing: relationId(user.billingContact),
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
    account = createAccountApi({ ...deps, afterAddressRemoved: repointCartsAfterRemoval })
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
          descriptionEn: 'Push button',
          descriptionEs: 'Botón',
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
    await payload.create({
      collection: 'shipping-carriers',
      locale: 'en',
      data: { slug: 'c3-fedex', title: 'FedEx', sequence: 1, minSubtotal: 0, isDefault: true },
      overrideAccess: true,
    })
    await payload.updateGlobal({
      slug: 'shipping-rates',
      data: {
        bands: [{ min: 0.01, max: null, ground: 15, groundDist: 10, air2day: 30, air1day: 50 }],
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'zip-zones',
      data: { prefix: '150', zone: 2, states: 'PA' },
      overrideAccess: true,
    })
    await payload.updateGlobal({
      slug: 'checkout-settings',
      data: { fees: { tariffMode: 'off' } } as never,
      overrideAccess: true,
    })

    const customer = await payload.create({
      collection: 'customers',
      data: { name: 'Keystone Panels', priceList: 'OEM', arTerm: 'NET 30' } as never,
      overrideAccess: true,
    })
    const address = async (label: string, address1: string) =>
      (
        await payload.create({
          collection: 'contacts',
          data: {
            customer: customer.id,
            label,
            nameFirst: 'Kim',
            nameLast: 'Novak',
            nameCompany: 'Keystone Panels',
            phone1: '+1 (724) 555-0142',
            address1,
            city: 'Beaver',
            addressState: 'PA',
            addressPostalCode: '15009',
            addressCountry: 'US',
          } as never,
          overrideAccess: true,
        })
      ).id
    vi.useFakeTimers({ toFake: ['Date'] })
    at('2026-01-10T09:00:00Z')
    dock = await address('Dock 4', '1 Mill St')
    at('2026-02-03T09:00:00Z')
    office = await address('Main office', '200 Front St')
    at('2026-02-20T09:00:00Z')
    warehouse = await address('Warehouse', '15 Quarry Rd')
    at('2026-03-05T09:00:00Z')
    await payload.update({
      collection: 'contacts',
      id: office,
      data: { address2: 'Suite 3' },
      overrideAccess: true,
    })

    const buyer = (email: string, nameFirst: string) =>
      payload.create({
        collection: 'web-users',
        data: {
          email,
          nameFirst,
          nameLast: 'Keystone',
          primaryCustomer: customer.id,
          customers: [customer.id],
          shippingContact: dock,
          billingContact: dock,
        },
        overrideAccess: true,
      })
    kimId = (await buyer('kim@keystone.example', 'Kim')).id
    leeId = (await buyer('lee@keystone.example', 'Lee')).id
    vi.useRealTimers()
    kim = await signIn('kim@keystone.example')
    lee = await signIn('lee@keystone.example')
  })

  afterAll(async () => {
    vi.useRealTimers()
    await smtp?.close()
    await database?.close()
  })

  it(`${dialect}: removing the default moves it to the most recently updated address for both buyers; the cart follows; the order keeps its address`, async () => {
    // Kim orders to the dock
    const add = (cookie: string) =>
      call(
        cartApi.addMany(
          request('/api/private/cart/add-many', {
            method: 'POST',
            body: { items: [{ pn: 'E22-A', quantity: 2 }] },
            cookie,
          }),
        ),
      )
    expect((await add(kim)).status).toBe(200)
    const quote = await call(
      quoteApi.post(
        request('/api/public/cart/quote', {
          method: 'POST',
          cookie: kim,
          body: { items: [{ pn: 'E22-A', quantity: 2 }], shippingContactId: dock },
        }),
      ),
    )
    expect(quote.status).toBe(200)
    const placing = request('/api/private/orders', {
      method: 'POST',
      cookie: kim,
      body: {
        shippingContactId: dock,
        billingContactId: dock,
        expectedTotalCents: quote.body.totalCents,
      },
    })
    placing.headers.set('idempotency-key', 'address-defaults-0001')
    const placed = await call(orders.place(placing))
    expect(placed.status).toBe(201)

    // Lee's cart chooses the dock
    expect((await add(lee)).status).toBe(200)
    const chosen = await call(
      cartApi.shippingAddress(
        request('/api/private/cart/shipping-address', {
          method: 'PUT',
          cookie: lee,
          body: { contactId: dock },
        }),
      ),
    )
    expect(chosen.status).toBe(200)
    expect((await readCart(payload, leeId))?.selectedShippingId).toBe(dock)

    const removed = await call(
      account.contact.DELETE(
        request(`/api/private/contacts/${dock}`, { method: 'DELETE', cookie: kim }),
        routeParams({ id: String(dock) }),
      ),
    )
    expect(removed.status).toBe(200)

    // the office was changed on 5 March, after the warehouse was written on 20 February
    expect(await defaultsOf(kimId)).toEqual({ shipping: office, billing: office })
    expect(await defaultsOf(leeId)).toEqual({ shipping: office, billing: office })
    const answered = (
      removed.body.data as {
        addresses: { id: number; defaultShipping: boolean; defaultBilling: boolean }[]
      }
    ).addresses
    expect(answered.map((entry) => entry.id).sort()).toEqual([office, warehouse].sort())
    expect(answered.find((entry) => entry.id === office)).toMatchObject({
      defaultShipping: true,
      defaultBilling: true,
    })
    // the answer says which address the remover's defaults moved to (issue 39)
    expect(removed.body.data).toMatchObject({
      defaultsMoved: { shippingContact: office, billingContact: office },
    })

    const leesCart = await readCart(payload, leeId)
    expect(leesCart?.selectedShippingId).toBe(office)
    expect(leesCart?.items).toEqual([{ pn: 'E22-A', quantity: 2 }])

    const number = (placed.body.order as { number: string }).number
    const {
      docs: [order],
    } = await payload.find({
      collection: 'orders',
      where: { number: { equals: number } },
      depth: 0,
      overrideAccess: true,
    })
    if (!order) throw new Error(`order ${number} not found`)
    expect(JSON.stringify(order.shippingAddress)).toContain('1 Mill St')
    expect(JSON.stringify(order.billingAddress)).toContain('1 Mill St')
  })

  it(`${dialect}: removing the last address leaves no default`, async () => {
    const answers: unknown[] = []
    for (const id of [office, warehouse]) {
      const removed = await call(
        account.contact.DELETE(
          request(`/api/private/contacts/${id}`, { method: 'DELETE', cookie: lee }),
          routeParams({ id: String(id) }),
        ),
      )
      expect(removed.status).toBe(200)
      answers.push((removed.body.data as { defaultsMoved: unknown }).defaultsMoved)
    }
    // the office's removal moves them to the warehouse; the warehouse's leaves none
    expect(answers).toEqual([
      { shippingContact: warehouse, billingContact: warehouse },
      { shippingContact: null, billingContact: null },
    ])
    expect(await defaultsOf(kimId)).toEqual({ shipping: null, billing: null })
    expect(await defaultsOf(leeId)).toEqual({ shipping: null, billing: null })
    expect((await readCart(payload, leeId))?.selectedShippingId).toBeNull()
  })

  it(`${dialect}: an ERP contact's code marks it read-only and is never shown (issue 39)`, async () => {
    const kimUser = await payload.findByID({
      collection: 'web-users',
      id: kimId,
      depth: 0,
      overrideAccess: true,
    })
    const customer = relationId(kimUser.primaryCustomer)
    const erp = await payload.create({
      collection: 'contacts',
      data: {
        customer,
        label: 'Planta Monterrey (W0000045120)',
        nameFirst: 'Luis',
        nameLast: 'Garza',
        nameCompany: 'Keystone Panels',
        phone1: '+1 (724) 555-0142',
        address1: '3 Dock Rd',
        city: 'Beaver',
        addressState: 'PA',
        addressPostalCode: '15009',
        addressCountry: 'US',
      } as never,
      overrideAccess: true,
    })
    const list = await call(account.contacts.GET(request('/api/private/contacts', { cookie: kim })))
    expect(JSON.stringify(list.body)).not.toContain('W0000045120')
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: erp.id, label: 'Planta Monterrey', readOnly: true }),
    ])
    const edit = await call(
      account.contact.PATCH(
        request(`/api/private/contacts/${erp.id}`, {
          method: 'PATCH',
          cookie: kim,
          body: { city: 'Pittsburgh' },
        }),
        routeParams({ id: String(erp.id) }),
      ),
    )
    expect(edit.status).toBe(403)

    // as the customer's primary contact it is the buyer's to edit: a save of the label they
    // were shown keeps the ERP's code on the stored one
    await payload.update({
      collection: 'customers',
      id: customer!,
      data: { primaryContact: erp.id } as never,
      overrideAccess: true,
    })
    const renamed = await call(
      account.contact.PATCH(
        request(`/api/private/contacts/${erp.id}`, {
          method: 'PATCH',
          cookie: kim,
          body: { label: 'Planta Norte' },
        }),
        routeParams({ id: String(erp.id) }),
      ),
    )
    expect(renamed.status).toBe(200)
    expect(renamed.body.data).toMatchObject({ label: 'Planta Norte', readOnly: false })
    const stored = await payload.findByID({
      collection: 'contacts',
      id: erp.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(stored.label).toBe('Planta Norte (W0000045120)')
  })
}

for (const dialect of dialectsUnderTest) {
  describe(`address defaults on ${dialect}`, () => suite(dialect))
}
