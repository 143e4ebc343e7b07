/**
 * `POST /api/private/orders` with an `Idempotency-Key` header (business rules §9): 201 with the
 * new order, 200 with the same order for the same key and body, 409 for a changed quote or a
 * key reused with another body, 400 without a key, 401 for a visitor. Plain handlers; the app
 * binds them in `orders-api-server.ts`.
 */
import { z } from 'zod'

import { buyerHandlers } from '@/account/context/handlers'
import { serviceCodeSchema } from '@/cart/cart-schema'
import type { SignedInApiDeps } from '@/cart/cart-context'
import { json, parseBody } from '@/platform/http'
import { locales } from '@/i18n/locales'

import { cancelMyOrder, myOrder, myOrders, reorder } from './my-orders'
import { placeOrder, type PlaceOrderDeps } from './place-order'

const contactId = z.number({ error: 'addressRequired' }).int().positive('addressRequired')
const optionalText = (max: number, code: string) => z.string().trim().max(max, code).optional()

/** The order request; the lines are the server cart's, never the body's. */
export const placeOrderSchema = z.object({
  shippingContactId: contactId,
  billingContactId: contactId,
  carrier: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'carrierNotOffered')
    .optional(),
  method: serviceCodeSchema.optional(),
  shipperNumber: optionalText(40, 'shipperNumberTooLong'),
  poNumber: optionalText(40, 'poNumberTooLong'),
  notes: optionalText(2000, 'notesTooLong'),
  expectedTotalCents: z.number({ error: 'expectedTotalRequired' }).int().min(0),
  locale: z.enum(locales).default('en'),
})

const pageSchema = z.coerce.number().int().min(1).max(10_000).catch(1)

/** An order number from the path; anything else is simply not found. */
function numberOf(params: Record<string, string | string[]>): string {
  const value = params.number
  return typeof value === 'string' ? value.trim().toUpperCase().slice(0, 40) : ''
}

export function createOrdersApi(
  deps: SignedInApiDeps & Pick<PlaceOrderDeps, 'afterOrderInsert' | 'waitMs' | 'abandonedAfterMs'>,
) {
  const { signedIn } = buyerHandlers(deps, { priceData: deps.priceData })
  return {
    place: signedIn(async (buyer, { request }) => {
      const key = request.headers.get('idempotency-key')
      const body = await parseBody(request, placeOrderSchema)
      const placed = await placeOrder(
        {
          ...buyer,
          afterOrderInsert: deps.afterOrderInsert,
          waitMs: deps.waitMs,
          abandonedAfterMs: deps.abandonedAfterMs,
        },
        key,
        body,
      )
      return json({ order: placed.order }, placed.status)
    }),
    list: signedIn(async (buyer, { request }) => {
      const page = pageSchema.parse(new URL(request.url).searchParams.get('page') ?? 1)
      return json(await myOrders(buyer, page))
    }),
    read: signedIn(async (buyer, { params }) =>
      json({ order: await myOrder(buyer, numberOf(params)) }),
    ),
    // the buyer's own action: its mail speaks the language of the site they cancelled on
    cancel: signedIn(async (buyer, { params }) =>
      json({ order: await cancelMyOrder(buyer, numberOf(params)) }),
    ),
    reorder: signedIn(async (buyer, { params }) => {
      const outcome = await reorder(buyer, numberOf(params))
      return json({
        liveCart: outcome.liveCart,
        added: outcome.added,
        skipped: outcome.refused,
      })
    }),
  }
}

export type OrdersApi = ReturnType<typeof createOrdersApi>
