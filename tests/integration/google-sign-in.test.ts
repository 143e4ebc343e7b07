/**
 * Google sign-in end to end through better-auth's HTTP handler, with Google played by an
 * in-process HTTP server: the browser's round trip (sign-in → Google → our callback with a
 * code) is replayed, and the code exchange reaches the fake token endpoint, whose id_token says
 * whether Google verified the e-mail. Without `email_verified` nothing is created, linked or
 * adopted (issue 38 item 17); with it the buyer is signed in, an invited buyer adopted.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createAccountApi, type AccountApi } from '@/account/api'
import { repointCartsAfterRemoval } from '@/cart/cart-addresses'
import { authHttpHandler, createShopAuth, type ShopAuth } from '@/account/auth'
import { dbFor } from '@/platform/sql'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'
import { codeSignIn, origin } from '../support/shop-requests'
import { startTestSmtp, type TestSmtp } from '../support/smtp'

type GoogleClaims = { sub: string; email: string; email_verified: boolean; name: string }

/** Google's token endpoint: each code answers the id_token of the claims it was given for. */
async function startFakeGoogle() {
  const claimsByCode = new Map<string, GoogleClaims>()
  const exchanges: string[] = []
  const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const code = new URLSearchParams(body).get('code') ?? ''
      const claims = req.url === '/token' ? claimsByCode.get(code) : undefined
      exchanges.push(code)
      if (!claims) {
        res.writeHead(400, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: 'invalid_grant' }))
        return
      }
      const now = Math.floor(Date.now() / 1000)
      const idToken = [
        base64url({ alg: 'RS256', kid: 'test', typ: 'JWT' }),
        base64url({
          iss: 'https://accounts.google.com',
          aud: 'test-client.apps.example',
          iat: now,
          exp: now + 3600,
          ...claims,
        }),
        'signature',
      ].join('.')
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          access_token: `access-${code}`,
          id_token: idToken,
          token_type: 'Bearer',
          expires_in: 3600,
          scope: 'openid email profile',
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    exchanges,
    /** A code Google would hand the browser for these claims. */
    codeFor(claims: GoogleClaims): string {
      const code = `code-${claimsByCode.size + 1}`
      claimsByCode.set(code, claims)
      return code
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function suite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload
  let smtp: TestSmtp
  let auth: ShopAuth
  let api: AccountApi
  let google: Awaited<ReturnType<typeof startFakeGoogle>>
  let customerId: number
  let clientNo = 0
  const realFetch = globalThis.fetch

  const env = () => ({
    ...database.env,
    GOOGLE_CLIENT_ID: 'test-client.apps.example',
    GOOGLE_CLIENT_SECRET: 'shh',
  })

  const browser = (path: string, init: { method?: string; body?: unknown; cookie?: string }) => {
    const headers = new Headers({ origin, 'x-forwarded-for': `198.51.100.${++clientNo}` })
    if (init.body !== undefined) headers.set('content-type', 'application/json')
    if (init.cookie) headers.set('cookie', init.cookie)
    return new Request(`${origin}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
  }
  const cookiesOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')

  /** The browser's Google round trip: start, "Google" answers with a code, our callback. */
  async function googleSignIn(claims: GoogleClaims) {
    const handler = authHttpHandler(auth)
    const started = await handler(
      browser('/api/auth/sign-in/social', {
        method: 'POST',
        body: {
          provider: 'google',
          callbackURL: '/auth/callback?locale=en',
          errorCallbackURL: '/auth/callback?locale=en&error=google',
        },
      }),
    )
    expect(started.status).toBe(200)
    const { url } = (await started.json()) as { url: string }
    const state = new URL(url).searchParams.get('state') ?? ''
    const callback = await handler(
      browser(
        `/api/auth/callback/google?code=${google.codeFor(claims)}&state=${encodeURIComponent(state)}`,
        { cookie: cookiesOf(started) },
      ),
    )
    const cookie = cookiesOf(callback)
    return {
      location: callback.headers.get('location') ?? '',
      cookie,
      signedIn: cookie.includes('session_token='),
    }
  }

  const sessionOf = async (cookie: string) =>
    (await (await api.session(browser('/api/public/session', { cookie }))).json()) as {
      user: { email: string; customer: { name: string } | null } | null
    }

  const googleAccountsOf = async (email: string) => {
    const db = await dbFor(payload)
    const rows = await db.rows<{ n: number | string }>(sql`
      SELECT COUNT(*) AS "n" FROM "auth_account" a JOIN "auth_user" u ON u."id" = a."user_id"
      WHERE u."email" = ${email} AND a."provider_id" = 'google'`)
    return Number(rows[0]?.n ?? 0)
  }
  const authUsersOf = async (email: string) => {
    const db = await dbFor(payload)
    const rows = await db.rows<{ n: number | string }>(
      sql`SELECT COUNT(*) AS "n" FROM "auth_user" WHERE "email" = ${email}`,
    )
    return Number(rows[0]?.n ?? 0)
  }
  const invitedWebUser = async (email: string) =>
    (
      await payload.find({
        collection: 'web-users',
        where: { email: { equals: email } },
        depth: 0,
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]

  beforeAll(async () => {
    smtp = await startTestSmtp()
    google = await startFakeGoogle()
    database = await openTestDatabase(dialect, {
      SMTP_URL: smtp.url,
      SITE_URL: origin,
      NODE_ENV: 'production',
    })
    payload = database.payload
    auth = createShopAuth(payload, { env: env() })
    api = createAccountApi({
      payload: async () => payload,
      auth: async () => auth,
      env: env(),
      afterAddressRemoved: repointCartsAfterRemoval,
    })
    // Google's endpoints are this process's fake; every other request goes out as it would
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const target = input instanceof Request ? input.url : String(input)
      const rerouted = target.replace(/^https:\/\/oauth2\.googleapis\.com/, google.url)
      return realFetch(rerouted === target ? input : rerouted, init)
    })

    const customer = await payload.create({
      collection: 'customers',
      data: { name: 'Beaver Valley Panels', priceList: 'OEM', arTerm: 'NET 30' } as never,
      overrideAccess: true,
    })
    customerId = customer.id
    // staff invited these buyers by e-mail; they have never signed in
    for (const email of ['invited@beavervalley.example', 'second@beavervalley.example']) {
      await payload.create({
        collection: 'web-users',
        data: {
          email,
          nameFirst: 'In',
          nameLast: 'Vited',
          customers: [customerId],
          primaryCustomer: customerId,
        },
        overrideAccess: true,
      })
    }
  })

  afterAll(async () => {
    vi.restoreAllMocks()
    await google?.close()
    await smtp?.close()
    await database?.close()
  })

  it(`${dialect}: an e-mail Google has not verified signs no one in and adopts no invited buyer`, async () => {
    const attempt = await googleSignIn({
      sub: 'google-attacker-1',
      email: 'invited@beavervalley.example',
      email_verified: false,
      name: 'Not The Buyer',
    })
    // the code was exchanged: the refusal is ours, not a broken round trip
    expect(google.exchanges).toHaveLength(1)
    expect(attempt.signedIn).toBe(false)
    expect(attempt.location).toContain('error=')
    expect(await authUsersOf('invited@beavervalley.example')).toBe(0)
    expect((await invitedWebUser('invited@beavervalley.example'))?.authUserId ?? null).toBeNull()
  })

  it(`${dialect}: an unverified Google e-mail is never linked to a buyer who signs in by code`, async () => {
    const signIn = codeSignIn(
      () => auth,
      () => smtp,
    )
    const victim = await signIn('buyer@beavervalley.example')
    expect((await sessionOf(victim)).user?.email).toBe('buyer@beavervalley.example')
    const attempt = await googleSignIn({
      sub: 'google-attacker-2',
      email: 'buyer@beavervalley.example',
      email_verified: false,
      name: 'Not The Buyer',
    })
    expect(attempt.signedIn).toBe(false)
    expect(await googleAccountsOf('buyer@beavervalley.example')).toBe(0)

    // the buyer's own Google account, whose address Google verified, joins the same buyer
    const own = await googleSignIn({
      sub: 'google-buyer',
      email: 'buyer@beavervalley.example',
      email_verified: true,
      name: 'The Buyer',
    })
    expect(own.signedIn).toBe(true)
    expect(await googleAccountsOf('buyer@beavervalley.example')).toBe(1)
    expect(await authUsersOf('buyer@beavervalley.example')).toBe(1)
  })

  it(`${dialect}: a verified Google e-mail signs the invited buyer in, with their customer`, async () => {
    const verified = await googleSignIn({
      sub: 'google-second-buyer',
      email: 'second@beavervalley.example',
      email_verified: true,
      name: 'Second Buyer',
    })
    expect(verified.signedIn).toBe(true)
    expect(verified.location).not.toContain('error=')
    const session = await sessionOf(verified.cookie)
    expect(session.user).toMatchObject({
      email: 'second@beavervalley.example',
      customer: { name: 'Beaver Valley Panels' },
    })
    expect((await invitedWebUser('second@beavervalley.example'))?.authUserId).toBeTruthy()
    expect(await googleAccountsOf('second@beavervalley.example')).toBe(1)
  })
}

describe.each(dialectsUnderTest)('Google sign-in (%s)', (dialect) => {
  suite(dialect)
})
