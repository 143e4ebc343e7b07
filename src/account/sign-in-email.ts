/**
 * The one-time-code e-mails of the customer account: sign in, and confirm a new
 * e-mail address. Pure: no Next or Payload imports, so any sender can use them.
 */
import {
  brand,
  emailFont,
  emailShell,
  escapeHtml,
  type RenderedEmail,
} from '@/platform/email-layout'
import type { Locale } from '@/i18n/locales'

export type CodeEmailLocale = Locale

export type CodeEmailInput = {
  code: string
  locale: CodeEmailLocale
  minutesValid: number
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
}

function render(copy: Copy, code: string, locale: CodeEmailLocale): RenderedEmail {
  const text = [copy.intro, '', `    ${code}`, '', copy.validity, '', copy.ignore, '', `— ${brand}`]
    .join('\n')
    .concat('\n')

  const e = escapeHtml
  const font = emailFont
  const mono = "font-family:'SFMono-Regular',Consolas,'Liberation Mono',Menlo,Courier,monospace"
  const html = emailShell({
    locale,
    subject: copy.subject,
    preheader: copy.preheader,
    bodyHtml: `<tr><td style="padding:32px 32px 8px;${font};color:#0f172a;">
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
</td></tr>`,
  })
  return { subject: copy.subject, text, html }
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
        }
      : {
          subject: `Your sign-in code: ${code}`,
          preheader: `Valid for ${valid}.`,
          heading: 'Your sign-in code',
          intro: `Use this code to sign in to ${brand}:`,
          validity: `It is valid for ${valid} and can be used once.`,
          ignore:
            'If you did not ask for this code, you can ignore this e-mail: nobody can sign in without it.',
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
        }
      : {
          subject: `Confirm your new e-mail address: ${code}`,
          preheader: `Valid for ${valid}.`,
          heading: 'Confirm your new e-mail address',
          intro: `Use this code to confirm this address as the new e-mail address of your ${brand} account:`,
          validity: `It is valid for ${valid} and can be used once.`,
          ignore:
            'If you did not ask for this change, you can ignore this e-mail: the account keeps its current address.',
        }
  return render(copy, code, locale)
}
