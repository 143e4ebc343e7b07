/**
 * Sign-in by one-time code end to end through the HTTP handlers: a real
 * in-process SMTP server receives the mail, the code is read from it and
 * verified. The limiter is on and the clock is controlled (only `Date` is
 * faked, so I/O timers run normally). Then the address book: another buyer's
 * contacts are unreachable, and bad bodies answer 400 with field errors.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { createAccountApi, type AccountApi } from '@/account/api'
import { repointCartsAfterRemoval } from '@/cart/cart-addresses'
import { authHttpHandler, createShopAuth, type ShopAuth } from '@/account/auth'
import { dbFor } from '@/platform/sql'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'
import { startTestSmtp, type TestSmtp } from '../support/smtp'

const origin = 'http://shop.test'
const start = new Date('2026-11-22T12:00:00Z').getTime()

let clientCounter = 0
/** Each scenario comes from its own client address, so per-client limits do not leak between them. */
function newClient(): string {
  clientCounter += 1
  return `203.0.113.${clientCounter}`
}

type Call = { status: number; body: Record<string, unknown>; cookies: string[] }

async function call(
  handler: (request: Request) => Promise<Response>,
  request: Request,
): Promise<Call> {
  const response = await handler(request)
  const text = await response.text()
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    cookies: response.headers.getSetCookie(),
  }
}

function request(
  path: string,
  init: {
    method?: string
    body?: unknown
    ip: string
    cookie?: string
    origin?: string
    locale?: string
    referer?: string
  },
): Request {
  const headers = new Headers({ 'x-forwarded-for': init.ip, origin: init.origin ?? origin })
  if (init.body !== undefined) headers.set('content-type', 'application/json')
  if (init.cookie) headers.set('cookie', init.cookie)
  if (init.locale) headers.set('x-shop-locale', init.locale)
  if (init.referer) headers.set('referer', `${origin}${init.referer}`)
  return new Request(`${origin}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}

function cookieHeader(setCookies: string[]): string {
  return setCookies.map((cookie) => cookie.split(';')[0]).join('; ')
}

function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text)
  if (!match?.[1]) throw new Error(`no code in mail: ${text}`)
  return match[1]
}

function accountSuite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload
  let smtp: TestSmtp
  let auth: ShopAuth
  let api: AccountApi

  const authCall = (path: string, init: Parameters<typeof request>[1]) =>
    call(authHttpHandler(auth), request(`/api/auth${path}`, { method: 'POST', ...init }))

  async function sendCode(email: string, ip: string, locale?: string) {
    return authCall('/email-otp/send-verification-otp', {
      body: { email, type: 'sign-in' },
      ip,
      locale,
    })
  }

  async function latestCode(email: string): Promise<string> {
    const mails = smtp.messages.filter((mail) => mail.to.includes(email))
    const mail = mails[mails.length - 1]
    if (!mail) throw new Error(`no mail for ${email}`)
    return codeIn(mail.text)
  }

  async function verify(email: string, otp: string, ip: string) {
    return authCall('/sign-in/email-otp', { body: { email, otp }, ip })
  }

  /** Signs a new buyer in by code and returns their cookie header. */
  async function signIn(email: string): Promise<string> {
    const ip = newClient()
    expect((await sendCode(email, ip)).status).toBe(200)
    const signedIn = await verify(email, await latestCode(email), ip)
    expect(signedIn.status).toBe(200)
    return cookieHeader(signedIn.cookies)
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
    api = createAccountApi({
      payload: async () => payload,
      auth: async () => auth,
      env: database.env,
      afterAddressRemoved: repointCartsAfterRemoval,
    })
  })
  afterAll(async () => {
    vi.useRealTimers()
    await smtp?.close()
    await database?.close()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const useClock = (at: number) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(at)
  }

  it(`${dialect}: a code from the inbox signs a new buyer in once, in the page's language`, async () => {
    useClock(start)
    const ip = newClient()
    const email = 'ana.lopez@panelworks.example'
    expect((await sendCode(email, ip, 'es')).status).toBe(200)
    const mail = await smtp.waitFor((each) => each.to.includes(email))
    expect(mail.subject).toMatch(/^Su código de acceso: \d{6}$/)
    const code = codeIn(mail.text)

    const signedIn = await verify(email, code, ip)
    expect(signedIn.status).toBe(200)
    const sessionCookie = signedIn.cookies.find((cookie) => cookie.includes('session_token'))
    expect(sessionCookie).toMatch(/HttpOnly/i)
    expect(sessionCookie).toMatch(/SameSite=Lax/i)

    const session = await call(
      api.session,
      request('/api/public/session', { ip, cookie: cookieHeader(signedIn.cookies) }),
    )
    expect(session.body.user).toMatchObject({ email, needsName: true, nameFirst: '', nameLast: '' })

    // single use: the same code a second time is refused
    const reused = await verify(email, code, ip)
    expect(reused.status).toBe(400)
    expect(reused.body.code).toBe('INVALID_OTP')
  })

  it(`${dialect}: a session lasts 30 days from its last use, not 400 (business rules §10)`, async () => {
    const day = 24 * 60 * 60_000
    const signedInAt = start + 200 * day
    useClock(signedInAt)
    const ip = newClient()
    const email = 'thirty.days@panelworks.example'
    expect((await sendCode(email, ip)).status).toBe(200)
    const signedIn = await verify(email, await latestCode(email), ip)
    const sessionCookie = signedIn.cookies.find((cookie) => cookie.includes('session_token'))
    expect(sessionCookie).toMatch(/Max-Age=2592000\b/)
    const cookie = cookieHeader(signedIn.cookies)
    const userAt = async (at: number) => {
      vi.setSystemTime(at)
      const answer = await call(api.session, request('/api/public/session', { ip, cookie }))
      return (answer.body.user as { email?: string } | null)?.email ?? null
    }
    // used on day 29, so it lives to day 59; used on day 58, so to day 88
    expect(await userAt(signedInAt + 29 * day)).toBe(email)
    expect(await userAt(signedInAt + 58 * day)).toBe(email)
    // 31 days without a visit: signed out
    expect(await userAt(signedInAt + 89 * day)).toBeNull()
  })

  it(`${dialect}: a code is good for 10 minutes and no longer`, async () => {
    useClock(start + 60 * 60_000)
    const ip = newClient()
    await sendCode('just.in.time@example.com', ip)
    await sendCode('too.late@example.com', ip)
    vi.setSystemTime(start + 60 * 60_000 + 9 * 60_000 + 59_000) // 9 min 59 s later
    expect(
      (await verify('just.in.time@example.com', await latestCode('just.in.time@example.com'), ip))
        .status,
    ).toBe(200)
    vi.setSystemTime(start + 60 * 60_000 + 10 * 60_000 + 1_000) // 10 min 1 s later
    const late = await verify('too.late@example.com', await latestCode('too.late@example.com'), ip)
    expect(late.status).toBe(400)
    expect(late.body.code).toBe('OTP_EXPIRED')
  })

  it(`${dialect}: five wrong codes kill the code, even for the right one after them`, async () => {
    useClock(start + 2 * 60 * 60_000)
    const ip = newClient()
    const email = 'fat.fingers@example.com'
    await sendCode(email, ip)
    const code = await latestCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const refused = await verify(email, wrong, ip)
      expect([attempt, refused.status, refused.body.code]).toEqual([attempt, 400, 'INVALID_OTP'])
    }
    const dead = await verify(email, code, ip)
    expect(dead.status).toBe(403)
    expect(dead.body.code).toBe('TOO_MANY_ATTEMPTS')
  })

  it(`${dialect}: fifty guesses at once, from fifty clients, are compared at most five times in all`, async () => {
    useClock(start + 2 * 60 * 60_000 + 30 * 60_000)
    const email = 'many.hands@example.com'
    await sendCode(email, newClient())
    const code = await latestCode(email)
    const wrongCodes = Array.from({ length: 50 }, (_, i) =>
      String((Number(code) + 1 + i * 7919) % 1_000_000).padStart(6, '0'),
    )
    const answers = await Promise.all(wrongCodes.map((wrong) => verify(email, wrong, newClient())))
    expect(answers.filter((answer) => answer.status === 200)).toEqual([])
    // better-auth takes the code out while it compares one guess (an atomic consume): a guess
    // that finds it taken is refused uncompared. The stored count is what was compared; a code
    // whose fifth wrong guess came in the burst is gone (one answer said TOO_MANY_ATTEMPTS).
    const db = await dbFor(payload)
    const [row] = await db.rows<{ value: string }>(
      sql`SELECT value FROM auth_verification WHERE identifier = ${`sign-in-otp-${email}`}`,
    )
    const exhausted = answers.some((answer) => answer.body.code === 'TOO_MANY_ATTEMPTS')
    const comparedAtOnce = exhausted ? 5 : Number(row?.value.split(':').pop() ?? 0)
    expect(comparedAtOnce).toBeGreaterThanOrEqual(1)
    expect(comparedAtOnce).toBeLessThanOrEqual(5)
    // wrong guesses one by one: compared until five in all, then refused
    let comparedAfter = 0
    for (let i = 0; i < 10 && !exhausted; i += 1) {
      const answer = await verify(email, wrongCodes[i]!, newClient())
      if (answer.body.code !== 'INVALID_OTP' || comparedAtOnce + comparedAfter === 5) {
        expect([answer.status, answer.body.code]).toEqual([403, 'TOO_MANY_ATTEMPTS'])
        break
      }
      comparedAfter += 1
    }
    expect(comparedAtOnce + comparedAfter).toBe(5)
    // the right code after them: refused, no session
    const dead = await verify(email, code, newClient())
    expect(dead.status).toBeGreaterThanOrEqual(400)
    expect(['INVALID_OTP', 'TOO_MANY_ATTEMPTS']).toContain(dead.body.code)
    expect(dead.cookies.join(';')).not.toContain('session_token=')
    console.log(
      `[sign-in] 50 guesses at once: ${comparedAtOnce} compared, ${50 - comparedAtOnce} refused uncompared; ` +
        `then ${comparedAfter} more one by one; the right code after them refused`,
    )
  })

  it(`${dialect}: ten requests for a code at once, from ten clients: one code sent, nine told to wait`, async () => {
    useClock(start + 3 * 60 * 60_000)
    const email = 'ten.tabs@example.com'
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sendCode(email, newClient())),
    )
    // the 60 s gap is one atomic counter in the database: read-then-write let several through
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 429, 429, 429, 429, 429, 429, 429, 429, 429,
    ])
    expect(answers.filter((answer) => answer.body.code === 'RESEND_WAIT')).toHaveLength(9)
    await smtp.waitFor((mail) => mail.to.includes(email))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.messages.filter((mail) => mail.to.includes(email))).toHaveLength(1)
  })

  it(`${dialect}: a new code no sooner than 60 s after the last; at most 5 an hour per address from one client`, async () => {
    const t0 = start + 3 * 60 * 60_000
    useClock(t0)
    const email = 'impatient@example.com'
    const ip = newClient()
    expect((await sendCode(email, ip)).status).toBe(200)
    vi.setSystemTime(t0 + 45_000)
    const early = await sendCode(email, newClient()) // another client: the wait belongs to the address
    expect(early.status).toBe(429)
    expect(early.body).toMatchObject({ code: 'RESEND_WAIT', retryAfter: 15 })
    vi.setSystemTime(t0 + 60_000)
    expect((await sendCode(email, ip)).status).toBe(200)
    // the 3rd, 4th and 5th codes of the hour, a minute apart, then the 6th is refused
    for (let minute = 2; minute <= 4; minute += 1) {
      vi.setSystemTime(t0 + minute * 60_000)
      expect((await sendCode(email, ip)).status).toBe(200)
    }
    vi.setSystemTime(t0 + 5 * 60_000)
    const sixth = await sendCode(email, ip)
    expect(sixth.status).toBe(429)
    expect(sixth.body).toMatchObject({ code: 'TOO_MANY_CODES', retryAfter: 55 * 60 })
    vi.setSystemTime(t0 + 60 * 60_000)
    expect((await sendCode(email, ip)).status).toBe(200)
  })

  it(`${dialect}: a stranger's wrong codes and code requests never keep the buyer from a fresh code beyond the 60 s gap (finding 5)`, async () => {
    const t0 = start + 4 * 60 * 60_000
    useClock(t0)
    const victim = 'victim@panelshop.example'
    const attacker = newClient()
    // five codes an hour sent to the victim and a dozen wrong guesses, all from the attacker's client
    for (let minute = 0; minute < 5; minute += 1) {
      vi.setSystemTime(t0 + minute * 60_000)
      expect((await sendCode(victim, attacker)).status).toBe(200)
    }
    for (let guess = 0; guess < 12; guess += 1) {
      await verify(victim, String(100000 + guess), attacker)
    }
    expect((await verify(victim, '999999', attacker)).body.code).toBe('TOO_MANY_CHECKS')
    // a minute after the attacker's last code, the buyer gets a fresh one and signs in with it
    vi.setSystemTime(t0 + 5 * 60_000)
    const buyer = newClient()
    expect((await sendCode(victim, buyer)).status).toBe(200)
    const signedIn = await verify(victim, await latestCode(victim), buyer)
    expect(signedIn.status).toBe(200)
  })

  it(`${dialect}: asking to move a profile onto someone's address does not delay their sign-in code (finding 5)`, async () => {
    useClock(start + 6 * 60 * 60_000)
    const cookie = await signIn('profile.mover@example.com')
    const victim = 'not.yours@panelshop.example'
    const moved = await call(
      api.updateUser,
      request('/api/private/user', {
        method: 'PATCH',
        ip: newClient(),
        cookie,
        body: { email: victim },
      }),
    )
    expect(moved.status).toBe(200)
    expect((await sendCode(victim, newClient())).status).toBe(200)
  })

  it(`${dialect}: only the sign-in endpoints the shop uses answer; password reset, verification and check endpoints are 404 and send nothing (findings 4, 12)`, async () => {
    useClock(start + 7 * 60 * 60_000)
    const email = 'no.password@example.com'
    const mailsBefore = smtp.messages.length
    const closed: [string, unknown][] = [
      ['/forget-password/email-otp', { email }],
      ['/email-otp/request-password-reset', { email }],
      ['/email-otp/reset-password', { email, otp: '123456', password: 'hunter2hunter2' }],
      ['/request-password-reset', { email, redirectTo: '/' }],
      ['/send-verification-email', { email }],
      ['/email-otp/verify-email', { email, otp: '123456' }],
      ['/email-otp/check-verification-otp', { email, otp: '123456', type: 'sign-in' }],
      ['/sign-up/email', { email, password: 'hunter2hunter2', name: 'X' }],
      ['/sign-in/email', { email, password: 'hunter2hunter2' }],
      ['/change-email', { newEmail: 'x@example.com' }],
      ['/email-otp/request-email-change', { newEmail: 'x@example.com' }],
      ['/update-user', { name: 'X' }],
      ['/delete-user', {}],
      ['/link-social', { provider: 'google' }],
    ]
    for (const [path, body] of closed) {
      const answer = await authCall(path, { body, ip: newClient() })
      expect([path, answer.status]).toEqual([path, 404])
    }
    expect(
      (await call(authHttpHandler(auth), request('/api/auth/list-sessions', { ip: newClient() })))
        .status,
    ).toBe(404)
    // a code of any other kind than sign-in is refused before a mail goes out
    const otherKind = await authCall('/email-otp/send-verification-otp', {
      body: { email, type: 'forget-password' },
      ip: newClient(),
    })
    expect(otherKind.status).toBe(400)
    expect(smtp.messages.length).toBe(mailsBefore)
    const db = await dbFor(payload)
    const credentials = await db.rows(
      sql`SELECT id FROM auth_account WHERE provider_id = 'credential'`,
    )
    expect(credentials).toEqual([])
  })

  it(`${dialect}: one-time codes are stored hashed, never as the code a buyer types (finding 13)`, async () => {
    useClock(start + 8 * 60 * 60_000)
    const email = 'hashed.code@example.com'
    expect((await sendCode(email, newClient())).status).toBe(200)
    const code = await latestCode(email)
    const db = await dbFor(payload)
    const rows = await db.rows<{ value: string }>(
      sql`SELECT value FROM auth_verification WHERE identifier LIKE ${`%${email}%`}`,
    )
    expect(rows.length).toBe(1)
    expect(rows[0]?.value).not.toContain(code)
  })

  it(`${dialect}: one client may ask for 10 codes in 10 minutes, whatever the addresses`, async () => {
    const t0 = start + 5 * 60 * 60_000
    useClock(t0)
    const ip = newClient()
    for (let n = 1; n <= 10; n += 1) {
      expect([n, (await sendCode(`buyer${n}@spray.example`, ip)).status]).toEqual([n, 200])
    }
    const eleventh = await sendCode('buyer11@spray.example', ip)
    expect(eleventh.status).toBe(429)
    expect((await sendCode('buyer11@spray.example', newClient())).status).toBe(200)
    vi.setSystemTime(t0 + 10 * 60_000)
    expect((await sendCode('buyer12@spray.example', ip)).status).toBe(200)
  })

  it(`${dialect}: thirty code requests at once from one client, to thirty addresses: ten sent`, async () => {
    useClock(start + 6 * 60 * 60_000)
    const ip = newClient()
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => sendCode(`burst${n}@spray.example`, ip)),
    )
    const sent = answers.filter((answer) => answer.status === 200).length
    expect([sent, answers.length - sent]).toEqual([10, 20])
    expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true)
  })

  it(`${dialect}: the full name is saved trimmed, and blank names answer 400 with field errors`, async () => {
    const cookie = await signIn('new.buyer@example.com')
    const ip = newClient()
    const blank = await call(
      api.updateUser,
      request('/api/private/user', {
        method: 'PATCH',
        ip,
        cookie,
        body: { nameFirst: '   ', nameLast: '' },
      }),
    )
    expect(blank.status).toBe(400)
    expect(blank.body.fieldErrors).toEqual({ nameFirst: ['required'], nameLast: ['required'] })

    const saved = await call(
      api.updateUser,
      request('/api/private/user', {
        method: 'PATCH',
        ip,
        cookie,
        body: { nameFirst: ' Rosa ', nameLast: 'Díaz ' },
      }),
    )
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ nameFirst: 'Rosa', nameLast: 'Díaz', needsName: false })
    const authUser = await auth.api.getSession({ headers: new Headers({ cookie }) })
    expect(authUser?.user.name).toBe('Rosa Díaz')
  })

  it(`${dialect}: a buyer staff invited by e-mail gets their customer on first sign-in`, async () => {
    const customer = await payload.create({
      collection: 'customers',
      data: {
        name: 'Ohio Valley Electric Supply',
        custType: 'D1-Distributor/Stocking',
        priceList: 'Distributor',
        arTerm: 'NET 30',
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'web-users',
      data: {
        email: 'Purchasing@OVESupply.example ',
        nameFirst: 'Maria',
        nameLast: 'Santoro',
        customers: [customer.id],
        primaryCustomer: customer.id,
      },
      overrideAccess: true,
    })
    const cookie = await signIn('purchasing@ovesupply.example')
    const session = await call(
      api.session,
      request('/api/public/session', { ip: newClient(), cookie }),
    )
    expect(session.body.user).toMatchObject({
      email: 'purchasing@ovesupply.example',
      nameFirst: 'Maria',
      needsName: false,
      customer: { name: 'Ohio Valley Electric Supply', distributor: true, approvedForTerms: true },
    })
    const { totalDocs } = await payload.count({
      collection: 'web-users',
      where: { email: { equals: 'purchasing@ovesupply.example' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it(`${dialect}: the session answer gives the sign-in modal the captcha configured at run time`, async () => {
    const off = await call(api.session, request('/api/public/session', { ip: newClient() }))
    expect(off.body.captcha).toBeNull()
    const env = { ...database.env, CAPTCHA_SITE_KEY: 'site-key-set-at-start' }
    const withCaptcha = createAccountApi({
      payload: async () => payload,
      auth: async () => auth,
      env,
      afterAddressRemoved: repointCartsAfterRemoval,
    })
    const on = await call(withCaptcha.session, request('/api/public/session', { ip: newClient() }))
    expect(on.body.captcha).toEqual({
      provider: 'cloudflare-turnstile',
      siteKey: 'site-key-set-at-start',
    })
  })

  it(`${dialect}: Google sign-in is offered only when configured, and returns to our callback`, async () => {
    const off = await call(api.session, request('/api/public/session', { ip: newClient() }))
    expect(off.body.google).toBe(false)
    const env = {
      ...database.env,
      GOOGLE_CLIENT_ID: 'test-client.apps.example',
      GOOGLE_CLIENT_SECRET: 'shh',
    }
    const withGoogle = createShopAuth(payload, { env })
    const googleApi = createAccountApi({
      payload: async () => payload,
      auth: async () => withGoogle,
      env,
      afterAddressRemoved: repointCartsAfterRemoval,
    })
    const on = await call(googleApi.session, request('/api/public/session', { ip: newClient() }))
    expect(on.body.google).toBe(true)
    const started = await call(
      (req) => withGoogle.handler(req),
      request('/api/auth/sign-in/social', {
        method: 'POST',
        ip: newClient(),
        body: { provider: 'google', callbackURL: '/auth/callback?locale=es' },
      }),
    )
    expect(started.status).toBe(200)
    const url = new URL(started.body.url as string)
    expect(url.hostname).toBe('accounts.google.com')
    expect(url.searchParams.get('client_id')).toBe('test-client.apps.example')
    expect(url.searchParams.get('redirect_uri')).toBe(`${origin}/api/auth/callback/google`)
    expect(url.searchParams.get('prompt')).toBe('select_account')
  })

  it(`${dialect}: a new e-mail is confirmed by a code sent to it before it replaces the old one`, async () => {
    const cookie = await signIn('old.address@example.com')
    const ip = newClient()
    const asked = await call(
      api.updateUser,
      request('/api/private/user', {
        method: 'PATCH',
        ip,
        cookie,
        body: { email: 'New.Address@Example.com' },
      }),
    )
    expect(asked.status).toBe(200)
    expect(asked.body.emailChange).toEqual({ pendingEmail: 'new.address@example.com' })
    // nothing changes until the code comes back
    expect((asked.body.data as { email: string }).email).toBe('old.address@example.com')
    const mail = await smtp.waitFor((each) => each.to.includes('new.address@example.com'))
    expect(mail.subject).toMatch(/^Confirm your new e-mail address: \d{6}$/)

    const wrong = await call(
      api.confirmEmail,
      request('/api/private/user/email', {
        method: 'POST',
        ip,
        cookie,
        body: { email: 'new.address@example.com', code: '12345' },
      }),
    )
    expect(wrong.status).toBe(400)
    expect(wrong.body.fieldErrors).toEqual({ code: ['invalidCode'] })

    const confirmed = await call(
      api.confirmEmail,
      request('/api/private/user/email', {
        method: 'POST',
        ip,
        cookie,
        body: { email: 'new.address@example.com', code: codeIn(mail.text) },
      }),
    )
    expect(confirmed.status).toBe(200)
    expect((confirmed.body.data as { email: string }).email).toBe('new.address@example.com')
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) })
    expect(session?.user.email).toBe('new.address@example.com')
  })

  it(`${dialect}: the code for a new e-mail asked on the Spanish site is in Spanish (the page's language, else the page it came from)`, async () => {
    const cookie = await signIn('cambio.correo@example.com')
    // the browser's fetch helper names the page's language
    const fromPage = await call(
      api.updateUser,
      request('/api/private/user', {
        method: 'PATCH',
        ip: newClient(),
        cookie,
        locale: 'es',
        body: { email: 'nuevo.uno@example.com' },
      }),
    )
    expect(fromPage.status).toBe(200)
    const first = await smtp.waitFor((each) => each.to.includes('nuevo.uno@example.com'))
    expect(first.subject).toMatch(/^Confirme su nuevo correo electrónico: \d{6}$/)
    expect(first.text).toContain('Es válido durante 10 minutos')
    expect(first.html).toContain('lang="es"')

    // a call without it: the Spanish page it was made from decides
    const fromReferer = await call(
      api.updateUser,
      request('/api/private/user', {
        method: 'PATCH',
        ip: newClient(),
        cookie,
        referer: '/es/mi-cuenta',
        body: { email: 'nuevo.dos@example.com' },
      }),
    )
    expect(fromReferer.status).toBe(200)
    const second = await smtp.waitFor((each) => each.to.includes('nuevo.dos@example.com'))
    expect(second.subject).toMatch(/^Confirme su nuevo correo electrónico: \d{6}$/)

    // and from the English site it is English
    await call(
      api.updateUser,
      request('/api/private/user', {
        method: 'PATCH',
        ip: newClient(),
        cookie,
        referer: '/my-account',
        body: { email: 'new.three@example.com' },
      }),
    )
    const third = await smtp.waitFor((each) => each.to.includes('new.three@example.com'))
    expect(third.subject).toMatch(/^Confirm your new e-mail address: \d{6}$/)
  })

  it(`${dialect}: private calls need a session and refuse other sites`, async () => {
    const ip = newClient()
    const anonymous = await call(api.contacts.GET, request('/api/private/contacts', { ip }))
    expect(anonymous.status).toBe(401)
    const cookie = await signIn('csrf.target@example.com')
    const forged = await call(
      api.updateUser,
      request('/api/private/user', {
        method: 'PATCH',
        ip,
        cookie,
        origin: 'https://evil.example',
        body: { nameFirst: 'Pwned' },
      }),
    )
    expect(forged.status).toBe(403)
  })

  it(`${dialect}: another buyer's addresses cannot be read, changed or removed`, async () => {
    const ip = newClient()
    const alice = await signIn('alice@oem.example')
    const bob = await signIn('bob@distributor.example')
    const address = {
      nameFirst: 'Bob',
      nameLast: 'Reyes',
      nameCompany: 'Reyes Supply',
      phone1: '(412) 555-0134',
      address1: '100 River Rd',
      city: 'Beaver',
      addressState: 'PA',
      addressPostalCode: '15009',
      addressCountry: 'US',
    }
    const created = await call(
      api.contacts.POST,
      request('/api/private/contacts', { method: 'POST', ip, cookie: bob, body: address }),
    )
    expect(created.status).toBe(201)
    const bobsId = (created.body.data as { id: number; phone1: string }).id
    expect((created.body.data as { phone1: string }).phone1).toBe('+14125550134')

    const alicesList = await call(
      api.contacts.GET,
      request('/api/private/contacts', { ip, cookie: alice }),
    )
    expect(alicesList.body.data).toEqual([])

    const params = { params: Promise.resolve({ id: String(bobsId) }) }
    const patch = await api.contact.PATCH(
      request(`/api/private/contacts/${bobsId}`, {
        method: 'PATCH',
        ip,
        cookie: alice,
        body: { city: 'Stolen' },
      }),
      params,
    )
    expect(patch.status).toBe(404)
    const removal = await api.contact.DELETE(
      request(`/api/private/contacts/${bobsId}`, { method: 'DELETE', ip, cookie: alice }),
      { params: Promise.resolve({ id: String(bobsId) }) },
    )
    expect(removal.status).toBe(404)
    const defaults = await call(
      api.updateUser,
      request('/api/private/user', {
        method: 'PATCH',
        ip,
        cookie: alice,
        body: { shippingContactId: bobsId },
      }),
    )
    expect(defaults.status).toBe(404)

    const bobsList = await call(
      api.contacts.GET,
      request('/api/private/contacts', { ip, cookie: bob }),
    )
    expect(bobsList.body.data).toEqual([expect.objectContaining({ id: bobsId, city: 'Beaver' })])
  })

  it(`${dialect}: a bad address answers 400 naming each field, and nothing is stored`, async () => {
    const ip = newClient()
    const cookie = await signIn('typo@example.com')
    const bad = await call(
      api.contacts.POST,
      request('/api/private/contacts', {
        method: 'POST',
        ip,
        cookie,
        body: {
          nameFirst: 'Lu',
          nameLast: ' ',
          phone1: '12',
          address1: '1 Main St',
          city: 'Pittsburgh',
          addressState: 'XX',
          addressPostalCode: '1500',
          addressCountry: 'US',
        },
      }),
    )
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors).toMatchObject({
      nameLast: ['required'],
      phone1: ['invalidPhone'],
      addressState: ['invalidState'],
      addressPostalCode: ['invalidPostalCode'],
    })
    const notJson = await api.contacts.POST(
      new Request(`${origin}/api/private/contacts`, {
        method: 'POST',
        headers: { origin, cookie, 'x-forwarded-for': ip, 'content-type': 'application/json' },
        body: '{"nameFirst":',
      }),
      { params: Promise.resolve({}) },
    )
    expect(notJson.status).toBe(400)
    const list = await call(api.contacts.GET, request('/api/private/contacts', { ip, cookie }))
    expect(list.body.data).toEqual([])
  })

  it(`${dialect}: a ZIP from another state answers 400 on the postal code, as the quote refuses it (§5)`, async () => {
    const ip = newClient()
    const cookie = await signIn('anchorage@example.com')
    const anchorage = {
      nameFirst: 'Dana',
      nameLast: 'Lee',
      phone1: '(907) 555-0134',
      address1: '1 Main St',
      city: 'Anchorage',
      addressState: 'PA',
      addressPostalCode: '99501',
      addressCountry: 'US',
    }
    const refused = await call(
      api.contacts.POST,
      request('/api/private/contacts', { method: 'POST', ip, cookie, body: anchorage }),
    )
    expect(refused.status).toBe(400)
    expect(refused.body.fieldErrors).toEqual({ addressPostalCode: ['zipNotInState'] })
    const saved = await call(
      api.contacts.POST,
      request('/api/private/contacts', {
        method: 'POST',
        ip,
        cookie,
        body: { ...anchorage, addressState: 'AK' },
      }),
    )
    expect(saved.status).toBe(201)
    // a later change of state alone is checked against the stored ZIP
    const id = (saved.body.data as { id: number }).id
    const moved = await call(
      (req) => api.contact.PATCH(req, { params: Promise.resolve({ id: String(id) }) }),
      request(`/api/private/contacts/${id}`, {
        method: 'PATCH',
        ip,
        cookie,
        body: { addressState: 'PA' },
      }),
    )
    expect(moved.status).toBe(400)
    expect(moved.body.fieldErrors).toEqual({ addressPostalCode: ['zipNotInState'] })
  })
}

for (const dialect of dialectsUnderTest) {
  describe(`Accounts on ${dialect}`, () => accountSuite(dialect))
}
