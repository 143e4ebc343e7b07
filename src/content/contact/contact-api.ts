/**
 * `POST /api/public/contact` (issue 22): a visitor's message e-mailed to staff, with Reply-To
 * the visitor. Bad input is a 400 with field errors (message keys), a failed bot check a 403,
 * a limit a 429 with the wait, in the page's language; nothing but a broken mail server is a
 * 5xx. Plain handler; the app binds it in `contact-api-server.ts`.
 */
import type { Payload } from 'payload'

import { createCaptchaCheck, type CaptchaCheck } from '@/account/captcha-check'
import { createThrottle } from '@/platform/throttle-store'
import { clientAddressOf } from '@/platform/client-address'
import { answer, assertSameOrigin, HttpError, json, parseBody } from '@/platform/http'
import { createMailer, type Mailer } from '@/platform/mail'
import { siteOrigin } from '@/platform/site'
import type { Locale } from '@/i18n/locales'

import en from '../../../messages/en.json'
import es from '../../../messages/es.json'

import { contactMessageEmail } from './contact-email'
import { contactRequestSchema } from './contact-message-schema'
import { contactRecipients, contactThrottles } from './contact-rules'

export type ContactApiDeps = {
  payload: () => Promise<Payload>
  env?: NodeJS.ProcessEnv
  mailer?: Mailer
  captcha?: CaptchaCheck
}

type RefusalCode = keyof typeof en.contactForm.refusals

const refusals = { en: en.contactForm.refusals, es: es.contactForm.refusals }

function refusalText(locale: Locale, code: RefusalCode, minutes = 0): string {
  return refusals[locale][code].replace('{minutes}', String(minutes))
}

export function createContactApi(deps: ContactApiDeps) {
  const env = deps.env ?? process.env
  const mailer = deps.mailer ?? createMailer(env)
  const captcha = deps.captcha ?? createCaptchaCheck(env)
  const allowedOrigins = [siteOrigin(env)]

  const post = (request: Request) =>
    answer(async () => {
      assertSameOrigin(request, allowedOrigins)
      const { locale, ...message } = await parseBody(request, contactRequestSchema)
      const client = clientAddressOf(request.headers, env)

      if ((await captcha(request.headers.get('x-captcha-response'), client)) === false) {
        throw new HttpError(403, 'captchaFailed', refusalText(locale, 'captchaFailed'))
      }

      const payload = await deps.payload()
      const refused = await createThrottle(payload).consumeAll(
        contactThrottles(client, message.email),
      )
      if (refused) {
        const minutes = Math.max(1, Math.ceil(refused.retryAfterSeconds / 60))
        throw new HttpError(429, refused.code, refusalText(locale, 'tooMany', minutes), {
          retryAfterSeconds: refused.retryAfterSeconds,
        })
      }

      const [settings, notices] = await Promise.all([
        payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
        // by slug, not an import: content imports no checkout module
        payload.findGlobal({
          slug: 'checkout-settings',
          depth: 0,
          overrideAccess: true,
          select: { orderNoticeRecipients: true },
        }),
      ])
      const to = contactRecipients({
        contactEmail: settings.contact?.email,
        orderNoticeRecipients: notices.orderNoticeRecipients,
      })
      if (to.length === 0) {
        console.error('[contact] no recipient: set the company e-mail in the site settings')
        throw new HttpError(503, 'notSent', refusalText(locale, 'notSent'))
      }
      try {
        await mailer.send({
          to: to.join(', '),
          locale: 'en',
          replyTo: message.email,
          ...contactMessageEmail(message, locale),
        })
      } catch (error) {
        console.error('[contact] the message could not be sent', error)
        throw new HttpError(503, 'notSent', refusalText(locale, 'notSent'))
      }
      return json({ sent: true }, 201)
    })

  return { post }
}

export type ContactApi = ReturnType<typeof createContactApi>
