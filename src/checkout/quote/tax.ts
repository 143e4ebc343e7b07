/**
 * Sales tax, the quote's last stage (business rules §6), pure: the rule for the shipping
 * state and ZIP, whether the buyer pays it, and the amount on its base rounded once.
 */
import { percentOf } from '@/platform/money'

/** A tax rule staff keep: a state, `*` or a comma list of ZIPs and `prefix*`, a rate in percent. */
export type TaxRule = { state: string; zipCodes: string; ratePercent: string }

export type QuotedTax = {
  /** The rate applied, three decimals ('7.000'); '0.000' when no tax is due. */
  ratePercent: string
  baseCents: number
  amountCents: number
  /** Why no tax, when none is due. */
  exempt: 'noNexus' | 'buyerNotTaxable' | 'addressNotTaxable' | null
}

/** Whether a rule's `zipCodes` covers a ZIP: `*`, an exact ZIP, or `prefix*` (spec §S5). */
export function zipMatches(zipCodes: string, zip: string): boolean {
  return zipCodes
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .some((entry) => (entry.endsWith('*') ? zip.startsWith(entry.slice(0, -1)) : zip === entry))
}

/**
 * The rule for a state and ZIP (§6): the only rule of the state; with several, the first
 * whose ZIPs match other than by `*`, else the `*` rule; none: no nexus.
 */
export function taxRuleFor(rules: readonly TaxRule[], state: string, zip: string): TaxRule | null {
  const forState = rules.filter(
    (rule) => rule.state.trim().toUpperCase() === state.trim().toUpperCase(),
  )
  if (forState.length <= 1) return forState[0] ?? null
  const specific = forState.find(
    (rule) => rule.zipCodes.trim() !== '*' && zipMatches(rule.zipCodes, zip),
  )
  return specific ?? forState.find((rule) => rule.zipCodes.trim() === '*') ?? null
}

/** A percent as three-decimal text ('7' → '7.000', '6.35' → '6.350'). */
export function ratePercentText(percent: string): string {
  const [whole = '0', fraction = ''] = percent.trim().split('.')
  return `${whole}.${fraction.padEnd(3, '0').slice(0, 3)}`
}

export function quoteTax(input: {
  baseCents: number
  state: string
  zip: string
  buyerTaxable: boolean
  addressTaxable: boolean
  rules: readonly TaxRule[]
}): QuotedTax {
  const none = (exempt: QuotedTax['exempt']): QuotedTax => ({
    ratePercent: '0.000',
    baseCents: input.baseCents,
    amountCents: 0,
    exempt,
  })
  const rule = taxRuleFor(input.rules, input.state, input.zip)
  if (!rule) return none('noNexus')
  if (!input.buyerTaxable) return none('buyerNotTaxable')
  if (!input.addressTaxable) return none('addressNotTaxable')
  return {
    ratePercent: ratePercentText(rule.ratePercent),
    baseCents: input.baseCents,
    amountCents: percentOf(input.baseCents, rule.ratePercent),
    exempt: null,
  }
}
