import type { EmailAdapter } from 'payload'

import { createMailer, mailFrom } from './mail'

/** Payload's own mails (a staff member's forgotten password) through the shop's mailer. */
export function staffMailAdapter(env: NodeJS.ProcessEnv = process.env): EmailAdapter {
  const mailer = createMailer(env)
  const from = mailFrom(env)
  const [, name = 'Allegheny Controls', address = from] = /^(.*?)\s*<([^>]+)>$/.exec(from) ?? []
  return () => ({
    name: 'shop-mailer',
    defaultFromAddress: address,
    defaultFromName: name,
    async sendEmail(message) {
      const html = typeof message.html === 'string' ? message.html : ''
      const text =
        typeof message.text === 'string'
          ? message.text
          : html
              .replace(/<style[\s\S]*?<\/style>/gi, '')
              .replace(/<a [^>]*href="([^"]*)"[^>]*>[\s\S]*?<\/a>/gi, '$1')
              .replace(/<[^>]+>/g, ' ')
              .replace(/&amp;/g, '&')
              .replace(/[ \t]+/g, ' ')
              .replace(/\n\s*\n+/g, '\n\n')
              .trim()
      const to = Array.isArray(message.to) ? message.to.map(String).join(', ') : String(message.to)
      await mailer.send({ to, subject: String(message.subject ?? ''), text, html, locale: 'en' })
    },
  })
}
