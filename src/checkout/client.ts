/**
 * Checkout's API as the browser calls it (issue 40): the cart's quote, placing an order, the
 * buyer's actions on an order, and the staff's order desk. The one place these `/api` paths are
 * written; bodies the server checks with a zod schema are typed from that schema. Components
 * call these functions (`import * as checkoutClient`), never `apiFetch` with a path.
 */
import type { z } from 'zod'

import type { quoteRequestSchema } from '@/cart/cart-schema'
import { apiFetch } from '@/platform/client-fetch'

import type { moveSchema, settleSchema } from './orders/order-desk-endpoints'
import type { placeOrderSchema } from './orders/orders-api'
import type { OrderView } from './orders/order-view'
import type { QuoteAnswer } from './quote-api'

// ---- the cart's money and the order ----

export type QuoteRequest = z.input<typeof quoteRequestSchema>

/** `POST /api/public/cart/quote`: the cart's money as the server computes it. */
export const quoteCart = (request: QuoteRequest) =>
  apiFetch<QuoteAnswer>('/api/public/cart/quote', { method: 'POST', body: request })

/** Keeps the chosen address-book entry (or none) in the cart record for checkout. */
export const keepShippingAddress = (contactId: number | null) =>
  apiFetch('/api/private/cart/shipping-address', { method: 'PUT', body: { contactId } })

export type PlaceOrderRequest = z.input<typeof placeOrderSchema>

/**
 * `POST /api/private/orders`: one Idempotency-Key per checkout visit, so a retry after a lost
 * answer finds the same order.
 */
export const placeOrder = (request: PlaceOrderRequest, idempotencyKey: string) =>
  apiFetch<{ order: { number: string } }>('/api/private/orders', {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: request,
  })

const myOrder = (number: string) => `/api/private/orders/${encodeURIComponent(number)}`

export type ReorderAnswer = {
  added: { pn: string }[]
  /** Lines not added (not sold now), with the quantity ordered. */
  skipped: { pn: string; code: string; quantity: number }[]
}

/** Puts an order's lines back in the cart; parts no longer sold come back as skipped. */
export const reorder = (number: string) =>
  apiFetch<ReorderAnswer>(`${myOrder(number)}/reorder`, { method: 'POST' })

export const cancelOrder = (number: string) =>
  apiFetch(`${myOrder(number)}/cancel`, { method: 'POST' })

// ---- the staff's order desk, in the admin ----

const deskOrder = (id: number | string) => `/api/cms/orders/${id}`

export type DeskAction =
  | { path: 'status'; body: z.input<typeof moveSchema> }
  | { path: 'shipping'; body: z.input<typeof settleSchema> }

export const loadDeskOrder = (id: number | string) =>
  apiFetch<{ order: OrderView }>(`${deskOrder(id)}/view`).then(({ order }) => order)

/** The answer is the order as it now is. */
export const actOnOrder = (id: number | string, action: DeskAction) =>
  apiFetch<{ order: OrderView }>(`${deskOrder(id)}/${action.path}`, {
    method: 'POST',
    body: action.body,
  }).then(({ order }) => order)

/** The CSV export of the orders list as filtered (the list's own `where` and `search` params). */
export const ordersExportHref = (query: URLSearchParams) =>
  `/api/cms/orders/export${query.size ? `?${query}` : ''}`
