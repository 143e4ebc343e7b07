/**
 * The contact form's API on a fresh database (SQLite, and PostgreSQL with TEST_DATABASE_URL),
 * with a real in-process SMTP server: a message reaches the sales office with the visitor's
 * fields and Reply-To; bad input is a 400 with field errors and sends nothing; the limits
 * refuse the 6th message from one client and the 4th from one address on one client, in the
 * page's language, without keeping anyone else from writing; the bot check, when configured.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createContactApi, type ContactApi } from '@/content/contact/contact-api'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'
import { call, origin, request } from '../support/shop-requests'
import { startTestSmtp, type TestSmtp } from '../support/smtp'

const sales = 'sales@alleghenycontrols.test'

const valid = {
  name: 'Rosa Jiménez',
  company: 'Tableros del Norte',
  email: 'rosa@tableros.example',
  phone: '+52 81 5555 0199',
  message: 'We need 40 pcs of E22-A by 12 December. Can you confirm the lead time?',
}

function suite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload
  let smtp: TestSmtp
  let api: ContactApi

  const send = (body: unknown, ip: string, headers: Record<string, string> = {}) => {
    const req = request('/api/public/contact', { method: 'POST', body, ip })
    for (const [name, value] of Object.entries(headers)) req.headers.set(name, value)
    return call(api.post(req))
  }
  const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address))

  beforeAll(async () => {
    smtp = await startTestSmtp()
    database = await openTestDatabase(dialect, {
      SMTP_URL: smtp.url,
      SITE_URL: origin,
      NODE_ENV: 'production',
      CAPTCHA_SECRET_KEY: '',
    })
    payload = database.payload
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { contact: { email: sales, phone: '+1 (724) 555-0142' } } as never,
      overrideAccess: true,
    })
    api = createContactApi({ payload: async () => payload, env: database.env })
  })

  afterAll(async () => {
    await smtp?.close()
    await database?.close()
  })

  it(`${dialect}: a message reaches the sales office with every field, Reply-To the visitor`, async () => {
    const sent = await send({ ...valid, locale: 'es' }, '198.51.100.1')
    expect(sent.status).toBe(201)
    const mail = await smtp.waitFor((m) => m.to.includes(sales))
    expect(mail.replyTo).toContain('rosa@tableros.example')
    expect(mail.subject).toBe('Contact form: Rosa Jiménez, Tableros del Norte')
    for (const text of [
      'Name: Rosa Jiménez',
      'Company: Tableros del Norte',
      'E-mail: rosa@tableros.example',
      'Phone: +52 81 5555 0199',
      'Spanish site',
      'We need 40 pcs of E22-A by 12 December. Can you confirm the lead time?',
    ]) {
      expect(mail.text).toContain(text)
    }
    expect(mail.html).toContain('Tableros del Norte')
  })

  it(`${dialect}: bad input is a 400 naming each field, and nothing is sent`, async () => {
    const before = smtp.messages.length
    const refused = await send(
      { name: '  ', company: 'Acme', email: 'rosa@', phone: '12', message: 'Hi' },
      '198.51.100.2',
    )
    expect(refused.status).toBe(400)
    expect(refused.body.fieldErrors).toEqual({
      name: ['required'],
      email: ['invalidEmail'],
      phone: ['invalidPhone'],
      message: ['tooShort'],
    })
    const broken = await call(
      api.post(
        new Request(`${origin}/api/public/contact`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: '{"name": ',
        }),
      ),
    )
    expect(broken.status).toBe(400)
    expect((await send([], '198.51.100.2')).status).toBe(400)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.messages.length).toBe(before)
  })

  it(`${dialect}: one client may send 5 messages an hour; the 6th is refused in its language, others still write`, async () => {
    const ip = '198.51.100.3'
    for (let n = 1; n <= 5; n++) {
      const sent = await send({ ...valid, email: `buyer${n}@client.example` }, ip)
      expect(sent.status).toBe(201)
    }
    const sixth = await send({ ...valid, email: 'buyer6@client.example', locale: 'es' }, ip)
    expect(sixth.status).toBe(429)
    expect(sixth.body.code).toBe('tooManyFromClient')
    expect(sixth.body.error).toBe(
      'Ha enviado varios mensajes en poco tiempo. Inténtelo de nuevo en 60 min o llámenos.',
    )
    expect(mailsTo(sales).filter((mail) => mail.replyTo.includes('@client.example'))).toHaveLength(
      5,
    )
    // another client is not affected
    expect((await send({ ...valid, email: 'buyer6@client.example' }, '198.51.100.4')).status).toBe(
      201,
    )
  })

  it(`${dialect}: one address may write 3 times an hour from a client; the 4th is refused; the same address elsewhere is not locked out`, async () => {
    const address = { ...valid, email: 'Pat@Repeat.example' }
    for (let n = 1; n <= 3; n++) {
      expect((await send(address, '198.51.100.5')).status).toBe(201)
    }
    const fourth = await send({ ...address, email: 'pat@repeat.example' }, '198.51.100.5')
    expect(fourth.status).toBe(429)
    expect(fourth.body.code).toBe('tooManyFromAddress')
    expect(fourth.body.error).toBe(
      'You have sent several messages in a short time. Please try again in 60 min, or call us.',
    )
    // someone using Pat's address from another machine does not use up Pat's messages
    expect((await send(address, '198.51.100.6')).status).toBe(201)
  })

  it(`${dialect}: with the bot check configured, a message without a passing token is refused and not sent`, async () => {
    const checked = createContactApi({
      payload: async () => payload,
      env: database.env,
      captcha: async (token) => token === 'passed',
    })
    const before = smtp.messages.length
    const post = (token?: string) => {
      const req = request('/api/public/contact', {
        method: 'POST',
        body: { ...valid, email: 'bot@check.example' },
        ip: '198.51.100.7',
      })
      if (token) req.headers.set('x-captcha-response', token)
      return call(checked.post(req))
    }
    const missing = await post()
    expect(missing.status).toBe(403)
    expect(missing.body.code).toBe('captchaFailed')
    expect((await post('forged')).status).toBe(403)
    expect(smtp.messages.length).toBe(before)
    expect((await post('passed')).status).toBe(201)
  })
}

for (const dialect of dialectsUnderTest) {
  describe(`contact form on ${dialect}`, () => suite(dialect))
}
