/**
 * Payload's REST API at /api/cms as an attacker sees it, on a fresh database per dialect
 * (SQLite; PostgreSQL too when TEST_DATABASE_URL is set). Requests go through the same guard
 * the route file binds (`guardCmsRest`) into Payload's own REST handler.
 *
 * Finding 8: a visitor reads only what the public pages show (no staff e-mail, no site
 * settings, no private attributes, no business data); staff with the right role still read it.
 * Finding 11: a client's mistake (bad id, date, depth, where, a file missing on disk, an
 * internal collection, GraphQL, `attr.constructor`) is a 4xx with a JSON error, never a 5xx.
 */
import fs from 'node:fs'
import path from 'node:path'

import { handleEndpoints, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createFamilyPartsApi } from '@/catalog/parts-api'
import type { PartRecord } from '@/catalog/part-list'
import { guardCmsRest } from '@/platform/cms-api'
import { siteOrigin } from '@/platform/site'

import { publishBilingual } from '../support/publish'
import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'
import { routeParams } from '../support/shop-requests'

// Uploads go to a temporary folder, not the checkout's data/media (the media collection reads
// MEDIA_DIR when it is loaded, so this runs before the imports).
const mediaDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  const previous = process.env.MEDIA_DIR
  process.env.MEDIA_DIR = mkdtempSync(join(tmpdir(), 'shop-cms-media-'))
  return { dir: process.env.MEDIA_DIR, previous }
})

const origin = 'http://shop.test'
const password = 'correct-horse-battery'
const staffEmails = {
  admin: 'boss@staff.example',
  editor: 'writer@staff.example',
  sales: 'seller@staff.example',
}
const repEmail = 'rep.west@staff.example'
const noticeEmail = 'orders-desk@staff.example'

type Answer = {
  status: number
  text: string
  body: Record<string, unknown>
  cacheControl: string | null
}

/** Collections and globals that only staff may read through the API (DOMAIN §10). */
const staffOnlyCollections = [
  'customers',
  'web-users',
  'contacts',
  'carts',
  'favorites',
  'saved-carts',
  'orders',
  'order-requests',
  'outbox',
  'price-lists',
  'price-list-entries',
  'catalog-imports',
  'shipping-carriers',
  'zip-zones',
  'parts',
  'series',
  'redirects',
  'staff',
]
const staffOnlyGlobals = ['site-settings', 'checkout-settings', 'shipping-rates']

function cmsApiSuite(dialect: 'sqlite' | 'postgres') {
  let db: TestDatabase
  let payload: Payload
  const tokens: Record<keyof typeof staffEmails, string> = { admin: '', editor: '', sales: '' }
  const ids = { page: 0, product: 0, publicAttribute: 0, privateAttribute: 0 }
  const files = { kept: '', gone: '' }

  /** The route file's handler: the guard in front of Payload's REST handler. */
  const route = () =>
    guardCmsRest(
      payload.config,
      (request, args) =>
        args.params.then(({ slug }) =>
          handleEndpoints({
            config: payload.config,
            path: `/api/cms/${slug.map((segment) => encodeURIComponent(segment)).join('/')}`,
            request,
            payloadInstanceCacheKey: `${dialect}-${db.env.DATABASE_URL}`,
          }),
        ),
      { payload: async () => payload },
    )

  async function cms(
    pathAndQuery: string,
    options: {
      as?: keyof typeof staffEmails
      method?: string
      body?: unknown
      /** A body sent as it is (its content type in `headers`). */
      raw?: BodyInit
      headers?: Record<string, string>
    } = {},
  ): Promise<Answer> {
    const [pathname] = pathAndQuery.split('?')
    // the browser's Origin: the shop's own unless a test says otherwise
    const headers = new Headers({ origin: siteOrigin(), ...options.headers })
    if (options.as) headers.set('authorization', `JWT ${tokens[options.as]}`)
    if (options.body !== undefined) headers.set('content-type', 'application/json')
    const request = new Request(`${origin}/api/cms/${pathAndQuery}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    })
    const slug = pathname!.split('/').map((segment) => decodeURIComponent(segment))
    const res = await route()(request, { params: Promise.resolve({ slug }) })
    const text = await res.text()
    let body: Record<string, unknown> = {}
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {}
    } catch {
      // a file
    }
    return { status: res.status, text, body, cacheControl: res.headers.get('cache-control') }
  }

  const docsOf = (answer: Answer) => (answer.body.docs ?? []) as Record<string, unknown>[]

  beforeAll(async () => {
    db = await openTestDatabase(dialect)
    payload = db.payload
    for (const [role, email] of Object.entries(staffEmails)) {
      await payload.create({
        collection: 'staff',
        data: { email, password, name: role, roles: [role as 'admin'] },
      })
      const login = await payload.login({ collection: 'staff', data: { email, password } })
      tokens[role as keyof typeof staffEmails] = login.token ?? ''
    }
    const editor = await payload.find({
      collection: 'staff',
      where: { email: { equals: staffEmails.editor } },
    })
    // an editor's override: the string remembers who changed it
    await payload.create({
      collection: 'tstrings',
      data: { key: 'header.quickOrder', text: 'Quick order' },
      user: { ...editor.docs[0]!, collection: 'staff' },
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { companyName: 'Allegheny Controls' },
    })
    await payload.updateGlobal({
      slug: 'checkout-settings',
      data: {
        orderNoticeRecipients: noticeEmail,
        salesReps: [{ label: 'West', rep: 'Pat West', email: repEmail, states: 'CA' }],
      },
    })

    ids.publicAttribute = (
      await payload.create({
        collection: 'attributes',
        data: { key: 'colour', title: 'Colour', isPublic: true },
      })
    ).id
    ids.privateAttribute = (
      await payload.create({
        collection: 'attributes',
        data: { key: 'internal-cost-code', title: 'Internal cost code', isPublic: false },
      })
    ).id
    // a family in both languages; a row's value is localized, the row itself is not
    const family = await payload.create({
      collection: 'products',
      locale: 'en',
      data: {
        title: 'Pilot lights',
        slug: 'pilot-lights',
        _status: 'draft',
        attributes: [
          { attribute: ids.publicAttribute, value: 'Red' },
          { attribute: ids.privateAttribute, value: 'PB-22' },
        ],
      },
      context: { skipRouteHooks: true },
    })
    ids.product = family.id
    await payload.update({
      collection: 'products',
      id: family.id,
      locale: 'es',
      data: {
        title: 'Luces piloto',
        _status: 'published',
        attributes: (family.attributes ?? []).map((row) => ({
          id: row.id,
          attribute: row.attribute,
          value: row.value === 'Red' ? 'Rojo' : row.value,
        })),
      },
      context: { skipRouteHooks: true },
    })
    ids.page = await publishBilingual(
      payload,
      'pages',
      { title: 'Shop', slug: 'shop' },
      { title: 'Tienda', slug: 'tienda' },
    )

    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#c00' },
    })
      .png()
      .toBuffer()
    for (const key of ['kept', 'gone'] as const) {
      const media = await payload.create({
        collection: 'media',
        data: { alt: key },
        file: { data: png, mimetype: 'image/png', name: `${dialect}-${key}.png`, size: png.length },
      })
      files[key] = media.filename ?? ''
    }
    fs.rmSync(path.join(mediaDir.dir!, files.gone))
  })

  afterAll(async () => {
    await db?.close()
  })

  // ------------------------------------------------------------------------------------------
  // Finding 8: what a visitor reads

  it(`${dialect}: finding 8, a visitor's UI strings carry no staff e-mail at any depth; editors still see who changed them`, async () => {
    const visitor = await cms('tstrings?depth=1')
    expect(visitor.status).toBe(200)
    expect(docsOf(visitor).map((doc) => doc.key)).toEqual(['header.quickOrder'])
    expect(visitor.text).not.toContain('@')
    expect(docsOf(visitor)[0]).not.toHaveProperty('changeEditor')

    const editor = await cms('tstrings?depth=2', { as: 'editor' })
    expect(docsOf(editor)[0]?.changeEditor).toBe(staffEmails.editor)
  })

  it(`${dialect}: finding 8, no staff e-mail in anything a visitor can read (every collection and global, at the visitor's depth)`, async () => {
    const slugs = payload.config.collections.map((collection) => collection.slug)
    const readable: string[] = []
    for (const slug of slugs) {
      const answer = await cms(`${slug}?depth=1&limit=100`)
      expect(answer.status, slug).toBeLessThan(500)
      if (answer.status === 200) readable.push(slug)
      for (const email of [...Object.values(staffEmails), repEmail, noticeEmail]) {
        expect(answer.text, slug).not.toContain(email)
      }
    }
    // exactly the content the public pages show
    expect(readable.sort()).toEqual(
      [
        'articles',
        'attributes',
        'categories',
        'icons',
        'industries',
        'media',
        'pages',
        'products',
        'resources',
        'testimonials',
        'tstrings',
        'white-papers',
      ].sort(),
    )
    for (const global of payload.config.globals.map((each) => each.slug)) {
      const answer = await cms(`globals/${global}?depth=1`)
      expect(answer.status, global).toBeLessThan(500)
      expect(answer.text, global).not.toContain('@')
    }
  })

  it(`${dialect}: finding 8, the staff collection is not readable by a visitor, one by one or listed`, async () => {
    const staffId = (await payload.find({ collection: 'staff', limit: 1 })).docs[0]!.id
    expect((await cms('staff')).status).toBe(403)
    expect((await cms(`staff/${staffId}`)).status).toBe(403)
    const admin = await cms('staff', { as: 'admin' })
    expect(docsOf(admin)).toHaveLength(3)
  })

  it(`${dialect}: finding 8, site and checkout settings (reps, order notice recipients, fees, tax) are refused to visitors and editors; sales and admin read them`, async () => {
    for (const global of ['site-settings', 'checkout-settings']) {
      const visitor = await cms(`globals/${global}`)
      expect(visitor.status, global).toBe(403)
      expect(visitor.text).not.toContain(repEmail)
      expect(visitor.text).not.toContain(noticeEmail)
      expect((await cms(`globals/${global}`, { as: 'editor' })).status, global).toBe(403)
    }
    for (const role of ['sales', 'admin'] as const) {
      expect((await cms('globals/site-settings', { as: role })).status, role).toBe(200)
      const staff = await cms('globals/checkout-settings', { as: role })
      expect(staff.status, role).toBe(200)
      expect(staff.body.orderNoticeRecipients).toBe(noticeEmail)
      expect((staff.body.salesReps as { email: string }[])[0]?.email).toBe(repEmail)
    }
    expect((await cms('globals/shipping-rates')).status).toBe(403)
    expect((await cms('globals/shipping-rates', { as: 'sales' })).status).toBe(200)
    // the pages read the company block through the Local API as before
    const local = await payload.findGlobal({ slug: 'site-settings' })
    expect(local.companyName).toBe('Allegheny Controls')
  })

  it(`${dialect}: finding 8, a private attribute is neither listed nor shown in a product's attribute table to a visitor; editors see both`, async () => {
    const attributes = await cms('attributes')
    expect(docsOf(attributes).map((doc) => doc.key)).toEqual(['colour'])
    expect((await cms(`attributes/${ids.privateAttribute}`)).status).toBe(404)

    for (const locale of ['en', 'es']) {
      const product = await cms(`products/${ids.product}?depth=1&locale=${locale}`)
      expect(product.status).toBe(200)
      const rows = product.body.attributes as { value: string }[]
      expect(rows.map((row) => row.value)).toEqual([locale === 'es' ? 'Rojo' : 'Red'])
      expect(product.text).not.toContain('PB-22')
      expect(product.text).not.toContain('internal-cost-code')
      const listed = await cms(`products?depth=0&locale=${locale}`)
      expect(listed.text).not.toContain('PB-22')
    }

    const editor = await cms(`products/${ids.product}?depth=1`, { as: 'editor' })
    expect((editor.body.attributes as { value: string }[]).map((row) => row.value)).toEqual([
      'Red',
      'PB-22',
    ])
    expect(docsOf(await cms('attributes', { as: 'sales' }))).toHaveLength(2)
    // the family page reads every row through the Local API and leaves the private one out itself
    const local = await payload.findByID({ collection: 'products', id: ids.product })
    expect(local.attributes).toHaveLength(2)
  })

  it(`${dialect}: finding 8, business data (customers … shipping, parts, redirects, staff) is refused to visitors`, async () => {
    for (const slug of staffOnlyCollections) {
      const answer = await cms(`${slug}?depth=1`)
      expect(answer.status, slug).toBe(403)
    }
    for (const slug of staffOnlyGlobals) {
      expect((await cms(`globals/${slug}`)).status, slug).toBe(403)
    }
    // and still read by the roles that work with them
    expect((await cms('customers', { as: 'sales' })).status).toBe(200)
    expect((await cms('shipping-carriers', { as: 'sales' })).status).toBe(200)
    expect((await cms('parts', { as: 'editor' })).status).toBe(200)
    expect((await cms('redirects', { as: 'editor' })).status).toBe(200)
    expect((await cms('customers', { as: 'editor' })).status).toBe(403)
  })

  // ------------------------------------------------------------------------------------------
  // Finding 11: a client's mistake is a 4xx

  it(`${dialect}: finding 11, GraphQL is not served (no route file; POST /api/cms/graphql answers 404)`, async () => {
    const routeFile = path.resolve('src/app/(payload)/api/cms/graphql/route.ts')
    expect(fs.existsSync(routeFile)).toBe(false)
    const answer = await cms('graphql', { method: 'POST', body: { query: '{ __typename }' } })
    expect(answer.status).toBe(404)
  })

  it(`${dialect}: finding 11, an id that is not a whole number (or too large for the database) answers 404`, async () => {
    for (const id of ['abc', '1.5', '-1', '99999999999', '1e3']) {
      const answer = await cms(`pages/${id}`)
      expect(answer.status, id).toBe(404)
      expect((answer.body.errors as { message: string }[])[0]?.message).toContain('Not Found')
    }
    expect((await cms('pages/versions/abc', { as: 'editor' })).status).toBe(404)
    expect((await cms('pages/abc', { as: 'editor', method: 'PATCH', body: {} })).status).toBe(404)
    expect((await cms('pages/abc', { as: 'editor', method: 'DELETE' })).status).toBe(404)
    const page = await cms(`pages/${ids.page}`)
    expect([page.status, page.body.title]).toEqual([200, 'Shop'])
  })

  it(`${dialect}: finding 11, a where on a localized field without locale reads the default locale (was 500; the answer had no localized field)`, async () => {
    const english = await cms('pages?where[title][equals]=Shop')
    expect(english.status).toBe(200)
    expect(docsOf(english).map((doc) => doc.id)).toEqual([ids.page])
    expect(docsOf(english)[0]?.title).toBe('Shop')
    expect((await cms(`pages/${ids.page}`)).body.slug).toBe('shop')
    const spanish = await cms('pages?where[title][equals]=Tienda&locale=es')
    expect(docsOf(spanish).map((doc) => doc.title)).toEqual(['Tienda'])
  })

  it(`${dialect}: finding 11, depth above Payload's maxDepth or not a whole number answers 400`, async () => {
    for (const depth of ['1000', '-1', 'abc', '1.5']) {
      const answer = await cms(`products?depth=${depth}`)
      expect(answer.status, depth).toBe(400)
      expect((answer.body.errors as { message: string }[])[0]?.message).toContain('depth')
    }
    expect((await cms(`products/${ids.product}?depth=3`, { as: 'editor' })).status).toBe(200)
  })

  it(`${dialect}: finding 11, a bad date, id or number in a where, a where that is not JSON, or a bad page answers 400`, async () => {
    for (const query of [
      'where[updatedAt][greater_than]=notadate',
      'where[createdAt][equals]=notadate',
      'where[parent][equals]=abc',
      'where[id][in]=1,abc',
      'where[or][0][parent][equals]=abc',
      'where=notjson',
      'where[title]=Shop',
      'page=-1',
      'limit=abc',
      'where[title][equals][x]=1',
      'where[createdAt][like]=2024',
      'locale=xx&where[title][equals]=Shop',
      'locale=xx&sort=title',
    ]) {
      const answer = await cms(`pages?${query}`)
      expect(answer.status, query).toBe(400)
      expect((answer.body.errors as { message: string }[])[0]?.message, query).toBeTruthy()
    }
    expect(
      (await cms('orders/export?where[createdAt][less_than]=never', { as: 'sales' })).status,
    ).toBe(400)
    const fine = await cms(
      `pages?where[updatedAt][greater_than]=2000-01-01&where[parent][exists]=false&where[id][in]=${ids.page}`,
    )
    expect([fine.status, docsOf(fine).length]).toEqual([200, 1])
  })

  it(`${dialect}: finding 11, a media file missing on disk answers 404; a file that is there is served`, async () => {
    expect((await cms(`media/file/${files.gone}`)).status).toBe(404)
    expect((await cms('media/file/never-uploaded.png')).status).toBe(404)
    const kept = await cms(`media/file/${files.kept}`)
    expect(kept.status).toBe(200)
  })

  it(`${dialect}: finding 9, no shared cache keeps Payload's answers, and a change sent from another site is refused`, async () => {
    expect((await cms('pages?limit=1')).cacheControl).toBe('private, no-store')
    expect((await cms('globals/site-settings', { as: 'admin' })).cacheControl).toBe(
      'private, no-store',
    )
    expect((await cms(`media/file/${files.kept}`)).cacheControl).toMatch(/^public/)
    const redirect = { from: '/old-cross-site', to: '/products' }
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ]
    for (const headers of crossSite) {
      const forged = await cms('redirects', {
        as: 'admin',
        method: 'POST',
        body: redirect,
        headers,
      })
      expect([JSON.stringify(headers), forged.status]).toEqual([JSON.stringify(headers), 403])
    }
    const count = await payload.count({
      collection: 'redirects',
      where: { from: { equals: redirect.from } },
    })
    expect(count.totalDocs).toBe(0)
    expect(
      (await cms('staff/logout', { method: 'POST', headers: { origin: 'https://evil.example' } }))
        .status,
    ).toBe(403)
  })

  it(`${dialect}: finding 11, the internal payload-migrations collection answers 404 (was 501)`, async () => {
    expect((await cms('payload-migrations')).status).toBe(404)
    expect((await cms('payload-migrations', { as: 'admin' })).status).toBe(404)
  })

  it(`${dialect}: the versions of a collection or global that keeps none are 404 (were 500; found by the authorization matrix)`, async () => {
    for (const [method, path] of [
      ['GET', 'parts/versions'],
      ['GET', 'parts/versions/1'],
      ['POST', 'parts/versions/1'],
      ['GET', 'globals/site-settings/versions'],
      ['GET', 'globals/site-settings/versions/1'],
    ] as const) {
      const answer = await cms(path, {
        as: 'admin',
        method,
        body: method === 'POST' ? {} : undefined,
      })
      expect([method, path, answer.status]).toEqual([method, path, 404])
    }
    // a collection that keeps versions still answers them
    expect((await cms('pages/versions', { as: 'editor' })).status).toBe(200)
  })

  it(`${dialect}: DOMAIN §10, sales change the shipping and tax data in checkout settings, but not the company, notices or reps (found by the authorization matrix)`, async () => {
    const before = await payload.findGlobal({ slug: 'checkout-settings', overrideAccess: true })
    const company = (await payload.findGlobal({ slug: 'site-settings', overrideAccess: true }))
      .companyName
    const taxRates = [{ state: 'PA', zipCodes: '*', rate: 6 }]
    const changed = await cms('globals/checkout-settings', {
      as: 'sales',
      method: 'POST',
      body: {
        taxRates,
        orderNoticeRecipients: 'thief@elsewhere.example',
        salesReps: [],
      },
    })
    expect(changed.status).toBe(200)
    const takeover = await cms('globals/site-settings', {
      as: 'sales',
      method: 'POST',
      body: { companyName: 'Taken Over Inc.' },
    })
    expect(takeover.status).toBe(403)
    const after = await payload.findGlobal({ slug: 'checkout-settings', overrideAccess: true })
    expect(after.taxRates?.map(({ state, zipCodes, rate }) => ({ state, zipCodes, rate }))).toEqual(
      taxRates,
    )
    expect(
      (await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })).companyName,
    ).toBe(company)
    expect(after.orderNoticeRecipients).toBe(before.orderNoticeRecipients)
    expect(after.salesReps?.map((rep) => rep.email)).toEqual(
      before.salesReps?.map((rep) => rep.email),
    )
    // an editor changes none of it
    for (const global of ['site-settings', 'checkout-settings']) {
      const editor = await cms(`globals/${global}`, {
        as: 'editor',
        method: 'POST',
        body: { taxRates: [] },
      })
      expect(editor.status, global).toBe(403)
    }
    // an admin changes the company
    const admin = await cms('globals/site-settings', {
      as: 'admin',
      method: 'POST',
      body: { companyName: company },
    })
    expect(admin.status).toBe(200)
  })

  it(`${dialect}: DOMAIN §10, an editor may delete a part and sales a price list (both were admin-only; found by the authorization matrix)`, async () => {
    const part = await payload.create({
      collection: 'parts',
      data: {
        pn: 'MATRIX-DEL-1',
        descriptionEn: 'x',
        descriptionEs: 'x',
        listPriceCents: 100,
        pkgQty: 1,
        product: ids.product,
      } as never,
      overrideAccess: true,
    })
    expect((await cms(`parts/${part.id}`, { as: 'sales', method: 'DELETE' })).status).toBe(403)
    expect((await cms(`parts/${part.id}`, { as: 'editor', method: 'DELETE' })).status).toBe(200)
    const list = await payload.create({
      collection: 'price-lists',
      data: { name: 'Matrix to delete' } as never,
      overrideAccess: true,
    })
    expect((await cms(`price-lists/${list.id}`, { as: 'editor', method: 'DELETE' })).status).toBe(
      403,
    )
    expect((await cms(`price-lists/${list.id}`, { as: 'sales', method: 'DELETE' })).status).toBe(
      200,
    )
  })

  it(`${dialect}: deleting a document still in use is 409 and removes nothing (was 500; found by the authorization matrix)`, async () => {
    const part = await payload.create({
      collection: 'parts',
      data: {
        pn: 'MATRIX-IN-USE-1',
        descriptionEn: 'x',
        descriptionEs: 'x',
        listPriceCents: 100,
        pkgQty: 1,
        product: ids.product,
      } as never,
      overrideAccess: true,
    })
    const refused = await cms(`products/${ids.product}`, { as: 'editor', method: 'DELETE' })
    expect(refused.status).toBe(409)
    expect(JSON.stringify(refused.body)).toContain('still used')
    const still = await payload.findByID({ collection: 'products', id: ids.product, draft: true })
    expect(still.id).toBe(ids.product)
    await payload.delete({ collection: 'parts', id: part.id, overrideAccess: true })
  })

  it(`${dialect}: e-mail verification of staff, which is off, is 404 (was 500 for any token; found by the authorization matrix)`, async () => {
    for (const as of [undefined, 'admin'] as const) {
      const answer = await cms('staff/verify/not-a-token', { as, method: 'POST', body: {} })
      expect(answer.status).toBe(404)
    }
  })

  it(`${dialect}: an encoded slash in a path segment, or a preference that is not there, is 404 for staff too (the fuzz test found 500s)`, async () => {
    for (const [method, path] of [
      ['DELETE', 'payload-preferences/a%2Fb'],
      ['GET', 'pages/1%2F2'],
      ['PATCH', 'tstrings/x%2F..%2F1'],
    ] as const) {
      const answer = await cms(path, {
        as: 'admin',
        method,
        body: method === 'PATCH' ? {} : undefined,
      })
      expect([method, path, answer.status]).toEqual([method, path, 404])
    }
    // Payload's preferences delete of a key the staff member has nothing under (was 500)
    const none = await cms('payload-preferences/no-such-key', { as: 'admin', method: 'DELETE' })
    expect(none.status).toBe(404)
  })

  // ------------------------------------------------------------------------------------------
  // Issue 38: what an attack on the running shop found

  const messageOf = (answer: Answer) =>
    ((answer.body.errors as { message: string }[] | undefined)?.[0]?.message ?? '') +
    JSON.stringify((answer.body.errors as { data?: unknown }[] | undefined)?.[0]?.data ?? '')

  it(`${dialect}: issue 38 item 1, a visitor reads depth 0-1 and at most 100 documents a page (depth=10 grew the answer past the heap); staff read three levels`, async () => {
    for (const query of ['depth=10', 'depth=2', 'limit=101', 'limit=0', 'pagination=false']) {
      const answer = await cms(`products?${query}`)
      expect([query, answer.status]).toEqual([query, 400])
      expect(messageOf(answer), query).toMatch(/depth|limit|pagination/)
      expect(answer.cacheControl).toBe('private, no-store')
    }
    expect((await cms('products?depth=1&limit=100')).status).toBe(200)
    expect((await cms('products?depth=3&limit=0', { as: 'editor' })).status).toBe(200)
    expect((await cms('products?depth=4', { as: 'editor' })).status).toBe(400)
  })

  it(`${dialect}: issue 38 item 1, an answer that would pass 10 MB is refused with 413 while it is read, for visitors and staff`, async () => {
    // a family whose attribute table points 300 times at 10 attributes of 40,000 characters
    // (Payload's longest text): 12 MB at depth 1, where depth 0 is a few kilobytes
    const big = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        payload.create({
          collection: 'attributes',
          data: { key: `bulk-${index}`, title: 'x'.repeat(40_000), isPublic: true },
          overrideAccess: true,
        }),
      ),
    )
    const family = await payload.create({
      collection: 'products',
      locale: 'en',
      data: {
        title: 'Bulk family',
        slug: 'bulk-family',
        _status: 'draft',
        attributes: Array.from({ length: 300 }, (_, index) => ({
          attribute: big[index % big.length]!.id,
          value: `v${index}`,
        })),
      },
      context: { skipRouteHooks: true },
    })
    await payload.update({
      collection: 'products',
      id: family.id,
      locale: 'es',
      data: {
        title: 'Familia grande',
        slug: 'familia-grande',
        _status: 'published',
        attributes: (family.attributes ?? []).map((row) => ({ ...row, value: row.value })),
      },
      context: { skipRouteHooks: true },
    })
    try {
      for (const as of [undefined, 'admin'] as const) {
        const answer = await cms(`products/${family.id}?depth=1`, { as })
        expect(answer.status).toBe(413)
        expect(messageOf(answer)).toContain('10 MB')
        expect(answer.text.length).toBeLessThan(1000)
        expect((await cms(`products?depth=1&limit=100`, { as })).status).toBe(413)
      }
      // without the related documents the answer is small and served
      const small = await cms(`products/${family.id}?depth=0`)
      expect(small.status).toBe(200)
      // the shop's pages read through the Local API, which the limit leaves alone
      const local = await payload.findByID({ collection: 'products', id: family.id, depth: 1 })
      expect(local.attributes).toHaveLength(300)
    } finally {
      await payload.delete({ collection: 'products', id: family.id, overrideAccess: true })
      await payload.delete({
        collection: 'attributes',
        where: { key: { like: 'bulk-' } },
        overrideAccess: true,
      })
    }
  })

  it(`${dialect}: issue 38 item 4, a visitor cannot filter or sort on a private attribute's value (recovered letter by letter through like); staff can`, async () => {
    for (const query of [
      'where[attributes.value][like]=PB',
      'where[attributes.value][equals]=PB-22',
      'where[or][0][attributes.value][like]=PB',
      'where[attributes.attribute.key][equals]=internal-cost-code',
      'sort=attributes.value',
      'sort=-attributes.value',
    ]) {
      const answer = await cms(`products?${query}`)
      expect([query, answer.status]).toEqual([query, 400])
      expect(messageOf(answer)).toContain('not shown to visitors')
    }
    const editor = await cms('products?where[attributes.value][equals]=PB-22', {
      as: 'editor',
    })
    expect([editor.status, docsOf(editor).length]).toEqual([200, 1])
    expect((await cms('products?where[title][like]=Pilot&sort=-title')).status).toBe(200)
  })

  it(`${dialect}: issue 38 item 4, every field a visitor cannot read (from Payload's config) is refused in where and sort`, async () => {
    const { visitorHiddenQueries } = await import('../support/cms-hidden-fields')
    const queries = visitorHiddenQueries(payload.config)
    expect(queries.map((each) => each.path)).toContain('products attributes.value')
    for (const { path, where, sort } of queries) {
      for (const query of [where, sort]) {
        const answer = await cms(query)
        expect([path, query, answer.status]).toEqual([path, query, 400])
        // staff may: Payload's own rules answer them
        expect([path, query, (await cms(query, { as: 'admin' })).status < 500]).toEqual([
          path,
          query,
          true,
        ])
      }
    }
    console.log(`[cms-api] hidden from visitors: ${queries.map((each) => each.path).join(', ')}`)
  })

  it(`${dialect}: issue 38 item 9, a staff-only upload's file and every refusal are private, no-store`, async () => {
    for (const path of [
      'catalog-imports/file/prices.csv',
      'media/file/never-uploaded.png',
      `media/file/${files.gone}`,
      'pages?depth=9',
      'parts',
    ]) {
      const answer = await cms(path)
      expect(answer.status, path).toBeGreaterThanOrEqual(400)
      expect([path, answer.cacheControl]).toEqual([path, 'private, no-store'])
    }
    expect((await cms(`media/file/${files.kept}`)).cacheControl).toBe('public, max-age=3600')
  })

  it(`${dialect}: issue 38 item 10, sales do not read drafts through versions; editors do`, async () => {
    for (const slug of ['pages', 'articles', 'products']) {
      expect([slug, (await cms(`${slug}/versions`, { as: 'sales' })).status]).toEqual([slug, 403])
      expect([slug, (await cms(`${slug}/versions`, { as: 'editor' })).status]).toEqual([slug, 200])
    }
    const version = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: ids.page } },
      limit: 1,
    })
    const id = version.docs[0]!.id
    expect((await cms(`pages/versions/${id}`, { as: 'sales' })).status).toBe(403)
    expect((await cms(`pages/versions/${id}`)).status).toBe(403)
    expect((await cms(`pages/versions/${id}`, { as: 'editor' })).status).toBe(200)
  })

  it(`${dialect}: issue 38 item 11, malformed requests that answered 500 answer 4xx in Payload's error shape`, async () => {
    const form = (entries: [string, string | Blob, string?][]) => {
      const data = new FormData()
      for (const [name, value, filename] of entries) {
        if (typeof value === 'string') data.append(name, value)
        else data.append(name, value, filename)
      }
      return data
    }
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })
    const cases: [string, Parameters<typeof cms>[1] & object, string][] = [
      ['pages?where[id][near]=1,2,3', {}, 'near'],
      ['pages', { as: 'editor', method: 'POST', body: null }, 'JSON object'],
      ['pages', { as: 'editor', method: 'POST', body: [1] }, 'JSON object'],
      [
        'pages',
        {
          as: 'editor',
          method: 'POST',
          raw: '_payload=%7B%22title%22%3A%22x%22%7D',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        'application/json',
      ],
      [
        'pages',
        { as: 'editor', method: 'POST', raw: form([['_payload', '{"title":']]) },
        '_payload',
      ],
      ['pages', { as: 'editor', method: 'POST', raw: form([['_payload', 'null']]) }, '_payload'],
      ['pages', { as: 'editor', method: 'POST', raw: form([['file', png, 'x.png']]) }, 'upload'],
      [
        'media',
        {
          as: 'editor',
          method: 'POST',
          raw: form([
            ['_payload', '{"alt":"x"}'],
            ['file', png, 'x\u0000.png'],
          ]),
        },
        'control',
      ],
      [
        `pages/${ids.page}`,
        { as: 'editor', method: 'PATCH', body: { title: 'Shop\u0000 hidden' } },
        'title',
      ],
      [
        'tstrings',
        { as: 'editor', method: 'POST', body: { key: 'k.nul', text: 'a\u0000b' } },
        'text',
      ],
    ]
    for (const [path, options, says] of cases) {
      const answer = await cms(path, options)
      const label = `${options.method ?? 'GET'} ${path} ${String(options.raw ?? JSON.stringify(options.body))}`
      expect([label, answer.status >= 400 && answer.status < 500]).toEqual([label, true])
      expect(Array.isArray(answer.body.errors), label).toBe(true)
      expect(messageOf(answer), label).toContain(says)
    }
    expect((await payload.findByID({ collection: 'pages', id: ids.page })).title).toBe('Shop')
    expect(
      (await payload.count({ collection: 'tstrings', where: { key: { equals: 'k.nul' } } }))
        .totalDocs,
    ).toBe(0)
    // a tab and line breaks are text
    const fine = await cms('tstrings', {
      as: 'editor',
      method: 'POST',
      body: { key: 'k.tab', text: 'a\tb\r\nc' },
    })
    expect(fine.status).toBe(201)
  })

  it(`${dialect}: issue 38 item 11, an upload from a private address is refused with 400 (was 500)`, async () => {
    const pasted = await cms(
      `media/paste-url?src=${encodeURIComponent('http://127.0.0.1:9/x.png')}`,
      {
        as: 'editor',
      },
    )
    expect(pasted.status).toBeGreaterThanOrEqual(400)
    expect(pasted.status).toBeLessThan(500)
    const created = await cms('media', {
      as: 'editor',
      method: 'POST',
      body: { alt: 'x', url: 'http://127.0.0.1:9/x.png', filename: 'x.png' },
    })
    expect([created.status, messageOf(created)]).toEqual([400, expect.stringContaining('private')])
  })

  it(`${dialect}: issue 38 item 12, a read sent as POST with X-Payload-HTTP-Method-Override: GET meets the same rules`, async () => {
    const override = (body: string, as?: 'editor') =>
      cms('products', {
        as,
        method: 'POST',
        raw: body,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-payload-http-method-override': 'GET',
        },
      })
    for (const body of [
      'depth=10',
      'limit=1000',
      'where[attributes.value][like]=PB',
      'where[id][near]=1,2,3',
    ]) {
      const answer = await override(body)
      expect([body, answer.status]).toEqual([body, 400])
    }
    const fine = await override('depth=1&limit=5')
    expect(fine.status).toBe(200)
    expect(fine.text).not.toContain('PB-22')
    expect((await override('depth=3', 'editor')).status).toBe(200)
    const json = await cms('products', {
      method: 'POST',
      raw: '{"locale":',
      headers: { 'content-type': 'application/json', 'x-payload-http-method-override': 'GET' },
    })
    expect(json.status).toBe(400)
  })

  it(`${dialect}: finding 11, attr.constructor and other prototype names on the family parts API are no filter, never 500`, async () => {
    const parts: PartRecord[] = [
      {
        pn: 'PL-R',
        descriptionEn: 'Pilot light, red',
        descriptionEs: 'Luz piloto, roja',
        listCents: 1200,
        pkgQty: 1,
        attributes: { colour: 'Red', operator: 'Lamp' },
      },
      {
        pn: 'PL-G',
        descriptionEn: 'Pilot light, green',
        descriptionEs: 'Luz piloto, verde',
        listCents: 1300,
        pkgQty: 1,
        attributes: { colour: 'Green', operator: 'Push-to-test' },
      },
    ]
    const api = createFamilyPartsApi({
      payload: async () => payload,
      familyParts: async () => parts,
      messageLabel: async () => () => null,
    })
    for (const query of [
      'attr.constructor=x',
      'attr.__proto__=x',
      'attr.toString=x&attr.hasOwnProperty=y',
      'attr.colour=constructor&locale=es',
      'attr.operator=constructor&locale=es',
      'attr.operator=__proto__&attr.colour=toString&locale=es',
    ]) {
      const res = await api(
        new Request(`${origin}/api/public/families/pilot-lights/parts?${query}`),
        routeParams({ slug: 'pilot-lights' }),
      )
      expect(res.status, query).toBeLessThan(500)
      const view = (await res.json()) as { total: number; facets: { key: string }[] }
      expect(
        view.facets.map((facet) => facet.key),
        query,
      ).toEqual(['colour', 'operator'])
      expect(JSON.stringify(view), query).not.toContain('native code')
    }
  })
}

describe.each(dialectsUnderTest)('Payload REST API at /api/cms (%s)', (dialect) => {
  cmsApiSuite(dialect)
})

afterAll(() => {
  fs.rmSync(mediaDir.dir!, { recursive: true, force: true })
  if (mediaDir.previous === undefined) delete process.env.MEDIA_DIR
  else process.env.MEDIA_DIR = mediaDir.previous
})
