/**
 * Sign-in attacks against the production build (proof issue), each client on its own loopback
 * address as a real one would be. Deeper cases with a clock (expired codes, the 60 s gap, 50
 * guesses at once, no lockout of another buyer) are in tests/integration/accounts.test.ts and
 * staff-sign-in.test.ts; here the same rules are shown over HTTP, through the server as shipped:
 * - session fixation: a session cookie planted before sign-in (an attacker's own, or made up)
 *   is replaced by a new one, and the planted one never becomes the victim's;
 * - a code is single use;
 * - the per-client limit counts the socket's address: a forged X-Forwarded-For changes nothing;
 * - known and unknown addresses get the same answer;
 * - return paths that leave the site are ignored (the Google callback's and the remembered one).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dbFor } from '@/platform/sql'

import { buyerAddress, shopClient, signInClient } from '../../scripts/bench/buyer-load.mjs'
import { openTestDatabase, type TestDatabase } from '../support/databases'
import { startShopServer, type ShopServer } from '../support/shop-server'
import { signInCodes, startTestSmtp, type TestSmtp } from '../support/smtp'

let smtp: TestSmtp
let database: TestDatabase
let server: ShopServer
let nextClient = 0
const client = () =>
  shopClient({
    base: server.base,
    origin: server.base,
    localAddress: buyerAddress(100 + nextClient++),
  })
const codeFor = signInCodes(() => smtp, 20_000)
const sessionOf = async (cookie: string) => {
  const asking = client()
  asking.cookie = cookie
  const answer = await asking.call('GET', '/api/public/session')
  asking.close()
  expect(answer.status).toBe(200)
  return (answer.body as { user?: { email?: string } | null } | null)?.user?.email ?? null
}

beforeAll(async () => {
  smtp = await startTestSmtp()
  database = await openTestDatabase('sqlite', { SMTP_URL: smtp.url })
  server = await startShopServer({ ...database.env, SMTP_URL: smtp.url, MAIL_DEV_OUTBOX: '' })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await smtp?.close()
  await database?.close()
})

describe('sign-in attacks over HTTP (production build)', () => {
  it('session fixation: a planted session cookie is replaced at sign-in and never becomes the victim’s', async () => {
    const attacker = client()
    await signInClient(attacker, 'mallory@attackers.example', codeFor)
    const planted = attacker.cookie
    expect(await sessionOf(planted)).toBe('mallory@attackers.example')

    // the victim's browser carries the attacker's cookie when she signs in
    const victim = client()
    victim.cookie = planted
    await signInClient(victim, 'victim@buyers.example', codeFor)
    const token = (cookie: string) => /session_token=([^;]+)/.exec(cookie)?.[1]
    expect(token(victim.cookie)).toBeTruthy()
    expect(token(victim.cookie)).not.toBe(token(planted))
    expect(await sessionOf(victim.cookie)).toBe('victim@buyers.example')
    // the planted cookie still names the attacker, not the victim
    expect(await sessionOf(planted)).toBe('mallory@attackers.example')

    // a made-up session cookie is no session, and sign-in replaces it too
    const madeUp = `${planted.replace(/session_token=[^;]+/, 'session_token=made-up-token.sig')}`
    expect(await sessionOf(madeUp)).toBeNull()
    const second = client()
    second.cookie = madeUp
    await signInClient(second, 'second.victim@buyers.example', codeFor)
    expect(token(second.cookie)).not.toBe('made-up-token.sig')
    expect(await sessionOf(second.cookie)).toBe('second.victim@buyers.example')
    for (const each of [attacker, victim, second]) each.close()
    console.log('[attacks] session fixation: planted and made-up cookies replaced at sign-in')
  })

  it('a code works once: the same code again is refused', async () => {
    const buyer = client()
    const email = 'once@buyers.example'
    const sent = await buyer.call('POST', '/api/auth/email-otp/send-verification-otp', {
      body: { email, type: 'sign-in' },
    })
    expect(sent.status).toBe(200)
    const otp = await codeFor(email)
    const first = await buyer.call('POST', '/api/auth/sign-in/email-otp', { body: { email, otp } })
    expect(first.status).toBe(200)
    const again = await client().call('POST', '/api/auth/sign-in/email-otp', {
      body: { email, otp },
    })
    expect(again.status).toBeGreaterThanOrEqual(400)
    expect(again.status).toBeLessThan(500)
    expect(again.setCookies.join(';')).not.toMatch(/session_token=[^;]+\./)
    buyer.close()
  })

  it('the code-sending limit counts the socket’s address: forged X-Forwarded-For headers change nothing', async () => {
    const one = client()
    const statuses: number[] = []
    for (let i = 0; i < 14; i++) {
      const answer = await one.call('POST', '/api/auth/email-otp/send-verification-otp', {
        body: { email: `forged.${i}@buyers.example`, type: 'sign-in' },
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}`, 'x-real-ip': `198.51.100.${i + 1}` },
      })
      statuses.push(answer.status)
    }
    const accepted = statuses.filter((status) => status === 200).length
    const limited = statuses.filter((status) => status === 429).length
    console.log(
      `[attacks] 14 code requests from one socket with 14 forged addresses: ${accepted} sent, ${limited} limited`,
    )
    expect(accepted).toBeLessThan(14)
    expect(accepted + limited).toBe(14)
    // another client is not limited by the first one's requests
    const other = await client().call('POST', '/api/auth/email-otp/send-verification-otp', {
      body: { email: 'not-limited@buyers.example', type: 'sign-in' },
    })
    expect(other.status).toBe(200)
    one.close()
  })

  it('known and unknown addresses get the same answer to a code request, first and again at once', async () => {
    // a buyer the shop knows (signed up earlier), who asked for no code lately
    const db = await dbFor(database.payload)
    const now = Date.now()
    await db.run(sql`
      INSERT INTO "auth_user" ("id", "name", "email", "email_verified", "created_at", "updated_at")
      VALUES (${'known-buyer-1'}, ${'Known Buyer'}, ${'known.buyer@buyers.example'}, 1, ${now}, ${now})`)
    const ask = (email: string) =>
      client().call('POST', '/api/auth/email-otp/send-verification-otp', {
        body: { email, type: 'sign-in' },
      })
    const answers = []
    for (const email of ['known.buyer@buyers.example', 'nobody.ever@unknown.example']) {
      const first = await ask(email)
      const again = await ask(email) // within the 60 s gap
      answers.push([first.status, first.body, again.status, again.body])
    }
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]?.[0]).toBe(200)
    console.log(
      `[attacks] known and unknown address: ${answers[0]?.[0]} then ${answers[0]?.[2]} for both, same bodies`,
    )
  })

  it('return paths that leave the site are ignored by the Google callback', async () => {
    const offSite = [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/.//evil.example',
      '/..%2f%2fevil.example',
      'javascript:alert(1)',
    ]
    for (const value of offSite) {
      for (const via of ['query', 'cookie'] as const) {
        const asking = client()
        const search = via === 'query' ? `?returnTo=${encodeURIComponent(value)}` : ''
        const headers: Record<string, string> =
          via === 'cookie' ? { cookie: `ac_return_to=${encodeURIComponent(value)}` } : {}
        const answer = await asking.call('GET', `/auth/callback${search}`, { headers })
        asking.close()
        const location = answer.headers.location ?? ''
        expect(answer.status, `${via} ${value}`).toBe(303)
        expect(location, `${via} ${value}`).toBe('/')
      }
    }
    // a same-site path is kept
    const kept = client()
    const answer = await kept.call('GET', `/auth/callback?returnTo=${encodeURIComponent('/cart')}`)
    kept.close()
    expect(answer.headers.location).toBe('/cart')
    console.log(`[attacks] ${offSite.length * 2} off-site return paths ignored`)
  })
})
