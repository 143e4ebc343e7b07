/**
 * Working an order after it is placed (business rules §9): staff move it through its statuses
 * (marking a card order paid, shipping with a tracking number), enter the shipping amount an
 * order waits for, and the buyer may cancel while it is `received` or `awaiting-payment`.
 * Each change is checked by the pure rules, written only if the order is still in the status
 * it was read in (two staff at once: one wins, the other is told), recorded in the order's
 * history, and e-mails the buyer, all in one transaction. The buyer's own cancel is also told
 * to staff and the customer's rep, who may already be preparing the order.
 */
import type { Payload, PayloadRequest } from 'payload'

import { refuse } from '@/account/context/refusals'
import type { Order } from '@/payload-types'
import { inRealTransaction } from '@/platform/sql'

import { quote } from '../quote'
import type { QuoteBasis } from './place-order'
import type { MailLocale, OrderMail } from './order-email'
import { canMove, type OrderStatus } from './order-rules'
import type { StatusChange } from './order-view'
import { noticeRecipients, queueMails, wakeOutbox } from './outbox'

/** A staff member as the admin knows them: named in the order's history, kept in the audit trail. */
export type StaffActor = { name: string; user?: PayloadRequest['user'] }

export type OrderActor =
  | ({ kind: 'staff' } & StaffActor)
  /**
   * The buyer acts on their own orders only: another's order is not found. `locale` is the
   * site they acted on; the mail their action sends speaks it.
   */
  | { kind: 'buyer'; webUserId: number; name: string; locale?: MailLocale }

export type OrderDeskDeps = { payload: Payload }

const notFound = () => refuse('orderNotFound')

async function loadOrder(
  payload: Payload,
  req: Partial<PayloadRequest>,
  orderId: number,
  actor: OrderActor,
): Promise<Order> {
  const found = await payload.find({
    collection: 'orders',
    where: { id: { equals: orderId } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const order = found.docs[0]
  if (!order) throw notFound()
  if (actor.kind === 'buyer') {
    const owner = typeof order.webUser === 'number' ? order.webUser : order.webUser.id
    if (owner !== actor.webUserId) throw notFound()
  }
  return order
}

/** Writes `data` only while the order is still in `status`; otherwise someone was first. */
async function updateIfStill(
  payload: Payload,
  req: Partial<PayloadRequest>,
  order: Order,
  data: Partial<Order>,
  actor: OrderActor,
): Promise<Order> {
  const updated = await payload.update({
    collection: 'orders',
    where: { and: [{ id: { equals: order.id } }, { status: { equals: order.status } }] },
    data,
    depth: 0,
    overrideAccess: true,
    req,
    // a staff member's change is theirs in the audit trail (its hook reads the request's user)
    ...(actor.kind === 'staff' && actor.user ? { user: actor.user } : {}),
  })
  const written = updated.docs[0]
  if (!written) {
    throw refuse('orderChanged')
  }
  return written
}

/**
 * The buyer hears of every change: what the buyer does in the language of the site they did it
 * on; what staff do in the buyer's own language (their web user's `locale`: the site they last
 * signed in on, or what they chose in My account), else the language stored on the order.
 */
async function mailBuyer(
  payload: Payload,
  req: Partial<PayloadRequest>,
  order: Order,
  mail: OrderMail,
  actor: OrderActor,
): Promise<void> {
  const locale =
    (actor.kind === 'buyer' && actor.locale) ||
    (await buyerLocaleOf(payload, req, order)) ||
    order.locale
  return queueMails(payload, req, [{ mail, to: order.buyerEmail ?? '', locale, orderId: order.id }])
}

async function buyerLocaleOf(
  payload: Payload,
  req: Partial<PayloadRequest>,
  order: Order,
): Promise<MailLocale | null> {
  const owner = typeof order.webUser === 'number' ? order.webUser : order.webUser?.id
  if (!owner) return null
  const user = await payload.findByID({
    collection: 'web-users',
    id: owner,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return user?.locale ?? null
}

function historyOf(order: Order): StatusChange[] {
  return Array.isArray(order.statusHistory) ? (order.statusHistory as StatusChange[]) : []
}

/** Moves an order to `to`, or refuses with the rule's reason. */
export async function moveOrder(
  deps: OrderDeskDeps,
  orderId: number,
  to: OrderStatus,
  actor: OrderActor,
  extra: { trackingNumber?: string | null } = {},
): Promise<Order> {
  const moved = await inRealTransaction(deps.payload, async (req) => {
    const order = await loadOrder(deps.payload, req, orderId, actor)
    const trackingNumber = extra.trackingNumber?.trim() || null
    const allowed = canMove(
      { status: order.status, shippingPending: order.shippingPending === true },
      to,
      { who: actor.kind, trackingNumber },
    )
    if (!allowed.ok) {
      throw allowed.code === 'trackingNumberNeeded'
        ? refuse('trackingNumberNeeded', {
            values: { to },
            extra: { fieldErrors: { trackingNumber: ['trackingNumberNeeded'] } },
          })
        : refuse('orderCannotMove', { code: allowed.code, values: { to } })
    }
    const now = new Date().toISOString()
    const change: StatusChange = {
      at: now,
      from: order.status,
      to,
      by: { kind: actor.kind, name: actor.name },
      ...(to === 'shipped' ? { trackingNumber } : {}),
    }
    const written = await updateIfStill(
      deps.payload,
      req,
      order,
      {
        status: to,
        ...(to === 'shipped' ? { trackingNumber } : {}),
        ...(order.status === 'awaiting-payment' && to === 'received' ? { paidAt: now } : {}),
        statusHistory: [...historyOf(order), change],
      },
      actor,
    )
    await mailBuyer(
      deps.payload,
      req,
      order,
      { kind: 'statusChanged', to, trackingNumber: to === 'shipped' ? trackingNumber : null },
      actor,
    )
    if (actor.kind === 'buyer' && to === 'cancelled') {
      const recipients = await noticeRecipients(deps.payload, req, order.rep ?? null)
      await queueMails(
        deps.payload,
        req,
        recipients.map((email) => ({
          mail: { kind: 'orderNotice', event: 'cancelledByBuyer' } as const,
          to: email,
          locale: 'en' as const,
          orderId: order.id,
        })),
      )
    }
    return written
  })
  wakeOutbox()
  return moved
}

/**
 * Staff's shipping amount for an order that waits for it: the order is quoted again from what
 * it was quoted from, with this amount, and the buyer is e-mailed the new total.
 */
export async function settleShipping(
  deps: OrderDeskDeps,
  orderId: number,
  shippingCents: number,
  staff: StaffActor,
): Promise<Order> {
  if (!Number.isSafeInteger(shippingCents) || shippingCents < 0) {
    throw refuse('invalidAmount', { extra: { fieldErrors: { shippingCents: ['invalidAmount'] } } })
  }
  const settled = await inRealTransaction(deps.payload, async (req) => {
    const order = await loadOrder(deps.payload, req, orderId, { kind: 'staff', name: staff.name })
    if (order.shippingPending !== true) {
      throw refuse('shippingNotPending')
    }
    if (
      order.status === 'shipped' ||
      order.status === 'delivered' ||
      order.status === 'cancelled'
    ) {
      throw refuse('shippingFinal', { values: { status: order.status } })
    }
    const basis = order.quoteBasis as QuoteBasis | null
    if (!basis?.input || !basis.tables) {
      throw refuse('noQuoteBasis')
    }
    const requoted = quote({ ...basis.input, staffShippingCents: shippingCents }, basis.tables)
    const before = (order.shipping ?? {}) as { carrierTitle?: string | null }
    const change: StatusChange = {
      at: new Date().toISOString(),
      from: order.status,
      to: order.status,
      by: { kind: 'staff', name: staff.name },
      shippingCents,
    }
    const written = await updateIfStill(
      deps.payload,
      req,
      order,
      {
        shipping: requoted.shipping
          ? { ...requoted.shipping, carrierTitle: before.carrierTitle ?? null }
          : null,
        tax: requoted.tax,
        flags: requoted.flags,
        totalCents: requoted.totalCents,
        shippingPending: false,
        quoteBasis: { ...basis, input: { ...basis.input, staffShippingCents: shippingCents } },
        statusHistory: [...historyOf(order), change],
      },
      { kind: 'staff', ...staff },
    )
    await mailBuyer(
      deps.payload,
      req,
      order,
      { kind: 'shippingSettled', shippingCents, totalCents: requoted.totalCents },
      { kind: 'staff', name: staff.name },
    )
    return written
  })
  wakeOutbox()
  return settled
}
