import type { AddressInfo } from 'node:net'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A message as the test SMTP server received it. `to` is the SMTP envelope (RCPT TO). */
export type ReceivedMail = {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  messageId: string
  /** The Reply-To header, when the message has one. */
  replyTo: string
}

export type TestSmtp = {
  /** `smtp://127.0.0.1:PORT`, ready for `SMTP_URL`. */
  url: string
  /** Every message received so far, oldest first. */
  messages: ReceivedMail[]
  /** While true, every message is refused with a temporary error (451), as a busy server does. */
  refusing: boolean
  /** Resolves with the first message, already received or still to come, that matches. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>
  close(): Promise<void>
}

/**
 * An in-process SMTP server on 127.0.0.1 (a random port, or `port`: a mail server coming back
 * where the shop expects it) that accepts any sender, any recipient and no authentication, and
 * keeps the parsed messages in memory.
 */
export async function startTestSmtp(options: { port?: number } = {}): Promise<TestSmtp> {
  const messages: ReceivedMail[] = []
  const smtp = { refusing: false } as TestSmtp
  const waiters = new Set<(mail: ReceivedMail) => void>()

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      if (smtp.refusing) {
        stream.resume()
        stream.on('end', () => {
          const refusal = new Error('Mailbox busy, try again later') as Error & {
            responseCode: number
          }
          refusal.responseCode = 451
          callback(refusal)
        })
        return
      }
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from:
              parsed.from?.text ||
              (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html || '',
            messageId: parsed.messageId ?? '',
            replyTo: parsed.replyTo?.text ?? '',
          }
          messages.push(mail)
          for (const notify of [...waiters]) notify(mail)
          callback()
        })
        .catch((error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)))
        })
    },
  })

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.server.address() as AddressInfo

  Object.assign(smtp, {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 5_000) {
      const already = messages.find(predicate)
      if (already) return Promise.resolve(already)
      return new Promise<ReceivedMail>((resolve, reject) => {
        const waiter = (mail: ReceivedMail) => {
          if (!predicate(mail)) return
          clearTimeout(timer)
          waiters.delete(waiter)
          resolve(mail)
        }
        const timer = setTimeout(() => {
          waiters.delete(waiter)
          const seen = messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none'
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (received: ${seen})`))
        }, timeoutMs)
        waiters.add(waiter)
      })
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  })
  return smtp
}

/**
 * Reads sign-in codes as a buyer reads their mail: `codeFor(email)` answers the six digits of the
 * next mail to that address not read yet (waiting for it when it has not arrived).
 */
export function signInCodes(smtp: () => TestSmtp, timeoutMs = 30_000) {
  const read = new Set<ReceivedMail>()
  return async function codeFor(email: string): Promise<string> {
    const mail = await smtp().waitFor(
      (each) => each.to.includes(email) && !read.has(each),
      timeoutMs,
    )
    read.add(mail)
    return /\b(\d{6})\b/.exec(`${mail.subject} ${mail.text}`)?.[1] ?? ''
  }
}
