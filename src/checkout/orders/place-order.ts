/**
 * Placing an order exactly once (business rules §9). The buyer's server cart is quoted again
 * by the one `quote`; a total other than the one the buyer saw answers 409 `quoteChanged`
 * and the key stays unused. Otherwise, in one database transaction: the customer (on a first
 * order), the order with its snapshot, the mails to send (outbox), the cart emptied, and the
 * key marked as done. The key is claimed first by a unique row per web user, so a retry, or
 * ten at once, wait for the first and answer the same order; another body with the same key
 * is refused.
 */
import { randomBytes } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { findReachableContact } from '@/account/contacts'
import { isTaxableAddress } from '@/account/tax-exemption'
import { readCart } from '@/cart/cart-store'
import type { SignedInBuyer } from '@/cart/signed-in-api'
import type { PricedPart } from '@/catalog/price-parts'
import type { Contact, Order } from '@/payload-types'
import { webUserActor } from '@/platform/audit-trail'
import { HttpError } from '@/platform/http'
import { isoOf } from '@/platform/owned-record'
import { dbFor, inRealTransaction } from '@/platform/sql'

import type { Quote, QuoteInput, QuoteTables } from '../quote'
import { paymentProvider } from '../payment/payment-provider'
import { destinationOfContact, quoteCart } from '../quote-cart'
import { collectAccountOf, type ShippingMethod } from '../quote/shipping'
import { newCustomerFrom } from './new-customer'
import { noticeRecipients, queueMails, wakeOutbox } from './outbox'
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
  locale: 'en' | 'es'
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

type Claim = { id: number; fingerprint: string; orderId: number | null; createdAt: number }

async function readClaim(payload: Payload, owner: number, key: string): Promise<Claim | null> {
  const db = await dbFor(payload)
  const rows = await db.rows(
    sql`SELECT "id", "fingerprint", "order_id", "created_at" FROM "order_requests" WHERE "web_user_id" = ${owner} AND "key" = ${key}`,
  )
  const row = rows[0]
  if (!row) return null
  return {
    id: Number(row.id),
    fingerprint: String(row.fingerprint),
    orderId: row.order_id === null || row.order_id === undefined ? null : Number(row.order_id),
    createdAt: Date.parse(isoOf(row.created_at)),
  }
}

async function claim(
  payload: Payload,
  owner: number,
  key: string,
  fingerprint: string,
): Promise<number | null> {
  const db = await dbFor(payload)
  const now = new Date().toISOString()
  const stamp = db.dialect === 'postgres' ? sql`${now}::timestamptz` : sql`${now}`
  const rows = await db.rows(sql`
    INSERT INTO "order_requests" ("web_user_id", "key", "fingerprint", "created_at", "updated_at")
    VALUES (${owner}, ${key}, ${fingerprint}, ${stamp}, ${stamp})
    ON CONFLICT DO NOTHING
    RETURNING "id"`)
  return rows[0] ? Number(rows[0].id) : null
}

async function release(payload: Payload, claimId: number): Promise<void> {
  const db = await dbFor(payload)
  await db.run(sql`DELETE FROM "order_requests" WHERE "id" = ${claimId} AND "order_id" IS NULL`)
}

async function placedOrder(payload: Payload, id: number): Promise<PlacedOrder> {
  const order = await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
  return { id: order.id, number: order.number, status: order.status, totalCents: order.totalCents }
}

function addressOf(contact: Contact) {
  return {
    nameFirst: contact.nameFirst,
    nameLast: contact.nameLast,
    nameCompany: contact.nameCompany ?? null,
    phone1: contact.phone1,
    address1: contact.address1,
    address2: contact.address2 ?? null,
    city: contact.city,
    addressState: contact.addressState ?? null,
    addressPostalCode: contact.addressPostalCode ?? null,
    addressCountry: contact.addressCountry,
    taxable: isTaxableAddress(contact.taxExemption),
  }
}

/** The buyer's server cart quoted again, to the address and carrier of the body. */
async function quoteForOrder(deps: PlaceOrderDeps, body: PlaceOrderBody, shipping: Contact) {
  const cart = await readCart(deps.payload, deps.buyer.webUser.id)
  if (!cart || cart.items.length === 0) {
    throw new HttpError(400, 'cartEmpty', 'The cart is empty', {
      fieldErrors: { _form: ['cartEmpty'] },
    })
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
    throw new HttpError(400, 'unavailableLines', 'Remove the lines no longer sold first', {
      pns: 'pns' in unavailable ? unavailable.pns : [],
    })
  }
  if (result.flags.some((flag) => flag.code === 'chooseCarrier')) {
    // abroad there is no default carrier: an order must say how it ships
    throw new HttpError(400, 'carrierRequired', 'Choose a carrier', {
      fieldErrors: { carrier: ['carrierRequired'] },
    })
  }
  if (result.flags.some((flag) => flag.code === 'shipperNumberRequired')) {
    // the cart quotes a collect carrier without it; an order cannot ship without the account
    throw new HttpError(400, 'shipperNumberRequired', 'Type the account number of the carrier', {
      fieldErrors: { shipperNumber: ['shipperNumberRequired'] },
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
): Promise<{ status: 200 | 201; order: PlacedOrder }> {
  if (!isIdempotencyKey(key)) {
    throw new HttpError(
      400,
      'idempotencyKeyRequired',
      'An Idempotency-Key header of 8–255 printable characters is required',
    )
  }
  const fingerprint = canonicalJson(body)
  const until = Date.now() + (deps.waitMs ?? 30_000)
  for (;;) {
    const outcome = await placeOnce(deps, key, body, fingerprint, until)
    if (outcome) return outcome
  }
}

/** One attempt; null when the claim was taken over meanwhile (then the key is read again). */
async function placeOnce(
  deps: PlaceOrderDeps,
  key: string,
  body: PlaceOrderBody,
  fingerprint: string,
  until: number,
): Promise<{ status: 200 | 201; order: PlacedOrder } | null> {
  const { payload } = deps
  const owner = deps.buyer.webUser.id
  // 1. the key: ours, or someone's before us (a retry, or the same click twice)
  let claimId: number | null = null
  while (claimId === null) {
    claimId = await claim(payload, owner, key, fingerprint)
    if (claimId !== null) break
    const existing = await readClaim(payload, owner, key)
    if (!existing) continue
    if (existing.fingerprint !== fingerprint) {
      throw new HttpError(
        409,
        'idempotencyKeyReused',
        'This key was used for another order request',
      )
    }
    if (existing.orderId !== null)
      return { status: 200, order: await placedOrder(payload, existing.orderId) }
    if (Date.now() - existing.createdAt > (deps.abandonedAfterMs ?? ABANDONED_AFTER_MS)) {
      await release(payload, existing.id)
      continue
    }
    if (Date.now() > until)
      throw new HttpError(409, 'orderInProgress', 'The same order is still being placed')
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 50))
  }

  try {
    // 2. the quote again, on the server's cart and the buyer's own addresses
    const [shipping, billing] = await Promise.all([
      findReachableContact(payload, deps.user, body.shippingContactId),
      findReachableContact(payload, deps.user, body.billingContactId),
    ])
    const { result, basis, parts, shipperNumber } = await quoteForOrder(deps, body, shipping)
    if (result.totalCents !== body.expectedTotalCents) {
      throw new HttpError(409, 'quoteChanged', 'The total changed since you saw it', {
        quote: result,
      })
    }

    // 3. one transaction: customer, order, outbox, cart, key
    const placed = await inRealTransaction(payload, async (req) => {
      let customerId = deps.buyer.customer?.id ?? null
      let rep = deps.buyer.customer?.rep ?? null
      if (customerId === null) {
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
        customerId = created.id
        rep = customer.rep
        await payload.update({
          collection: 'web-users',
          id: owner,
          data: { primaryCustomer: created.id, customers: [created.id] },
          overrideAccess: true,
          // the audit trail names the buyer whose first order made the customer
          context: { auditActor: webUserActor({ id: owner, email: deps.buyer.webUser.email }) },
          req,
        })
      }
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
      const order = await payload.create({
        collection: 'orders',
        data: {
          number: orderNumber(new Date(), (count) => randomBytes(count)),
          status,
          webUser: owner,
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
          shippingAddress: addressOf(shipping),
          billingAddress: addressOf(billing),
          carrier: result.shipping?.carrier ?? null,
          method: result.shipping?.method ?? null,
          // only with the collect carrier it pays (a prepaid order keeps none)
          shipperNumber,
          poNumber: body.poNumber?.trim() || null,
          notes: body.notes?.trim() || null,
          quoteBasis: basis,
          statusHistory: history,
        },
        overrideAccess: true,
        req,
      })
      await deps.afterOrderInsert?.()
      const notices = await noticeRecipients(payload, req, rep)
      await queueMails(payload, req, [
        {
          mail: { kind: 'orderConfirmation' },
          to: deps.buyer.webUser.email,
          locale: body.locale,
          orderId: order.id,
        },
        ...notices.map((to) => ({
          mail: { kind: 'orderNotice' } as const,
          to,
          locale: 'en' as const,
          orderId: order.id,
        })),
      ])
      const db = await dbFor(payload, req)
      await db.run(sql`DELETE FROM "carts" WHERE "owner_id" = ${owner}`)
      const mine = await db.rows(
        sql`UPDATE "order_requests" SET "order_id" = ${order.id}
            WHERE "id" = ${claimId} AND "order_id" IS NULL RETURNING "id"`,
      )
      if (mine.length !== 1) throw new ClaimLost()
      return order
    })
    wakeOutbox()
    return {
      status: 201,
      order: {
        id: placed.id,
        number: placed.number,
        status: placed.status,
        totalCents: placed.totalCents,
      },
    }
  } catch (error) {
    // nothing was placed: the key may be used again
    await release(payload, claimId)
    if (error instanceof ClaimLost) return null
    throw error
  }
}
