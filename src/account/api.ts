/**
 * The account API as plain `Request → Response` handlers, built over a
 * Payload and a better-auth instance (the app binds its singletons in
 * `storefront/api/account-api.ts`; tests bind a fresh database). Every private handler takes
 * the buyer from the session cookie and nothing else.
 */
import type { Payload } from 'payload'

import type { WebUser } from '@/payload-types'
import { json, parseBody, readJson } from '@/platform/http'

import type { ShopAuth } from './auth'
import { googleConfigured } from './auth'
import { captchaSettingsFrom, type CaptchaSettings } from '@/platform/captcha-settings'
import {
  createContact,
  deleteContact,
  type AfterAddressRemoved,
  findReachableContact,
  listContacts,
  updateContact,
} from './contacts'
import { emailChangeSchema, profilePatchSchema } from './profile-schema'
import { viewerSummaryOf } from './buyer'
import type { BuyerContext } from './context/buyer-context'
import { buyerHandlers, type Handler } from './context/handlers'
import { refuse } from './context/refusals'
import { fullName, viewerSummary, type ViewerSummary } from './web-user'

export type AccountApiDeps = {
  payload: () => Promise<Payload>
  auth: () => Promise<ShopAuth>
  env?: NodeJS.ProcessEnv
  /** What else follows a removed address: the carts that had chosen it (cart's `repointCartsAfterRemoval`). */
  afterAddressRemoved: AfterAddressRemoved
}

/** better-auth throws APIError (status + { code, message }); the browser gets the same shape as ours. */
function fromAuthError(error: unknown): never {
  const candidate = error as {
    statusCode?: number
    status?: number | string
    body?: { code?: string; message?: string; retryAfter?: number }
  }
  if (candidate && typeof candidate.statusCode === 'number' && candidate.statusCode < 500) {
    const extra = candidate.body?.retryAfter ? { retryAfter: candidate.body.retryAfter } : {}
    throw refuse('accountServiceRefused', {
      status: candidate.statusCode,
      code: candidate.body?.code ?? 'authError',
      values: { message: candidate.body?.message ?? 'Request refused' },
      extra,
    })
  }
  throw error
}

/** What `GET /api/public/session` answers (the page's viewer call answers it too). */
export type SessionAnswer = {
  user: ViewerSummary | null
  google: boolean
  captcha: CaptchaSettings | null
}

/** Who is signed in (or nobody) and what the sign-in modal offers, for one request's context. */
export function sessionAnswerOf(
  { user, buyer }: Pick<BuyerContext, 'user' | 'buyer'>,
  env: NodeJS.ProcessEnv = process.env,
): SessionAnswer {
  // what the sign-in modal offers, as configured now (a cached page's bytes may be older)
  const offers = { google: googleConfigured(env), captcha: captchaSettingsFrom(env) }
  return { user: user ? viewerSummary(user, buyer) : null, ...offers }
}

export function createAccountApi(deps: AccountApiDeps) {
  const env = deps.env ?? process.env
  const { guestAllowed, signedIn } = buyerHandlers(deps)

  /** GET /api/public/session: who is signed in (or nobody: 200 with user null, so probing never signs anyone out). */
  const session: Handler = guestAllowed(async (context) => json(sessionAnswerOf(context, env)))

  /** PATCH /api/private/user: names, the language of their mails, default addresses, and a new e-mail (a code goes to it first). */
  const updateUser = signedIn(async ({ payload, user }, { request }) => {
    const auth = await deps.auth()
    const patch = await parseBody(request, profilePatchSchema)
    const data: Partial<
      Pick<WebUser, 'nameFirst' | 'nameLast' | 'locale' | 'shippingContact' | 'billingContact'>
    > = {}
    if (patch.nameFirst !== undefined) data.nameFirst = patch.nameFirst
    if (patch.locale !== undefined) data.locale = patch.locale
    if (patch.nameLast !== undefined) data.nameLast = patch.nameLast
    for (const [field, id] of [
      ['shippingContact', patch.shippingContactId],
      ['billingContact', patch.billingContactId],
    ] as const) {
      if (id === undefined) continue
      // a default must be an address the buyer can reach; anything else is "not found"
      data[field] = id === null ? null : (await findReachableContact({ payload, user }, id)).id
    }
    let updated = user
    if (Object.keys(data).length > 0) {
      updated = await payload.update({
        collection: 'web-users',
        id: user.id,
        data,
        depth: 0,
        overrideAccess: true,
      })
      if (data.nameFirst !== undefined || data.nameLast !== undefined) {
        await auth.api
          .updateUser({ headers: request.headers, body: { name: fullName(updated) } })
          .catch(fromAuthError)
      }
    }
    let emailChange: { pendingEmail: string } | undefined
    if (patch.email && patch.email !== updated.email) {
      await auth.api
        .requestEmailChangeEmailOTP({ headers: request.headers, body: { newEmail: patch.email } })
        .catch(fromAuthError)
      emailChange = { pendingEmail: patch.email }
    }
    return json({
      data: await viewerSummaryOf(payload, updated),
      ...(emailChange ? { emailChange } : {}),
    })
  })

  /** POST /api/private/user/email: confirms a new e-mail with the code sent to it. */
  const confirmEmail = signedIn(async ({ payload, user }, { request }) => {
    const auth = await deps.auth()
    const body = await parseBody(request, emailChangeSchema)
    await auth.api
      .changeEmailEmailOTP({
        headers: request.headers,
        body: { newEmail: body.email, otp: body.code },
      })
      .catch(fromAuthError)
    const updated = await payload.update({
      collection: 'web-users',
      id: user.id,
      data: { email: body.email },
      depth: 0,
      overrideAccess: true,
    })
    return json({ data: await viewerSummaryOf(payload, updated) })
  })

  const contacts = {
    GET: signedIn(async (buyer) => json({ data: await listContacts(buyer) })),
    POST: signedIn(async (buyer, { request }) =>
      json({ data: await createContact(buyer, await readJson(request)) }, 201),
    ),
  }

  const contact = {
    PATCH: signedIn(async (buyer, { request, params }) =>
      json({ data: await updateContact(buyer, params.id, await readJson(request)) }),
    ),
    DELETE: signedIn(async (buyer, { params }) => {
      const { payload, user } = buyer
      const defaultsMoved = await deleteContact(buyer, params.id, deps.afterAddressRemoved)
      // the list as it now is: another address may have become a default
      const fresh = await payload.findByID({
        collection: 'web-users',
        id: user.id,
        depth: 0,
        overrideAccess: true,
      })
      return json({
        data: {
          id: Number(params.id),
          addresses: await listContacts({ payload, user: fresh }),
          // which of this buyer's defaults moved, and to which address (null: none left)
          defaultsMoved,
        },
      })
    }),
  }

  return { session, updateUser, confirmEmail, contacts, contact }
}

export type AccountApi = ReturnType<typeof createAccountApi>
