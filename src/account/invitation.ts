/**
 * Inviting a buyer staff created (issue 39 §4): the mail goes out once the web user is
 * committed, in the buyer's language (`locale`), and staff can send it again from the web
 * user's page (`POST /api/cms/web-users/{id}/invite`, admin and sales), at most as often as
 * `invitationThrottles` allows per buyer.
 */
import type { Endpoint, Payload, PayloadRequest } from 'payload'

import type { WebUser } from '@/payload-types'
import { rolesOf } from '@/platform/access'
import { onceAfterCommit } from '@/platform/after-commit'
import { json } from '@/platform/http'
import { createMailer, type MailEnv } from '@/platform/mail'
import { siteOrigin } from '@/platform/site'
import { createThrottle } from '@/platform/throttle-store'
import { type Locale, toLocale } from '@/i18n/locales'

import { staffEndpoint } from './context/handlers'
import { refuse } from './context/refusals'
import { invitationEmail, invitationThrottles, signInLink } from './invitation-email'
import { primaryCustomerOf } from './web-user'

export type InvitationRefusal = {
  code: 'INVITE_WAIT' | 'TOO_MANY_INVITES'
  retryAfterSeconds: number
}

/** The buyer's language for every mail the shop sends them (English until they or staff say). */
export function localeOfWebUser(user: Pick<WebUser, 'locale'> | null | undefined): Locale {
  return toLocale(user?.locale)
}

/**
 * Sends the invitation when the buyer's limits allow it; the refusal otherwise (nothing sent).
 * A mail server that refuses throws (the attempt still counts: staff try again after the gap).
 */
export async function sendInvitation(
  payload: Payload,
  user: WebUser,
  env: MailEnv & NodeJS.ProcessEnv,
): Promise<InvitationRefusal | null> {
  const throttle = createThrottle(payload)
  const refused = await throttle.consumeAll([
    { key: `invite:${user.id}`, rule: invitationThrottles.gap, code: 'INVITE_WAIT' },
    { key: `invite-day:${user.id}`, rule: invitationThrottles.daily, code: 'TOO_MANY_INVITES' },
  ])
  if (refused) return refused as InvitationRefusal
  const locale = localeOfWebUser(user)
  const customer = await primaryCustomerOf(payload, user)
  const content = invitationEmail({
    locale,
    email: user.email,
    nameFirst: user.nameFirst,
    customerName: customer?.name ?? null,
    signInUrl: signInLink(siteOrigin(env), locale, user.email),
  })
  await createMailer(env).send({ to: user.email, locale, ...content })
  return null
}

/**
 * afterChange: a buyer a staff member creates (in the admin, or code acting as them) is invited
 * after the commit; code without a staff user asks for it with `context.invite === true`. Web
 * users the shop creates at a buyer's first sign-in (already signed in), the demo seed's and
 * tests' fixtures are not invited; `context.invite === false` says so explicitly.
 */
export function inviteOnCreate(env: NodeJS.ProcessEnv) {
  return ({
    doc,
    operation,
    req,
    context,
  }: {
    doc: WebUser
    operation: 'create' | 'update'
    req: PayloadRequest
    context: Record<string, unknown>
  }) => {
    if (operation !== 'create' || doc.authUserId) return doc
    const wanted = context.invite === true || (context.invite !== false && rolesOf(req).length > 0)
    if (!wanted) return doc
    const payload = req.payload
    onceAfterCommit(() => {
      void sendInvitation(payload, doc, env).catch((error: unknown) => {
        payload.logger.error({ err: error, webUser: doc.id }, 'The invitation could not be sent')
      })
    })
    return doc
  }
}

export function invitationEndpoints(env: NodeJS.ProcessEnv): Endpoint[] {
  return [
    {
      path: '/:id/invite',
      method: 'post',
      handler: staffEndpoint(
        'buyersAreForStaff',
        async ({ payload, req }) => {
          const id = Number(req.routeParams?.id)
          const user = Number.isSafeInteger(id)
            ? await payload.findByID({
                collection: 'web-users',
                id,
                depth: 0,
                overrideAccess: true,
                disableErrors: true,
              })
            : null
          if (!user) throw refuse('webUserNotFound')
          const refused = await sendInvitation(payload, user, env)
          if (refused) {
            throw refuse('invitationTooSoon', {
              code: refused.code,
              extra: { retryAfter: refused.retryAfterSeconds },
            })
          }
          return json({ sent: true, email: user.email, locale: localeOfWebUser(user) })
        },
        env,
      ),
    },
  ]
}
