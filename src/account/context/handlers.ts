/**
 * One wrapper per kind of caller, so every handler factory starts the same way:
 *
 * - `publicHandler`: anyone, and the answer is the same for everyone (search, a family's part list,
 *   the contact form): no session is read;
 * - `guestAllowed`: anyone, answered as who they are (the price API, the quote, quick order, the session);
 * - `signedIn`: a signed-in buyer, 401 `unauthorized` otherwise (cart, favourites, saved carts,
 *   orders, the account's own data);
 * - `staffEndpoint`: a Payload endpoint for admin and sales staff (order desk, invitations).
 *
 * Each does the same-origin check, makes the context, runs the work and answers refusals by
 * the one table (`refusals.ts`); anything else goes through `answer` (503 when the database is
 * out of reach, a logged 500 for the rest). Handlers stay plain `Request → Response`
 * functions: tests bind them to a fresh database.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import { localeOfRequest } from '@/i18n/request-locale'
import { hasRole } from '@/platform/access'
import { clientAddressOf } from '@/platform/client-address'
import { answer, assertSameOrigin, errorResponse } from '@/platform/http'
import { siteOrigin } from '@/platform/site'

import type { ShopAuth } from '../auth'
import {
  buyerContextOf,
  isSignedIn,
  type BuyerContext,
  type SignedInContext,
} from './buyer-context'
import { refuse, Refusal, refusalError } from './refusals'

export type RouteParams = Record<string, string | string[]>
type RouteContext = { params: Promise<RouteParams> }
export type Handler = (request: Request, context?: RouteContext) => Promise<Response>

/** What a handler reads of its request beside the context. */
export type Call = { request: Request; params: RouteParams }

export type BuyerHandlerDeps = {
  payload: () => Promise<Payload>
  auth: () => Promise<ShopAuth>
  env?: NodeJS.ProcessEnv
}

/** `answer`, with the shop's refusals answered by their table. */
export function answerRefusals(work: () => Promise<Response>): Promise<Response> {
  return answer(async () => {
    try {
      return await work()
    } catch (error) {
      if (error instanceof Refusal) return errorResponse(refusalError(error))
      throw error
    }
  })
}

/** What a public handler knows of its caller: no session, so nothing of who they are. */
export type PublicContext = Pick<BuyerContext, 'locale' | 'clientAddress' | 'requestId'>

export type PublicHandlerOptions = {
  env?: NodeJS.ProcessEnv
  /**
   * A POST that only reads (the part look-up: its body holds what a URL could not) answers any
   * origin, as a GET does; a call that writes or sends something keeps the same-origin check.
   */
  readsOnly?: true
}

/** A handler whose answer does not depend on who asks: same-origin, refusals by their table. */
export function publicHandler(
  work: (context: PublicContext, call: Call) => Promise<Response>,
  options: PublicHandlerOptions = {},
): Handler {
  const env = options.env ?? process.env
  return (request, route) =>
    answerRefusals(async () => {
      if (!options.readsOnly) assertSameOrigin(request, [siteOrigin(env)])
      const params = route?.params ? await route.params : {}
      const context: PublicContext = {
        locale: localeOfRequest(request.headers),
        clientAddress: clientAddressOf(request.headers, env),
        requestId: request.headers.get('x-request-id'),
      }
      return work(context, { request, params })
    })
}

/**
 * The guest-allowed and signed-in wrappers of one handler factory. `extra` joins every context
 * (e.g. the cart's cached price data): a capability adds what its operations need without this
 * layer knowing it.
 */
export function buyerHandlers<Extra extends object = Record<never, never>>(
  deps: BuyerHandlerDeps,
  extra?: Extra,
) {
  const env = deps.env ?? process.env
  const allowedOrigins = [siteOrigin(env)]

  async function contextOf(request: Request): Promise<BuyerContext> {
    const [payload, auth] = await Promise.all([deps.payload(), deps.auth()])
    return buyerContextOf({ payload, auth, env }, request.headers)
  }

  function wrap<C extends BuyerContext>(
    narrow: (context: BuyerContext) => C,
    work: (context: C & Extra, call: Call) => Promise<Response>,
  ): Handler {
    return (request, route) =>
      answerRefusals(async () => {
        assertSameOrigin(request, allowedOrigins)
        const context = narrow(await contextOf(request))
        const params = route?.params ? await route.params : {}
        return work({ ...context, ...(extra as Extra) }, { request, params })
      })
  }

  return {
    guestAllowed: (work: (context: BuyerContext & Extra, call: Call) => Promise<Response>) =>
      wrap((context) => context, work),
    signedIn: (work: (context: SignedInContext & Extra, call: Call) => Promise<Response>) =>
      wrap((context) => {
        if (!isSignedIn(context)) throw refuse('signInRequired')
        return context
      }, work),
  }
}

/** The staff member an endpoint acts for. */
export type StaffContext = {
  payload: Payload
  req: PayloadRequest
  /** How the order history and the audit trail name them. */
  name: string
  user: PayloadRequest['user']
  locale: Locale
  requestId: string | null
}

/**
 * A Payload endpoint for admin and sales staff: same-origin, the role (else the refusal named:
 * what the staff member is told is what the endpoint is for), refusals by their table.
 */
export function staffEndpoint(
  refusedAs: 'ordersAreForStaff' | 'buyersAreForStaff',
  work: (context: StaffContext) => Promise<Response>,
  env: NodeJS.ProcessEnv = process.env,
): (req: PayloadRequest) => Promise<Response> {
  return (req) =>
    answerRefusals(async () => {
      assertSameOrigin(req as unknown as Request, [siteOrigin(env)])
      if (!hasRole(req, 'sales')) throw refuse(refusedAs)
      const user = req.user as { email?: string; name?: string | null }
      return work({
        payload: req.payload,
        req,
        name: user.name || user.email || 'staff',
        user: req.user,
        locale: localeOfRequest(req.headers),
        requestId: req.headers.get('x-request-id'),
      })
    })
}
