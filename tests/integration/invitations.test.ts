/**
 * Buyers staff create in the admin (issue 39 §4): the invitation goes out once, in the buyer's
 * language, with a sign-in link to the login page that the code sign-in then honours; staff can
 * send it again, not as often as they click; a sign-in sets the buyer's language from the site,
 * and the buyer can change it in My account. A real SMTP server receives the mail.
 */
import type { Endpoint, Payload, PayloadRequest } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { createAccountApi, type AccountApi } from '@/account/api'
import { repointCartsAfterRemoval } from '@/cart/cart-addresses'
import { createShopAuth, type ShopAuth } from '@/account/auth'
import { matchPath } from '@/i18n/routes'
import type { WebUser } from '@/payload-types'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../support/smtp'

const origin = 'http://shop.test'
type Staff = { id: number; email: string; roles: string[]; collection: 'staff' }

function suite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload
  let smtp: TestSmtp
  let auth: ShopAuth
  let api: AccountApi
  const staff = {} as Record<'sales' | 'editor', Staff>
  let clientNo = 0

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
    for (const role of ['sales', 'editor'] as const) {
      const made = await payload.create({
        collection: 'staff',
        data: { email: `${role}@invite.example`, password: 'correct-horse-battery', roles: [role] },
        overrideAccess: true,
      })
      staff[role] = { ...(made as unknown as Staff), collection: 'staff' }
    }
  })
  afterAll(async () => {
    vi.useRealTimers()
    await smtp?.close()
    await database?.close()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email))
  const linkIn = (mail: ReceivedMail) => /https?:\/\/\S+/.exec(mail.text)?.[0] ?? ''

  /** What the admin does: a sales member creates the web user (Payload's admin calls the same). */
  async function createBuyer(data: Partial<WebUser> & { email: string }): Promise<WebUser> {
    const customer = await payload.create({
      collection: 'customers',
      data: { name: 'Controles Industriales del Norte', priceList: 'OEM', arTerm: 'NET 30' },
      overrideAccess: true,
    })
    return payload.create({
      collection: 'web-users',
      data: { primaryCustomer: customer.id, customers: [customer.id], ...data },
      user: staff.sales,
      overrideAccess: false,
    })
  }

  /** POST /api/cms/web-users/{id}/invite as a staff member (the admin's button). */
  async function resend(id: number, who: Staff) {
    const endpoint = (payload.collections['web-users'].config.endpoints as Endpoint[]).find(
      (each) => each.path === '/:id/invite' && each.method === 'post',
    )!
    const request = new Request(`${origin}/api/cms/web-users/${id}/invite`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: '{}',
    })
    const req = Object.assign(request, {
      payload,
      user: who,
      routeParams: { id: String(id) },
    }) as unknown as PayloadRequest
    const response = await endpoint.handler(req)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  function authRequest(path: string, body: unknown, ip: string, locale?: string): Request {
    const headers = new Headers({
      'x-forwarded-for': ip,
      origin,
      'content-type': 'application/json',
    })
    if (locale) headers.set('x-shop-locale', locale)
    return new Request(`${origin}/api/auth${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
  }

  /** A code sign-in from the site in `locale` (the login page sends its language). */
  async function signIn(email: string, locale: 'en' | 'es'): Promise<string> {
    const ip = `198.51.100.${++clientNo}`
    const before = mailsTo(email).length
    const sent = await auth.handler(
      authRequest('/email-otp/send-verification-otp', { email, type: 'sign-in' }, ip, locale),
    )
    expect(sent.status).toBe(200)
    const mail = await smtp.waitFor((each) => mailsTo(email).indexOf(each) >= before)
    const otp = /\b(\d{6})\b/.exec(mail.text)?.[1]
    const verified = await auth.handler(
      authRequest('/sign-in/email-otp', { email, otp }, ip, locale),
    )
    expect(verified.status).toBe(200)
    return verified.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')
  }

  const stored = (id: number) =>
    payload.findByID({ collection: 'web-users', id, depth: 0, overrideAccess: true })

  it(`${dialect}: a buyer created by staff gets one invitation in their language, with a sign-in link to the login page`, async () => {
    const es = await createBuyer({
      email: 'compras@cindelnorte.example',
      nameFirst: 'Jorge',
      locale: 'es',
    })
    const en = await createBuyer({ email: 'buyer@keystone.example', nameFirst: 'Greg' })
    expect(en.locale).toBe('en')

    const spanish = await smtp.waitFor((mail) => mail.to.includes('compras@cindelnorte.example'))
    expect(spanish.subject).toBe('Su cuenta de Allegheny Controls está lista')
    expect(spanish.text).toContain('Hola, Jorge:')
    expect(spanish.text).toContain('a nombre de Controles Industriales del Norte')
    expect(linkIn(spanish)).toBe(`${origin}/es/iniciar-sesion?email=compras%40cindelnorte.example`)
    expect(spanish.html).toContain(
      'href="http://shop.test/es/iniciar-sesion?email=compras%40cindelnorte.example"',
    )

    const english = await smtp.waitFor((mail) => mail.to.includes('buyer@keystone.example'))
    expect(english.subject).toBe('Your Allegheny Controls account is ready')
    expect(english.text).toContain('Hello Greg,')
    expect(linkIn(english)).toBe(`${origin}/login?email=buyer%40keystone.example`)

    // each link is the login page of its language
    for (const [mail, locale] of [
      [spanish, 'es'],
      [english, 'en'],
    ] as const) {
      const link = new URL(linkIn(mail))
      expect(link.origin).toBe(origin)
      expect(matchPath(link.pathname)).toMatchObject({ locale, key: 'login' })
    }

    // one each, no more (give a second mail time to arrive)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailsTo('compras@cindelnorte.example')).toHaveLength(1)
    expect(mailsTo('buyer@keystone.example')).toHaveLength(1)

    // the address the link names signs in and takes over the invited buyer, with its customer
    const cookie = await signIn('compras@cindelnorte.example', 'es')
    const session = await api.session(
      new Request(`${origin}/api/public/session`, { headers: { cookie } }),
    )
    const body = (await session.json()) as { user: Record<string, unknown> }
    expect(body.user).toMatchObject({
      email: 'compras@cindelnorte.example',
      locale: 'es',
      customer: { name: 'Controles Industriales del Norte' },
    })
    expect((await stored(es.id)).authUserId).toBeTruthy()
  })

  it(`${dialect}: staff can send the invitation again, not more than once in 5 minutes nor 5 times a day; editors cannot`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = new Date('2026-12-01T15:00:00Z').getTime()
    vi.setSystemTime(start)
    const email = 'renee@bayou-automation.example'
    const buyer = await createBuyer({ email, nameFirst: 'Renee' })
    await smtp.waitFor((mail) => mail.to.includes(email))

    // right after the first one: refused, nothing sent
    const soon = await resend(buyer.id, staff.sales)
    expect(soon.status).toBe(429)
    expect(soon.body).toMatchObject({ code: 'INVITE_WAIT' })
    expect(Number(soon.body.retryAfter)).toBeGreaterThan(0)
    expect(Number(soon.body.retryAfter)).toBeLessThanOrEqual(300)

    expect((await resend(buyer.id, staff.editor)).status).toBe(403)

    // the buyer switched to Spanish meanwhile: the invitation sent again speaks it
    await payload.update({
      collection: 'web-users',
      id: buyer.id,
      data: { locale: 'es' },
      overrideAccess: true,
    })
    for (let n = 1; n <= 4; n += 1) {
      vi.setSystemTime(start + n * 6 * 60_000)
      const again = await resend(buyer.id, staff.sales)
      expect([n, again.status]).toEqual([n, 200])
      expect(again.body).toMatchObject({ sent: true, email, locale: 'es' })
    }
    const mails = mailsTo(email)
    expect(mails).toHaveLength(5)
    expect(mails[1]!.subject).toBe('Su cuenta de Allegheny Controls está lista')
    expect(linkIn(mails[1]!)).toBe(
      `${origin}/es/iniciar-sesion?email=renee%40bayou-automation.example`,
    )

    // a sixth the same day is refused, the next day it goes
    vi.setSystemTime(start + 5 * 6 * 60_000)
    const sixth = await resend(buyer.id, staff.sales)
    expect(sixth.status).toBe(429)
    expect(sixth.body).toMatchObject({ code: 'TOO_MANY_INVITES' })
    vi.setSystemTime(start + 24 * 60 * 60_000 + 60_000)
    expect((await resend(buyer.id, staff.sales)).status).toBe(200)
    expect(mailsTo(email)).toHaveLength(6)

    expect((await resend(999_999, staff.sales)).status).toBe(404)
  })

  it(`${dialect}: web users the shop makes itself, and the demo seed's, are not invited`, async () => {
    await payload.create({
      collection: 'web-users',
      data: { email: 'fixture@example.com' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'web-users',
      data: { email: 'seeded@example.com' },
      user: staff.sales,
      overrideAccess: false,
      context: { invite: false },
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailsTo('fixture@example.com')).toHaveLength(0)
    expect(mailsTo('seeded@example.com')).toHaveLength(0)
  })

  it(`${dialect}: signing in on the Spanish site sets the buyer's language to Spanish, on the English one back to English`, async () => {
    const email = 'andres@bayou-automation.example'
    const buyer = await payload.create({
      collection: 'web-users',
      data: { email },
      overrideAccess: true,
    })
    expect(buyer.locale).toBe('en')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-12-03T15:00:00Z'))
    await signIn(email, 'es')
    expect((await stored(buyer.id)).locale).toBe('es')
    // a new code for the same address waits a minute
    vi.setSystemTime(new Date('2026-12-03T15:02:00Z'))
    await signIn(email, 'en')
    expect((await stored(buyer.id)).locale).toBe('en')

    // a buyer who signs up on the Spanish site starts in Spanish
    const cookie = await signIn('nuevo@cliente.example', 'es')
    const session = await api.session(
      new Request(`${origin}/api/public/session`, { headers: { cookie } }),
    )
    expect(((await session.json()) as { user: { locale: string } }).user.locale).toBe('es')
  })

  it(`${dialect}: the buyer changes the language of their mails in My account`, async () => {
    const email = 'kevin@greatlakes.example'
    const cookie = await signIn(email, 'en')
    const patch = (body: unknown) =>
      api.updateUser(
        new Request(`${origin}/api/private/user`, {
          method: 'PATCH',
          headers: { cookie, origin, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      )
    const changed = await patch({ locale: 'es' })
    expect(changed.status).toBe(200)
    expect(((await changed.json()) as { data: { locale: string } }).data.locale).toBe('es')
    const { docs } = await payload.find({
      collection: 'web-users',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(docs[0]?.locale).toBe('es')

    const refused = await patch({ locale: 'fr' })
    expect(refused.status).toBe(400)
    expect(
      ((await refused.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors,
    ).toEqual({
      locale: ['invalidLocale'],
    })
  })
}

for (const dialect of dialectsUnderTest) {
  describe(`invitations and the buyer's language (${dialect})`, () => suite(dialect))
}
