/**
 * The mail staff get from the contact form (issue 22). In English, as every staff notice is,
 * with the site the visitor wrote from, so the answer goes out in their language. Replying
 * answers the visitor (the sender sets Reply-To). Pure.
 */
import {
  brand,
  emailFont,
  emailShell,
  escapeHtml,
  type RenderedEmail,
} from '@/platform/email-layout'
import type { Locale } from '@/i18n/locales'

import type { ContactMessage } from './contact-message-schema'

const siteNames = { en: 'English site', es: 'Spanish site (answer in Spanish)' } as const

export function contactMessageEmail(message: ContactMessage, site: Locale): RenderedEmail {
  const subject = `Contact form: ${message.name}, ${message.company}`
  const rows: [string, string][] = [
    ['Name', message.name],
    ['Company', message.company],
    ['E-mail', message.email],
    ['Phone', message.phone || '—'],
    ['Written on', siteNames[site]],
  ]
  const text = [
    `A message from the contact form of the ${brand} website.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    message.message,
    '',
    `Reply to this e-mail to answer ${message.name} directly.`,
  ]
    .join('\n')
    .concat('\n')

  const e = escapeHtml
  const font = emailFont
  const html = emailShell({
    locale: 'en',
    subject,
    preheader: message.message.slice(0, 120),
    maxWidth: 600,
    footer: `${brand} · Sent from the website's contact form.`,
    bodyHtml: `<tr><td style="padding:28px 32px 8px;${font};color:#0f172a;">
<h1 style="margin:0 0 16px;font-size:20px;line-height:28px;font-weight:700;">Contact form</h1>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="width:100%;font-size:14px;line-height:22px;">
${rows
  .map(
    ([label, value]) =>
      `<tr><td style="padding:2px 12px 2px 0;color:#64748b;white-space:nowrap;vertical-align:top;">${e(label)}</td><td style="padding:2px 0;color:#0f172a;">${e(value)}</td></tr>`,
  )
  .join('\n')}
</table>
</td></tr>
<tr><td style="padding:16px 32px 8px;${font};">
<div style="border-left:4px solid #cbd5e1;padding:4px 0 4px 16px;font-size:15px;line-height:22px;color:#0f172a;white-space:pre-wrap;">${e(message.message)}</div>
</td></tr>
<tr><td style="padding:16px 32px 28px;${font};font-size:13px;line-height:20px;color:#64748b;">Reply to this e-mail to answer ${e(message.name)} directly.</td></tr>`,
  })
  return { subject, text, html }
}
