/**
 * The quote: the one function that adds money up (business rules §7), pure. The cart page,
 * checkout and the order are all priced here; no other code computes totals.
 *
 * Four stages: priced lines and the subtotal (§2.5, §3), the fees (§4), shipping (§5,
 * `quote/shipping.ts`) and tax (§6, `quote/tax.ts`). Tax is computed on subtotal + fees +
 * shipping, which is why the stages run in that order. Shipping and tax need an address;
 * before one is chosen they are null and the total is subtotal + fees.
 *
 * All money is integer cents through src/platform/money.ts; each fee is rounded once, after
 * its parts are summed (§4). Prices come in with the input (the server looked them up, §2.6);
 * the customer's terms come from the session, never from the request body (§7).
 */
import {
  CUT_FEE_CENTS,
  lineQuantity,
  quantityRefusal,
  quantityRule,
  type QuantityRefusal,
} from '@/catalog/quantity'
import {
  isUs,
  quoteShipping,
  zip5,
  type QuotedShipping,
  type ShippingMethod,
  type ShippingTables,
} from '@/checkout/quote/shipping'
import { quoteTax, type QuotedTax, type TaxRule } from '@/checkout/quote/tax'
import { percentOf, sumCents, timesQuantity } from '@/platform/money'

// ---------------------------------------------------------------------------------------------
// Input

/**
 * A part as the server found it for this buyer: `available` parts carry their list and sale
 * price in cents; `unavailable` (not sold now), `notPublic` (hidden series, §1) and `unknown`
 * parts are listed but not priced (§3, lines that go stale).
 */
export type QuotePart = {
  availability: 'available' | 'unavailable' | 'notPublic' | 'unknown'
  listCents?: number
  saleCents?: number
  /** Package quantity: the quantity step (§3). Missing or bad counts as 1. */
  pkgQty?: number
  /** The product family's slug; 'wire-duct' is cut to length (§3). */
  familySlug?: string | null
  /** The part carries the per-item tariff surcharge (§4, `perItem`). */
  tariff?: boolean
  /** A zone-rated shipping family's code (§5); null or missing: a normal product. */
  shippingFamily?: string | null
}

export type QuoteLineInput = { pn: string; quantity: number; part: QuotePart }

/**
 * Where the cart ships. A country alone prices the fees; shipping and tax need a US ZIP (and
 * state), or any address abroad. `taxable` false only for a stored address whose exemption
 * staff granted (§6 FIX); the callers never take it from a request.
 */
export type QuoteDestination = {
  country: string
  state?: string | null
  postalCode?: string | null
  taxable?: boolean
}

/** The buyer as the session's customer makes them (src/account/buyer.ts); guests are the defaults. */
export type QuoteBuyer = {
  /** Approved for terms unless its ARTerm is CREDIT CARD (§8). */
  approvedForTerms: boolean
  distributor: 'D1' | 'D2' | null
  /** Distributors ship ground free from this normal subtotal (§5). */
  freeGroundAtCents: number
  taxable: boolean
}

export type QuoteInput = {
  lines: readonly QuoteLineInput[]
  /** The shipping address; null before the buyer has chosen one (then the US rules apply). */
  destination: QuoteDestination | null
  /** A carrier's slug; omitted: the default carrier at home, none yet abroad. */
  carrier?: string | null
  /** Omitted: ground (air2day for Alaska and Hawaii). */
  method?: ShippingMethod | null
  /** The buyer's account with a collect carrier. */
  shipperNumber?: string | null
  buyer: QuoteBuyer
  /**
   * The shipping amount staff entered for an order that waited for it (§9: `shippingTBD`,
   * `internationalReview`); it replaces the rated amount and settles those two flags.
   */
  staffShippingCents?: number | null
}

export type TariffMode = 'global' | 'perItem' | 'off'

/** The fee settings (§4: rates are checkout settings, not constants in code). */
export type FeeSettings = {
  /** Handling applies to a subtotal above 0 and below this. */
  handlingThresholdCents: number
  handlingCents: number
  /** Handling when the shipping address is outside the US. */
  handlingInternationalCents: number
  /** Per non-standard (cut) wire-duct line. */
  cutFeeCents: number
  tariffMode: TariffMode
  /** Percent of the subtotal, as decimal text so it is exact ('4.95'). */
  tariffGlobalPercent: string
  /** Percent of the tariff lines' sale subtotals, as decimal text ('25'). */
  tariffPerItemPercent: string
  /** Paid by a customer approved for terms who ships outside the US (§5). */
  internationalFeeCents: number
}

/** The settings the rules give (§4, §5, §S9). */
export const defaultFeeSettings: Readonly<FeeSettings> = Object.freeze({
  handlingThresholdCents: 4900,
  handlingCents: 1000,
  handlingInternationalCents: 2500,
  cutFeeCents: CUT_FEE_CENTS,
  tariffMode: 'global',
  tariffGlobalPercent: '4.95',
  tariffPerItemPercent: '25',
  internationalFeeCents: 4000,
})

/**
 * A `cartItemRules` entry (§5): `pattern` is an exact pn, or a prefix when it ends in `*`
 * (so '*' alone matches every pn); case does not matter.
 */
export type CartItemRule = {
  pattern: string
  leadTime10Days: boolean
  exemptFromFreeShipping: boolean
}

export type QuoteTables = {
  settings: FeeSettings
  itemRules: readonly CartItemRule[]
  shipping: ShippingTables
  taxRules: readonly TaxRule[]
}

// ---------------------------------------------------------------------------------------------
// Output

export type QuoteLineFlag =
  'nonStandard' | 'leadTime10Days' | 'exemptFromFreeShipping' | 'unavailable'

export type QuoteLine = {
  pn: string
  quantity: number
  listCents: number
  saleCents: number
  subtotalListCents: number
  subtotalSaleCents: number
  flags: QuoteLineFlag[]
}

export type QuoteFeeCode = 'handling' | 'cutFee' | 'tariff' | 'internationalFee'

/**
 * A fee of the quote. The tariff surcharge also says its rate and what it is a percent of, so
 * the buyer reads why it is there ("Tariff surcharge (4.95% of the subtotal)").
 */
export type QuoteFee = {
  code: QuoteFeeCode
  amountCents: number
  /** The tariff's rate, as decimal text ('4.95'). */
  percent?: string
  /** What the tariff's rate is of: the whole subtotal, or the tariff-flagged lines. */
  basis?: 'subtotal' | 'tariffLines'
}

/**
 * Notices on the whole quote: `unavailableLines` names the lines left out (§3); the others
 * come from shipping (§5).
 */
export type QuoteFlag =
  { code: 'unavailableLines'; pns: string[] } | { code: QuotedShipping['flags'][number] }

/** Shipping (§5); null until there is an address to ship to, or nothing to ship. */
export type QuoteShipping = Omit<QuotedShipping, 'flags'> | null

/** Tax (§6); null until there is a US address. */
export type QuoteTax = QuotedTax | null

export type Quote = {
  lines: QuoteLine[]
  /** Σ of the priced lines' sale subtotals (§2.5). */
  subtotalCents: number
  /** Each fee that is not 0, in the order handling, cutFee, tariff, internationalFee. */
  fees: QuoteFee[]
  shipping: QuoteShipping
  tax: QuoteTax
  /** subtotal + Σ fees + shipping (when known) + tax. */
  totalCents: number
  flags: QuoteFlag[]
}

/** A line whose quantity the part's rule refuses (§3); the API answers 400 naming the line. */
export class QuoteLineError extends Error {
  readonly lineIndex: number
  readonly pn: string
  readonly code: QuantityRefusal

  constructor(lineIndex: number, pn: string, code: QuoteLineError['code']) {
    super(`Quote line ${lineIndex} (${pn}) refused: ${code}`)
    this.name = 'QuoteLineError'
    this.lineIndex = lineIndex
    this.pn = pn
    this.code = code
  }
}

// ---------------------------------------------------------------------------------------------
// Rules

/** Whether a `cartItemRules` pattern covers a pn: exact, or a prefix ending in `*`. */
export function matchesItemRule(pattern: string, pn: string): boolean {
  const rule = pattern.trim().toUpperCase()
  const part = pn.trim().toUpperCase()
  if (rule === '') return false
  return rule.endsWith('*') ? part.startsWith(rule.slice(0, -1)) : part === rule
}

/**
 * Outside the US: a destination whose country is not 'US'. No destination, or one without a
 * country yet, follows the US rules (§4: handling abroad needs an address abroad).
 */
export function isInternational(destination: QuoteDestination | null): boolean {
  const country = destination?.country.trim().toUpperCase() ?? ''
  return country !== '' && country !== 'US'
}

/** A line as the stages see it: the output line plus what the fees need. */
type PricedLine = QuoteLine & {
  priced: boolean
  tariff: boolean
  pkgQty: number
  shippingFamily: string | null
}

/**
 * Lines of one pn are one line (§3: duplicate pns are summed), at the first one's place and
 * with its part; the first line's index names it in errors.
 */
function summedLines(lines: readonly QuoteLineInput[]): { index: number; line: QuoteLineInput }[] {
  const summed: { index: number; line: QuoteLineInput }[] = []
  const byPn = new Map<string, { index: number; line: QuoteLineInput }>()
  lines.forEach((line, index) => {
    const pn = line.pn.trim().toUpperCase()
    const seen = byPn.get(pn)
    if (seen) {
      seen.line = { ...seen.line, quantity: seen.line.quantity + line.quantity }
      return
    }
    const entry = { index, line: { ...line, pn } }
    byPn.set(pn, entry)
    summed.push(entry)
  })
  return summed
}

function ruleFlags(pn: string, rules: readonly CartItemRule[]): QuoteLineFlag[] {
  const matching = rules.filter((rule) => matchesItemRule(rule.pattern, pn))
  const flags: QuoteLineFlag[] = []
  if (matching.some((rule) => rule.leadTime10Days)) flags.push('leadTime10Days')
  if (matching.some((rule) => rule.exemptFromFreeShipping)) flags.push('exemptFromFreeShipping')
  return flags
}

/**
 * Each line's quantity as sent, before lines are summed or parts looked at (§3): −1 of a part
 * nobody sells is as wrong as −1 of one we do, and −1 beside 11 must not pass as 10.
 */
function checkQuantitiesAsSent(lines: readonly QuoteLineInput[]): void {
  lines.forEach((line, index) => {
    const refusal = quantityRefusal(line.quantity)
    if (refusal) throw new QuoteLineError(index, line.pn.trim().toUpperCase(), refusal)
  })
}

/** Stage 1: each line priced (§2.5), or listed unpriced when its part is not sold (§3). */
function priceStage(input: QuoteInput, tables: QuoteTables): PricedLine[] {
  checkQuantitiesAsSent(input.lines)
  return summedLines(input.lines).map(({ index, line }) => {
    const { part, pn } = line
    if (part.availability !== 'available') {
      // the sum of a pn's lines may still pass the line maximum
      const refusal = quantityRefusal(line.quantity)
      if (refusal) throw new QuoteLineError(index, pn, refusal)
      return {
        pn,
        quantity: line.quantity,
        listCents: 0,
        saleCents: 0,
        subtotalListCents: 0,
        subtotalSaleCents: 0,
        flags: ['unavailable'],
        priced: false,
        tariff: false,
        pkgQty: 1,
        shippingFamily: null,
      }
    }
    if (part.listCents === undefined || part.saleCents === undefined) {
      // an available part always has prices; pricing it at 0 would sell it for nothing (§2.4)
      throw new TypeError(`Quote line ${index} (${pn}) is available but has no price`)
    }
    const rule = quantityRule({ pkgQty: part.pkgQty, family: part.familySlug })
    const kept = lineQuantity(line.quantity, rule)
    if (!kept.ok) throw new QuoteLineError(index, pn, kept.code)
    const flags: QuoteLineFlag[] = kept.nonStandard ? ['nonStandard'] : []
    flags.push(...ruleFlags(pn, tables.itemRules))
    return {
      pn,
      quantity: kept.quantity,
      listCents: part.listCents,
      saleCents: part.saleCents,
      subtotalListCents: timesQuantity(part.listCents, kept.quantity, 'list subtotal'),
      subtotalSaleCents: timesQuantity(part.saleCents, kept.quantity, 'sale subtotal'),
      flags,
      priced: true,
      tariff: part.tariff === true,
      pkgQty: rule.step,
      shippingFamily: part.shippingFamily ?? null,
    }
  })
}

/** Stage 2: the fees of §4 and the international fee of §5, each rounded once. */
function feeStage(
  lines: readonly PricedLine[],
  subtotalCents: number,
  input: QuoteInput,
  settings: FeeSettings,
): QuoteFee[] {
  const priced = lines.filter((line) => line.priced)
  const abroad = isInternational(input.destination)

  const handling =
    subtotalCents > 0 && subtotalCents < settings.handlingThresholdCents
      ? abroad
        ? settings.handlingInternationalCents
        : settings.handlingCents
      : 0

  const cutLines = priced.filter((line) => line.flags.includes('nonStandard')).length
  const cutFee = timesQuantity(settings.cutFeeCents, cutLines, 'cut fee')

  let tariff: number
  switch (settings.tariffMode) {
    case 'global':
      tariff = percentOf(subtotalCents, settings.tariffGlobalPercent)
      break
    case 'perItem':
      // summed over the tariff lines first, then rounded once
      tariff = percentOf(
        sumCents(priced.filter((line) => line.tariff).map((line) => line.subtotalSaleCents)),
        settings.tariffPerItemPercent,
      )
      break
    case 'off':
      tariff = 0
      break
    default:
      throw new TypeError(
        `unknown tariff mode ${JSON.stringify(settings.tariffMode satisfies never)}`,
      )
  }

  // only with something to ship: an empty or all-unavailable cart pays no fee
  const internationalFee =
    abroad && input.buyer.approvedForTerms && priced.length > 0 ? settings.internationalFeeCents : 0

  const fees: QuoteFee[] = [
    { code: 'handling', amountCents: handling },
    { code: 'cutFee', amountCents: cutFee },
    {
      code: 'tariff',
      amountCents: tariff,
      ...(settings.tariffMode === 'perItem'
        ? { percent: settings.tariffPerItemPercent, basis: 'tariffLines' as const }
        : { percent: settings.tariffGlobalPercent, basis: 'subtotal' as const }),
    },
    { code: 'internationalFee', amountCents: internationalFee },
  ]
  return fees.filter((fee) => fee.amountCents !== 0)
}

/** What the shipping and tax stages will read: the priced cart so far. */
type QuoteContext = {
  input: QuoteInput
  tables: QuoteTables
  lines: readonly PricedLine[]
  subtotalCents: number
  fees: readonly QuoteFee[]
}

/** Whether the destination is complete enough to ship to: a US ZIP, or any address abroad. */
function shippable(destination: QuoteDestination | null): destination is QuoteDestination {
  if (!destination || destination.country.trim() === '') return false
  return isUs(destination) ? zip5(destination.postalCode) !== null : true
}

/** Stage 3, shipping (§5); nothing to ship, or no address yet: null. */
function shippingStage(context: QuoteContext): QuotedShipping | null {
  const { input, tables, lines, subtotalCents } = context
  const priced = lines.filter((line) => line.priced)
  if (!shippable(input.destination) || priced.length === 0) return null
  const rated = ratedShipping(input, tables, priced, subtotalCents)
  const staffCents = input.staffShippingCents
  if (staffCents === null || staffCents === undefined) return rated
  if (!Number.isSafeInteger(staffCents) || staffCents < 0) {
    throw new TypeError(`staff shipping amount must be whole cents ≥ 0, got ${staffCents}`)
  }
  return {
    ...rated,
    amountCents: staffCents,
    flags: rated.flags.filter((flag) => flag !== 'shippingTBD' && flag !== 'internationalReview'),
  }
}

function ratedShipping(
  input: QuoteInput,
  tables: QuoteTables,
  priced: readonly PricedLine[],
  subtotalCents: number,
): QuotedShipping {
  return quoteShipping(
    priced.map((line) => ({
      pn: line.pn,
      quantity: line.quantity,
      pkgQty: line.pkgQty,
      subtotalSaleCents: line.subtotalSaleCents,
      shippingFamily: line.shippingFamily,
      exemptFromFreeShipping: line.flags.includes('exemptFromFreeShipping'),
    })),
    subtotalCents,
    {
      address: input.destination!,
      carrier: input.carrier,
      method: input.method,
      shipperNumber: input.shipperNumber,
    },
    input.buyer,
    tables.shipping,
  )
}

/** Stage 4, tax (§6): US addresses only; base = subtotal + fees + shipping when known. */
function taxStage(context: QuoteContext, shipping: QuotedShipping | null): QuoteTax {
  const destination = context.input.destination
  if (!shippable(destination) || !isUs(destination)) return null
  return quoteTax({
    baseCents: sumCents([
      context.subtotalCents,
      ...context.fees.map((fee) => fee.amountCents),
      shipping?.amountCents ?? 0,
    ]),
    state: destination.state ?? '',
    zip: zip5(destination.postalCode) ?? '',
    buyerTaxable: context.input.buyer.taxable,
    addressTaxable: destination.taxable !== false,
    rules: context.tables.taxRules,
  })
}

/** The total (§7): a shipping amount still unknown (`shippingTBD`) is left out, and flagged. */
function totalOf(context: QuoteContext, shipping: QuotedShipping | null, tax: QuoteTax): number {
  return sumCents([
    context.subtotalCents,
    ...context.fees.map((fee) => fee.amountCents),
    shipping?.amountCents ?? 0,
    tax?.amountCents ?? 0,
  ])
}

/**
 * Prices a cart for a buyer (§7). Lines of one pn are summed (§3) and each quantity is kept
 * as the part's rule keeps it (rounded up to whole packs, wire duct as typed); a quantity the
 * rule refuses throws `QuoteLineError`. Lines whose part is not sold are listed with zero
 * amounts and the flag 'unavailable', left out of every sum, and named in the quote flag
 * `unavailableLines`.
 */
function withoutFlags({ flags: _flags, ...shipping }: QuotedShipping): QuoteShipping {
  return shipping
}

export function quote(input: QuoteInput, tables: QuoteTables): Quote {
  const priced = priceStage(input, tables)
  const subtotalCents = sumCents(
    priced.filter((line) => line.priced).map((line) => line.subtotalSaleCents),
  )
  const fees = feeStage(priced, subtotalCents, input, tables.settings)
  const context: QuoteContext = { input, tables, lines: priced, subtotalCents, fees }
  const shipping = shippingStage(context)
  const tax = taxStage(context, shipping)

  const unavailable = priced.filter((line) => !line.priced).map((line) => line.pn)
  const flags: QuoteFlag[] =
    unavailable.length > 0 ? [{ code: 'unavailableLines', pns: unavailable }] : []
  if (shipping) flags.push(...shipping.flags.map((code) => ({ code })))

  return {
    lines: priced.map(
      ({ priced: _priced, tariff: _tariff, pkgQty: _pkgQty, shippingFamily: _family, ...line }) =>
        line,
    ),
    subtotalCents,
    fees,
    shipping: shipping ? withoutFlags(shipping) : null,
    tax,
    totalCents: totalOf(context, shipping, tax),
    flags,
  }
}
