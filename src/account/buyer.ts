/**
 * Who is buying: the one place where a request's session becomes a buyer (business rules
 * §2.1, §5, §6, §8). The price API, the cart, the quote and orders take the buyer from
 * `buyerOf` and from nothing else; no request field can name an owner, a customer or a
 * price list. `buyerFrom` is the pure half, tested without a server.
 */
import type { Payload } from 'payload'

import type { Customer, WebUser } from '@/payload-types'
import { sharedForget } from '@/platform/shared-invalidation'
import { toCents } from '@/platform/money'

import type { ShopAuth } from './auth'
import { createBuyerMemory, type BuyerMemory } from './buyer-memory'
import {
  customerTypes,
  defaultFreeGroundAt,
  effectivePriceListName,
  isApprovedForTerms,
  knownArTerm,
  type ArTerm,
  type CustomerType,
} from './customer-types'
import { ensureWebUser, primaryCustomerOf, viewerSummary, type ViewerSummary } from './web-user'

/** Distributor classes with their own shipping rules (business rules §5). */
export type DistributorClass = 'D1' | 'D2'

export type Buyer = {
  /** The signed-in web user; null for a guest. */
  webUser: { id: number; email: string } | null
  /** The primary customer; null for a guest or a web user without one yet. */
  customer: { id: number; name: string; rep: string | null; territory: string | null } | null
  /** The price list this buyer pays: the customer's, 'List'/'Select' → 'OEM', none → 'OEM'. */
  priceList: string
  /** The customer's type as staff set it; null without a customer or when unset. */
  customerType: CustomerType | null
  distributor: DistributorClass | null
  /** An International customer type (shipping outside the US is decided by the address). */
  international: boolean
  /** Pays tax where there is nexus and the address is taxable; guests are taxable. */
  taxable: boolean
  /** Terms approved unless ARTerm is CREDIT CARD; guests and new customers pay by card. */
  approvedForTerms: boolean
  /** The customer's ARTerm when it is one of ours ('NET 30'); null for a guest or an unknown one. */
  paymentTerm: ArTerm | null
  /** Distributors ship ground free from this normal subtotal (default 49.00). */
  freeGroundAtCents: number
}

const distributorClassOf: Record<string, DistributorClass> = {
  'D1-Distributor/Stocking': 'D1',
  'D2-Distributor/Reseller/Non-Stocking': 'D2',
}

function knownCustomerType(value: string | null | undefined): CustomerType | null {
  return (customerTypes as readonly string[]).includes(value ?? '') ? (value as CustomerType) : null
}

/** A free-ground threshold in dollars → cents; a missing or bad one is the default 49.00. */
function freeGroundCents(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    return toCents(defaultFreeGroundAt)
  }
  return toCents(value)
}

type CustomerFields = Pick<
  Customer,
  'id' | 'name' | 'custType' | 'priceList' | 'arTerm' | 'taxable' | 'isFreeGroundAt'
> &
  Partial<Pick<Customer, 'rep' | 'territory'>>

/** The buyer for a web user (or a guest: null) and their primary customer, if any. Pure. */
export function buyerFrom(
  user: Pick<WebUser, 'id' | 'email'> | null,
  customer: CustomerFields | null,
): Buyer {
  const customerType = knownCustomerType(customer?.custType)
  return {
    webUser: user ? { id: user.id, email: user.email } : null,
    customer: customer
      ? {
          id: customer.id,
          name: customer.name,
          rep: customer.rep ?? null,
          territory: customer.territory ?? null,
        }
      : null,
    priceList: effectivePriceListName(customer?.priceList),
    customerType,
    distributor: customerType ? (distributorClassOf[customerType] ?? null) : null,
    international: customerType === 'International',
    taxable: customer ? customer.taxable !== false : true,
    approvedForTerms: customer ? isApprovedForTerms(customer.arTerm) : false,
    paymentTerm: customer ? knownArTerm(customer.arTerm) : null,
    freeGroundAtCents: freeGroundCents(customer?.isFreeGroundAt),
  }
}

/** The guest buyer: OEM prices, taxable, pays by card. */
export const guestBuyer: Buyer = buyerFrom(null, null)

/** The buyer of a known web user: reads their primary customer (spec: primary, else the first). */
export async function buyerOfWebUser(payload: Payload, user: WebUser): Promise<Buyer> {
  return buyerFrom(user, await primaryCustomerOf(payload, user))
}

/** The session a signed-in request carries (validated against the session table). */
export type BuyerSession = { id: string; expiresAt: string }

export type SignedInBuyer = { buyer: Buyer; user: WebUser; session: BuyerSession }

/** Seconds a signed-in buyer is believed without reading the session again (see buyer-memory). */
const buyerMemorySeconds = 10
/** Cookie headers longer than this are looked up every time, not remembered. */
const maxRememberedCookieHeader = 4096

let memories = new WeakMap<Payload, BuyerMemory<SignedInBuyer>>()

/** Every remembered buyer, here and on the group's other instances (shared-invalidation.ts). */
const forgetAllBuyers = sharedForget('buyers', () => {
  memories = new WeakMap()
})

function memoryOf(payload: Payload): BuyerMemory<SignedInBuyer> {
  let memory = memories.get(payload)
  if (!memory) {
    memory = createBuyerMemory({ ttlMs: buyerMemorySeconds * 1000, maxEntries: 2000 })
    memories.set(payload, memory)
  }
  return memory
}

/**
 * Forgets every remembered buyer of this Payload instance: called on sign-out, on an e-mail
 * change and by the customer and web-user collections' hooks.
 */
export function forgetBuyers(payload: Payload): void {
  // what is being looked up now is not remembered either
  memories.get(payload)?.forget()
  forgetAllBuyers()
}

/** Collection hooks for the records a buyer is made of (customers, web users). */
export const forgetBuyersHooks = {
  afterChange: [({ req }: { req: { payload: Payload } }) => forgetBuyers(req.payload)],
  afterDelete: [({ req }: { req: { payload: Payload } }) => forgetBuyers(req.payload)],
}

async function lookUpBuyer(deps: {
  payload: Payload
  auth: ShopAuth
  headers: Headers
}): Promise<{ value: SignedInBuyer; validUntil: number } | null> {
  const session = await deps.auth.api.getSession({ headers: deps.headers })
  if (!session) return null
  const user = await ensureWebUser(deps.payload, session.user)
  const buyer = await buyerOfWebUser(deps.payload, user)
  const expiresAt = new Date(session.session.expiresAt)
  return {
    value: { buyer, user, session: { id: session.session.id, expiresAt: expiresAt.toISOString() } },
    validUntil: expiresAt.getTime(),
  }
}

/**
 * The signed-in buyer of a request with its session, from its session cookie only (validated
 * against the session table, or remembered for a few seconds after that: the key is the whole
 * cookie header, the only input of the session lookup). No session → null.
 */
export async function sessionBuyerOf(deps: {
  payload: Payload
  auth: ShopAuth
  headers: Headers
}): Promise<SignedInBuyer | null> {
  const cookie = deps.headers.get('cookie')
  if (!cookie) return null
  return cookie.length > maxRememberedCookieHeader
    ? ((await lookUpBuyer(deps))?.value ?? null)
    : await memoryOf(deps.payload).recall(cookie, () => lookUpBuyer(deps))
}

/**
 * The buyer of a request (see `sessionBuyerOf`). No session → the guest buyer. `user` is the
 * web user record for handlers that change it.
 */
export async function buyerOf(deps: {
  payload: Payload
  auth: ShopAuth
  headers: Headers
}): Promise<{ buyer: Buyer; user: WebUser | null }> {
  const signedIn = await sessionBuyerOf(deps)
  return signedIn
    ? { buyer: signedIn.buyer, user: signedIn.user }
    : { buyer: guestBuyer, user: null }
}

/** What the browser may know of a web user, with their buyer's customer facts. */
export async function viewerSummaryOf(payload: Payload, user: WebUser): Promise<ViewerSummary> {
  return viewerSummary(user, await buyerOfWebUser(payload, user))
}
