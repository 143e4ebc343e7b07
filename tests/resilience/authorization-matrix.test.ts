/**
 * The authorization matrix of issue 24 (table in authorization-matrix.ts). First, nothing exists
 * without a row: the API routes and pages on disk (src/app), the EN/ES route table, every
 * endpoint of better-auth's `auth.api`, and every collection, global and REST endpoint of
 * Payload's config. Then the whole table runs against the production build on a fresh SQLite
 * database for seven actors: a visitor, buyer A, buyer B (another customer), A2 (a second buyer
 * of A's customer), and staff editor, sales and admin. A's things (cart, favourites, saved
 * cart, own address, order) are checked untouched after every other actor's attempt; a refused
 * change to a CMS document leaves it as it was; no answer is a 5xx.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createShopAuth } from '@/account/auth'
import { locales } from '@/i18n/locales'
import { routeTable, type RouteKey } from '@/i18n/routes'
import { seedDemoContent } from '@/seed'

import { routeFiles } from '../support/app-routes'
import { visitorHiddenQueries } from '../support/cms-hidden-fields'
import { openTestDatabase, type TestDatabase } from '../support/databases'
import { startShopServer, type ShopServer } from '../support/shop-server'
import { startTestSmtp, type TestSmtp } from '../support/smtp'
import {
  actors,
  adminTable,
  apiTable,
  authInProcessOnly,
  authServed,
  authServerOnly,
  authTable,
  cmsTable,
  collectionOperations,
  collectionPolicies,
  crossReferenceActions,
  globalOperations,
  globalPolicies,
  orderDeskActions,
  webUserActions,
  pageTable,
  preferenceOperations,
  uploadOperations,
  rootOperations,
  staffAuthOperations,
  type Actor,
  type Expect,
  type Fixtures,
  type Row,
} from './authorization-matrix'

type Method = Row['method']

/** Every page.tsx under src/app, as its folder below the route groups. */
function pageFiles(): string[] {
  const root = path.resolve('src/app')
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === 'page.tsx')
        found.push(
          `/${path
            .relative(root, dir)
            .split(path.sep)
            .filter((segment) => !/^\(.*\)$/.test(segment))
            .join('/')}`,
        )
    }
  }
  walk(root)
  return found.sort()
}

/** The route-table key each page folder serves. */
const pageFolderKeys: Record<string, RouteKey[]> = {
  '/[locale]': ['home'],
  '/[locale]/[...slug]': ['page'],
  '/[locale]/article/[[...slug]]': ['article'],
  '/[locale]/cart': ['cart'],
  '/[locale]/category/[[...slug]]': ['category'],
  '/[locale]/checkout': ['checkout'],
  '/[locale]/industry/[[...slug]]': ['industry'],
  '/[locale]/login': ['login'],
  '/[locale]/my-account/[[...slug]]': ['myAccount'],
  '/[locale]/products/[...slug]': ['product'],
  '/[locale]/products': ['products'],
  '/[locale]/cross-reference': ['crossReference'],
  '/[locale]/cross-reference/[maker]': ['crossReference'],
  '/[locale]/quick-order': ['quickOrder'],
  '/[locale]/resource/[[...slug]]': ['resource'],
  '/[locale]/search': ['search'],
  '/[locale]/testimonial/[[...slug]]': ['testimonial'],
  '/[locale]/white-paper/[[...slug]]': ['whitePaper'],
}

let database: TestDatabase | undefined
let payload: Payload
let smtp: TestSmtp | undefined
let server: ShopServer | undefined
let table: Row[] = []
let fixtures: Fixtures
const credentials = {} as Record<Actor, Record<string, string>>
const missingId = 2_147_483_000

function versionedOf(config: Payload['config'], empty: string[] = []) {
  return {
    empty,
    hiddenFromVisitors: visitorHiddenQueries(config),
    collections: config.collections.filter((each) => each.versions).map((each) => each.slug),
    globals: config.globals.filter((each) => each.versions).map((each) => each.slug),
  }
}

describe('the authorization matrix has a row for everything that exists', () => {
  let config: Payload['config']
  beforeAll(async () => {
    const { createConfig } = await import('@/payload.config')
    config = await createConfig({
      ...process.env,
      DATABASE_URL: 'file:/tmp/matrix-config-only.db',
      PAYLOAD_SECRET: 'matrix',
    })
  })
  const rows = () => [
    ...pageTable,
    ...apiTable,
    ...authTable(),
    ...cmsTable(versionedOf(config)),
    ...adminTable(),
  ]

  it('rows are unique and name an expectation for every actor', () => {
    const names = rows().map((row) => row.name)
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
    for (const row of rows())
      expect(Object.keys(row.expect).sort(), row.name).toEqual([...actors].sort())
  })

  it('every route.ts method on disk has a row', () => {
    const missing: string[] = []
    const names = new Set(rows().map((row) => row.name))
    const prefixes = [...names]
    for (const route of routeFiles()) {
      expect(route.methods.length, route.pattern).toBeGreaterThan(0)
      for (const method of route.methods) {
        if (route.pattern === '/api/cms/[...slug]' || route.pattern === '/api/auth/[...all]')
          continue
        const name = `api ${method} ${route.pattern}`
        if (!prefixes.some((each) => each === name || each.startsWith(`${name} (`)))
          missing.push(name)
      }
    }
    expect(missing).toEqual([])
    // the catch-all routes: Payload's and better-auth's operations have rows of their own
    expect(rows().filter((row) => row.kind === 'cms').length).toBeGreaterThan(100)
    expect(rows().filter((row) => row.kind === 'auth').length).toBeGreaterThan(10)
  })

  it('every page.tsx and every route-table key in en and es has a row', () => {
    const folders = pageFiles()
    const unknown = folders.filter(
      (folder) => !(folder in pageFolderKeys) && !folder.startsWith('/admin'),
    )
    expect(unknown, 'page folders without a route key in pageFolderKeys').toEqual([])
    expect(folders.some((folder) => folder.startsWith('/admin'))).toBe(true)
    expect(rows().some((row) => row.kind === 'admin')).toBe(true)
    const names = rows().map((row) => row.name)
    const missing: string[] = []
    for (const key of Object.keys(routeTable) as RouteKey[]) {
      for (const locale of locales) {
        const name = `page ${locale} ${key}`
        if (!names.some((each) => each === name || each.startsWith(`${name} `))) missing.push(name)
      }
    }
    expect(missing).toEqual([])
  })

  it('every endpoint of better-auth (auth.api) has a row', async () => {
    const auth = createShopAuth({ db: { drizzle: {} } } as unknown as Payload, {
      env: {
        ...process.env,
        DATABASE_URL: 'file:/tmp/matrix-auth-only.db',
        PAYLOAD_SECRET: 'matrix',
      },
    })
    const paths = new Set<string>()
    for (const [key, endpoint] of Object.entries(auth.api)) {
      const pathOf = (endpoint as { path?: string }).path
      // an endpoint without a path is in-process only; the table names it
      if (pathOf === undefined) expect(Object.keys(authInProcessOnly), key).toContain(key)
      else paths.add(pathOf)
    }
    const known = new Set([...Object.keys(authServed), ...authServerOnly])
    expect([...paths].filter((each) => !known.has(each)).sort()).toEqual([])
    // and the table names nothing better-auth no longer has
    expect([...known].filter((each) => !paths.has(each)).sort()).toEqual([])
    console.log(`[matrix] auth.api: ${Object.keys(auth.api).length} endpoints, ${paths.size} paths`)
  })

  it('every collection, global and REST endpoint of Payload’s config has a row; GraphQL is off', () => {
    const collections: string[] = config.collections.map((each) => each.slug)
    expect(collections.filter((slug) => !(slug in collectionPolicies))).toEqual([])
    expect(
      Object.keys(collectionPolicies).filter(
        (slug) => !collections.includes(slug) && !collectionPolicies[slug]!.internal,
      ),
    ).toEqual([])
    const globals: string[] = config.globals.map((each) => each.slug)
    expect(globals.filter((slug) => !(slug in globalPolicies))).toEqual([])
    expect(Object.keys(globalPolicies).filter((slug) => !globals.includes(slug))).toEqual([])

    const key = (method: string, pathOf: string) => `${method.toUpperCase()} ${pathOf}`
    const missing: string[] = []
    for (const collection of config.collections) {
      const known = new Set(
        [
          ...collectionOperations,
          ...(collection.auth ? staffAuthOperations : []),
          ...(collection.upload ? uploadOperations : []),
          ...(collection.slug === 'payload-preferences' ? preferenceOperations : []),
          ...(collection.slug === 'orders' ? orderDeskActions : []),
          ...(collection.slug === 'web-users' ? webUserActions : []),
          ...(collection.slug === 'cross-references' ? crossReferenceActions : []),
        ].map((each) => key(each.method, each.path)),
      )
      for (const endpoint of (collection.endpoints || []) as { method: string; path: string }[]) {
        if (!known.has(key(endpoint.method, endpoint.path)))
          missing.push(`${collection.slug} ${key(endpoint.method, endpoint.path)}`)
      }
    }
    for (const global of config.globals) {
      const known = new Set(globalOperations.map((each) => key(each.method, each.path)))
      for (const endpoint of (global.endpoints || []) as { method: string; path: string }[]) {
        if (!known.has(key(endpoint.method, endpoint.path)))
          missing.push(`global ${global.slug} ${key(endpoint.method, endpoint.path)}`)
      }
    }
    const rootKnown = new Set(rootOperations.map((each) => key(each.method, each.path)))
    for (const endpoint of (config.endpoints || []) as { method: string; path: string }[]) {
      if (!rootKnown.has(key(endpoint.method, endpoint.path)))
        missing.push(`root ${key(endpoint.method, endpoint.path)}`)
    }
    expect(missing).toEqual([])
    // GraphQL is disabled: the table's rows assert its route is gone
    expect(config.graphQL?.disable).toBe(true)
  })
})

// ─── running the table ───────────────────────────────────────────────────────────────────────

async function signInBuyer(email: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: server!.base }
  const sent = await fetch(`${server!.base}/api/auth/email-otp/send-verification-otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, type: 'sign-in' }),
  })
  expect(sent.status, await sent.clone().text()).toBe(200)
  const mail = await smtp!.waitFor((each) => each.to.includes(email))
  const otp = /\b(\d{6})\b/.exec(`${mail.subject} ${mail.text}`)?.[1]
  const signedIn = await fetch(`${server!.base}/api/auth/sign-in/email-otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, otp }),
  })
  expect(signedIn.status).toBe(200)
  return signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

type Answer = { status: number; location: string; text: string }

async function send(
  actor: Actor,
  method: Method,
  pathOf: string,
  body?: unknown,
  extra: Record<string, string> = {},
): Promise<Answer> {
  const headers: Record<string, string> = { origin: server!.base, ...credentials[actor], ...extra }
  // a row that names its content type sends its body as it is (a urlencoded query)
  const raw = typeof body === 'string' && 'content-type' in extra
  if (body !== undefined && !raw) headers['content-type'] = 'application/json'
  const answer = await fetch(`${server!.base}${pathOf}`, {
    method,
    headers,
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    redirect: 'manual',
  })
  return {
    status: answer.status,
    location: answer.headers.get('location') ?? '',
    text: await answer.text(),
  }
}

/** Is the expectation a refusal (run first, then the target is checked unchanged)? */
function refuses(expectation: Expect): boolean {
  return (
    expectation === 401 ||
    expectation === 403 ||
    expectation === 404 ||
    expectation === 'login' ||
    expectation === 'adminLogin' ||
    expectation === 'refused'
  )
}

function meets(expectation: Expect, answer: Answer): boolean {
  if (answer.status >= 500) return false
  const redirect = answer.status >= 300 && answer.status < 400
  switch (expectation) {
    case 'ok':
      return answer.status >= 200 && answer.status < 300
    case 'login':
      return redirect && /\/(login|iniciar-sesion)\b/.test(answer.location)
    case 'adminLogin':
      // a redirect, or the admin's page whose server rendering already streamed when it
      // redirected (Next then writes the redirect into the page): no admin data in either
      return redirect
        ? answer.location.includes('/admin/login')
        : answer.status === 200 &&
            /NEXT_REDIRECT[^"]*\/admin\/login|url=\/admin\/login/.test(answer.text)
    case 'missing':
      return answer.status === 404
    case 'refused':
      return answer.status === 401 || answer.status === 403 || answer.status === 404
    case 'redirect':
      return redirect
    case 'accepted':
      return (answer.status >= 200 && answer.status < 300) || answer.status === 400
    case 'lt500':
      return true
    default:
      return answer.status === expectation
  }
}

/** What buyer A owns, as stored: compared before and after every other actor's attempt. */
async function ownedByA(): Promise<string> {
  const aUser = await payload.find({
    collection: 'web-users',
    where: { email: { equals: 'buyer.a@matrix.example' } },
    overrideAccess: true,
    depth: 0,
  })
  const id = aUser.docs[0]!.id
  const strip = (docs: Record<string, unknown>[]) =>
    docs.map(({ updatedAt: _u, createdAt: _c, ...rest }) => rest)
  const of = async (collection: 'carts' | 'favorites' | 'saved-carts' | 'orders', field: string) =>
    (
      await payload.find({
        collection,
        where: { [field]: { equals: id } },
        overrideAccess: true,
        depth: 0,
        limit: 100,
        sort: 'id',
      })
    ).docs as unknown as Record<string, unknown>[]
  const contacts = (
    await payload.find({
      collection: 'contacts',
      where: { webUser: { equals: id } },
      overrideAccess: true,
      depth: 0,
      sort: 'id',
    })
  ).docs as unknown as Record<string, unknown>[]
  return JSON.stringify({
    carts: strip(await of('carts', 'owner')),
    favorites: strip(await of('favorites', 'owner')),
    savedCarts: strip(await of('saved-carts', 'owner')),
    orders: (await of('orders', 'webUser')).map((order) => [order.number, order.status]),
    contacts: strip(contacts),
  })
}

async function snapshotOf(target: ReturnType<NonNullable<Row['target']>>): Promise<string> {
  if ('count' in target) {
    if (!payload.collections[target.count as never]) return 'no such collection'
    return String(
      (await payload.count({ collection: target.count as never, overrideAccess: true })).totalDocs,
    )
  }
  if ('global' in target) {
    // a global never saved is read from its defaults, whose array rows get fresh ids each read
    return JSON.stringify(
      await payload.findGlobal({ slug: target.global as never, overrideAccess: true, depth: 0 }),
    ).replace(/"id":"[0-9a-f]{24}"/g, '"id":"-"')
  }
  if (!payload.collections[target.collection as never]) return 'no such collection'
  const doc = await payload.findByID({
    collection: target.collection as never,
    id: target.id,
    overrideAccess: true,
    depth: 0,
    disableErrors: true,
  })
  return JSON.stringify(doc)
}

async function createFixtures(): Promise<Fixtures> {
  await seedDemoContent(payload, { parts: 40 })
  const first = async (collection: string, where: Record<string, unknown> = {}) =>
    (
      await payload.find({
        collection: collection as never,
        where: where as never,
        limit: 1,
        depth: 0,
        overrideAccess: true,
        sort: 'id',
      })
    ).docs[0] as { id: number; slug?: string; pn?: string } | undefined
  const page = await first('pages', { _status: { equals: 'published' } })
  const product = await first('products', { _status: { equals: 'published' } })
  const draft = await payload.create({
    collection: 'pages',
    locale: 'en',
    data: { title: 'Matrix draft', slug: 'matrix-draft', _status: 'draft' } as never,
    context: { skipRouteHooks: true },
    overrideAccess: true,
  })
  const parts = (
    await payload.find({
      collection: 'parts',
      where: { available: { equals: true } },
      limit: 3,
      depth: 0,
      overrideAccess: true,
      sort: 'pn',
    })
  ).docs
  expect(parts.length).toBe(3)
  const [aCartPn, aFavoritePn, otherPn] = parts.map((part) => part.pn as string) as [
    string,
    string,
    string,
  ]

  const customer = async (name: string) =>
    (
      await payload.create({
        collection: 'customers',
        data: { name, priceList: 'OEM', arTerm: 'NET 30', rep: 'Tom Kowalski' } as never,
        overrideAccess: true,
      })
    ).id
  const customerA = await customer('Matrix A Corp')
  const customerB = await customer('Matrix B Corp')
  const webUser = async (email: string, customerId: number) =>
    (
      await payload.create({
        collection: 'web-users',
        data: {
          email,
          nameFirst: 'Matrix',
          nameLast: 'Buyer',
          primaryCustomer: customerId,
          customers: [customerId],
        },
        overrideAccess: true,
      })
    ).id
  const userA = await webUser('buyer.a@matrix.example', customerA)
  await webUser('buyer.a2@matrix.example', customerA)
  const userB = await webUser('buyer.b@matrix.example', customerB)
  const contact = async (data: Record<string, unknown>) =>
    (
      await payload.create({
        collection: 'contacts',
        data: {
          nameFirst: 'Dock',
          nameLast: 'Four',
          nameCompany: 'Matrix',
          phone1: '+1 (724) 555-0142',
          address1: '1 Mill St',
          city: 'Beaver',
          addressState: 'PA',
          addressPostalCode: '15009',
          addressCountry: 'US',
          ...data,
        } as never,
        overrideAccess: true,
      })
    ).id
  const aContactId = await contact({ webUser: userA, address1: 'Owner-A Lane 7' })
  const bContactId = await contact({ webUser: userB, address1: 'Owner-B Road 9' })
  const customerPrimaryContactId = await contact({
    customer: customerA,
    address1: 'Customer-A HQ 1',
    label: 'Head office (W0000099999)',
  })
  const customerErpContactId = await contact({
    customer: customerA,
    address1: 'Customer-A Dock 2',
    label: 'Customer-A Dock (W0000012345)',
  })
  const customerPlainContactId = await contact({
    customer: customerA,
    address1: 'Customer-A Plant 1',
  })
  await payload.update({
    collection: 'customers',
    id: customerA,
    data: { primaryContact: customerPrimaryContactId } as never,
    overrideAccess: true,
  })

  // staff, each role, signed in through Payload (a JWT and the same token as the admin's cookie)
  const staffIds = {} as Fixtures['staffIds']
  for (const role of ['admin', 'editor', 'sales'] as const) {
    const login = {
      email: `matrix.${role}@alleghenycontrols.example`,
      password: `Matrix-${role}-2026!`,
    }
    const created = await payload.create({
      collection: 'staff',
      data: { ...login, name: `Matrix ${role}`, roles: [role] } as never,
      overrideAccess: true,
    })
    staffIds[role] = created.id as number
    const token = (await payload.login({ collection: 'staff', data: login })).token ?? ''
    credentials[role] = { authorization: `JWT ${token}`, cookie: `payload-token=${token}` }
  }
  credentials.visitor = {}
  // a catalogue import of each kind, recorded with its file (not run: the rows only read it)
  const imports = {} as Fixtures['imports']
  for (const kind of ['parts', 'priceList', 'series', 'crossReferences'] as const) {
    const data = Buffer.from(`matrix ${kind} file\n`, 'utf8')
    const made = await payload.create({
      collection: 'catalog-imports',
      data: { kind, priceList: kind === 'priceList' ? 'OEM' : undefined } as never,
      file: { data, name: `matrix-${kind}.csv`, mimetype: 'text/csv', size: data.length },
      context: { skipImport: true },
      overrideAccess: true,
    })
    imports[kind] = { id: made.id as number, filename: String(made.filename) }
  }
  const media = (await first('media')) as { filename?: string } | undefined
  return {
    mediaFilename: String(media?.filename ?? 'none.png'),
    pageSlug: String(page?.slug ?? 'about'),
    productSlug: String(product?.slug ?? 'none'),
    draftPageId: draft.id as number,
    aCartPn,
    aFavoritePn,
    otherPn,
    aContactId,
    bContactId,
    customerPrimaryContactId,
    customerErpContactId,
    customerPlainContactId,
    aSavedCartId: 0,
    aOrderNumber: '',
    aOrderId: 0,
    imports,
    cmsIds: {},
    versionIds: {},
    staffIds,
    missingId,
  }
}

/** A's things, made through the shop's own API as A: an order, then a cart line, a favourite, a saved cart. */
async function createAsBuyerA(f: Fixtures): Promise<void> {
  const ok = async (answer: Promise<Answer>, what: string) => {
    const got = await answer
    expect(got.status, `${what}: ${got.text.slice(0, 300)}`).toBeLessThan(300)
    return got.text ? (JSON.parse(got.text) as Record<string, unknown>) : {}
  }
  await ok(
    send('buyerA', 'POST', '/api/private/cart/lines', { pn: f.otherPn, quantity: 1 }),
    'cart',
  )
  const quote = await ok(
    send('buyerA', 'POST', '/api/public/cart/quote', {
      items: [{ pn: f.otherPn, quantity: 1 }],
      shippingContactId: f.aContactId,
    }),
    'quote',
  )
  const placed = await ok(
    send(
      'buyerA',
      'POST',
      '/api/private/orders',
      {
        shippingContactId: f.aContactId,
        billingContactId: f.aContactId,
        expectedTotalCents: quote.totalCents,
      },
      { 'idempotency-key': 'matrix-order-a-0001' },
    ),
    'order',
  )
  const order = (placed.order ?? placed) as { number?: string; id?: number }
  const stored = await payload.find({
    collection: 'orders',
    limit: 1,
    overrideAccess: true,
    depth: 0,
    sort: '-id',
  })
  f.aOrderNumber = String(order.number ?? stored.docs[0]?.number)
  f.aOrderId = stored.docs[0]!.id as number
  await ok(
    send('buyerA', 'POST', '/api/private/cart/lines', { pn: f.aCartPn, quantity: 1 }),
    'cart line',
  )
  await ok(send('buyerA', 'POST', '/api/private/favorites', { pn: f.aFavoritePn }), 'favourite')
  const saved = await ok(
    send('buyerA', 'POST', '/api/private/saved-carts', {
      name: 'A-private-list',
      items: [{ pn: f.aCartPn, quantity: 2 }],
    }),
    'saved cart',
  )
  const savedCart = (saved.savedCart ?? saved.data ?? saved) as { id?: number }
  const storedCart = await payload.find({
    collection: 'saved-carts',
    limit: 1,
    overrideAccess: true,
    depth: 0,
    sort: '-id',
  })
  f.aSavedCartId = (savedCart.id ?? storedCart.docs[0]!.id) as number
  // B and A2 each make their web user's records too, so their answers are their own
  for (const actor of ['buyerB', 'buyerA2'] as const) {
    await ok(send(actor, 'GET', '/api/private/favorites'), `${actor} favourites`)
  }
}

async function idsPerCollection(f: Fixtures): Promise<void> {
  for (const collection of payload.config.collections) {
    const slug = collection.slug
    if (collectionPolicies[slug]?.internal) continue
    const where = collection.versions ? { _status: { equals: 'published' } } : {}
    const found = await payload.find({
      collection: slug as never,
      where: where as never,
      limit: 1,
      depth: 0,
      overrideAccess: true,
      sort: 'id',
    })
    f.cmsIds[slug] = ((found.docs as { id: number }[])[0]?.id as number | undefined) ?? missingId
    if (collection.versions) {
      const versions = await payload.findVersions({
        collection: slug as never,
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      f.versionIds[slug] = (versions.docs[0]?.id as number | undefined) ?? missingId
    }
  }
  f.cmsIds.orders = f.aOrderId
  f.cmsIds.staff = f.staffIds.admin
  f.cmsIds.contacts = f.customerPlainContactId
}

describe('the authorization matrix (production build)', () => {
  beforeAll(async () => {
    smtp = await startTestSmtp()
    database = await openTestDatabase('sqlite', { SMTP_URL: smtp.url })
    payload = database.payload
    fixtures = await createFixtures()
    server = await startShopServer({ ...database.env, SMTP_URL: smtp.url, MAIL_DEV_OUTBOX: '' })
    credentials.buyerA = { cookie: await signInBuyer('buyer.a@matrix.example') }
    credentials.buyerB = { cookie: await signInBuyer('buyer.b@matrix.example') }
    credentials.buyerA2 = { cookie: await signInBuyer('buyer.a2@matrix.example') }
    await createAsBuyerA(fixtures)
    // a staff change leaves an audit trail entry to aim at
    await idsPerCollection(fixtures)
    const changed = await send(
      'admin',
      'PATCH',
      `/api/cms/customers/${fixtures.cmsIds.customers}`,
      {
        rep: 'Matrix Rep',
      },
    )
    expect(changed.status, changed.text.slice(0, 300)).toBe(200)
    await idsPerCollection(fixtures)
    table = [
      ...pageTable,
      ...apiTable,
      ...authTable(),
      ...adminTable(),
      ...cmsTable(
        versionedOf(
          payload.config,
          Object.entries(fixtures.cmsIds)
            .filter(([, id]) => id === missingId)
            .map(([slug]) => slug),
        ),
      ),
    ]
  }, 300_000)

  afterAll(async () => {
    // the import files the fixtures stored in the installation's upload folder
    const { mediaDirOf } = await import('@/platform/paths')
    for (const { filename } of Object.values(fixtures?.imports ?? {})) {
      fs.rmSync(path.join(mediaDirOf(), 'imports', filename), { force: true })
    }
    await server?.stop()
    await smtp?.close()
    await database?.close()
  })

  it('answers every row as the table says for all seven actors, with no leak and no 5xx', async () => {
    const failures: string[] = []
    const fiveHundreds: string[] = []
    let requests = 0
    const started = Date.now()
    const f = fixtures

    async function runActor(row: Row, actor: Actor): Promise<void> {
      const expectation = row.expect[actor]
      const granted = expectation === 'missing'
      const pathOf = granted && row.grantedPath ? row.grantedPath(f) : row.path(f)
      const answer = await send(actor, row.method, pathOf, row.body?.(f), row.headers)
      requests += 1
      const where = `${row.name} as ${actor}: ${row.method} ${pathOf} → ${answer.status}${answer.location ? ` ${answer.location}` : ''} (expected ${expectation}) ${answer.text.slice(0, 200)}`
      // MATRIX_TRACE=regex prints the answers of the rows whose name matches
      if (process.env.MATRIX_TRACE && new RegExp(process.env.MATRIX_TRACE).test(row.name))
        console.log(`[matrix trace] ${where}`)
      if (answer.status >= 500) fiveHundreds.push(where)
      if (!meets(expectation, answer)) failures.push(where)
      for (const text of row.contains?.[actor]?.(f) ?? []) {
        const absent = text.startsWith('!')
        const needle = absent ? text.slice(1) : text
        // the 404 page may show the path it was asked for: a marker in the path is not a leak
        if (absent && pathOf.includes(needle)) continue
        if (needle && answer.text.includes(needle) === absent)
          failures.push(`${where}\n  ${absent ? 'LEAK: shows' : 'does not show'} "${needle}"`)
      }
    }

    async function runRow(row: Row, owner: boolean): Promise<void> {
      const target = row.target?.(f)
      const before = target ? await snapshotOf(target) : null
      const aBefore = owner ? await ownedByA() : null
      const others = actors.filter((actor) => !(owner && actor === 'buyerA'))
      const refused = others.filter((actor) => refuses(row.expect[actor]))
      const rest = others.filter((actor) => !refused.includes(actor))
      await Promise.all(refused.map((actor) => runActor(row, actor)))
      const after = target ? await snapshotOf(target) : null
      if (target && before !== after)
        failures.push(
          `${row.name}: a refused request changed ${JSON.stringify(target)}:\n  ${before?.slice(0, 400)}\n  ${after?.slice(0, 400)}`,
        )
      for (const actor of rest) await runActor(row, actor)
      if (owner) {
        const aAfter = await ownedByA()
        if (aAfter !== aBefore)
          failures.push(
            `LEAK: ${row.name}: another actor changed what A owns:\n  ${aBefore}\n  ${aAfter}`,
          )
        await runActor(row, 'buyerA')
      }
    }

    const initialA = await ownedByA()
    const main = table.filter((row) => !row.phase)
    // read-only rows in parallel, a few at a time; rows that write one at a time
    const readOnly = main.filter((row) => row.method === 'GET' && !row.target)
    const writing = main.filter((row) => !readOnly.includes(row))
    for (let index = 0; index < readOnly.length; index += 4) {
      await Promise.all(readOnly.slice(index, index + 4).map((row) => runRow(row, false)))
    }
    const afterReads = await ownedByA()
    if (afterReads !== initialA)
      failures.push(`LEAK: A's things changed during the reads:\n  ${initialA}\n  ${afterReads}`)
    // every row that writes: the others first (the refused before the granted), A's things
    // checked untouched, then A; the rows that change A's own things (owner) after the rest, and
    // those that end a session last
    for (const row of writing) await runRow(row, true)
    for (const row of table.filter((each) => each.phase === 'owner')) await runRow(row, true)
    for (const row of table.filter((each) => each.phase === 'last')) await runRow(row, true)

    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(
      `[matrix] ${table.length} rows × ${actors.length} actors = ${requests} requests in ${seconds} s; ` +
        `${failures.filter((each) => /LEAK|a refused request changed/.test(each)).length} leaks, ` +
        `${failures.length} mismatches, ${fiveHundreds.length} 5xx; rows by kind ${JSON.stringify(
          table.reduce<Record<string, number>>(
            (acc, row) => ({ ...acc, [row.kind]: (acc[row.kind] ?? 0) + 1 }),
            {},
          ),
        )}`,
    )
    // MATRIX_REPORT=file keeps every mismatch for reading (the assertion shows the first ones)
    if (process.env.MATRIX_REPORT)
      fs.writeFileSync(process.env.MATRIX_REPORT, [...fiveHundreds, '', ...failures].join('\n'))
    expect(fiveHundreds).toEqual([])
    expect(failures).toEqual([])
  }, 900_000)
})
