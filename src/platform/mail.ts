import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import nodemailer, { type Transporter } from 'nodemailer'

import type { Locale } from '@/i18n/locales'

import { mailDirOf } from './data-dir.mjs'
import { projectRoot } from './paths'

/**
 * The one mail sender of the app. No `server-only` import on purpose: the CLI
 * scripts and Vitest load it in plain Node.
 *
 * - `SMTP_URL` set (`smtp://user:pass@host:587`, `smtps://…`): real delivery over SMTP.
 * - otherwise, outside production (or with `MAIL_DEV_OUTBOX=1`): the development
 *   outbox — one line in the server log with the text, plus an .eml file in
 *   `mail/` of the installation's folder (DATA_DIR, else data/; `MAIL_DIR` overrides): two
 *   installations on one machine never mix their sign-in codes.
 * - otherwise, in production: every send fails loudly.
 */

export type OutgoingMail = {
  to: string
  subject: string
  text: string
  html: string
  locale: Locale
  /** A stable `Message-ID` (`<…@…>`), so a message sent again is recognisable as the same one. */
  messageId?: string
  /**
   * Where a reply goes instead of the sender: the visitor who wrote through the contact form,
   * a buyer's sales rep, the buyer of a staff notice.
   */
  replyTo?: string | { name: string; address: string }
}

export type Mailer = {
  send(mail: OutgoingMail): Promise<void>
}

/** The variables the mailer reads; `process.env` by default, tests pass their own. */
export type MailEnv = Readonly<Record<string, string | undefined>>

const fallbackMailDomain = 'alleghenycontrols.example'

/**
 * The domain the shop's mail comes from: the site's own (SITE_URL's host without a leading
 * `www.`), so a buyer sees the sender on the domain they shop at; a site on this machine
 * (localhost, an IP address, no SITE_URL) has no domain of its own and uses the example one.
 */
export function siteMailDomain(env: MailEnv = process.env): string {
  let host: string
  try {
    host = new URL(env.SITE_URL?.trim() || 'http://localhost').hostname.toLowerCase()
  } catch {
    return fallbackMailDomain
  }
  const local =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^[\d.]+$/.test(host) ||
    host.startsWith('[') ||
    !host.includes('.')
  return local ? fallbackMailDomain : host.replace(/^www\./, '')
}

/**
 * The sender: MAIL_FROM when the operator sets one (their choice, e.g. a domain their mail
 * server signs for), else "Allegheny Controls <no-reply@…>" on the site's own domain.
 */
export function mailFrom(env: MailEnv = process.env): string {
  return env.MAIL_FROM?.trim() || `Allegheny Controls <no-reply@${siteMailDomain(env)}>`
}

/** Fail fast on a dead or silent server instead of hanging a request for minutes. */
const SMTP_TIMEOUT_MS = 10_000

const smtpTransports = new Map<string, Transporter>()

function smtpTransport(url: string): Transporter {
  let transport = smtpTransports.get(url)
  if (!transport) {
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
      dnsTimeout: SMTP_TIMEOUT_MS,
    })
    smtpTransports.set(url, transport)
  }
  return transport
}

let emlTransport: Transporter<{ message: Buffer }> | undefined

/** Renders a message to RFC 822 bytes (CRLF line ends) without sending it anywhere. */
function outboxTransport(): Transporter<{ message: Buffer }> {
  emlTransport ??= nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  }) as Transporter<{ message: Buffer }>
  return emlTransport
}

function outboxDir(env: MailEnv): string {
  return mailDirOf(env, projectRoot)
}

/** `2026-11-22T10-15-30.123Z-ana@example.com.eml`: colons are not allowed in Windows file names. */
function outboxFileName(to: string, at: Date, attempt: number): string {
  const stamp = at.toISOString().replace(/:/g, '-')
  const who =
    to
      .toLowerCase()
      .replace(/[^a-z0-9@._+-]+/g, '_')
      .slice(0, 80) || 'unknown'
  return `${stamp}-${who}${attempt ? `-${attempt}` : ''}.eml`
}

async function writeOutboxFile(dir: string, to: string, message: Buffer): Promise<string> {
  await mkdir(dir, { recursive: true })
  const at = new Date()
  for (let attempt = 0; ; attempt++) {
    const file = path.join(dir, outboxFileName(to, at, attempt))
    try {
      await writeFile(file, message, { flag: 'wx' })
      return file
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 100) throw error
    }
  }
}

function displayPath(file: string): string {
  const relative = path.relative(projectRoot, file)
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

export function createMailer(env: MailEnv = process.env): Mailer {
  return {
    async send(mail) {
      const message = {
        from: mailFrom(env),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'Content-Language': mail.locale },
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      }

      const smtpUrl = env.SMTP_URL?.trim()
      if (smtpUrl) {
        await smtpTransport(smtpUrl).sendMail(message)
        return
      }

      if (env.NODE_ENV === 'production' && env.MAIL_DEV_OUTBOX !== '1') {
        throw new Error('SMTP_URL is not set: cannot send e-mail in production')
      }

      const info = await outboxTransport().sendMail(message)
      const file = await writeOutboxFile(outboxDir(env), mail.to, info.message)
      console.info(
        `[mail] dev outbox (not sent) to=${mail.to} subject=${JSON.stringify(mail.subject)} ` +
          `file=${displayPath(file)} text: ${oneLine(mail.text)}`,
      )
    },
  }
}
