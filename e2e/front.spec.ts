/**
 * The caching front (Varnish, deploy/varnish/shop.vcl) in front of the e2e server: what it stores,
 * that a change reaches buyers through its purge, that signed-in buyers never see each other's
 * answers, and that the per-client limits still count each client. The e2e server starts it
 * when this machine has Varnish; CI must have it (.ci/run installs it), a hand run without it
 * says loudly that these tests were skipped.
 */
import { createHash } from 'node:crypto'
import http from 'node:http'

import { request as playwrightRequest } from '@playwright/test'

import { formatCents } from '../src/platform/money-format'

import fs from 'node:fs'

import { frontPortFor } from './support/front.mjs'
import { e2eRequestLog } from './support/request-log-file.mjs'
import { codeIn, latestMailTo, mailCount } from './support/mail'
import { expect, test, type APIRequestContext } from './support/test'
import { staffHeaders } from './support/staff'

const shopPort = Number(process.env.E2E_PORT ?? 3100)
const shop = `http://127.0.0.1:${shopPort}`
const front = `http://127.0.0.1:${frontPortFor(shopPort)}`
const family = 'wire-duct'

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** One request to the front from a given loopback address (Node's localAddress). */
function fromAddress(
  localAddress: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, front)
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: init.method ?? 'GET',
        headers: init.headers,
        localAddress,
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end(init.body)
  })
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fromAddress('127.0.0.1', path, { headers })

/** A loopback address no earlier run has used (the limits remember a client for 10 minutes). */
function randomLoopback(): string {
  const byte = () => 2 + Math.floor(Math.random() * 250)
  return `127.${byte()}.${byte()}.${byte()}`
}

test.describe('the caching front', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    const up = await get('/robots.txt').then(
      (answer) => answer.status === 200,
      () => false,
    )
    if (up) return
    const why = `no caching front on ${front} (apt-get install -y varnish varnish-modules)`
    if (process.env.CI || process.env.REQUIRE_EDGE_FRONT === '1') throw new Error(why)
    console.warn(`\n${'!'.repeat(72)}\n!! SKIPPED e2e/front.spec.ts: ${why}\n${'!'.repeat(72)}\n`)
    // Skipped only on a machine without Varnish, run by hand (a newcomer's `npm test` needs no
    // system service); CI installs it and sets REQUIRE_EDGE_FRONT, so there the line above fails.
    test.skip(true, why)
  })

  test('stores public pages once, compressed, for every viewer; passes what depends on the viewer', async () => {
    const path = `/products/${family}`
    await get(path, { 'accept-encoding': 'gzip' })
    const stored = await get(path, { 'accept-encoding': 'gzip', cookie: 'ac_session=someone' })
    expect(stored.headers['x-cache']).toBe('HIT')
    expect(stored.headers['content-encoding']).toBe('gzip')
    expect(stored.headers['cache-control']).toContain('public')
    // the same page for a browser that does not take gzip, from the same stored copy
    const plain = await get(path)
    expect(plain.headers['x-cache']).toBe('HIT')
    expect(plain.body).toContain('<html')
    // the stored policy names the stored page's own inline scripts (issue 38, item 15)
    const policy = String(plain.headers['content-security-policy'])
    const inline = [...plain.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/application\/ld\+json/.test(attributes ?? ''))
      .map(
        ([, , script]) =>
          `'sha256-${createHash('sha256')
            .update(script ?? '')
            .digest('base64')}'`,
      )
    expect(inline.length).toBeGreaterThan(0)
    for (const source of inline) expect(policy).toContain(source)
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    // Next's router asks for the page's data with its own headers: another answer, never the HTML
    // (Next answers a wrong `_rsc` cache-buster with a redirect to the right one)
    let data = await get(`${path}?_rsc=front`, { rsc: '1' })
    if (data.status === 307) data = await get(String(data.headers.location), { rsc: '1' })
    expect(data.status).toBe(200)
    expect(data.headers['content-type']).toContain('text/x-component')

    for (const viewerPath of [
      '/login',
      '/es/carrito',
      '/checkout',
      '/my-account',
      '/search?q=relay',
    ]) {
      await get(viewerPath, { cookie: 'a=b' })
      const again = await get(viewerPath, { cookie: 'a=b' })
      expect([viewerPath, again.headers['x-cache']]).toEqual([viewerPath, 'PASS'])
    }
    const prices = await fromAddress('127.0.0.1', '/api/public/prices', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pns: ['E22PB'] }),
    })
    expect(prices.headers['x-cache']).toBe('PASS')
    expect((await get('/api/auth/get-session')).headers['x-cache']).toBe('PASS')
  })

  test('every answer has a fresh request id, stored pages too; the shop logs the id the front gave', async () => {
    const frontId = /^\d+-\d+-\d+$/
    const path = `/products/${family}`
    await get(path)
    const hits = [await get(path), await get(path, { 'x-request-id': 'chosen-by-the-client' })]
    expect(hits.map((hit) => hit.headers['x-cache'])).toEqual(['HIT', 'HIT'])
    const hitIds = hits.map((hit) => String(hit.headers['x-request-id']))
    expect(hitIds[0]).toMatch(frontId)
    expect(hitIds[1]).toMatch(frontId)
    expect(hitIds[1]).not.toBe(hitIds[0])

    // a request that reaches the shop is logged under the front's id, never the client's
    const passed = await get(`/api/public/session?probe=${Date.now()}`, {
      'x-request-id': 'chosen-by-the-client',
    })
    const id = String(passed.headers['x-request-id'])
    expect([passed.headers['x-cache'], frontId.test(id)]).toEqual(['PASS', true])
    await expect(async () => {
      const lines = fs
        .readFileSync(e2eRequestLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map(
          (line) =>
            JSON.parse(line) as { id: string; method: string; path: string; status: number },
        )
      expect(lines.find((line) => line.id === id)).toMatchObject({
        method: 'GET',
        path: '/api/public/session',
        status: passed.status,
      })
      expect(lines.some((line) => line.id === 'chosen-by-the-client')).toBe(false)
    }).toPass({ timeout: 5_000 })
  })

  test('the bare root is stored per language choice, never with a viewer in its key', async () => {
    const english = '<html lang="en"'
    // a fresh key: the e2e front may hold `/` from earlier tests
    const query = `/?front=${Date.now().toString(36)}`
    const first = await get(query, { cookie: 'ac_session=someone' })
    expect([first.status, first.body.includes(english)]).toEqual([200, true])
    const again = await get(query, { cookie: 'ac_session=someone-else' })
    expect(again.headers['x-cache']).toBe('HIT')
    // another language choice is another answer: the redirect to Spanish, which is never stored
    const choices: Record<string, string>[] = [
      { 'accept-language': 'es-MX,es;q=0.9' },
      { cookie: 'ac_session=someone; NEXT_LOCALE=es' },
      { cookie: 'NEXT_LOCALE=es', 'accept-language': 'en-US' },
    ]
    for (const choice of choices) {
      for (let time = 0; time < 2; time++) {
        const answer = await get(query, choice)
        expect([answer.status, answer.headers.location]).toEqual([307, `/es${query.slice(1)}`])
        expect(answer.headers['x-cache']).not.toBe('HIT')
      }
    }
    // English chosen by the cookie wins over a Spanish browser, and is stored for that choice too
    const chosen = { cookie: 'NEXT_LOCALE=en', 'accept-language': 'es' }
    await get(query, chosen)
    const chosenAgain = await get(query, chosen)
    expect([chosenAgain.status, chosenAgain.headers['x-cache']]).toEqual([200, 'HIT'])
    expect(chosenAgain.body).toContain(english)
  })

  test('a price change shows on the English and Spanish family pages and the parts API within 5 s', async ({
    request,
  }) => {
    const partsPath = `/api/public/families/${family}/parts`
    const before = JSON.parse((await get(partsPath)).body) as {
      items: { pn: string; listCents: number }[]
    }
    const part = before.items[0]!
    const pages = [
      { path: `/products/${family}`, locale: 'en' as const },
      { path: `/es/productos/${family}`, locale: 'es' as const },
    ]
    // stored in the front (an hour: EDGE_MAX_AGE of the e2e server), so only a purge can change them
    for (const path of [...pages.map((page) => page.path), partsPath]) {
      await get(path)
      expect([path, (await get(path)).headers['x-cache']]).toEqual([path, 'HIT'])
    }
    const headers = await staffHeaders(request, shop)
    const found = (await (
      await request.get(
        `${shop}/api/cms/parts?where[pn][equals]=${encodeURIComponent(part.pn)}&depth=0`,
        { headers },
      )
    ).json()) as { docs: { id: number; listPriceCents: number }[] }
    const doc = found.docs[0]!
    const changed = doc.listPriceCents + 1234
    const patch = (cents: number) =>
      request.patch(`${shop}/api/cms/parts/${doc.id}`, { headers, data: { listPriceCents: cents } })
    for (const { path, locale } of pages)
      expect((await get(path)).body).not.toContain(formatCents(changed, locale))
    try {
      const changedAt = Date.now()
      expect((await patch(changed)).status()).toBe(200)
      await expect(async () => {
        const parts = JSON.parse((await get(partsPath)).body) as typeof before
        expect(parts.items.find((item) => item.pn === part.pn)?.listCents).toBe(changed)
        for (const { path, locale } of pages)
          expect((await get(path)).body).toContain(formatCents(changed, locale))
      }).toPass({ timeout: 5_000, intervals: [100, 200, 250] })
      console.log(`front: the new price showed after ${Date.now() - changedAt} ms`)
    } finally {
      expect((await patch(doc.listPriceCents)).status()).toBe(200)
    }
  })

  test('a maker page is stored once whatever its query, and purged when a cross-reference changes', async ({
    request,
  }) => {
    const path = '/cross-reference/idec'
    await get(path)
    // the page filters in the browser: a query is no other page, and reaches the shop not at all
    for (const query of ['', '?q=yw1b', '?utm_source=mail'])
      expect([query, (await get(`${path}${query}`)).headers['x-cache']]).toEqual([query, 'HIT'])
    const headers = await staffHeaders(request, shop)
    const found = (await (
      await request.get(`${shop}/api/cms/cross-references?limit=1&depth=0&sort=theirPn`, {
        headers,
        params: { 'where[theirPnKey][like]': 'YW' },
      })
    ).json()) as { docs: { id: number; noteEn?: string | null }[] }
    const row = found.docs[0]!
    const note = `Front purge check ${Date.now()}`
    const patch = (noteEn: string | null) =>
      request.patch(`${shop}/api/cms/cross-references/${row.id}`, { headers, data: { noteEn } })
    try {
      expect((await patch(note)).status()).toBe(200)
      await expect(async () => {
        expect((await get(path)).body).toContain(note)
      }).toPass({ timeout: 5_000, intervals: [100, 200, 250] })
    } finally {
      expect((await patch(row.noteEn ?? null)).status()).toBe(200)
    }
  })

  test('two signed-in buyers loading the same pages never see each other’s prices, name or cart', async ({
    request,
  }) => {
    const headers = await staffHeaders(request, shop)
    const buyers: { name: string; customer: string; context: APIRequestContext; cookie: string }[] =
      []
    for (const [name, customer] of [
      ['Frontina', 'Keystone Panel Systems'],
      ['Edgardo', 'Ohio Valley Electric Supply'],
    ] as const) {
      const customers = (await (
        await request.get(
          `${shop}/api/cms/customers?where[name][equals]=${encodeURIComponent(customer)}&depth=0`,
          { headers },
        )
      ).json()) as { docs: { id: number }[] }
      const id = customers.docs[0]!.id
      const email = `${name.toLowerCase()}.${Date.now().toString(36)}@buyers.example`
      const created = await request.post(`${shop}/api/cms/web-users`, {
        headers,
        data: { email, nameFirst: name, nameLast: 'Front', primaryCustomer: id, customers: [id] },
      })
      expect(created.status()).toBe(201)
      // staff's new buyer is e-mailed an invitation first (issue 39 §4): the code comes after it
      await latestMailTo(email, 0)
      // signed in through the front, as a browser would
      const context = await playwrightRequest.newContext({
        baseURL: front,
        extraHTTPHeaders: { origin: shop },
      })
      const sent = mailCount(email)
      const send = await context.post('/api/auth/email-otp/send-verification-otp', {
        data: { email, type: 'sign-in' },
      })
      expect(send.status()).toBe(200)
      const code = codeIn((await latestMailTo(email, sent)).subject)
      const signIn = await context.post('/api/auth/sign-in/email-otp', {
        data: { email, otp: code },
      })
      expect(signIn.status()).toBe(200)
      const cookie = (await context.storageState()).cookies
        .map((each) => `${each.name}=${each.value}`)
        .join('; ')
      buyers.push({ name, customer, context, cookie })
    }
    const [a, b] = buyers as [(typeof buyers)[0], (typeof buyers)[0]]
    const parts = JSON.parse((await get(`/api/public/families/${family}/parts`)).body) as {
      items: { pn: string }[]
    }
    const pns = parts.items.map((item) => item.pn)

    // the same stored pages for both, naming neither
    for (const path of [`/products/${family}`, `/es/productos/${family}`, '/products']) {
      const seenByA = await a.context.get(path)
      const seenByB = await b.context.get(path)
      expect(seenByB.headers()['x-cache']).toBe('HIT')
      const html = [await seenByA.text(), await seenByB.text()]
      expect(html[0]).toBe(html[1])
      for (const page of html) {
        expect(page).not.toContain(a.name)
        expect(page).not.toContain(b.name)
      }
    }

    // each buyer's own prices through the front: what the shop answers that buyer directly
    const pricesOf = async (buyer: typeof a) => {
      const viaFront = await buyer.context.post('/api/public/prices', { data: { pns } })
      expect(viaFront.headers()['x-cache']).toBe('PASS')
      const direct = await request.post(`${shop}/api/public/prices`, {
        headers: { cookie: buyer.cookie },
        data: { pns },
      })
      const answer = await viaFront.json()
      expect(answer).toEqual(await direct.json())
      return answer
    }
    expect(await pricesOf(a)).not.toEqual(await pricesOf(b))

    // A's cart line is A's alone
    const added = await a.context.post('/api/private/cart/lines', {
      data: { pn: pns[0], quantity: 1 },
    })
    expect(added.status()).toBe(200)
    const cartOf = async (buyer: typeof a) =>
      JSON.stringify(await (await buyer.context.get('/api/private/hubKV?feature=liveCart')).json())
    expect(await cartOf(a)).toContain(pns[0])
    expect(await cartOf(b)).not.toContain(pns[0])
    for (const buyer of buyers) await buyer.context.dispose()
  })

  test('two client addresses are limited on their own, and a forged X-Forwarded-For changes nothing', async () => {
    const sendCode = (address: string, email: string, forged?: string) =>
      fromAddress(address, '/api/auth/email-otp/send-verification-otp', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: shop,
          ...(forged ? { 'x-forwarded-for': forged } : {}),
        },
        body: JSON.stringify({ email, type: 'sign-in' }),
      })
    const first = randomLoopback()
    const run = Date.now().toString(36)
    for (let n = 1; n <= 10; n += 1) {
      const answer = await sendCode(first, `limit${n}.${run}@buyers.example`)
      expect([n, answer.status]).toEqual([n, 200])
    }
    expect((await sendCode(first, `limit11.${run}@buyers.example`)).status).toBe(429)
    // another address in a header the client wrote is not another client
    expect((await sendCode(first, `limit12.${run}@buyers.example`, '203.0.113.9')).status).toBe(429)
    // another client is
    expect((await sendCode(randomLoopback(), `limit13.${run}@buyers.example`)).status).toBe(200)
  })
})
