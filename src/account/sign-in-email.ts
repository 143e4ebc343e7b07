/**
 * The one-time-code e-mails of the customer account: sign in, and confirm a new
 * e-mail address. Pure: no Next or Payload imports, so any sender can use them.
 */

export type CodeEmailLocale = 'en' | 'es'

export type CodeEmailInput = {
  code: string
  locale: CodeEmailLocale
  minutesValid: number
}

export type RenderedEmail = { subject: string; text: string; html: string }

const brand = 'Allegheny Controls'

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

function minutes(locale: CodeEmailLocale, n: number): string {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('minutesValid must be a whole number ≥ 1')
  if (locale === 'es') return n === 1 ? '1 minuto' : `${n} minutos`
  return n === 1 ? '1 minute' : `${n} minutes`
}

type Copy = {
  subject: string
  /** Shown in the inbox list next to the subject. */
  preheader: string
  heading: string
  intro: string
  validity: string
  ignore: string
  footer: string
}

function render(copy: Copy, code: string, locale: CodeEmailLocale): RenderedEmail {
  const text = [copy.intro, '', `    ${code}`, '', copy.validity, '', copy.ignore, '', `— ${brand}`]
    .join('\n')
    .concat('\n')

  const e = escapeHtml
  const font =
    "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"
  const mono = "font-family:'SFMono-Regular',Consolas,'Liberation Mono',Menlo,Courier,monospace"
  const html = `<!DOCTYPE html>
<html lang="${e(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(copy.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f1f5f9;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${e(copy.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f1f5f9;">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:520px;background-color:#ffffff;border:1px solid #e2e8f0;border-radius:8px;overflow:hidden;">
<tr><td style="background-color:#0f172a;border-bottom:4px solid #16a34a;padding:20px 32px;${font};font-size:18px;font-weight:700;letter-spacing:0.02em;color:#ffffff;">${e(brand)}</td></tr>
<tr><td style="padding:32px 32px 8px;${font};color:#0f172a;">
<h1 style="margin:0 0 16px;font-size:20px;line-height:28px;font-weight:700;color:#0f172a;">${e(copy.heading)}</h1>
<p style="margin:0 0 24px;font-size:15px;line-height:22px;color:#334155;">${e(copy.intro)}</p>
</td></tr>
<tr><td align="center" style="padding:0 32px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td style="background-color:#f8fafc;border:1px solid #cbd5e1;border-radius:6px;padding:16px 28px;${mono};font-size:32px;line-height:40px;font-weight:700;letter-spacing:8px;color:#0f172a;">${e(code)}</td>
</tr></table>
</td></tr>
<tr><td style="padding:24px 32px 32px;${font};">
<p style="margin:0 0 12px;font-size:15px;line-height:22px;color:#334155;">${e(copy.validity)}</p>
<p style="margin:0;font-size:13px;line-height:20px;color:#64748b;">${e(copy.ignore)}</p>
</td></tr>
<tr><td style="border-top:1px solid #e2e8f0;padding:16px 32px;${font};font-size:12px;line-height:18px;color:#94a3b8;">${e(copy.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
  return { subject: copy.subject, text, html }
}

function footer(locale: CodeEmailLocale): string {
  return locale === 'es'
    ? `${brand} · Mensaje automático, no respondas a este correo.`
    : `${brand} · Automated message, please do not reply.`
}

/** The e-mail carrying a one-time sign-in code. */
export function signInCodeEmail({ code, locale, minutesValid }: CodeEmailInput): RenderedEmail {
  const valid = minutes(locale, minutesValid)
  const copy: Copy =
    locale === 'es'
      ? {
          subject: `Su código de acceso: ${code}`,
          preheader: `Válido durante ${valid}.`,
          heading: 'Su código de acceso',
          intro: `Use este código para iniciar sesión en ${brand}:`,
          validity: `Es válido durante ${valid} y solo se puede usar una vez.`,
          ignore:
            'Si no lo solicitó, puede ignorar este correo: nadie puede iniciar sesión sin el código.',
          footer: footer(locale),
        }
      : {
          subject: `Your sign-in code: ${code}`,
          preheader: `Valid for ${valid}.`,
          heading: 'Your sign-in code',
          intro: `Use this code to sign in to ${brand}:`,
          validity: `It is valid for ${valid} and can be used once.`,
          ignore:
            'If you did not ask for this code, you can ignore this e-mail: nobody can sign in without it.',
          footer: footer(locale),
        }
  return render(copy, code, locale)
}

/** The e-mail, sent to the NEW address, that confirms a change of the account's e-mail address. */
export function emailChangeCodeEmail({
  code,
  locale,
  minutesValid,
}: CodeEmailInput): RenderedEmail {
  const valid = minutes(locale, minutesValid)
  const copy: Copy =
    locale === 'es'
      ? {
          subject: `Confirme su nuevo correo electrónico: ${code}`,
          preheader: `Válido durante ${valid}.`,
          heading: 'Confirme su nuevo correo electrónico',
          intro: `Use este código para confirmar esta dirección como el nuevo correo electrónico de su cuenta de ${brand}:`,
          validity: `Es válido durante ${valid} y solo se puede usar una vez.`,
          ignore:
            'Si no solicitó este cambio, puede ignorar este correo: la cuenta seguirá usando su dirección actual.',
          footer: footer(locale),
        }
      : {
          subject: `Confirm your new e-mail address: ${code}`,
          preheader: `Valid for ${valid}.`,
          heading: 'Confirm your new e-mail address',
          intro: `Use this code to confirm this address as the new e-mail address of your ${brand} account:`,
          validity: `It is valid for ${valid} and can be used once.`,
          ignore:
            'If you did not ask for this change, you can ignore this e-mail: the account keeps its current address.',
          footer: footer(locale),
        }
  return render(copy, code, locale)
}
