/**
 * Placing an order exactly once (business rules §9). The buyer's server cart is quoted again
 * by the one `quote`; a total other than the one the buyer saw is refused (`quoteChanged`)
 * and the key stays unused. Otherwise, in one database transaction: the customer (on a first
 * order), the order with its snapshot, the mails to send (outbox), the cart emptied, and the
 * key marked as done. The key is claimed first by a unique row per web user, so a retry, or
 * ten at once, wait for the first and answer the same order; another body with the same key
 * is refused.
 */
import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'

import { findReachableContact } from '@/account/contacts'
import { refuse } from '@/account/context/refusals'
import { contactAddress } from '@/account/contact-address'
import { readCart } from '@/cart/cart-store'
import type { SignedInBuyer } from '@/cart/cart-context'
import type { PricedPart } from '@/catalog/price-parts'
import type { Contact, Order } from '@/payload-types'
import { webUserActor } from '@/platform/audit-trail'
import { inRealTransaction } from '@/platform/sql'
import type { Locale } from '@/i18n/locales'

import type { Quote, QuoteInput, QuoteTables } from '../quote'
import { paymentProvider } from '../payment/payment-provider'
import { destinationOfContact, quoteCart } from '../quote-cart'
import { collectAccountOf, type ShippingMethod } from '../quote/shipping'
import { newCustomerFrom } from './new-customer'
import { noticeRecipients, queueMails, wakeOutbox } from './outbox'
import { insertClaim, emptyCartAndSettleKey, readClaim, releaseClaim } from './order-requests-store'
import type { StatusChange } from './order-view'
import type { SalesRep } from './rep-rule'
import {
  canonicalJson,
  isIdempotencyKey,
  orderNumber,
  startingStatus,
  waitsForShippingAmount,
} from './order-rules'

export type PlaceOrderBody = {
  shippingContactId: number
  billingContactId: number
  carrier?: string
  method?: ShippingMethod
  shipperNumber?: string
  poNumber?: string
  notes?: string
  expectedTotalCents: number
  locale: Locale
}

export type PlacedOrder = {
  id: number
  number: string
  status: Order['status']
  totalCents: number
}

export type PlaceOrderDeps = SignedInBuyer & {
  /** Tests only: runs after the order row is written, inside the transaction. */
  afterOrderInsert?: () => Promise<void>
  /** How long a second request waits for the first with the same key. */
  waitMs?: number
  /** Tests only: how old a claim without an order must be to be taken over. */
  abandonedAfterMs?: number
}

/** What an order was quoted from, kept on it so staff's shipping amount re-quotes it exactly. */
export type QuoteBasis = { input: QuoteInput; tables: QuoteTables }

/**
 * A claim left by a request that died before its transaction commits (a crash, a kill):
 * another request with the same key may take it over after this long. Taking over a claim whose
 * request is only slow is safe too: an order commits only while its claim row is still its own
 * (see `ClaimLost`), so the slower of the two rolls back and answers the other's order.
 */
const ABANDONED_AFTER_MS = 10_000

/** The claim was taken over while this request worked: its transaction must not commit. */
class ClaimLost extends Error {}

async function placedOrder(payload: Payload, id: number): Promise<PlacedOrder> {
  const order = await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
  return { id: order.id, number: order.number, status: order.status, totalCents: order.totalCents }
}

/** The buyer's server cart quoted again, to the address and carrier of the body. */
async function quoteForOrder(deps: PlaceOrderDeps, body: PlaceOrderBody, shipping: Contact) {
  const cart = await readCart(deps.payload, deps.buyer.webUser.id)
  if (!cart || cart.items.length === 0) {
    throw refuse('cartEmpty', { extra: { fieldErrors: { _form: ['cartEmpty'] } } })
  }
  const { result, input, tables, parts } = await quoteCart(
    deps.payload,
    deps.buyer,
    {
      items: cart.items,
      destination: destinationOfContact(shipping),
      carrier: body.carrier,
      method: body.method,
      shipperNumber: body.shipperNumber,
      locale: body.locale,
    },
    { priceData: deps.priceData },
  )
  const unavailable = result.flags.find((flag) => flag.code === 'unavailableLines')
  if (unavailable) {
    throw refuse('unavailableLines', {
      extra: { pns: 'pns' in unavailable ? unavailable.pns : [] },
    })
  }
  if (result.flags.some((flag) => flag.code === 'chooseCarrier')) {
    // abroad there is no default carrier: an order must say how it ships
    throw refuse('carrierRequired', { extra: { fieldErrors: { carrier: ['carrierRequired'] } } })
  }
  if (result.flags.some((flag) => flag.code === 'shipperNumberRequired')) {
    // the cart quotes a collect carrier without it; an order cannot ship without the account
    throw refuse('shipperNumberRequired', {
      extra: { fieldErrors: { shipperNumber: ['shipperNumberRequired'] } },
    })
  }
  const carrier = tables.shipping.carriers.find((each) => each.slug === result.shipping?.carrier)
  const shipperNumber = collectAccountOf(carrier, body.shipperNumber)
  return {
    result,
    basis: { input: { ...input, shipperNumber }, tables } satisfies QuoteBasis,
    parts,
    shipperNumber,
  }
}

/** The quote's lines with each part's description in both languages, as the order keeps them. */
function orderLinesOf(result: Quote, parts: Map<string, PricedPart>) {
  return result.lines.map((line) => {
    const part = parts.get(line.pn)
    const description =
      part && 'descriptionEn' in part ? { en: part.descriptionEn, es: part.descriptionEs } : null
    return { ...line, description }
  })
}

export async function placeOrder(
  deps: PlaceOrderDeps,
  key: string | null,
  body: PlaceOrderBody,
): Promise<PlaceOutcome> {
  if (!isIdempotencyKey(key)) throw refuse('idempotencyKeyRequired')
  const fingerprint = canonicalJson(body)
  const until = Date.now() + (deps.waitMs ?? 30_000)
  for (;;) {
    const outcome = await placeOnce(deps, key, body, fingerprint, until)
    if (outcome) return outcome
  }
}

type PlaceOutcome = { status: 200 | 201; order: PlacedOrder }

/**
 * One attempt, in its steps; null when the claim was taken over meanwhile (then the key is
 * read again).
 */
async function placeOnce(
  deps: PlaceOrderDeps,
  key: string,
  body: PlaceOrderBody,
  fingerprint: string,
  until: number,
): Promise<PlaceOutcome | null> {
  const claimed = await claimKey(deps, key, fingerprint, until)
  if ('placed' in claimed) return { status: 200, order: claimed.placed }
  try {
    const { shipping, billing } = await addressesOf(deps, body)
    const quoted = await quoteForOrder(deps, body, shipping)
    checkTotalAsSeen(quoted.result, body)
    const placed = await inRealTransaction(deps.payload, (req) =>
      writeOrder(deps, req, { body, quoted, shipping, billing, claimId: claimed.claimId }),
    )
    wakeOutbox()
    return { status: 201, order: summaryOf(placed) }
  } catch (error) {
    // nothing was placed: the key may be used again
    await releaseClaim(deps.payload, claimed.claimId)
    if (error instanceof ClaimLost) return null
    throw error
  }
}

/**
 * Step 1, the key: ours (a fresh claim), or someone's before us (a retry, or the same click
 * twice): their order when it is placed, a wait while it is being placed, a takeover when its
 * request died, a refusal for another body or a wait past `until`.
 */
async function claimKey(
  deps: PlaceOrderDeps,
  key: string,
  fingerprint: string,
  until: number,
): Promise<{ claimId: number } | { placed: PlacedOrder }> {
  const { payload } = deps
  const owner = deps.buyer.webUser.id
  for (;;) {
    const claimId = await insertClaim(payload, owner, key, fingerprint)
    if (claimId !== null) return { claimId }
    const existing = await readClaim(payload, owner, key)
    if (!existing) continue
    if (existing.fingerprint !== fingerprint) throw refuse('idempotencyKeyReused')
    if (existing.orderId !== null) return { placed: await placedOrder(payload, existing.orderId) }
    if (Date.now() - existing.createdAt > (deps.abandonedAfterMs ?? ABANDONED_AFTER_MS)) {
      await releaseClaim(payload, existing.id)
      continue
    }
    if (Date.now() > until) throw refuse('orderInProgress')
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 50))
  }
}

/** Step 2, the buyer's own addresses (another's answers "not found"). */
async function addressesOf(deps: PlaceOrderDeps, body: PlaceOrderBody) {
  const [shipping, billing] = await Promise.all([
    findReachableContact(deps, body.shippingContactId),
    findReachableContact(deps, body.billingContactId),
  ])
  return { shipping, billing }
}

/** Step 3 (after the quote again): the total must be the one the buyer saw. */
function checkTotalAsSeen(result: Quote, body: PlaceOrderBody): void {
  if (result.totalCents !== body.expectedTotalCents) {
    throw refuse('quoteChanged', { extra: { quote: result } })
  }
}

type OrderToWrite = {
  body: PlaceOrderBody
  quoted: Awaited<ReturnType<typeof quoteForOrder>>
  shipping: Contact
  billing: Contact
}

/** Step 4, one transaction: customer, order, outbox, cart, key. */
async function writeOrder(
  deps: PlaceOrderDeps,
  req: Partial<PayloadRequest>,
  order: OrderToWrite & { claimId: number },
): Promise<Order> {
  const { customerId, rep } = await customerOf(deps, req, order.billing)
  const written = await deps.payload.create({
    collection: 'orders',
    data: orderRecord(deps, order, { customerId, rep }),
    overrideAccess: true,
    req,
  })
  await deps.afterOrderInsert?.()
  await queueOrderMails(deps, req, written, rep, order.body.locale)
  // the cart emptied and the key marked done, only while the claim is still ours
  if (
    !(await emptyCartAndSettleKey(
      deps.payload,
      req,
      deps.buyer.webUser.id,
      written.id,
      order.claimId,
    ))
  ) {
    throw new ClaimLost()
  }
  return written
}

/** The buyer's customer, or a new one made from the billing address on a first order. */
async function customerOf(
  deps: PlaceOrderDeps,
  req: Partial<PayloadRequest>,
  billing: Contact,
): Promise<{ customerId: number; rep: string | null }> {
  const { payload } = deps
  const known = deps.buyer.customer
  if (known) return { customerId: known.id, rep: known.rep ?? null }
  const settings = await payload.findGlobal({
    slug: 'checkout-settings',
    depth: 0,
    overrideAccess: true,
    req,
  })
  const reps: SalesRep[] = settings.salesReps ?? []
  const { customer } = newCustomerFrom(billing, reps)
  const created = await payload.create({
    collection: 'customers',
    data: customer,
    overrideAccess: true,
    req,
  })
  const owner = deps.buyer.webUser
  await payload.update({
    collection: 'web-users',
    id: owner.id,
    data: { primaryCustomer: created.id, customers: [created.id] },
    overrideAccess: true,
    // the audit trail names the buyer whose first order made the customer
    context: { auditActor: webUserActor({ id: owner.id, email: owner.email }) },
    req,
  })
  return { customerId: created.id, rep: customer.rep }
}

/** The order as it is stored: the quote's figures, both addresses, its first status. */
function orderRecord(
  deps: PlaceOrderDeps,
  { body, quoted, shipping, billing }: OrderToWrite,
  { customerId, rep }: { customerId: number; rep: string | null },
): RequiredDataFromCollectionSlug<'orders'> {
  const { result, basis, parts, shipperNumber } = quoted
  const status = startingStatus(deps.buyer)
  const carrierTitle = result.shipping?.carrier
    ? (basis.tables.shipping.carriers.find((each) => each.slug === result.shipping?.carrier)
        ?.title ?? null)
    : null
  const history: StatusChange[] = [
    {
      at: new Date().toISOString(),
      from: null,
      to: status,
      by: { kind: 'buyer', name: deps.buyer.webUser.email },
    },
  ]
  return {
    number: orderNumber(new Date(), (count) => randomBytes(count)),
    status,
    webUser: deps.buyer.webUser.id,
    buyerEmail: deps.buyer.webUser.email,
    customer: customerId,
    rep,
    locale: body.locale,
    paymentProvider: deps.buyer.approvedForTerms ? 'terms' : paymentProvider().id,
    lines: orderLinesOf(result, parts),
    fees: result.fees,
    shipping: result.shipping ? { ...result.shipping, carrierTitle } : null,
    tax: result.tax,
    flags: result.flags,
    subtotalCents: result.subtotalCents,
    totalCents: result.totalCents,
    shippingPending: waitsForShippingAmount(result.flags, result.shipping?.reason),
    shippingAddress: contactAddress(shipping),
    billingAddress: contactAddress(billing),
    carrier: result.shipping?.carrier ?? null,
    method: result.shipping?.method ?? null,
    // only with the collect carrier it pays (a prepaid order keeps none)
    shipperNumber,
    poNumber: body.poNumber?.trim() || null,
    notes: body.notes?.trim() || null,
    quoteBasis: basis,
    statusHistory: history,
  }
}

/** The buyer's confirmation (in the order's language) and staff's notices, sent after commit. */
async function queueOrderMails(
  deps: PlaceOrderDeps,
  req: Partial<PayloadRequest>,
  order: Order,
  rep: string | null,
  locale: PlaceOrderBody['locale'],
): Promise<void> {
  const notices = await noticeRecipients(deps.payload, req, rep)
  await queueMails(deps.payload, req, [
    {
      mail: { kind: 'orderConfirmation' },
      to: deps.buyer.webUser.email,
      locale,
      orderId: order.id,
    },
    ...notices.map((to) => ({
      mail: { kind: 'orderNotice' } as const,
      to,
      locale: 'en' as const,
      orderId: order.id,
    })),
  ])
}

function summaryOf(order: Order): PlacedOrder {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    totalCents: order.totalCents,
  }
}
