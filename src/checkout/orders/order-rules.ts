/**
 * The rules of an order's life (business rules §9), pure: where an order starts, which status
 * may follow which (staff, and the buyer's own cancel), when an order waits for staff to enter
 * its shipping amount, the idempotency key a placing call must carry, and order numbers.
 */
import { shopDayStamp } from '@/i18n/shop-time'

export const orderStatuses = [
  'awaiting-payment',
  'received',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
] as const
export type OrderStatus = (typeof orderStatuses)[number]

/** Terms customers start at `received`; credit-card customers wait for the payment. */
export function startingStatus(buyer: { approvedForTerms: boolean }): OrderStatus {
  return buyer.approvedForTerms ? 'received' : 'awaiting-payment'
}

const next: Record<OrderStatus, readonly OrderStatus[]> = {
  'awaiting-payment': ['received', 'cancelled'],
  received: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
}

export type TransitionRefusal =
  'notAllowed' | 'shippingAmountNeeded' | 'trackingNumberNeeded' | 'buyerCannotDoThis'

/**
 * Whether `from → to` may happen. Staff follow the chain (cancel before shipping); an order
 * whose shipping is still to be determined cannot be confirmed until staff enter the amount;
 * `shipped` needs a tracking number; the buyer may only cancel, while `received` or
 * `awaiting-payment`.
 */
export function canMove(
  order: { status: OrderStatus; shippingPending: boolean },
  to: OrderStatus,
  by: { who: 'staff' | 'buyer'; trackingNumber?: string | null },
): { ok: true } | { ok: false; code: TransitionRefusal } {
  if (by.who === 'buyer') {
    const mayCancel =
      to === 'cancelled' && (order.status === 'received' || order.status === 'awaiting-payment')
    return mayCancel ? { ok: true } : { ok: false, code: 'buyerCannotDoThis' }
  }
  if (!next[order.status].includes(to)) return { ok: false, code: 'notAllowed' }
  if (to === 'confirmed' && order.shippingPending)
    return { ok: false, code: 'shippingAmountNeeded' }
  if (to === 'shipped' && !by.trackingNumber?.trim())
    return { ok: false, code: 'trackingNumberNeeded' }
  return { ok: true }
}

/**
 * An order waits for staff's shipping amount while its quote said `shippingTBD` or
 * `internationalReview`; never a collect one: the buyer's own carrier account pays, there is
 * no amount to confirm (issue 39 §10).
 */
export function waitsForShippingAmount(
  flags: readonly { code: string }[],
  reason?: string | null,
): boolean {
  if (reason === 'collect') return false
  return flags.some((flag) => flag.code === 'shippingTBD' || flag.code === 'internationalReview')
}

/** What an order waits for staff to do (issue 39 #20): the desk's list and dashboard flag it. */
export type OrderAttention = 'shippingAmount' | 'internationalReview'

/** The statuses an order waiting for its shipping amount can be in (it cannot be confirmed). */
export const attentionStatuses = ['awaiting-payment', 'received'] as const satisfies OrderStatus[]

/**
 * An open order waiting for its shipping amount needs it entered; one flagged for
 * international review (abroad, subtotal above 300) needs that review too, which the amount
 * settles. A cancelled order waits for nothing.
 */
export function orderAttention(order: {
  status: OrderStatus
  shippingPending: boolean
  flags: readonly { code: string }[]
}): OrderAttention[] {
  if (!order.shippingPending || !(attentionStatuses as readonly string[]).includes(order.status))
    return []
  const review = order.flags.some((flag) => flag.code === 'internationalReview')
  return review ? ['internationalReview', 'shippingAmount'] : ['shippingAmount']
}

/**
 * The orders list's "needs action" filter as the admin's query string (Payload's `where`):
 * open orders still waiting for their shipping amount, the ones `orderAttention` flags.
 */
export const needsActionQuery: [string, string][] = [
  ['where[and][0][shippingPending][equals]', 'true'],
  ...attentionStatuses.map((status, index): [string, string] => [
    `where[and][1][status][in][${index}]`,
    status,
  ]),
]

/** `Idempotency-Key`: 8–255 printable ASCII characters (no spaces at either end). */
export function isIdempotencyKey(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[\x21-\x7e][\x20-\x7e]{6,253}[\x21-\x7e]$/.test(value)
}

/**
 * The same request, whatever the order of its keys: the fingerprint that tells a retry (same
 * body) from a reused key (another body).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, each]) => each !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, each]) => `${JSON.stringify(key)}:${canonicalJson(each)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/** Crockford base 32: no I, L, O or U to misread on the phone. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/**
 * An order number: the day in the shop's time zone (the day the order pages and mails say it
 * was placed) and eight random base-32 characters ('AC-261125-7K3M9Q2D'),
 * about 10¹² per day, so two instances or databases practically never pick the same one;
 * the unique index decides the rare clash and the caller draws again.
 */
export function orderNumber(date: Date, random: (count: number) => Uint8Array): string {
  const day = shopDayStamp(date)
  const bytes = random(8)
  const tail = Array.from(bytes, (byte) => alphabet[byte % 32]).join('')
  return `AC-${day}-${tail}`
}

// the order notice's recipients are read as every staff list of addresses is
export { recipientList } from '@/platform/recipient-list'
