/**
 * Staff sign-in to Payload's admin, through Payload's REST handlers as the admin calls them
 * (findings 7 and 9 of the security probe): no lockout a stranger can cause, the same answer and
 * the same work for an unknown address, a limit per client, Payload's mails through the shop's
 * mailer, a Secure cookie behind https, and the staff cookie ignored on calls from other sites.
 */
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { staffSignInPerClientPer10Min } from '@/platform/staff'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'
import { startTestSmtp, type TestSmtp } from '../support/smtp'

const site = 'https://shop.test'
const staffEmail = 'editor@shop.test'
const staffPassword = 'a-long-staff-password'

describe.each(dialectsUnderTest)('staff sign-in on %s', (dialect) => {
  let database: TestDatabase
  let payload: Payload
  let smtp: TestSmtp
  let clientNo = 0
  const newClient = () => `198.51.100.${++clientNo}`

  async function cms(
    path: string,
    init: { method?: string; body?: unknown; ip: string; cookie?: string; origin?: string },
  ) {
    const headers = new Headers({ 'x-forwarded-for': init.ip })
    if (init.body !== undefined) headers.set('content-type', 'application/json')
    if (init.cookie) headers.set('cookie', init.cookie)
    if (init.origin) headers.set('origin', init.origin)
    const url = new URL(`${site}/api/cms/${path}`)
    const started = performance.now()
    const response = await handleEndpoints({
      config: payload.config,
      path: url.pathname,
      request: new Request(url, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
      payloadInstanceCacheKey: `${dialect}-${database.env.DATABASE_URL}`,
    })
    const text = await response.text()
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
      cookies: response.headers.getSetCookie(),
      ms: performance.now() - started,
    }
  }

  const login = (email: string, password: string, ip: string) =>
    cms('staff/login', { method: 'POST', body: { email, password }, ip })

  beforeAll(async () => {
    smtp = await startTestSmtp()
    database = await openTestDatabase(dialect, {
      SITE_URL: site,
      SMTP_URL: smtp.url,
      NODE_ENV: 'production',
    })
    payload = database.payload
    await payload.create({
      collection: 'staff',
      overrideAccess: true,
      data: { email: staffEmail, password: staffPassword, name: 'Edith', roles: ['editor'] },
    })
  })
  afterAll(async () => {
    await smtp?.close()
    await database?.close()
  })

  it('a dozen wrong passwords from a stranger do not lock the staff member out (finding 7)', async () => {
    const stranger = newClient()
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      expect([attempt, (await login(staffEmail, `guess-${attempt}`, stranger)).status]).toEqual([
        attempt,
        401,
      ])
    }
    const own = await login(staffEmail, staffPassword, newClient())
    expect(own.status).toBe(200)
  })

  it('an unknown address gets the same answer as a wrong password, after the same hashing work (finding 7)', async () => {
    const ip = newClient()
    // warm up both paths once
    await login(staffEmail, 'warm-up-1', ip)
    await login('nobody@shop.test', 'warm-up-2', ip)
    const known = await login(staffEmail, 'wrong-password', ip)
    const unknown = await login('nobody@shop.test', 'wrong-password', ip)
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toEqual(known.body)
    // Payload checks a known address's password with 600,000 PBKDF2 rounds; an unknown one
    // must cost about as much, not answer at once
    expect(unknown.ms).toBeGreaterThan(known.ms * 0.4)
  })

  it(`one client gets ${staffSignInPerClientPer10Min} attempts in 10 minutes; others are not affected (finding 7)`, async () => {
    const ip = newClient()
    for (let attempt = 1; attempt <= staffSignInPerClientPer10Min; attempt += 1) {
      await login('someone@shop.test', `guess-${attempt}`, ip)
    }
    const refused = await login(staffEmail, staffPassword, ip)
    expect(refused.status).toBe(429)
    expect((await login(staffEmail, staffPassword, newClient())).status).toBe(200)
  })

  it('a forgotten password is mailed through the shop’s mailer, with a link on the site (finding 7)', async () => {
    const asked = await cms('staff/forgot-password', {
      method: 'POST',
      body: { email: staffEmail },
      ip: newClient(),
    })
    expect(asked.status).toBe(200)
    // an address that is no staff member gets the same answer, and no mail
    const unknown = await cms('staff/forgot-password', {
      method: 'POST',
      body: { email: 'nobody@shop.test' },
      ip: newClient(),
    })
    expect([unknown.status, unknown.body]).toEqual([asked.status, asked.body])
    const mail = await smtp.waitFor((each) => each.to.includes(staffEmail))
    expect(mail.subject).toBe('Reset your admin password')
    expect(mail.text).toMatch(/https:\/\/shop\.test\/admin\/reset\/\S+/)
    expect(smtp.messages.some((each) => each.to.includes('nobody@shop.test'))).toBe(false)
  })

  it('the staff session cookie is Secure behind https, and counts only on calls from the site (finding 9)', async () => {
    const signedIn = await login(staffEmail, staffPassword, newClient())
    const tokenCookie = signedIn.cookies.find((cookie) => cookie.startsWith('payload-token='))
    expect(tokenCookie).toMatch(/;\s*Secure/i)
    expect(tokenCookie).toMatch(/SameSite=Lax/i)
    const cookie = tokenCookie!.split(';')[0]!
    const page = { title: 'Cross-site', slug: 'cross-site' }
    const fromSite = await cms('tstrings?limit=1', { ip: newClient(), cookie, origin: site })
    expect(fromSite.status).toBe(200)
    const forged = await cms('redirects', {
      method: 'POST',
      body: page,
      ip: newClient(),
      cookie,
      origin: 'https://evil.example',
    })
    expect(forged.status).toBe(403)
  })
})
