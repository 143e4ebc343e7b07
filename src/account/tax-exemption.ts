/**
 * Whether an address pays sales tax (business rules §6 FIX), pure. A buyer may only ASK for an
 * exemption (a resale or exemption certificate on file): the request is stored and shown, and
 * changes nothing until staff grant it in the admin. Only a granted exemption, or a customer
 * that is not taxable (the quote's buyer flag), keeps tax off an order.
 */

export const taxExemptionStates = ['none', 'requested', 'granted'] as const
export type TaxExemption = (typeof taxExemptionStates)[number]

/** A stored address's state; anything unknown (a row from before the field) counts as none. */
export function taxExemptionOf(stored: unknown): TaxExemption {
  return (taxExemptionStates as readonly unknown[]).includes(stored)
    ? (stored as TaxExemption)
    : 'none'
}

/** The address's own part of the tax decision: taxable unless staff granted its exemption. */
export function isTaxableAddress(stored: unknown): boolean {
  return taxExemptionOf(stored) !== 'granted'
}

/**
 * The state after a buyer saves an address with "taxable" ticked or not (`taxable` undefined:
 * the form did not say, nothing changes). Unticked asks, and a granted exemption stays granted;
 * ticked withdraws a request, or gives up an exemption (paying tax is always the buyer's to
 * choose). Never 'granted' from none or requested: that is staff's decision alone.
 */
export function exemptionAfterBuyerSave(
  stored: unknown,
  taxable: boolean | undefined,
): TaxExemption {
  const current = taxExemptionOf(stored)
  if (taxable === undefined) return current
  if (taxable) return 'none'
  return current === 'granted' ? 'granted' : 'requested'
}

/** What the buyer's "taxable" box shows: unticked while an exemption is asked for or granted. */
export function buyerTicksTaxable(stored: unknown): boolean {
  return taxExemptionOf(stored) === 'none'
}
