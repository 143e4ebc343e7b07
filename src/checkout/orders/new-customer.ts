/**
 * The customer created on a web user's first order (business rules §8), pure: its fields from
 * the billing address and the rep rule. The order service stores it in the order's transaction
 * and links the web user as its primary buyer.
 */
import { repFor, type RepMatch, type SalesRep } from './rep-rule'

export type BillingContact = {
  id: number
  nameFirst: string
  nameLast: string
  nameCompany?: string | null
  phone1: string
  addressState?: string | null
  addressCountry: string
}

export type NewCustomer = {
  name: string
  primaryContact: number
  territory: string | null
  rep: string | null
  priceList: 'OEM'
  arTerm: 'CREDIT CARD'
  taxable: true
  taxVerificationCompleted: false
  segment: 5
}

export function newCustomerFrom(
  billing: BillingContact,
  reps: readonly SalesRep[],
): { customer: NewCustomer; repMatch: RepMatch | null } {
  const company = billing.nameCompany?.trim()
  const person = `${billing.nameFirst.trim()} ${billing.nameLast.trim()}`.trim()
  const repMatch = repFor(reps, {
    phone: billing.phone1,
    state: billing.addressState,
    country: billing.addressCountry,
  })
  return {
    customer: {
      name: company || person,
      primaryContact: billing.id,
      territory: repMatch?.rep.territory ?? null,
      rep: repMatch?.rep.rep ?? null,
      priceList: 'OEM',
      arTerm: 'CREDIT CARD',
      taxable: true,
      taxVerificationCompleted: false,
      segment: 5,
    },
    repMatch,
  }
}
