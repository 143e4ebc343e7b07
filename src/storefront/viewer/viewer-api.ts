/**
 * `POST /api/public/viewer`: everything viewer-specific a cached page's islands need, in one
 * request (issue 40): who is signed in, the buyer's prices of the rows the page lists, their
 * live cart and favourites. Pages are the same for everyone (the front stores them); this call
 * personalises them. It composes the capabilities' own operations (the same ones the session,
 * prices and hubKV endpoints answer with), so every answer is what those would say.
 *
 * Scoped by the session only (business rules §10 FIX): the body says what the page shows,
 * never whose data; a guest gets "signed out", guest prices and no cart or favourites.
 * Answers are `private, no-store` (`json`), so the front never stores them.
 */
import type { Payload } from 'payload'

import { sessionAnswerOf } from '@/account/api'
import type { ShopAuth } from '@/account/auth'
import { isSignedIn } from '@/account/context/buyer-context'
import { buyerHandlers } from '@/account/context/handlers'
import { refuse } from '@/account/context/refusals'
import type { Locale } from '@/i18n/locales'
import { getLiveCart } from '@/cart/cart-service'
import { getFavorites } from '@/cart/favorites-service'
import type { PriceData } from '@/catalog/catalog-data'
import { viewerPricesOf } from '@/catalog/price-api'
import { fieldErrorsOf, HttpError, json, readJson } from '@/platform/http'

import type { ViewerAnswer } from './viewer-answer'
import { viewerRequestSchema } from './viewer-schema'

export type ViewerApiDeps = {
  payload: () => Promise<Payload>
  auth: () => Promise<ShopAuth>
  /** Series and entries of a list by name; the app binds the cached loader. Default: the database. */
  priceData?: (listName: string) => Promise<PriceData>
  env?: NodeJS.ProcessEnv
}

/** The body, or a 400 whose `error` the buyer reads in the page's language. */
async function viewerRequestOf(request: Request, locale: Locale) {
  let raw: unknown
  try {
    raw = await readJson(request)
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    throw refuse('viewerRequestInvalid', { locale, extra: { fieldErrors: { _form: ['badJson'] } } })
  }
  const parsed = viewerRequestSchema.safeParse(raw)
  if (!parsed.success) {
    throw refuse('viewerRequestInvalid', {
      locale,
      extra: { fieldErrors: fieldErrorsOf(parsed.error) },
    })
  }
  return parsed.data
}

export function createViewerApi(deps: ViewerApiDeps) {
  const env = deps.env ?? process.env
  const { guestAllowed } = buyerHandlers(deps, { priceData: deps.priceData })

  /** POST /api/public/viewer `{ want, pns }` → `ViewerAnswer`, each asked part only. */
  const viewer = guestAllowed(async (context, { request }) => {
    const body = await viewerRequestOf(request, context.locale)
    const want = new Set(body.want)
    const buyer = isSignedIn(context) ? context : null
    const [prices, liveCart, favorites] = await Promise.all([
      want.has('prices')
        ? viewerPricesOf(context.payload, context.buyer, body.pns, context.priceData)
        : undefined,
      want.has('cart') ? (buyer ? getLiveCart(buyer) : null) : undefined,
      want.has('favorites') ? (buyer ? getFavorites(buyer) : null) : undefined,
    ])
    const answer: ViewerAnswer = {}
    if (want.has('session')) answer.session = sessionAnswerOf(context, env)
    if (prices !== undefined) answer.prices = prices
    if (liveCart !== undefined) answer.liveCart = liveCart
    if (favorites !== undefined) answer.favorites = favorites
    return json(answer)
  })

  return { viewer }
}

export type ViewerApi = ReturnType<typeof createViewerApi>
