/**
 * Favourites and saved carts on a fresh database (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL): both belong to the session's web user only (another buyer gets 404 or
 * sees nothing), versions refuse stale writes with 409, restore merges or replaces the live
 * cart by the cart's rules, and a line whose part stopped being sold is skipped and named.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createShopAuth, type ShopAuth } from '@/account/auth'
import { createCartApi, type CartApi } from '@/cart/cart-api'
import { replacementQuantity } from '@/cart/bom-lines'
import { replaceInCart } from '@/cart/cart-lines'
import { createReplacementsApi, type CartReplacement } from '@/cart/replacements-api'
import { createSavedCartsApi, type SavedCartsApi } from '@/cart/saved-carts-api'
import { quantityRule } from '@/catalog/quantity'
import { savedCartValuer } from '@/checkout/saved-cart-valuer'
import { applyPartsImport, refreshCatalogSearch } from '@/catalog/import/apply'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'
import { call, codeSignIn, origin, request, routeParams } from '../support/shop-requests'
import { startTestSmtp, type TestSmtp } from '../support/smtp'

type Line = { pn: string; quantity: number; unavailable?: true }
type FavoritesBody = { items: { pn: string; unavailable?: true }[]; version: number } | null
type SavedCart = { id: number; name: string; items: Line[]; version: number }
type Summary = {
  id: number
  name: string
  lineCount: number
  unavailableCount: number
  valueCents: number
}

function suite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload
  let smtp: TestSmtp
  let auth: ShopAuth
  let cartApi: CartApi
  let api: SavedCartsApi
  let alice: string
  let bob: string
  const signIn = codeSignIn(
    () => auth,
    () => smtp,
  )

  // --- favourites ---
  const favorites = async (cookie: string, query = '?feature=favorites') =>
    (await call(cartApi.hubKvGet(request(`/api/private/hubKV${query}`, { cookie })))).body
      .favorites as FavoritesBody
  const heart = (pn: string, cookie: string) =>
    call(
      cartApi.addFavorite(
        request('/api/private/favorites', { method: 'POST', body: { pn }, cookie }),
      ),
    )
  const unheart = (pn: string, cookie: string) =>
    call(
      cartApi.removeFavorite(
        request(`/api/private/favorites/${pn}`, { method: 'DELETE', cookie }),
        routeParams({ pn }),
      ),
    )
  const writeFavorites = (body: unknown, cookie: string) =>
    call(cartApi.hubKvPost(request('/api/private/hubKV', { method: 'POST', body, cookie })))

  // --- live cart ---
  const liveCart = async (cookie: string) =>
    (
      (await call(cartApi.hubKvGet(request('/api/private/hubKV?feature=liveCart', { cookie }))))
        .body.liveCart as { cartItems: Line[] } | null
    )?.cartItems ?? []
  const fillCart = async (cookie: string, items: Line[]) => {
    await cartApi.hubKvDelete(
      request('/api/private/hubKV?feature=liveCart', { method: 'DELETE', cookie }),
    )
    const added = await call(
      cartApi.addMany(
        request('/api/private/cart/add-many', { method: 'POST', body: { items }, cookie }),
      ),
    )
    expect(added.status).toBe(200)
  }

  // --- saved carts ---
  const list = async (cookie: string) =>
    (await call(api.list(request('/api/private/saved-carts', { cookie })))).body
      .savedCarts as Summary[]
  const save = (body: unknown, cookie: string) =>
    call(api.create(request('/api/private/saved-carts', { method: 'POST', body, cookie })))
  const at = (id: number | string) => routeParams({ id: String(id) })
  const open = (id: number | string, cookie: string) =>
    call(api.read(request(`/api/private/saved-carts/${id}`, { cookie }), at(id)))
  const change = (id: number | string, body: unknown, cookie: string) =>
    call(
      api.change(
        request(`/api/private/saved-carts/${id}`, { method: 'PATCH', body, cookie }),
        at(id),
      ),
    )
  const remove = (id: number | string, cookie: string) =>
    call(
      api.remove(request(`/api/private/saved-carts/${id}`, { method: 'DELETE', cookie }), at(id)),
    )
  const restore = (id: number | string, mode: unknown, cookie: string) =>
    call(
      api.restore(
        request(`/api/private/saved-carts/${id}/restore`, {
          method: 'POST',
          body: { mode },
          cookie,
        }),
        at(id),
      ),
    )
  const duplicate = (id: number | string, cookie: string) =>
    call(
      api.duplicate(
        request(`/api/private/saved-carts/${id}/duplicate`, { method: 'POST', cookie }),
        at(id),
      ),
    )
  const stopSelling = (pn: string) =>
    payload.update({
      collection: 'parts',
      where: { pn: { equals: pn } },
      data: { available: false },
      overrideAccess: true,
    })

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
    api = createSavedCartsApi({ ...deps, savedCartValuer })

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
    const part = (pn: string, family: string, pkgQty: number, listPriceCents: number) => ({
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
        part('TB-10', 'nema-terminal-blocks', 10, 1250),
        part('TB-5', 'nema-terminal-blocks', 5, 2000),
        part('TB-FAV-OLD', 'nema-terminal-blocks', 1, 990),
        part('TB-SAVED-OLD', 'nema-terminal-blocks', 1, 990),
        part('TB-SAVED-GONE', 'nema-terminal-blocks', 1, 990),
        part('WD-6FT', 'wire-duct', 10, 300),
      ],
      { refresh: false },
    )
    await refreshCatalogSearch(payload, { parts: true })

    vi.useFakeTimers({ toFake: ['Date'] })
    alice = await signIn('alice@panels.example')
    bob = await signIn('bob@oem.example')
    vi.useRealTimers()
  })

  afterAll(async () => {
    vi.useRealTimers()
    await smtp?.close()
    await database?.close()
  })

  it(`${dialect}: favourites belong to the session; another buyer never sees or changes them`, async () => {
    expect(
      (await call(cartApi.hubKvGet(request('/api/private/hubKV?feature=favorites')))).status,
    ).toBe(401)
    expect(await favorites(alice)).toBeNull()
    expect((await heart('tb-10', alice)).status).toBe(200)
    expect((await heart('TB-5', alice)).status).toBe(200)
    // a second heart on the same part changes nothing
    const again = await heart('TB-10', alice)
    expect((again.body.favorites as FavoritesBody)?.items).toEqual([
      { pn: 'TB-10' },
      { pn: 'TB-5' },
    ])
    expect((await favorites(alice))?.version).toBe(2)

    // Bob, even naming Alice's e-mail, sees none; his remove does not touch hers
    expect(await favorites(bob, '?feature=favorites&key=alice@panels.example')).toBeNull()
    await unheart('TB-10', bob)
    expect((await favorites(alice))?.items).toEqual([{ pn: 'TB-10' }, { pn: 'TB-5' }])

    // a part the shop does not sell cannot become a favourite
    const unknown = await heart('NOSUCH-1', alice)
    expect(unknown.status).toBe(400)
    expect(unknown.body.code).toBe('partNotAvailable')
  })

  it(`${dialect}: a whole-list write with a stale version answers 409 with the current list`, async () => {
    const current = (await favorites(alice))!
    const written = await writeFavorites(
      { feature: 'favorites', favorites: { items: [{ pn: 'TB-5' }], version: current.version } },
      alice,
    )
    expect(written.status).toBe(200)
    const stale = await writeFavorites(
      { feature: 'favorites', favorites: { items: [], version: current.version } },
      alice,
    )
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('versionConflict')
    expect((stale.body.favorites as FavoritesBody)?.items).toEqual([{ pn: 'TB-5' }])
    const badFeature = await writeFavorites({ feature: 'wishlist', favorites: {} }, alice)
    expect(badFeature.status).toBe(400)
    expect(badFeature.body.fieldErrors).toEqual({ feature: ['unknownFeature'] })
  })

  it(`${dialect}: the favourites page prices each part for the buyer; a part no longer sold stays, flagged`, async () => {
    await heart('TB-FAV-OLD', alice)
    await stopSelling('TB-FAV-OLD')
    expect((await favorites(alice))?.items).toEqual([
      { pn: 'TB-5' },
      { pn: 'TB-FAV-OLD', unavailable: true },
    ])
    const priced = await call(
      cartApi.favoritesPriced(request('/api/private/favorites?locale=es', { cookie: alice })),
    )
    expect(priced.body.items).toEqual([
      {
        pn: 'TB-5',
        available: true,
        description: 'Parte TB-5',
        familySlug: 'nema-terminal-blocks',
        pkgQty: 5,
        listCents: 2000,
        saleCents: 2000,
      },
      {
        pn: 'TB-FAV-OLD',
        available: false,
        description: 'Parte TB-FAV-OLD',
        familySlug: 'nema-terminal-blocks',
        pkgQty: 1,
        listCents: null,
        saleCents: null,
      },
    ])
    // it may be removed like any other
    await unheart('TB-FAV-OLD', alice)
    expect((await favorites(alice))?.items).toEqual([{ pn: 'TB-5' }])
  })

  it(`${dialect}: the cart saved under a name, listed with its value; names are unique per buyer`, async () => {
    await fillCart(alice, [
      { pn: 'TB-10', quantity: 20 },
      { pn: 'TB-5', quantity: 5 },
    ])
    const saved = await save({ name: '  Line 3 spares ' }, alice)
    expect(saved.status).toBe(201)
    const savedCart = saved.body.savedCart as SavedCart
    expect(savedCart.name).toBe('Line 3 spares')
    expect(savedCart.items).toEqual([
      { pn: 'TB-10', quantity: 20 },
      { pn: 'TB-5', quantity: 5 },
    ])
    // 20 × 12.50 + 5 × 20.00 = 350.00
    expect(await list(alice)).toMatchObject([
      {
        id: savedCart.id,
        name: 'Line 3 spares',
        lineCount: 2,
        unavailableCount: 0,
        valueCents: 35000,
      },
    ])

    const taken = await save({ name: 'line 3   SPARES' }, alice)
    expect(taken.status).toBe(409)
    expect(taken.body.fieldErrors).toEqual({ name: ['nameTaken'] })
    // the same name is Bob's to use
    await fillCart(bob, [{ pn: 'TB-5', quantity: 5 }])
    expect((await save({ name: 'Line 3 spares' }, bob)).status).toBe(201)

    expect((await save({ name: '   ' }, alice)).body.fieldErrors).toEqual({
      name: ['nameRequired'],
    })
    expect((await save({ name: 'x'.repeat(81) }, alice)).body.fieldErrors).toEqual({
      name: ['nameTooLong'],
    })
  })

  it(`${dialect}: another buyer's saved cart is 404 for every call, and never listed`, async () => {
    const mine = (await list(alice))[0]!
    expect((await open(mine.id, bob)).status).toBe(404)
    expect((await change(mine.id, { version: 1, name: 'Mine now' }, bob)).status).toBe(404)
    expect((await restore(mine.id, 'replace', bob)).status).toBe(404)
    expect((await duplicate(mine.id, bob)).status).toBe(404)
    expect((await remove(mine.id, bob)).status).toBe(404)
    expect((await list(bob)).map((each) => each.name)).toEqual(['Line 3 spares'])
    expect((await list(bob)).some((each) => each.id === mine.id)).toBe(false)
    expect((await open('abc', alice)).status).toBe(404)
    expect((await open(mine.id, alice)).status).toBe(200)
  })

  it(`${dialect}: rename and edit by version; a stale editor gets 409 with the current cart`, async () => {
    const mine = (await list(alice))[0]!
    const renamed = await change(mine.id, { version: 1, name: 'Weekly' }, alice)
    expect(renamed.status).toBe(200)
    expect((renamed.body.savedCart as SavedCart).version).toBe(2)
    const stale = await change(
      mine.id,
      { version: 1, items: [{ pn: 'TB-10', quantity: 10 }] },
      alice,
    )
    expect(stale.status).toBe(409)
    expect((stale.body.savedCart as SavedCart).name).toBe('Weekly')
    // 7 of a pack of 10 is kept as 10 (business rules §3); wire duct keeps its 7
    const edited = await change(
      mine.id,
      {
        version: 2,
        items: [
          { pn: 'TB-10', quantity: 7 },
          { pn: 'TB-5', quantity: 5 },
          { pn: 'WD-6FT', quantity: 7 },
        ],
      },
      alice,
    )
    expect(edited.status).toBe(200)
    expect((edited.body.savedCart as SavedCart).items).toEqual([
      { pn: 'TB-10', quantity: 10 },
      { pn: 'TB-5', quantity: 5 },
      { pn: 'WD-6FT', quantity: 7 },
    ])
    const bad = await change(mine.id, { version: 3, items: [{ pn: 'TB-10', quantity: -1 }] }, alice)
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors).toEqual({ 'items.0.quantity': ['quantityNotPositive'] })
    const copy = await duplicate(mine.id, alice)
    expect(copy.status).toBe(201)
    expect((copy.body.savedCart as SavedCart).name).toBe('Weekly (2)')
    expect((await list(alice)).map((each) => each.name).sort()).toEqual(['Weekly', 'Weekly (2)'])
    expect((await remove((copy.body.savedCart as SavedCart).id, alice)).status).toBe(204)
    expect((await list(alice)).map((each) => each.name)).toEqual(['Weekly'])
  })

  it(`${dialect}: restore merges by the cart's rule or replaces the cart`, async () => {
    const weekly = (await list(alice))[0]! // TB-10 × 10, TB-5 × 5, WD-6FT × 7
    await fillCart(alice, [{ pn: 'TB-10', quantity: 30 }])
    // merge: TB-10 takes the saved quantity where it stands; the saved-only lines are appended
    const merged = await restore(weekly.id, 'merge', alice)
    expect(merged.status).toBe(200)
    expect(merged.body.skipped).toEqual([])
    expect(await liveCart(alice)).toEqual([
      { pn: 'TB-10', quantity: 10 },
      { pn: 'TB-5', quantity: 5 },
      { pn: 'WD-6FT', quantity: 7 },
    ])
    await fillCart(alice, [
      { pn: 'TB-5', quantity: 15 },
      { pn: 'WD-6FT', quantity: 20 },
    ])
    expect((await restore(weekly.id, 'merge', alice)).status).toBe(200)
    expect(await liveCart(alice)).toEqual([
      { pn: 'TB-5', quantity: 5 },
      { pn: 'WD-6FT', quantity: 7 },
      { pn: 'TB-10', quantity: 10 },
    ])
    // replace: the cart becomes the saved lines
    await fillCart(alice, [{ pn: 'TB-5', quantity: 50 }])
    expect((await restore(weekly.id, 'replace', alice)).status).toBe(200)
    expect(await liveCart(alice)).toEqual([
      { pn: 'TB-10', quantity: 10 },
      { pn: 'TB-5', quantity: 5 },
      { pn: 'WD-6FT', quantity: 7 },
    ])
    const badMode = await restore(weekly.id, 'append', alice)
    expect(badMode.status).toBe(400)
    expect(badMode.body.fieldErrors).toEqual({ mode: ['invalidMode'] })
  })

  it(`${dialect}: a discontinued part in a saved cart offers its successor, and is replaced at its pack`, async () => {
    await fillCart(alice, [
      { pn: 'TB-SAVED-GONE', quantity: 3 },
      { pn: 'TB-10', quantity: 10 },
    ])
    const saved = (await save({ name: 'Panel with a successor' }, alice)).body
      .savedCart as SavedCart
    await payload.update({
      collection: 'parts',
      where: { pn: { equals: 'TB-SAVED-GONE' } },
      data: { available: false, successor: 'TB-5' } as never,
      overrideAccess: true,
    })
    const opened = (await open(saved.id, alice)).body.savedCart as SavedCart
    expect(opened.items).toEqual([
      { pn: 'TB-SAVED-GONE', quantity: 3, unavailable: true },
      { pn: 'TB-10', quantity: 10 },
    ])
    const replacements = createReplacementsApi({
      payload: async () => payload,
      auth: async () => auth,
      env: database.env,
    })
    const offered = await call(
      replacements.post(
        request('/api/public/cart/replacements', {
          method: 'POST',
          body: { pns: ['TB-SAVED-GONE', 'TB-10'], locale: 'es' },
          cookie: alice,
        }),
      ),
    )
    expect(offered.status).toBe(200)
    // only the unavailable part has one; TB-10 is sold
    expect(offered.body).toEqual({
      replacements: [
        {
          pn: 'TB-SAVED-GONE',
          successor: {
            pn: 'TB-5',
            description: 'Parte TB-5',
            pkgQty: 5,
            familySlug: 'nema-terminal-blocks',
          },
        },
      ],
    })
    // "Replace with TB-5": the 3 kept, rounded up to TB-5's pack of 5
    const successor = (offered.body.replacements as CartReplacement[])[0]!.successor
    const quantity = replacementQuantity(
      3,
      quantityRule({ pkgQty: successor.pkgQty, family: successor.familySlug }),
    )
    const replaced = replaceInCart(opened.items, 'TB-SAVED-GONE', { pn: successor.pn, quantity })
    expect(replaced.ok).toBe(true)
    const changed = await change(
      saved.id,
      { version: opened.version, items: replaced.ok ? replaced.items : [] },
      alice,
    )
    expect(changed.status).toBe(200)
    expect((changed.body.savedCart as SavedCart).items).toEqual([
      { pn: 'TB-5', quantity: 5 },
      { pn: 'TB-10', quantity: 10 },
    ])
    expect((await list(alice)).find((each) => each.id === saved.id)).toMatchObject({
      unavailableCount: 0,
    })
    // a bad body is refused by its schema
    const bad = await call(
      replacements.post(
        request('/api/public/cart/replacements', { method: 'POST', body: { pns: [] } }),
      ),
    )
    expect(bad.status).toBe(400)
  })

  it(`${dialect}: a line whose part stopped being sold stays in the saved cart, flagged, and restore skips it by name`, async () => {
    await fillCart(alice, [
      { pn: 'TB-SAVED-OLD', quantity: 3 },
      { pn: 'TB-10', quantity: 10 },
    ])
    const saved = (await save({ name: 'Old panel' }, alice)).body.savedCart as SavedCart
    await stopSelling('TB-SAVED-OLD')
    expect(((await open(saved.id, alice)).body.savedCart as SavedCart).items).toEqual([
      { pn: 'TB-SAVED-OLD', quantity: 3, unavailable: true },
      { pn: 'TB-10', quantity: 10 },
    ])
    // its value counts only what is sold today: 10 × 12.50
    expect((await list(alice)).find((each) => each.id === saved.id)).toMatchObject({
      lineCount: 2,
      unavailableCount: 1,
      valueCents: 12500,
    })
    const restored = await restore(saved.id, 'replace', alice)
    expect(restored.body.skipped).toEqual([{ pn: 'TB-SAVED-OLD', code: 'partNotAvailable' }])
    expect(restored.body.restored).toEqual([{ pn: 'TB-10', quantity: 10 }])
    expect(await liveCart(alice)).toEqual([{ pn: 'TB-10', quantity: 10 }])
    // the saved cart keeps it (the buyer decides), and an edit may keep it too
    const keptLine = await change(
      saved.id,
      { version: saved.version, items: [{ pn: 'TB-SAVED-OLD', quantity: 3 }] },
      alice,
    )
    expect(keptLine.status).toBe(200)
    // the cart page's shipping address is kept in the cart record; another buyer's is 404
    const ownContact = await payload.create({
      collection: 'contacts',
      data: {
        webUser: (
          await payload.find({
            collection: 'web-users',
            where: { email: { equals: 'alice@panels.example' } },
            overrideAccess: true,
          })
        ).docs[0]!.id,
        nameFirst: 'Dock',
        nameLast: 'Four',
        phone1: '7245550142',
        address1: '1 Mill St',
        city: 'Beaver',
        addressState: 'PA',
        addressPostalCode: '15009',
        addressCountry: 'US',
      } as never,
      overrideAccess: true,
    })
    const selectAddress = (contactId: number | null, cookie: string) =>
      call(
        cartApi.shippingAddress(
          request('/api/private/cart/shipping-address', {
            method: 'PUT',
            body: { contactId },
            cookie,
          }),
        ),
      )
    const kept = await selectAddress(ownContact.id, alice)
    expect((kept.body.liveCart as { selectedShippingId: number }).selectedShippingId).toBe(
      ownContact.id,
    )
    expect((await selectAddress(ownContact.id, bob)).status).toBe(404)
    // an empty cart is not saved
    await cartApi.hubKvDelete(
      request('/api/private/hubKV?feature=liveCart', { method: 'DELETE', cookie: alice }),
    )
    expect((await save({ name: 'Nothing' }, alice)).body.code).toBe('cartEmpty')
  })
}

describe.each(dialectsUnderTest)('favourites and saved carts (%s)', (dialect) => {
  suite(dialect)
})
