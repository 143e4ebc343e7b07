import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { simpleParser } from 'mailparser'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { signInCodeEmail } from '@/account/sign-in-email'

import { startTestSmtp, type TestSmtp } from '../../tests/support/smtp'
import { createMailer, mailFrom, siteMailDomain } from './mail'

describe('createMailer with SMTP_URL', () => {
  let smtp: TestSmtp
  beforeAll(async () => {
    smtp = await startTestSmtp()
  })
  afterAll(async () => {
    await smtp.close()
  })

  it('delivers a Spanish sign-in code through the SMTP server', async () => {
    const mailer = createMailer({ SMTP_URL: smtp.url, NODE_ENV: 'test' })
    const email = signInCodeEmail({ code: '482913', locale: 'es', minutesValid: 10 })

    await mailer.send({ to: 'comprador@example.com', locale: 'es', ...email })

    const received = await smtp.waitFor((m) => m.to.includes('comprador@example.com'))
    expect(received.to).toEqual(['comprador@example.com'])
    expect(received.from).toBe('"Allegheny Controls" <no-reply@alleghenycontrols.example>')
    expect(received.subject).toBe('Su código de acceso: 482913')
    expect(received.text).toContain('482913')
    expect(received.text).toContain('10 minutos')
    expect(received.html).toContain('482913')
  })

  it('uses MAIL_FROM when set', async () => {
    const mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: 'Ventas <ventas@example.com>' })
    const email = signInCodeEmail({ code: '111222', locale: 'en', minutesValid: 10 })

    await mailer.send({ to: 'buyer@example.com', locale: 'en', ...email })

    const received = await smtp.waitFor((m) => m.subject === 'Your sign-in code: 111222')
    expect(received.from).toBe('"Ventas" <ventas@example.com>')
  })

  it("sends from the site's own domain, and carries a Reply-To with its name", async () => {
    const mailer = createMailer({
      SMTP_URL: smtp.url,
      SITE_URL: 'https://www.alleghenycontrols.com/',
    })
    const email = signInCodeEmail({ code: '555666', locale: 'en', minutesValid: 10 })
    await mailer.send({
      to: 'buyer@example.com',
      locale: 'en',
      replyTo: { name: 'Ramón Ortega', address: 'ramon@alleghenycontrols.com' },
      ...email,
    })
    const received = await smtp.waitFor((m) => m.subject === 'Your sign-in code: 555666')
    expect(received.from).toBe('"Allegheny Controls" <no-reply@alleghenycontrols.com>')
    expect(received.replyTo).toBe('"Ramón Ortega" <ramon@alleghenycontrols.com>')
  })

  it("the sender's domain: the site's host without www; a local site keeps the example domain", () => {
    expect(siteMailDomain({ SITE_URL: 'https://shop.alleghenycontrols.com' })).toBe(
      'shop.alleghenycontrols.com',
    )
    expect(siteMailDomain({ SITE_URL: 'https://WWW.AlleghenyControls.com:8443/x' })).toBe(
      'alleghenycontrols.com',
    )
    for (const local of [
      undefined,
      '',
      'http://localhost:3000',
      'http://127.0.0.1:3204',
      'http://[::1]:3000',
      'not a url',
    ]) {
      expect(siteMailDomain({ SITE_URL: local })).toBe('alleghenycontrols.example')
    }
    expect(
      mailFrom({
        SITE_URL: 'https://alleghenycontrols.com',
        MAIL_FROM: 'Ventas <ventas@example.com>',
      }),
    ).toBe('Ventas <ventas@example.com>')
  })

  it('rejects when the SMTP server cannot be reached', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise<void>((resolve) => closed.close(() => resolve()))

    const mailer = createMailer({ SMTP_URL: `smtp://127.0.0.1:${port}` })
    const email = signInCodeEmail({ code: '333444', locale: 'en', minutesValid: 10 })
    await expect(mailer.send({ to: 'buyer@example.com', locale: 'en', ...email })).rejects.toThrow()
  })
})

describe('createMailer without SMTP_URL', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mail-outbox-'))
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    await rm(dir, { recursive: true, force: true })
  })

  it('writes the message to the development outbox and logs the code', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const mailer = createMailer({ NODE_ENV: 'development', MAIL_DIR: dir })
    const email = signInCodeEmail({ code: '654321', locale: 'en', minutesValid: 10 })

    await mailer.send({ to: 'Ana.Buyer@example.com', locale: 'en', ...email })

    const files = await readdir(dir)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+\.\d{3}Z-ana\.buyer@example\.com\.eml$/)
    const raw = await readFile(path.join(dir, files[0] ?? ''), 'utf8')
    expect(raw).toContain('Subject: Your sign-in code: 654321')
    expect(raw).toContain('654321')
    const parsed = await simpleParser(raw)
    expect(parsed.subject).toBe('Your sign-in code: 654321')
    expect(parsed.text).toContain('654321')

    expect(info).toHaveBeenCalledTimes(1)
    const line = String(info.mock.calls[0]?.[0])
    expect(line).not.toContain('\n')
    expect(line).toContain('Ana.Buyer@example.com')
    expect(line).toContain('Your sign-in code: 654321')
    expect(line).toContain('valid for 10 minutes')
  })

  it('uses the outbox in production only when MAIL_DEV_OUTBOX=1', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const mailer = createMailer({ NODE_ENV: 'production', MAIL_DEV_OUTBOX: '1', MAIL_DIR: dir })
    const email = signInCodeEmail({ code: '777888', locale: 'es', minutesValid: 10 })

    await mailer.send({ to: 'ops@example.com', locale: 'es', ...email })

    expect(await readdir(dir)).toHaveLength(1)
  })

  it('without MAIL_DIR, writes to mail/ of DATA_DIR: two installations never mix their codes', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const mailer = createMailer({ NODE_ENV: 'development', DATA_DIR: dir })
    const email = signInCodeEmail({ code: '246810', locale: 'en', minutesValid: 10 })

    await mailer.send({ to: 'buyer@example.com', locale: 'en', ...email })

    expect(await readdir(path.join(dir, 'mail'))).toHaveLength(1)
  })

  it('refuses to send in production', async () => {
    const mailer = createMailer({ NODE_ENV: 'production', MAIL_DIR: dir })
    const email = signInCodeEmail({ code: '123456', locale: 'en', minutesValid: 10 })

    await expect(mailer.send({ to: 'buyer@example.com', locale: 'en', ...email })).rejects.toThrow(
      'SMTP_URL is not set: cannot send e-mail in production',
    )
  })
})
