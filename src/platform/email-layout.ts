/**
 * The frame every e-mail of the shop is drawn in (brand bar, card, footer), pure. Templates
 * hand it their own body HTML; text versions are theirs alone.
 */
import type { Locale } from '@/i18n/locales'

export type RenderedEmail = { subject: string; text: string; html: string }

export const brand = 'Allegheny Controls'

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

export const emailFont =
  "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"

export function emailFooter(locale: Locale): string {
  return locale === 'es'
    ? `${brand} · Mensaje automático; por favor, no responda a este correo.`
    : `${brand} · Automated message, please do not reply.`
}

/** A complete HTML document around `bodyHtml` (already escaped by the caller). */
export function emailShell(input: {
  locale: Locale
  subject: string
  /** Shown in the inbox list next to the subject. */
  preheader: string
  bodyHtml: string
  maxWidth?: number
  /** Instead of "do not reply", for a mail whose reply goes to a person (Reply-To). */
  footer?: string
}): string {
  const e = escapeHtml
  return `<!DOCTYPE html>
<html lang="${e(input.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(input.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f1f5f9;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${e(input.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f1f5f9;">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:${input.maxWidth ?? 520}px;background-color:#ffffff;border:1px solid #e2e8f0;border-radius:8px;overflow:hidden;">
<tr><td style="background-color:#0f172a;border-bottom:4px solid #16a34a;padding:20px 32px;${emailFont};font-size:18px;font-weight:700;letter-spacing:0.02em;color:#ffffff;">${e(brand)}</td></tr>
${input.bodyHtml}
<tr><td style="border-top:1px solid #e2e8f0;padding:16px 32px;${emailFont};font-size:12px;line-height:18px;color:#94a3b8;">${e(input.footer ?? emailFooter(input.locale))}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
}
