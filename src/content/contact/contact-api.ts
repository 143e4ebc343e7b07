/**
 * `POST /api/public/contact` (issue 22): a visitor's message e-mailed to staff, with Reply-To
 * the visitor. Bad input is a 400 with field errors (message keys), a failed bot check a 403,
 * a limit a 429 with the wait, in the page's language; nothing but a broken mail server is a
 * 5xx. Plain handler; the app binds it in `contact-api-server.ts`.
 */
import type { Payload } from 'payload'

import { createCaptchaCheck, type CaptchaCheck } from '@/account/captcha-check'
import { publicHandler } from '@/account/context/handlers'
import { refuse } from '@/account/context/refusals'
import { createThrottle } from '@/platform/throttle-store'
import { json, parseBody } from '@/platform/http'
import { createMailer, type Mailer } from '@/platform/mail'

import { contactMessageEmail } from './contact-email'
import { contactRequestSchema } from './contact-message-schema'
import { contactRecipients, contactThrottles } from './contact-rules'

export type ContactApiDeps = {
  payload: () => Promise<Payload>
  env?: NodeJS.ProcessEnv
  mailer?: Mailer
  captcha?: CaptchaCheck
}

export function createContactApi(deps: ContactApiDeps) {
  const env = deps.env ?? process.env
  const mailer = deps.mailer ?? createMailer(env)
  const captcha = deps.captcha ?? createCaptchaCheck(env)

  // refusals are answered in the language of the page the form was sent from (the body's)
  const post = publicHandler(
    async ({ clientAddress: client }, { request }) => {
      const { locale, ...message } = await parseBody(request, contactRequestSchema)

      if ((await captcha(request.headers.get('x-captcha-response'), client)) === false) {
        throw refuse('contactCaptchaFailed', { locale })
      }

      const payload = await deps.payload()
      const refused = await createThrottle(payload).consumeAll(
        contactThrottles(client, message.email),
      )
      if (refused) {
        const minutes = Math.max(1, Math.ceil(refused.retryAfterSeconds / 60))
        throw refuse('contactTooMany', {
          code: refused.code,
          locale,
          values: { minutes: String(minutes) },
          extra: { retryAfterSeconds: refused.retryAfterSeconds },
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
        throw refuse('contactNotSent', { locale })
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
        throw refuse('contactNotSent', { locale })
      }
      return json({ sent: true }, 201)
    },
    { env },
  )

  return { post }
}

export type ContactApi = ReturnType<typeof createContactApi>
