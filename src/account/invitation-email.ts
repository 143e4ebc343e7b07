/**
 * The invitation staff send a buyer they created in the admin: who invites them, to which
 * company, and the sign-in link (the login page in the buyer's language, their address filled
 * in). The shop signs in by e-mail code, so the link needs no secret and never expires. Pure.
 */
import { pathFor } from '@/i18n/routes'
import {
  brand,
  emailFont,
  emailShell,
  escapeHtml,
  type RenderedEmail,
} from '@/platform/email-layout'

import type { ThrottleRule } from '@/platform/throttle'
import type { Locale } from '@/i18n/locales'

export type InvitationLocale = Locale

/**
 * A buyer gets one invitation at a time: a resend waits 5 minutes after the last one, and no
 * more than 5 go out to one buyer in a day (staff clicking on, or a script, cannot flood them).
 */
export const invitationThrottles = {
  gap: { windowMs: 5 * 60 * 1000, max: 1 },
  daily: { windowMs: 24 * 60 * 60 * 1000, max: 5 },
} as const satisfies Record<string, ThrottleRule>

/** `https://shop/es/iniciar-sesion?email=…`: the login page in the buyer's language. */
export function signInLink(origin: string, locale: InvitationLocale, email: string): string {
  return `${origin}${pathFor(locale, 'login')}?email=${encodeURIComponent(email)}`
}

export type InvitationInput = {
  locale: InvitationLocale
  email: string
  nameFirst?: string | null
  /** The customer (company) the buyer orders for, when staff linked one. */
  customerName?: string | null
  signInUrl: string
}

export function invitationEmail(input: InvitationInput): RenderedEmail {
  const { locale, email, signInUrl } = input
  const name = input.nameFirst?.trim()
  const company = input.customerName?.trim()
  const copy =
    locale === 'es'
      ? {
          subject: `Su cuenta de ${brand} está lista`,
          preheader:
            'Inicie sesión con su correo electrónico para ver sus precios y hacer pedidos.',
          greeting: name ? `Hola, ${name}:` : 'Hola:',
          intro: company
            ? `Le abrimos una cuenta en la tienda en línea de ${brand} para comprar a nombre de ${company}, con sus precios y condiciones.`
            : `Le abrimos una cuenta en la tienda en línea de ${brand}.`,
          how: `Para entrar, abra el enlace y escriba su correo (${email}): le enviaremos un código de 6 dígitos. No necesita contraseña.`,
          button: 'Iniciar sesión',
          ignore:
            'Si no esperaba este correo, puede ignorarlo: nadie entra sin el código que llega a su buzón.',
        }
      : {
          subject: `Your ${brand} account is ready`,
          preheader: 'Sign in with your e-mail to see your prices and place orders.',
          greeting: name ? `Hello ${name},` : 'Hello,',
          intro: company
            ? `We opened an account for you on the ${brand} online shop, to order for ${company} at its prices and terms.`
            : `We opened an account for you on the ${brand} online shop.`,
          how: `To sign in, open the link and enter your e-mail (${email}): we send you a 6-digit code. No password needed.`,
          button: 'Sign in',
          ignore:
            'If you did not expect this e-mail, you can ignore it: nobody signs in without the code sent to your inbox.',
        }
  const text = [
    copy.greeting,
    '',
    copy.intro,
    '',
    copy.how,
    '',
    `${copy.button}: ${signInUrl}`,
    '',
    copy.ignore,
    '',
    `— ${brand}`,
  ]
    .join('\n')
    .concat('\n')
  const e = escapeHtml
  const html = emailShell({
    locale,
    subject: copy.subject,
    preheader: copy.preheader,
    bodyHtml: `<tr><td style="padding:32px 32px 8px;${emailFont};color:#0f172a;">
<h1 style="margin:0 0 16px;font-size:20px;line-height:28px;font-weight:700;color:#0f172a;">${e(copy.subject)}</h1>
<p style="margin:0 0 12px;font-size:15px;line-height:22px;color:#334155;">${e(copy.greeting)}</p>
<p style="margin:0 0 12px;font-size:15px;line-height:22px;color:#334155;">${e(copy.intro)}</p>
<p style="margin:0 0 24px;font-size:15px;line-height:22px;color:#334155;">${e(copy.how)}</p>
</td></tr>
<tr><td align="center" style="padding:0 32px;">
<a href="${e(signInUrl)}" style="display:inline-block;background-color:#15803d;border-radius:6px;padding:12px 28px;${emailFont};font-size:16px;font-weight:700;color:#ffffff;text-decoration:none;">${e(copy.button)}</a>
</td></tr>
<tr><td style="padding:24px 32px 32px;${emailFont};">
<p style="margin:0 0 12px;font-size:13px;line-height:20px;color:#64748b;word-break:break-all;">${e(signInUrl)}</p>
<p style="margin:0;font-size:13px;line-height:20px;color:#64748b;">${e(copy.ignore)}</p>
</td></tr>`,
  })
  return { subject: copy.subject, text, html }
}
