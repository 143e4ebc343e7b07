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

export type ArTerm = (typeof arTerms)[number]

/**
 * What the buyer reads for each customer type and payment term: the message key
 * (`account.profile.customerTypes.{key}`, `account.profile.paymentTerms.{key}`) of each
 * language-neutral code staff store, so the Spanish site never shows the English code.
 */
export const customerTypeKeys = {
  OEM: 'oem',
  'D1-Distributor/Stocking': 'd1Distributor',
  'D2-Distributor/Reseller/Non-Stocking': 'd2Distributor',
  'End User': 'endUser',
  'Panel Builder': 'panelBuilder',
  International: 'international',
} as const satisfies Record<CustomerType, string>
export type CustomerTypeKey = (typeof customerTypeKeys)[CustomerType]

export const arTermKeys = {
  'CREDIT CARD': 'creditCard',
  'NET 10': 'net10',
  'NET 30': 'net30',
  'NET 45': 'net45',
  'NET 60': 'net60',
  PREPAID: 'prepaid',
} as const satisfies Record<ArTerm, string>
export type ArTermKey = (typeof arTermKeys)[ArTerm]

/** The message key of a stored customer type; null when unset or not one of ours. */
export function customerTypeKey(value: string | null | undefined): CustomerTypeKey | null {
  return Object.hasOwn(customerTypeKeys, value ?? '')
    ? customerTypeKeys[value as CustomerType]
    : null
}

/** A stored ARTerm as one of ours ('net 30 ' → 'NET 30'); null when unset or unknown. */
export function knownArTerm(value: string | null | undefined): ArTerm | null {
  const term = (value ?? '').trim().toUpperCase().replace(/\s+/g, ' ')
  return (arTerms as readonly string[]).includes(term) ? (term as ArTerm) : null
}

/** The message key of a stored ARTerm; null when unset or unknown. */
export function arTermKey(value: string | null | undefined): ArTermKey | null {
  const term = knownArTerm(value)
  return term ? arTermKeys[term] : null
}

export function isApprovedForTerms(arTerm: string | null | undefined): boolean {
  return (arTerm ?? creditCardTerm).trim().toUpperCase() !== creditCardTerm
}

export const defaultFreeGroundAt = 49
export const defaultPriceList = 'OEM'

/** The public lists: a customer on one of them pays the default list. */
const publicPriceLists = new Set(['List', 'Select'])

/**
 * Name of the price list a viewer sees: the primary customer's `priceList`, except that
 * 'List' and 'Select' map to 'OEM', and a guest (null/undefined) or an empty name gets 'OEM'.
 */
export function effectivePriceListName(customerPriceList: string | null | undefined): string {
  const name = (customerPriceList ?? '').trim()
  if (name === '' || publicPriceLists.has(name)) return defaultPriceList
  return name
}
export const newCustomerSegment = 5
