/**
 * The page's one viewer call (issue 40), as the browser reads it: what a page's islands may
 * ask and what they get. Types and constants only, so the browser's coalescer carries no
 * server code (the zod body is `viewer-schema.ts`).
 */
import type { SessionAnswer } from '@/account/api'
import type { LiveCart } from '@/cart/cart-service'
import type { Favorites } from '@/cart/favorites-service'
import type { PricesAnswer } from '@/catalog/price-api'

/** What an island of a page may ask of the viewer call. */
export const viewerWants = ['session', 'prices', 'cart', 'favorites'] as const
export type ViewerWant = (typeof viewerWants)[number]

/** The rows one page lists at most (a family page shows 25, search a few dozen). */
export const MAX_VIEWER_PNS = 200

export type ViewerRequest = { want: ViewerWant[]; pns?: string[] }

/**
 * What the viewer call answers: each asked part, and only those. A guest's `liveCart` and
 * `favorites` are null (a guest's cart lives in the browser); everything is the session's
 * own, never chosen by the body.
 */
export type ViewerAnswer = {
  session?: SessionAnswer
  prices?: PricesAnswer
  liveCart?: LiveCart | null
  favorites?: Favorites | null
}
