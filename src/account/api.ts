/**
 * The account API as plain `Request → Response` handlers, built over a
 * Payload and a better-auth instance (the app binds its singletons in
 * `server-api.ts`; tests bind a fresh database). Every private handler takes
 * the buyer from the session cookie and nothing else.
 */
import type { Payload } from 'payload'

import type { WebUser } from '@/payload-types'
import { siteOrigin } from '@/platform/site'
import { answer, assertSameOrigin, HttpError, json, parseBody, readJson } from '@/platform/http'

import type { ShopAuth } from './auth'
import { googleConfigured } from './auth'
import { captchaSettingsFrom } from './captcha-settings'
import {
  createContact,
  deleteContact,
  findReachableContact,
  listContacts,
  updateContact,
} from './contacts'
import { emailChangeSchema, profilePatchSchema } from './profile-schema'
import { viewerSummaryOf } from './buyer'
import { ensureWebUser, fullName } from './web-user'

export type AccountApiDeps = {
  payload: () => Promise<Payload>
  auth: () => Promise<ShopAuth>
  env?: NodeJS.ProcessEnv
}

type Params = { params: Promise<Record<string, string | string[]>> }
type Handler = (request: Request, context?: Params) => Promise<Response>

/** better-auth throws APIError (status + { code, message }); the browser gets the same shape as ours. */
function fromAuthError(error: unknown): never {
  const candidate = error as {
    statusCode?: number
    status?: number | string
    body?: { code?: string; message?: string; retryAfter?: number }
  }
  if (candidate && typeof candidate.statusCode === 'number' && candidate.statusCode < 500) {
    const extra = candidate.body?.retryAfter ? { retryAfter: candidate.body.retryAfter } : {}
    throw new HttpError(
      candidate.statusCode,
      candidate.body?.code ?? 'authError',
      candidate.body?.message ?? 'Request refused',
      extra,
    )
  }
  throw error
}

export function createAccountApi(deps: AccountApiDeps) {
  const env = deps.env ?? process.env
  const allowedOrigins = [siteOrigin(env)]

  async function sessionOf(request: Request) {
    const auth = await deps.auth()
    const session = await auth.api.getSession({ headers: request.headers })
    return { auth, session }
  }

  /** A handler for a signed-in buyer: origin check, session → web user, errors as JSON. */
  function privateHandler(
    work: (context: {
      request: Request
      payload: Payload
      auth: ShopAuth
      user: WebUser
      params: Record<string, string | string[]>
    }) => Promise<Response>,
  ): Handler {
    return (request, context) =>
      answer(async () => {
        assertSameOrigin(request, allowedOrigins)
        const { auth, session } = await sessionOf(request)
        if (!session) throw new HttpError(401, 'unauthorized', 'Sign in to continue')
        const payload = await deps.payload()
        const user = await ensureWebUser(payload, session.user)
        const params = context?.params ? await context.params : {}
        return work({ request, payload, auth, user, params })
      })
  }

  /** GET /api/public/session: who is signed in (or nobody: 200 with user null, so probing never signs anyone out). */
  const session: Handler = (request) =>
    answer(async () => {
      const { session } = await sessionOf(request)
      // what the sign-in modal offers, as configured now (a cached page's bytes may be older)
      const offers = { google: googleConfigured(env), captcha: captchaSettingsFrom(env) }
      if (!session) return json({ user: null, ...offers })
      const payload = await deps.payload()
      const user = await ensureWebUser(payload, session.user)
      return json({ user: await viewerSummaryOf(payload, user), ...offers })
    })

  /** PATCH /api/private/user: names, the language of their mails, default addresses, and a new e-mail (a code goes to it first). */
  const updateUser = privateHandler(async ({ request, payload, auth, user }) => {
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
      data[field] = id === null ? null : (await findReachableContact(payload, user, id)).id
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
  const confirmEmail = privateHandler(async ({ request, payload, auth, user }) => {
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
    GET: privateHandler(async ({ payload, user }) =>
      json({ data: await listContacts(payload, user) }),
    ),
    POST: privateHandler(async ({ request, payload, user }) =>
      json({ data: await createContact(payload, user, await readJson(request)) }, 201),
    ),
  }

  const contact = {
    PATCH: privateHandler(async ({ request, payload, user, params }) =>
      json({ data: await updateContact(payload, user, params.id, await readJson(request)) }),
    ),
    DELETE: privateHandler(async ({ payload, user, params }) => {
      const defaultsMoved = await deleteContact(payload, user, params.id)
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
          addresses: await listContacts(payload, fresh),
          // which of this buyer's defaults moved, and to which address (null: none left)
          defaultsMoved,
        },
      })
    }),
  }

  return { session, updateUser, confirmEmail, contacts, contact }
}

export type AccountApi = ReturnType<typeof createAccountApi>
