/**
 * Customer vocabulary shared by the Customers collection and the business
 * rules (price list, terms, distributor shipping). Pure module.
 */
export const customerTypes = [
  'OEM',
  'D1-Distributor/Stocking',
  'D2-Distributor/Reseller/Non-Stocking',
  'End User',
  'Panel Builder',
  'International',
] as const
export type CustomerType = (typeof customerTypes)[number]

/** Payment terms ("ARTerm"): approved for terms unless the customer pays by card (business rules §8). */
export const creditCardTerm = 'CREDIT CARD'
export const arTerms = [creditCardTerm, 'NET 10', 'NET 30', 'NET 45', 'NET 60', 'PREPAID'] as const

export function isApprovedForTerms(arTerm: string | null | undefined): boolean {
  return (arTerm ?? creditCardTerm).trim().toUpperCase() !== creditCardTerm
}

export const defaultFreeGroundAt = 49
export const defaultPriceList = 'OEM'
export const newCustomerSegment = 5
