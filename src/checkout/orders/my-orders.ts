/**
 * A buyer's own orders (business rules §9, §10): the list, one order, the buyer's cancel and
 * reorder. The owner is always the session's web user; another buyer's order, a second buyer
 * of the same customer included, is not found.
 */
import type { Payload } from 'payload'

import { refuse } from '@/account/context/refusals'
import { addLines, type AddManyOutcome } from '@/cart/cart-service'
import type { SignedInBuyer } from '@/cart/cart-context'
import type { Order } from '@/payload-types'

import type { MailLocale } from './order-email'
import { moveOrder } from './order-desk'
import { orderViewOf, type OrderView } from './order-view'

export type OrderSummary = Pick<
  OrderView,
  'number' | 'placedAt' | 'status' | 'totalCents' | 'shippingPending' | 'poNumber'
> & { lineCount: number }

const notFound = () => refuse('orderNotFound')

/** Whose orders: the session's web user (the API's signed-in buyer, or the account page's viewer). */
export type OrderOwner = { payload: Payload; buyer: { webUser: { id: number } } }

export async function myOrders(
  deps: OrderOwner,
  page = 1,
): Promise<{
  orders: OrderSummary[]
  page: number
  totalPages: number
}> {
  const found = await deps.payload.find({
    collection: 'orders',
    where: { webUser: { equals: deps.buyer.webUser.id } },
    sort: '-createdAt',
    depth: 0,
    limit: 20,
    page,
    overrideAccess: true,
    select: {
      number: true,
      createdAt: true,
      status: true,
      totalCents: true,
      shippingPending: true,
      poNumber: true,
      lines: true,
    },
  })
  return {
    orders: found.docs.map((order) => ({
      number: order.number,
      placedAt: order.createdAt,
      status: order.status,
      totalCents: order.totalCents,
      shippingPending: order.shippingPending === true,
      poNumber: order.poNumber ?? null,
      lineCount: Array.isArray(order.lines) ? order.lines.length : 0,
    })),
    page: found.page ?? 1,
    totalPages: found.totalPages,
  }
}

async function ownOrder(deps: OrderOwner, number: string): Promise<Order> {
  const found = await deps.payload.find({
    collection: 'orders',
    where: {
      and: [{ number: { equals: number } }, { webUser: { equals: deps.buyer.webUser.id } }],
    },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const order = found.docs[0]
  if (!order) throw notFound()
  return order
}

/** What the buyer sees of an order: everything but staff's working data. */
export type BuyerOrder = Omit<OrderView, 'webUserId' | 'customerId' | 'rep' | 'history'> & {
  history: { at: string; to: OrderView['status'] }[]
  mayCancel: boolean
}

export function buyerOrderOf(order: Order): BuyerOrder {
  const { webUserId: _w, customerId: _c, rep: _r, history, ...view } = orderViewOf(order, null)
  return {
    ...view,
    history: history
      .filter((change) => change.from !== change.to)
      .map(({ at, to }) => ({ at, to })),
    mayCancel: view.status === 'received' || view.status === 'awaiting-payment',
  }
}

export async function myOrder(deps: OrderOwner, number: string): Promise<BuyerOrder> {
  return buyerOrderOf(await ownOrder(deps, number))
}

/**
 * The order as a page in `locale` shows it: its carrier named in that language (staff name
 * carriers per language). The order keeps the name from the site it was placed on, which
 * stands when the carrier has no name in `locale` or is gone.
 */
export async function orderInLanguage(
  payload: Payload,
  order: BuyerOrder,
  locale: MailLocale,
): Promise<BuyerOrder> {
  if (!order.shipping || !order.carrier) return order
  // an order placed since carriers kept both names reads its own (issue 39 §10)
  if (order.shipping.carrierName) return order
  const found = await payload.find({
    collection: 'shipping-carriers',
    where: { slug: { equals: order.carrier } },
    locale,
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const title = found.docs[0]?.title
  return title ? { ...order, shipping: { ...order.shipping, carrierTitle: title } } : order
}

/** The buyer cancels; the mail about it speaks the language of the site they used (the context's). */
export async function cancelMyOrder(deps: SignedInBuyer, number: string): Promise<BuyerOrder> {
  const order = await ownOrder(deps, number)
  const moved = await moveOrder({ payload: deps.payload }, order.id, 'cancelled', {
    kind: 'buyer',
    webUserId: deps.buyer.webUser.id,
    name: deps.buyer.webUser.email,
    locale: deps.locale,
  })
  return buyerOrderOf(moved)
}

/**
 * The order's lines added to the live cart; parts not sold now are reported as skipped, each
 * with the quantity ordered, so the buyer can take its successor at that quantity (§11).
 */
export async function reorder(
  deps: SignedInBuyer,
  number: string,
): Promise<AddManyOutcome & { refused: { pn: string; code: string; quantity: number }[] }> {
  const order = buyerOrderOf(await ownOrder(deps, number))
  const lines = order.lines
    .filter((line) => !line.flags.includes('unavailable'))
    .map((line) => ({ pn: line.pn, quantity: line.quantity }))
  const outcome = await addLines(deps, lines)
  const ordered = (pn: string) =>
    lines.filter((line) => line.pn === pn).reduce((sum, line) => sum + line.quantity, 0)
  return {
    ...outcome,
    refused: outcome.refused.map((line) => ({ ...line, quantity: ordered(line.pn) })),
  }
}
