/**
 * The live cart API on a fresh database (SQLite, and PostgreSQL with TEST_DATABASE_URL): the
 * owner is the session's web user only, versions refuse stale writes with 409, bad bodies
 * answer 400 naming the line, and concurrent changes from two sessions of one buyer all land.
 * Buyers sign in by e-mail code through better-auth with an in-process SMTP server.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createShopAuth, type ShopAuth } from '@/account/auth'
import { createCartApi, type CartApi } from '@/cart/cart-api'
import { applyPartsImport, refreshCatalogSearch } from '@/catalog/import/apply'
import { createQuickOrderApi, type QuickOrderApi } from '@/cart/quick-order-api'
import { createQuoteApi, type QuoteApi } from '@/checkout/quote-api'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'
import { codeSignIn, call, origin, request, routeParams } from '../support/shop-requests'
import { startTestSmtp, type TestSmtp } from '../support/smtp'

type LiveCart = {
  cartItems: { pn: string; quantity: number; unavailable?: true }[]
  version: number
  selectedShippingId: number | null
}

const pnParams = (pn: string) => routeParams({ pn })

function cartSuite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload
  let smtp: TestSmtp
  let auth: ShopAuth
  let api: CartApi
  let quoteApi: QuoteApi
  let quickOrderApi: QuickOrderApi
  let buyerA: string
  let buyerA2: string
  let buyerB: string

  const signIn = codeSignIn(
    () => auth,
    () => smtp,
  )

  const getCart = async (cookie?: string, query = '?feature=liveCart') =>
    call(api.hubKvGet(request(`/api/private/hubKV${query}`, { cookie })))
  const postCart = (body: unknown, cookie?: string) =>
    call(api.hubKvPost(request('/api/private/hubKV', { method: 'POST', body, cookie })))
  const add = (pn: string, cookie: string, quantity?: number) =>
    call(
      api.addLine(
        request('/api/private/cart/lines', { method: 'POST', body: { pn, quantity }, cookie }),
      ),
    )
  const clear = (cookie: string) =>
    call(
      api.hubKvDelete(request('/api/private/hubKV?feature=liveCart', { method: 'DELETE', cookie })),
    )

  beforeAll(async () => {
    smtp = await startTestSmtp()
    database = await openTestDatabase(dialect, {
      SMTP_URL: smtp.url,
      SITE_URL: origin,
      NODE_ENV: 'production',
    })
    payload = database.payload
    auth = createShopAuth(payload, { env: database.env })
    api = createCartApi({ payload: async () => payload, auth: async () => auth, env: database.env })
    quoteApi = createQuoteApi({
      payload: async () => payload,
      auth: async () => auth,
      env: database.env,
    })
    quickOrderApi = createQuickOrderApi({
      payload: async () => payload,
      auth: async () => auth,
      env: database.env,
    })

    for (const [slug, title, titleEs] of [
      ['nema-terminal-blocks', 'NEMA terminal blocks', 'Borneras NEMA'],
      ['wire-duct', 'Wire duct', 'Canaleta'],
    ] as const) {
      const family = await payload.create({
        collection: 'products',
        locale: 'en',
        data: { title, slug, _status: 'draft' },
        context: { skipRouteHooks: true },
        overrideAccess: true,
      })
      await payload.update({
        collection: 'products',
        id: family.id,
        locale: 'es',
        data: { title: titleEs, _status: 'published' },
        context: { skipRouteHooks: true },
        overrideAccess: true,
      })
    }
    await payload.create({
      collection: 'series',
      data: { title: 'HIDDEN', discountSchedule: 'E-1', isPublic: false },
      overrideAccess: true,
    })
    const part = (pn: string, family: string, pkgQty: number, listPriceCents = 1250) => ({
      pn,
      descriptionEn: `Part ${pn}`,
      descriptionEs: `Parte ${pn}`,
      family,
      listPriceCents,
      pkgQty,
      shippingFamily: null,
      tariff: false,
      attributes: {},
    })
    await applyPartsImport(
      payload,
      [
        part('TB-10', 'nema-terminal-blocks', 10),
        part('TB-GONE', 'nema-terminal-blocks', 1),
        part('HIDDEN-1', 'nema-terminal-blocks', 1),
        part('WD-6FT', 'wire-duct', 10),
        // one key ('TBP01') for two real part numbers: typed loosely, it is ambiguous
        part('TBP01', 'nema-terminal-blocks', 1),
        ...Array.from({ length: 50 }, (_, i) =>
          part(`TB-P${String(i).padStart(2, '0')}`, 'nema-terminal-blocks', 5),
        ),
      ],
      { refresh: false },
    )
    await refreshCatalogSearch(payload, { parts: true })

    vi.useFakeTimers({ toFake: ['Date'] })
    const t0 = Date.now()
    buyerA = await signIn('alice@panels.example')
    buyerB = await signIn('bob@oem.example')
    // a second session of A, past the 60 s between codes
    vi.setSystemTime(t0 + 61_000)
    buyerA2 = await signIn('alice@panels.example')
    vi.useRealTimers()
  })

  afterAll(async () => {
    vi.useRealTimers()
    await smtp?.close()
    await database?.close()
  })

  it(`${dialect}: a visitor gets 401; an unknown feature 400`, async () => {
    expect((await getCart()).status).toBe(401)
    expect((await add('TB-10', '')).status).toBe(401)
    expect(
      (await postCart({ feature: 'liveCart', liveCart: { cartItems: [], version: 0 } })).status,
    ).toBe(401)
    const unknown = await getCart(buyerA, '?feature=somethingElse')
    expect(unknown.status).toBe(400)
    expect(unknown.body.code).toBe('unknownFeature')
  })

  it(`${dialect}: no cart yet answers liveCart null; a write with version 0 creates version 1`, async () => {
    expect((await getCart(buyerA)).body).toEqual({ liveCart: null })
    const created = await postCart(
      { feature: 'liveCart', liveCart: { cartItems: [{ pn: 'tb-10', quantity: 7 }], version: 0 } },
      buyerA,
    )
    expect(created.status).toBe(200)
    const cart = created.body.liveCart as LiveCart
    // 7 rounds up to one pack of 10 (business rules §3)
    expect(cart.cartItems).toEqual([{ pn: 'TB-10', quantity: 10 }])
    expect(cart.version).toBe(1)
    expect(((await getCart(buyerA)).body.liveCart as LiveCart).cartItems).toEqual([
      { pn: 'TB-10', quantity: 10 },
    ])
  })

  it(`${dialect}: a stale version answers 409 with the current cart, never overwriting it`, async () => {
    const current = (await getCart(buyerA)).body.liveCart as LiveCart
    const fresh = await postCart(
      {
        feature: 'liveCart',
        liveCart: { cartItems: [{ pn: 'TB-10', quantity: 20 }], version: current.version },
      },
      buyerA,
    )
    expect(fresh.status).toBe(200)
    const stale = await postCart(
      {
        feature: 'liveCart',
        liveCart: { cartItems: [{ pn: 'TB-10', quantity: 90 }], version: current.version },
      },
      buyerA2,
    )
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('versionConflict')
    expect((stale.body.liveCart as LiveCart).cartItems).toEqual([{ pn: 'TB-10', quantity: 20 }])
  })

  it(`${dialect}: B never reads or changes A's cart; a key or e-mail in the request is ignored`, async () => {
    const aBefore = (await getCart(buyerA)).body.liveCart as LiveCart
    const bView = await getCart(
      buyerB,
      '?feature=liveCart&key=alice@panels.example&email=alice@panels.example',
    )
    expect(bView.body).toEqual({ liveCart: null })
    const bWrite = await postCart(
      {
        feature: 'liveCart',
        key: 'alice@panels.example',
        email: 'alice@panels.example',
        liveCart: { cartItems: [{ pn: 'TB-P01', quantity: 5 }], version: aBefore.version },
      },
      buyerB,
    )
    // B has no cart, so A's version is stale for B: nothing of A's is touched or shown
    expect(bWrite.status).toBe(409)
    expect(bWrite.body.liveCart).toBeNull()
    await call(
      api.hubKvDelete(
        request('/api/private/hubKV?feature=liveCart&email=alice@panels.example', {
          method: 'DELETE',
          cookie: buyerB,
        }),
      ),
    )
    expect((await getCart(buyerA)).body.liveCart).toEqual(aBefore)
  })

  it(`${dialect}: bad bodies answer 400 naming the line`, async () => {
    const version = ((await getCart(buyerA)).body.liveCart as LiveCart).version
    const write = (cartItems: unknown) =>
      postCart({ feature: 'liveCart', liveCart: { cartItems, version } }, buyerA)

    const fraction = await write([
      { pn: 'TB-10', quantity: 10 },
      { pn: 'TB-P01', quantity: 2.5 },
    ])
    expect(fraction.status).toBe(400)
    expect(fraction.body).toMatchObject({
      code: 'quantityNotWhole',
      pn: 'TB-P01',
      fieldErrors: { 'liveCart.cartItems.1.quantity': ['quantityNotWhole'] },
    })
    const tooMany = await write([{ pn: 'TB-10', quantity: 100_001 }])
    expect(tooMany.body).toMatchObject({
      fieldErrors: { 'liveCart.cartItems.0.quantity': ['quantityTooLarge'] },
    })
    const zero = await write([{ pn: 'TB-10', quantity: 0 }])
    expect(zero.body).toMatchObject({
      fieldErrors: { 'liveCart.cartItems.0.quantity': ['quantityNotPositive'] },
    })
    const hidden = await write([{ pn: 'HIDDEN-1', quantity: 1 }])
    expect(hidden.body).toMatchObject({
      fieldErrors: { 'liveCart.cartItems.0.pn': ['partNotAvailable'] },
    })
    const unknown = await write([{ pn: 'NOPE-1', quantity: 1 }])
    expect(unknown.body).toMatchObject({
      fieldErrors: { 'liveCart.cartItems.0.pn': ['partNotAvailable'] },
    })
    const shape = await write([{ pn: 'bad pn!', quantity: 1 }])
    expect(shape.status).toBe(400)
    expect(shape.body).toMatchObject({
      fieldErrors: { 'liveCart.cartItems.0.pn': ['invalidPartNumber'] },
    })
    expect(
      (
        await call(
          api.hubKvPost(
            request('/api/private/hubKV', { method: 'POST', body: 'x', cookie: buyerA }),
          ),
        )
      ).status,
    ).toBe(400)
    const lines = Array.from({ length: 501 }, (_, i) => ({ pn: `TB-X${i}`, quantity: 1 }))
    const full = await write(lines)
    expect(full.status).toBe(400)
    expect(full.body.code).toBe('cartFull')
    // nothing of that was stored
    expect(((await getCart(buyerA)).body.liveCart as LiveCart).version).toBe(version)
  })

  it(`${dialect}: quantities are checked before parts, wherever lines come in (§3: 400 naming the line)`, async () => {
    await clear(buyerA)
    await add('TB-10', buyerA)
    const before = (await getCart(buyerA)).body.liveCart as LiveCart

    // the probe: −1 of a part nobody sells was a quote line of −1 with 200
    const quoted = await call(
      quoteApi.post(
        request('/api/public/cart/quote', {
          method: 'POST',
          body: { items: [{ pn: 'NOPE', quantity: -1 }] },
        }),
      ),
    )
    expect(quoted.status).toBe(400)
    expect(quoted.body).toMatchObject({
      code: 'quantityNotPositive',
      pn: 'NOPE',
      fieldErrors: { 'items.0.quantity': ['quantityNotPositive'] },
    })
    // −1 beside 11 of one pn is refused, not summed into 10
    const summed = await call(
      quoteApi.post(
        request('/api/public/cart/quote', {
          method: 'POST',
          body: {
            items: [
              { pn: 'TB-10', quantity: 11 },
              { pn: 'TB-10', quantity: -1 },
            ],
          },
        }),
      ),
    )
    expect(summed.body).toMatchObject({
      fieldErrors: { 'items.1.quantity': ['quantityNotPositive'] },
    })

    const manyAdded = await call(
      api.addMany(
        request('/api/private/cart/add-many', {
          method: 'POST',
          body: {
            items: [
              { pn: 'TB-P01', quantity: 5 },
              { pn: 'NOPE', quantity: -1 },
            ],
          },
          cookie: buyerA,
        }),
      ),
    )
    expect(manyAdded.status).toBe(400)
    expect(manyAdded.body).toMatchObject({
      code: 'quantityNotPositive',
      pn: 'NOPE',
      fieldErrors: { 'items.1.quantity': ['quantityNotPositive'] },
    })

    const written = await postCart(
      {
        feature: 'liveCart',
        liveCart: { cartItems: [{ pn: 'NOPE', quantity: -1 }], version: before.version },
      },
      buyerA,
    )
    expect(written.body).toMatchObject({
      fieldErrors: { 'liveCart.cartItems.0.quantity': ['quantityNotPositive'] },
    })
    const addedOne = await add('NOPE', buyerA, 2.5)
    expect(addedOne.body).toMatchObject({ fieldErrors: { quantity: ['quantityNotWhole'] } })
    const setOne = await call(
      api.setLine(
        request('/api/private/cart/lines/NOPE', {
          method: 'PATCH',
          body: { quantity: -3 },
          cookie: buyerA,
        }),
        pnParams('NOPE'),
      ),
    )
    expect(setOne.status).toBe(400)
    expect(setOne.body).toMatchObject({ fieldErrors: { quantity: ['quantityNotPositive'] } })

    // the guest cart at sign-in: reported by its quantity, not as a part we do not sell
    const merged = await call(
      api.merge(
        request('/api/private/cart/merge', {
          method: 'POST',
          body: { items: [{ pn: 'NOPE', quantity: -1 }] },
          cookie: buyerA,
        }),
      ),
    )
    expect(merged.body.skipped).toEqual([{ pn: 'NOPE', code: 'quantityNotPositive' }])

    // quick order reads the quantity before it looks for the part
    const quick = await call(
      quickOrderApi.post(
        request('/api/public/cart/quick-order', { method: 'POST', body: { text: 'NOPE -1' } }),
      ),
    )
    expect(quick.status).toBe(200)
    expect(quick.body).toMatchObject({
      lines: [],
      items: [],
      problems: [{ lineNumber: 1, code: 'badQuantity' }],
    })

    // nothing of that reached the cart
    expect(((await getCart(buyerA)).body.liveCart as LiveCart).cartItems).toEqual(before.cartItems)
  })

  it(`${dialect}: a line already stored for a part no longer sold keeps a quantity the rules allow`, async () => {
    await clear(buyerA)
    await add('TB-GONE', buyerA)
    await payload.update({
      collection: 'parts',
      where: { pn: { equals: 'TB-GONE' } },
      data: { available: false },
      overrideAccess: true,
    })
    try {
      const current = (await getCart(buyerA)).body.liveCart as LiveCart
      const negative = await postCart(
        {
          feature: 'liveCart',
          liveCart: { cartItems: [{ pn: 'TB-GONE', quantity: -5 }], version: current.version },
        },
        buyerA,
      )
      expect(negative.status).toBe(400)
      expect(negative.body).toMatchObject({
        fieldErrors: { 'liveCart.cartItems.0.quantity': ['quantityNotPositive'] },
      })
      const kept = await postCart(
        {
          feature: 'liveCart',
          liveCart: { cartItems: [{ pn: 'TB-GONE', quantity: 3 }], version: current.version },
        },
        buyerA,
      )
      expect(kept.status).toBe(200)
      expect((kept.body.liveCart as LiveCart).cartItems).toEqual([
        { pn: 'TB-GONE', quantity: 3, unavailable: true },
      ])
    } finally {
      await payload.update({
        collection: 'parts',
        where: { pn: { equals: 'TB-GONE' } },
        data: { available: true },
        overrideAccess: true,
      })
    }
  })

  it(`${dialect}: the live cart keeps only addresses the buyer may use; another buyer's id is 404 (hubKV as the address endpoint)`, async () => {
    const webUserOf = async (email: string) =>
      (
        await payload.find({
          collection: 'web-users',
          where: { email: { equals: email } },
          depth: 0,
          limit: 1,
          overrideAccess: true,
        })
      ).docs[0]!.id
    const address = (webUser: number, city: string) =>
      payload.create({
        collection: 'contacts',
        data: {
          webUser,
          nameFirst: 'Pat',
          nameLast: 'Doe',
          phone1: '+14125550134',
          address1: '100 River Rd',
          city,
          addressState: 'PA',
          addressPostalCode: '15009',
          addressCountry: 'US',
          taxExemption: 'none',
        },
        depth: 0,
        overrideAccess: true,
      })
    const alices = await address(await webUserOf('alice@panels.example'), 'Beaver')
    const bobs = await address(await webUserOf('bob@oem.example'), 'Sewickley')

    await clear(buyerA)
    await add('TB-10', buyerA)
    const current = (await getCart(buyerA)).body.liveCart as LiveCart
    const write = (ids: { selectedShippingId?: number; selectedBillingId?: number }) =>
      postCart(
        {
          feature: 'liveCart',
          liveCart: {
            cartItems: [{ pn: 'TB-10', quantity: 10 }],
            version: current.version,
            ...ids,
          },
        },
        buyerA,
      )

    // the address endpoint answers 404 for Bob's id; hubKV answers the same
    const viaEndpoint = await call(
      api.shippingAddress(
        request('/api/private/cart/shipping-address', {
          method: 'PUT',
          body: { contactId: bobs.id },
          cookie: buyerA,
        }),
      ),
    )
    expect(viaEndpoint.status).toBe(404)
    const shipping = await write({ selectedShippingId: bobs.id })
    expect(shipping.status).toBe(404)
    expect(shipping.body.code).toBe('notFound')
    const billing = await write({ selectedBillingId: bobs.id })
    expect(billing.status).toBe(404)
    const missing = await write({ selectedShippingId: 987_654 })
    expect(missing.status).toBe(404)
    const stored = (await getCart(buyerA)).body.liveCart as LiveCart
    expect(stored.version).toBe(current.version)
    expect(stored.selectedShippingId).toBeNull()

    // her own address is kept
    const own = await write({ selectedShippingId: alices.id, selectedBillingId: alices.id })
    expect(own.status).toBe(200)
    expect((own.body.liveCart as LiveCart).selectedShippingId).toBe(alices.id)
  })

  it(`${dialect}: per-line calls follow the quantity rules; wire duct takes any whole number`, async () => {
    await clear(buyerA)
    const first = await add('TB-10', buyerA)
    expect(first.body.line).toEqual({ pn: 'TB-10', quantity: 10 })
    expect((await add('TB-10', buyerA)).body.line).toEqual({ pn: 'TB-10', quantity: 20 })
    const set = await call(
      api.setLine(
        request('/api/private/cart/lines/TB-10', {
          method: 'PATCH',
          body: { quantity: 21 },
          cookie: buyerA,
        }),
        pnParams('TB-10'),
      ),
    )
    expect(set.body.line).toEqual({ pn: 'TB-10', quantity: 30 })
    const duct = await add('WD-6FT', buyerA, 7)
    expect(duct.body.line).toEqual({ pn: 'WD-6FT', quantity: 7 })
    const hidden = await add('HIDDEN-1', buyerA)
    expect(hidden.status).toBe(400)
    expect(hidden.body.code).toBe('partNotAvailable')
    const removed = await call(
      api.removeLine(
        request('/api/private/cart/lines/WD-6FT', { method: 'DELETE', cookie: buyerA }),
        pnParams('WD-6FT'),
      ),
    )
    expect((removed.body.liveCart as LiveCart).cartItems).toEqual([{ pn: 'TB-10', quantity: 30 }])
    const missing = await call(
      api.setLine(
        request('/api/private/cart/lines/TB-P00', {
          method: 'PATCH',
          body: { quantity: 5 },
          cookie: buyerA,
        }),
        pnParams('TB-P00'),
      ),
    )
    expect(missing.status).toBe(404)
  })

  it(`${dialect}: a part that stops being sold stays in the cart, flagged`, async () => {
    await clear(buyerA)
    await add('TB-GONE', buyerA)
    await add('TB-10', buyerA)
    await payload.update({
      collection: 'parts',
      where: { pn: { equals: 'TB-GONE' } },
      data: { available: false },
      overrideAccess: true,
    })
    const cart = (await getCart(buyerA)).body.liveCart as LiveCart
    expect(cart.cartItems).toEqual([
      { pn: 'TB-GONE', quantity: 1, unavailable: true },
      { pn: 'TB-10', quantity: 10 },
    ])
    // it may be kept in a whole-cart write, but not added anew
    const kept = await postCart(
      { feature: 'liveCart', liveCart: { cartItems: cart.cartItems, version: cart.version } },
      buyerA,
    )
    expect(kept.status).toBe(200)
    expect((await add('TB-GONE', buyerA)).body.code).toBe('partNotAvailable')
  })

  it(`${dialect}: merge at sign-in: same pn takes the guest quantity, new lines appended`, async () => {
    await clear(buyerA)
    await add('TB-10', buyerA) // server: TB-10 × 10
    await add('TB-P00', buyerA) // server: TB-P00 × 5
    const merged = await call(
      api.merge(
        request('/api/private/cart/merge', {
          method: 'POST',
          cookie: buyerA,
          body: {
            items: [
              { pn: 'TB-P00', quantity: 15 },
              { pn: 'WD-6FT', quantity: 3 },
              { pn: 'HIDDEN-1', quantity: 1 },
            ],
          },
        }),
      ),
    )
    expect(merged.status).toBe(200)
    expect((merged.body.liveCart as LiveCart).cartItems).toEqual([
      { pn: 'TB-10', quantity: 10 },
      { pn: 'TB-P00', quantity: 15 },
      { pn: 'WD-6FT', quantity: 3 },
    ])
    expect(merged.body.skipped).toEqual([{ pn: 'HIDDEN-1', code: 'partNotAvailable' }])
    expect(merged.body.overflow).toEqual([])
  })

  it(`${dialect}: the quote prices a cart on the server, with each fee as a labelled line`, async () => {
    const ask = (body: unknown, cookie?: string) =>
      call(quoteApi.post(request('/api/public/cart/quote', { method: 'POST', body, cookie })))

    // wire duct 3 of a pack of 10: 3 × 12.50 = 37.50, a cut (non-standard) line
    const small = await ask({ items: [{ pn: 'wd-6ft', quantity: 3 }], locale: 'es' })
    expect(small.status).toBe(200)
    expect(small.body).toMatchObject({
      priceList: 'OEM',
      lines: [
        {
          pn: 'WD-6FT',
          quantity: 3,
          listCents: 1250,
          saleCents: 1250,
          subtotalSaleCents: 3750,
          flags: ['nonStandard'],
          description: 'Parte WD-6FT',
          familySlug: 'wire-duct',
          pkgQty: 10,
        },
      ],
      subtotalCents: 3750,
      // 37.50 < 49.00 → handling 10.00; one cut line → 10.00; 4.95 % of 37.50 = 1.85625 → 1.86
      fees: [
        { code: 'handling', label: 'Manejo', amountCents: 1000 },
        { code: 'cutFee', label: 'Cargo por paquete incompleto (canaleta)', amountCents: 1000 },
        {
          code: 'tariff',
          label: 'Recargo arancelario (4.95 % del subtotal)',
          amountCents: 186,
          percent: '4.95',
          basis: 'subtotal',
        },
      ],
      totalCents: 3750 + 1000 + 1000 + 186,
      flags: [],
    })

    // 3 of a pack of 5 rounds up to 5: 5 × 12.50 = 62.50 ≥ 49 → no handling; 4.95 % → 3.09375 → 3.09;
    // TB-GONE is no longer sold: listed, flagged, left out of the money
    const rounded = await ask({
      items: [
        { pn: 'TB-P00', quantity: 3 },
        { pn: 'TB-GONE', quantity: 1 },
      ],
    })
    expect(rounded.body).toMatchObject({
      lines: [
        { pn: 'TB-P00', quantity: 5, subtotalSaleCents: 6250, flags: [] },
        { pn: 'TB-GONE', quantity: 1, subtotalSaleCents: 0, flags: ['unavailable'] },
      ],
      subtotalCents: 6250,
      fees: [
        {
          code: 'tariff',
          label: 'Tariff surcharge (4.95% of the subtotal)',
          amountCents: 309,
          percent: '4.95',
          basis: 'subtotal',
        },
      ],
      totalCents: 6559,
      flags: [{ code: 'unavailableLines', pns: ['TB-GONE'] }],
    })

    // what the client claims about money is not even read
    const tampered = await ask({
      items: [{ pn: 'TB-P00', quantity: 5, saleCents: 1, listCents: 1 }],
      totalCents: 1,
      priceList: 'Distributor',
    })
    expect(tampered.body).toMatchObject({ priceList: 'OEM', subtotalCents: 6250, totalCents: 6559 })

    const fraction = await ask({ items: [{ pn: 'TB-P00', quantity: 1.5 }] })
    expect(fraction.status).toBe(400)
    expect(fraction.body).toMatchObject({
      fieldErrors: { 'items.0.quantity': ['quantityNotWhole'] },
    })
    const tooMany = await ask({
      items: Array.from({ length: 501 }, (_, i) => ({ pn: `TB-X${i}`, quantity: 1 })),
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.code).toBe('cartFull')
    expect((await ask({ items: [{ pn: '', quantity: 1 }] })).status).toBe(400)
  })

  it(`${dialect}: quick order reports every pasted line and writes nothing`, async () => {
    const ask = (text: string) =>
      call(
        quickOrderApi.post(
          request('/api/public/cart/quick-order', { method: 'POST', body: { text, locale: 'en' } }),
        ),
      )
    const text = [
      'Part number\tQty',
      'TB-10\t7', // 7 of a pack of 10 → 10
      'tb p 02, 5', // typed loosely, one real part: TB-P02
      'wd-6ft;7', // wire duct keeps a cut length
      '',
      'tb p 01\t3', // TB-P01 and TBP01 share a key
      'TB-P0\t1', // no such part: suggestions from the search
      'HIDDEN-1\t1', // not public: exactly like an unknown part
      'TB-P03\t-3', // a quantity that cannot be read
      'TB-P02\t5', // the same part again: summed
    ].join('\n')
    const answer = await ask(text)
    expect(answer.status).toBe(200)
    const lines = answer.body.lines as Record<string, unknown>[]
    const byText = new Map(lines.map((line) => [line.pnText, line]))
    expect(byText.get('TB-10')).toMatchObject({
      status: 'rounded',
      pn: 'TB-10',
      requested: 7,
      quantity: 10,
    })
    expect(byText.get('tb p 02')).toMatchObject({
      status: 'ok',
      pn: 'TB-P02',
      requested: 10,
      quantity: 10,
      lineNumbers: [3, 10],
    })
    expect(byText.get('wd-6ft')).toMatchObject({ status: 'ok', pn: 'WD-6FT', quantity: 7 })
    expect(byText.get('tb p 01')).toMatchObject({
      status: 'ambiguous',
      candidates: ['TB-P01', 'TBP01'],
    })
    const unknown = byText.get('TB-P0') as { status: string; suggestions: string[] }
    expect(unknown.status).toBe('unknown')
    expect(unknown.suggestions.length).toBeGreaterThan(0)
    expect(unknown.suggestions.every((pn) => pn.startsWith('TB-P0'))).toBe(true)
    expect(byText.get('HIDDEN-1')).toEqual({
      lineNumbers: [8],
      pnText: 'HIDDEN-1',
      status: 'unknown',
      suggestions: [],
    })
    expect(answer.body.problems).toEqual([
      { lineNumber: 9, code: 'badQuantity', text: 'TB-P03\t-3' },
    ])
    expect(answer.body.items).toEqual([
      { pn: 'TB-10', quantity: 10 },
      { pn: 'TB-P02', quantity: 10 },
      { pn: 'WD-6FT', quantity: 7 },
    ])

    // a part no longer sold is reported as such
    const gone = await ask('TB-GONE 1')
    expect((gone.body.lines as { status: string }[])[0]?.status).toBe('unavailable')

    // 500 lines are answered; 1,001 are refused as a whole
    const many = Array.from({ length: 500 }, (_, i) => `TB-P${String(i % 50).padStart(2, '0')}\t5`)
    const big = await ask(many.join('\n'))
    expect(big.status).toBe(200)
    expect(big.body.items).toHaveLength(50)
    const tooMany = await ask(Array.from({ length: 1001 }, () => 'TB-10\t1').join('\n'))
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.code).toBe('tooManyLines')
    // nothing was written: no cart for a guest request, and A's cart is untouched
    expect(
      (await call(quickOrderApi.post(request('/x', { method: 'POST', body: {} })))).status,
    ).toBe(400)
  })

  it(`${dialect}: 50 distinct adds and 20 +step on one pn from two sessions at once all land (×20)`, async () => {
    const pns = Array.from({ length: 50 }, (_, i) => `TB-P${String(i).padStart(2, '0')}`)
    for (let round = 0; round < 20; round++) {
      await clear(buyerA)
      await add('TB-10', buyerA) // 10
      const sessions = [buyerA, buyerA2]
      const calls = [
        ...pns.map((pn, i) => add(pn, sessions[i % 2]!)),
        ...Array.from({ length: 20 }, (_, i) => add('TB-10', sessions[i % 2]!)),
      ]
      const answers = await Promise.all(calls)
      expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([])
      const cart = (await getCart(buyerA2)).body.liveCart as LiveCart
      expect(cart.cartItems).toHaveLength(51)
      // 10 + 20 steps of 10 = 210; every other part once, one pack of 5
      expect(cart.cartItems.find((line) => line.pn === 'TB-10')?.quantity).toBe(210)
      expect(new Set(cart.cartItems.map((line) => line.pn))).toEqual(new Set(['TB-10', ...pns]))
      expect(
        cart.cartItems.filter((line) => line.pn !== 'TB-10').every((line) => line.quantity === 5),
      ).toBe(true)
      // 1 + 70 changes, each one version
      expect(cart.version).toBe(71)
    }
  })
}

describe.each(dialectsUnderTest)('live cart API (%s)', (dialect) => {
  cartSuite(dialect)
})
