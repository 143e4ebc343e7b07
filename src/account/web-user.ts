/**
 * Web users: the shop's record of a signed-in buyer, linked to better-auth's
 * user by `authUserId`. Operations take the signed-in auth user (from the
 * session), never an id from the request.
 */
import type { Payload } from 'payload'

import type { Customer, WebUser } from '@/payload-types'
import { type Locale, toLocale } from '@/i18n/locales'

import type { Buyer } from './buyer'

import { normalizeEmail } from './sign-in-rules'
import { relationId } from '@/platform/relations'

export type AuthUser = { id: string; email: string; name?: string | null }

/** Splits a provider's display name ("Ana María López") into first and last names, last word last. */
export function splitFullName(name: string | null | undefined): { first: string; last: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length < 2) return { first: words[0] ?? '', last: '' }
  return { first: words.slice(0, -1).join(' '), last: words[words.length - 1] as string }
}

export function fullName(user: Pick<WebUser, 'nameFirst' | 'nameLast'>): string {
  return [user.nameFirst, user.nameLast]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
}

/** business rules §S4: a buyer without both names completes them before anything else. */
export function needsName(user: Pick<WebUser, 'nameFirst' | 'nameLast'>): boolean {
  return !user.nameFirst?.trim() || !user.nameLast?.trim()
}

async function findByAuthUser(payload: Payload, authUserId: string): Promise<WebUser | null> {
  const { docs } = await payload.find({
    collection: 'web-users',
    where: { authUserId: { equals: authUserId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * The web user of a signed-in auth user, created on first use. Keeps the
 * e-mail in step with the auth user's (changed only by a verified code). At a sign-in,
 * `locale` is the site's language: the buyer's mails speak it from then on.
 */
export async function ensureWebUser(
  payload: Payload,
  authUser: AuthUser,
  signIn: { locale?: Locale } = {},
): Promise<WebUser> {
  const email = normalizeEmail(authUser.email)
  const locale = signIn.locale
  const existing = await findByAuthUser(payload, authUser.id)
  if (existing) {
    const localeChanged = locale !== undefined && existing.locale !== locale
    if (existing.email === email && !localeChanged) return existing
    return payload.update({
      collection: 'web-users',
      id: existing.id,
      data: { email, ...(localeChanged ? { locale } : {}) },
      depth: 0,
      overrideAccess: true,
    })
  }
  const { first, last } = splitFullName(authUser.name)
  // staff may have created the buyer by e-mail; the address is proven by the code (or Google)
  const { docs: unclaimed } = await payload.find({
    collection: 'web-users',
    where: { and: [{ email: { equals: email } }, { authUserId: { exists: false } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const invited = unclaimed[0]
  if (invited) {
    return payload.update({
      collection: 'web-users',
      id: invited.id,
      data: {
        authUserId: authUser.id,
        nameFirst: invited.nameFirst || first,
        nameLast: invited.nameLast || last,
        ...(locale ? { locale } : {}),
      },
      depth: 0,
      overrideAccess: true,
    })
  }
  try {
    return await payload.create({
      collection: 'web-users',
      data: {
        authUserId: authUser.id,
        email,
        nameFirst: first,
        nameLast: last,
        ...(locale ? { locale } : {}),
      },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    // Two first requests at once: the other one created it (authUserId is unique).
    const raced = await findByAuthUser(payload, authUser.id)
    if (raced) return raced
    throw error
  }
}

/** Ids of the customers a web user belongs to, primary first (business rules §S3). */
export function customerIdsOf(user: WebUser): number[] {
  const primary = relationId(user.primaryCustomer)
  const all = (user.customers ?? []).map(relationId).filter((id): id is number => id !== null)
  return primary === null ? all : [primary, ...all.filter((id) => id !== primary)]
}

/** The primary customer: WebUserPrimaryCustomer, else the first of Customers (business rules §S3). */
export async function primaryCustomerOf(payload: Payload, user: WebUser): Promise<Customer | null> {
  const id = customerIdsOf(user)[0]
  if (id === undefined) return null
  return payload.findByID({
    collection: 'customers',
    id,
    depth: 0,
    // the customer's web-user lists (join fields) are for the admin: every signed-in request
    // reads this customer, and the joins were most of the lookup's statements
    joins: false,
    overrideAccess: true,
    disableErrors: true,
  })
}

/** What the browser may know about the signed-in buyer (no ids of other records, no staff fields). */
export type ViewerSummary = {
  email: string
  /** The language of the buyer's e-mails. */
  locale: Locale
  nameFirst: string
  nameLast: string
  needsName: boolean
  shippingContactId: number | null
  billingContactId: number | null
  customer: {
    name: string
    custType: string | null
    approvedForTerms: boolean
    /** The ARTerm when it is one of ours ('NET 30'): the profile names it in the page's language. */
    paymentTerm: string | null
    distributor: boolean
  } | null
}

/** The summary from the web user and the buyer `buyerOf` made of them (no second customer read). */
export function viewerSummary(
  user: WebUser,
  buyer: Pick<
    Buyer,
    'customer' | 'customerType' | 'approvedForTerms' | 'paymentTerm' | 'distributor'
  >,
): ViewerSummary {
  return {
    email: user.email,
    locale: toLocale(user.locale),
    nameFirst: user.nameFirst ?? '',
    nameLast: user.nameLast ?? '',
    needsName: needsName(user),
    shippingContactId: relationId(user.shippingContact),
    billingContactId: relationId(user.billingContact),
    customer: buyer.customer
      ? {
          name: buyer.customer.name,
          custType: buyer.customerType,
          approvedForTerms: buyer.approvedForTerms,
          paymentTerm: buyer.paymentTerm,
          distributor: buyer.distributor !== null,
        }
      : null,
  }
}
