/**
 * The address book of a signed-in buyer: their own contacts and their
 * customers' contacts. Every operation takes the web user from the session;
 * a contact outside that set answers 404 as if it did not exist (business rules §10).
 * A buyer's "not taxable" is stored as an exemption request, never an exemption (§6).
 */
import type { Payload, Where } from 'payload'

import type { Contact as ContactDoc, WebUser } from '@/payload-types'
import { validationError } from '@/platform/http'

import { refuse } from './context/refusals'
import { defaultsAfterRemoval, type DefaultAddresses } from './address-defaults'
import { addressName } from './address-format'
import { contactAddress, type ContactAddress } from './contact-address'
import { isReadOnlyContact, labelKeepingErpTag } from './contact-rules'
import { contactPatchSchema, contactSchema, mergeContactPatch } from './contact-schema'
import { exemptionAfterBuyerSave, taxExemptionOf, type TaxExemption } from './tax-exemption'
import { customerIdsOf } from './web-user'
import { relationId } from '@/platform/relations'

export type AddressBookEntry = ContactAddress & {
  id: number
  label: string | null
  /** The exemption's state: asked for by the buyer, granted by staff, or none. */
  taxExemption: TaxExemption
  /** From the ERP: the buyer can use it but not change or remove it. */
  readOnly: boolean
  /** The customer's own address, shared by every web user of the customer. */
  shared: boolean
  /** The customer's primary address: editable (even from the ERP) but never removed. */
  customerPrimary: boolean
  defaultShipping: boolean
  defaultBilling: boolean
}

function reachable(user: WebUser): Where {
  const customerIds = customerIdsOf(user)
  const own: Where = { webUser: { equals: user.id } }
  return customerIds.length > 0 ? { or: [own, { customer: { in: customerIds } }] } : own
}

/**
 * What follows a removed address outside the address book, given the owners' defaults as they
 * now are: the carts that had chosen it fall back (bound by the app: account imports no cart).
 */
export type AfterAddressRemoved = (
  payload: Payload,
  removedId: number,
  defaultsOf: (ownerId: number) => Promise<DefaultAddresses>,
) => Promise<void>

/** Whose address book: the signed-in buyer's context (or any record with the same two facts). */
export type AddressBookOwner = { payload: Payload; user: WebUser }

async function primaryContactIds(payload: Payload, user: WebUser): Promise<Set<number>> {
  const customerIds = customerIdsOf(user)
  if (customerIds.length === 0) return new Set()
  const { docs } = await payload.find({
    collection: 'customers',
    where: { id: { in: customerIds } },
    depth: 0,
    limit: customerIds.length,
    overrideAccess: true,
  })
  return new Set(docs.map((doc) => relationId(doc.primaryContact)).filter((id) => id !== null))
}

function toEntry(doc: ContactDoc, user: WebUser, primaries: Set<number>): AddressBookEntry {
  return {
    id: doc.id,
    // the ERP code marks the contact read-only (below) but is never shown to the buyer
    label: addressName(doc.label) || null,
    ...contactAddress(doc),
    taxExemption: taxExemptionOf(doc.taxExemption),
    readOnly: isReadOnlyContact(doc, { isCustomerPrimaryContact: primaries.has(doc.id) }),
    shared: relationId(doc.webUser) !== user.id,
    customerPrimary: primaries.has(doc.id),
    defaultShipping: relationId(user.shippingContact) === doc.id,
    defaultBilling: relationId(user.billingContact) === doc.id,
  }
}

export async function listContacts({
  payload,
  user,
}: AddressBookOwner): Promise<AddressBookEntry[]> {
  const [{ docs }, primaries] = await Promise.all([
    payload.find({
      collection: 'contacts',
      where: reachable(user),
      depth: 0,
      limit: 500,
      sort: 'createdAt',
      overrideAccess: true,
    }),
    primaryContactIds(payload, user),
  ])
  return docs.map((doc) => toEntry(doc, user, primaries))
}

/** A contact the buyer may see, or 404 — another buyer's id looks exactly like a missing one. */
export async function findReachableContact(
  owner: AddressBookOwner,
  id: unknown,
): Promise<ContactDoc> {
  const { payload, user } = owner
  const numeric = typeof id === 'number' ? id : Number(id)
  if (!Number.isInteger(numeric) || numeric <= 0) {
    throw refuse('addressNotFound')
  }
  const { docs } = await payload.find({
    collection: 'contacts',
    where: { and: [{ id: { equals: numeric } }, reachable(user)] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const found = docs[0]
  if (!found) throw refuse('addressNotFound')
  return found
}

async function assertWritable(payload: Payload, user: WebUser, doc: ContactDoc): Promise<void> {
  const primaries = await primaryContactIds(payload, user)
  if (isReadOnlyContact(doc, { isCustomerPrimaryContact: primaries.has(doc.id) })) {
    throw refuse('addressReadOnly')
  }
}

export async function createContact(
  owner: AddressBookOwner,
  body: unknown,
): Promise<AddressBookEntry> {
  const { payload, user } = owner
  const parsed = contactSchema.safeParse(body)
  if (!parsed.success) throw validationError(parsed.error)
  const { taxable, ...fields } = parsed.data
  const doc = await payload.create({
    collection: 'contacts',
    data: { ...fields, taxExemption: exemptionAfterBuyerSave('none', taxable), webUser: user.id },
    depth: 0,
    overrideAccess: true,
  })
  return toEntry(doc, user, await primaryContactIds(payload, user))
}

export async function updateContact(
  owner: AddressBookOwner,
  id: unknown,
  body: unknown,
): Promise<AddressBookEntry> {
  const { payload, user } = owner
  const stored = await findReachableContact(owner, id)
  const patch = contactPatchSchema.safeParse(body)
  if (!patch.success) throw validationError(patch.error)
  await assertWritable(payload, user, stored)
  const merged = contactSchema.safeParse(mergeContactPatch(stored, patch.data))
  if (!merged.success) throw validationError(merged.error)
  // the stored contact has no `taxable` to merge: only the patch's own tick says anything
  const { taxable: _default, ...fields } = merged.data
  const doc = await payload.update({
    collection: 'contacts',
    id: stored.id,
    data: {
      ...fields,
      // the buyer saw the label without its ERP code: the code stays on the stored label
      label: labelKeepingErpTag(stored.label, fields.label),
      taxExemption: exemptionAfterBuyerSave(stored.taxExemption, patch.data.taxable),
    },
    depth: 0,
    overrideAccess: true,
  })
  return toEntry(doc, user, await primaryContactIds(payload, user))
}

/**
 * Removes a contact; answers which of the buyer's own defaults moved, and to which address
 * (`null`: none is left), so the address book can say so (issue 39).
 */
export async function deleteContact(
  owner: AddressBookOwner,
  id: unknown,
  afterRemoved: AfterAddressRemoved,
): Promise<Partial<DefaultAddresses>> {
  const { payload, user } = owner
  const stored = await findReachableContact(owner, id)
  await assertWritable(payload, user, stored)
  if ((await primaryContactIds(payload, user)).has(stored.id)) {
    throw refuse('primaryAddress')
  }
  const moved = await moveDefaultsOff(payload, stored.id)
  await afterRemoved(payload, stored.id, async (ownerId) => {
    const holder = await payload.findByID({
      collection: 'web-users',
      id: ownerId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    return {
      shippingContact: relationId(holder?.shippingContact),
      billingContact: relationId(holder?.billingContact),
    }
  })
  // orders keep their own copy of the address: nothing there points at this record
  await payload.delete({ collection: 'contacts', id: stored.id, overrideAccess: true })
  return moved.get(user.id) ?? {}
}

/**
 * Every buyer whose default shipping or billing address `removedId` was gets the most recently
 * updated address left in their own address book (theirs and their customers'), or none.
 */
async function moveDefaultsOff(
  payload: Payload,
  removedId: number,
): Promise<Map<number, Partial<DefaultAddresses>>> {
  const moved = new Map<number, Partial<DefaultAddresses>>()
  const { docs: holders } = await payload.find({
    collection: 'web-users',
    where: {
      or: [{ shippingContact: { equals: removedId } }, { billingContact: { equals: removedId } }],
    },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const holder of holders) {
    const { docs: remaining } = await payload.find({
      collection: 'contacts',
      where: { and: [reachable(holder), { id: { not_equals: removedId } }] },
      depth: 0,
      limit: 0,
      pagination: false,
      select: { updatedAt: true },
      overrideAccess: true,
    })
    const changes = defaultsAfterRemoval(
      removedId,
      {
        shippingContact: relationId(holder.shippingContact),
        billingContact: relationId(holder.billingContact),
      },
      remaining.map((doc) => ({ id: doc.id, updatedAt: doc.updatedAt })),
    )
    if (Object.keys(changes).length === 0) continue
    await payload.update({
      collection: 'web-users',
      id: holder.id,
      data: changes,
      depth: 0,
      overrideAccess: true,
    })
    moved.set(holder.id, changes)
  }
  return moved
}
