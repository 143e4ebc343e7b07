/**
 * Sessions of a group of instances in Redis (issue 25), through better-auth's Redis storage
 * with sessions and one-time codes also in the database. Two auth instances on one database and
 * one redis-server of the test's own (never the shared one): a sign-in on one is valid on the
 * other; with Redis stopped a signed-in buyer stays signed in (the read falls back to the
 * database) and no cookie is cleared, while a sign-in, which must write Redis, answers 503;
 * Redis restarted empty signs no one out and loses no pending code; a sign-out on one instance
 * is a sign-out on the other. The finding is written in the README (Several instances).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAccountApi, type AccountApi } from '@/account/api'
import { repointCartsAfterRemoval } from '@/cart/cart-addresses'
import { authHttpHandler, createShopAuth, type ShopAuth } from '@/account/auth'
import { redisPrefix } from '@/platform/redis'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'
import { origin, request } from '../support/shop-requests'
import { startTestSmtp, type TestSmtp } from '../support/smtp'
import { redisServerAvailable, startTestRedis, type TestRedis } from './cluster-redis'

const required = !!process.env.CI || process.env.REQUIRE_EDGE_FRONT === '1'

if (!redisServerAvailable()) {
  if (required)
    throw new Error('redis-server is required here (CI): apt-get install -y redis-server')
  console.warn('\n⚠ cluster-sessions skipped: no redis-server (apt-get install -y redis-server)\n')
}

let clients = 0
const newClient = () => `198.51.100.${++clients}`

type Call = { status: number; body: Record<string, unknown>; cookies: string[] }

async function call(handler: (request: Request) => Promise<Response>, request: Request) {
  const response = await handler(request)
  const text = await response.text()
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    cookies: response.headers.getSetCookie(),
  } satisfies Call
}

/** The session token in a cookie header (the signed cookie is `token.signature`). */
function tokenOf(cookie: string): string {
  const token = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0]
  if (!token) throw new Error(`no session token in ${cookie}`)
  return token
}

const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ')

function instance(payload: Payload, env: NodeJS.ProcessEnv) {
  const auth: ShopAuth = createShopAuth(payload, { env })
  const api: AccountApi = createAccountApi({
    payload: async () => payload,
    auth: async () => auth,
    env,
    afterAddressRemoved: repointCartsAfterRemoval,
  })
  const authCall = (path: string, init: Parameters<typeof request>[1]) =>
    call(authHttpHandler(auth), request(`/api/auth${path}`, { method: 'POST', ...init }))
  return {
    sendCode: (email: string, ip: string) =>
      authCall('/email-otp/send-verification-otp', { body: { email, type: 'sign-in' }, ip }),
    verify: (email: string, otp: string, ip: string) =>
      authCall('/sign-in/email-otp', { body: { email, otp }, ip }),
    signOut: (cookie: string, ip: string) => authCall('/sign-out', { body: {}, ip, cookie }),
    session: (cookie: string, ip: string) =>
      call(api.session, request('/api/public/session', { ip, cookie })),
  }
}

describe.skipIf(!redisServerAvailable()).each(dialectsUnderTest)(
  '%s: sessions in Redis',
  (dialect) => {
    let redis: TestRedis
    let smtp: TestSmtp
    let database: TestDatabase
    let one: ReturnType<typeof instance>
    let other: ReturnType<typeof instance>

    async function codeFor(email: string): Promise<string> {
      const mails = smtp.messages.filter((mail) => mail.to.includes(email))
      const text = mails[mails.length - 1]?.text ?? ''
      const match = /\b(\d{6})\b/.exec(text)
      if (!match?.[1]) throw new Error(`no code for ${email}`)
      return match[1]
    }

    async function signIn(on: typeof one, email: string): Promise<string> {
      const ip = newClient()
      expect((await on.sendCode(email, ip)).status).toBe(200)
      const signedIn = await on.verify(email, await codeFor(email), ip)
      expect(signedIn.status).toBe(200)
      return cookieHeader(signedIn.cookies)
    }

    beforeAll(async () => {
      redis = await startTestRedis()
      smtp = await startTestSmtp()
      database = await openTestDatabase(dialect, {
        SMTP_URL: smtp.url,
        SITE_URL: origin,
        NODE_ENV: 'production',
        REDIS_URL: redis.url,
      })
      one = instance(database.payload, database.env)
      other = instance(database.payload, database.env)
    })
    afterAll(async () => {
      await smtp?.close()
      await database?.close()
      await redis?.stop()
    })

    it('a sign-in on one instance is valid on the other, read from Redis under the database’s prefix', async () => {
      const email = `one.${dialect}@example.com`
      const cookie = await signIn(one, email)
      const seen = await other.session(cookie, newClient())
      expect(seen.status).toBe(200)
      expect(seen.body.user).toMatchObject({ email })
      // the session itself, under its token
      const token = tokenOf(cookie)
      expect(await redis.keys(`${redisPrefix('auth', database.env)}${token}`)).toHaveLength(1)
    })

    it('Redis stopped: the signed-in buyer stays signed in, no cookie cleared; a new sign-in answers 503', async () => {
      const email = `steady.${dialect}@example.com`
      const cookie = await signIn(one, email)
      await redis.stop()
      try {
        const started = Date.now()
        const seen = await other.session(cookie, newClient())
        console.log(`session read with Redis stopped: ${seen.status} in ${Date.now() - started} ms`)
        expect(seen.status).toBe(200)
        expect(seen.body.user).toMatchObject({ email })
        expect(seen.cookies.filter((c) => /session_token=;|Max-Age=0/i.test(c))).toEqual([])

        // a sign-in writes its code to Redis: refused as a clear 503, nothing half-written
        const asked = await one.sendCode(`newcomer.${dialect}@example.com`, newClient())
        expect(asked.status).toBe(503)
        expect(asked.body.code).toBe('unavailable')
      } finally {
        await redis.start()
      }
    })

    it('Redis restarted empty: nobody signed out, a pending code still signs in', async () => {
      const email = `restart.${dialect}@example.com`
      const cookie = await signIn(one, email)
      const pending = `pending.${dialect}@example.com`
      const ip = newClient()
      expect((await one.sendCode(pending, ip)).status).toBe(200)
      await redis.stop()
      await redis.start()
      expect(await redis.keys('*')).toEqual([])
      // the connections come back by themselves (every 2 s at most)
      const started = Date.now()
      let seen = await other.session(cookie, newClient())
      while (seen.status !== 200 && Date.now() - started < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 200))
        seen = await other.session(cookie, newClient())
      }
      expect(seen.status).toBe(200)
      expect(seen.body.user).toMatchObject({ email })
      // better-auth 1.7 does not put a session it found in the database back into Redis
      // (better-auth issue 11218): after a restart every read of it goes to the database, as the
      // README says; this fails once better-auth does, and the README should then say so
      await other.session(cookie, newClient())
      expect(await redis.keys(`${redisPrefix('auth', database.env)}${tokenOf(cookie)}`)).toEqual([])
      const verified = await other.verify(pending, await codeFor(pending), ip)
      expect(verified.status).toBe(200)
    })

    it('a sign-out on one instance signs out on the other', async () => {
      const email = `leaving.${dialect}@example.com`
      const cookie = await signIn(one, email)
      expect((await other.session(cookie, newClient())).body.user).toMatchObject({ email })
      const out = await one.signOut(cookie, newClient())
      expect(out.status).toBe(200)
      expect((await other.session(cookie, newClient())).body.user).toBeNull()
    })
  },
)
