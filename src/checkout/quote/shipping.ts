/**
 * Shipping, the quote's third stage (business rules §5, spec §S4 shipping method, §S5 carrier
 * lists), pure. Zones from the ZIP prefix, the rate band of the normal products, zone charges
 * of the zone-rated families, distributors' free ground, Alaska and Hawaii by air, collect
 * carriers, and international orders. Every amount is integer cents; the tables are the data
 * staff edit, handed in as plain values.
 */
import { zip5, zipIsInState } from '@/account/zip-state'
import { sumCents, timesQuantity } from '@/pricing/money'

export type ShippingMethod = 'ground' | 'air2day' | 'air1day'

export const shippingMethods: readonly ShippingMethod[] = ['ground', 'air2day', 'air1day']

/** A carrier staff list (spec §S3 shipping carrier). */
export type Carrier = {
  slug: string
  title: string
  sequence: number
  /** Offered for addresses outside the US only. */
  international: boolean
  /** The buyer's own account pays (FedEx, UPS, DHL collect): shipping 0, shipper number needed. */
  collect: boolean
  /** Offered abroad only above this subtotal (spec §S5 carrier lists); 0: always. */
  minSubtotalCents: number
  /** The shop's own prepaid domestic carrier, priced by the rate bands and zone rates. */
  isDefault: boolean
}

/** A rate band of the default carrier: `min ≤ normal subtotal ≤ max`; the top one has no max. */
export type RateBand = {
  minCents: number
  maxCents: number | null
  groundCents: number
  /** Ground for distributor customers (D1, D2). */
  groundDistCents: number
  air2dayCents: number
  air1dayCents: number
}

/** A zone-rated family (`cartShippingRates`): boxes of `spqBoxCount` packs, loose pieces. */
export type FamilyRate = {
  /** The parts' `shippingFamily` code. */
  code: string
  spqBoxCount: number
  nonBoxCount: number
  /** Per zone 2–8: a full box, and a batch of loose pieces. */
  zones: Readonly<Record<number, { spqBoxCents: number; nonBoxCents: number }>>
}

export type ShippingTables = {
  /** First three digits of a US ZIP → zone 2–8. */
  zipZones: Readonly<Record<string, number>>
  /** First three digits of a US ZIP → the states it serves; absent: not checked. */
  zipStates?: Readonly<Record<string, readonly string[]>>
  carriers: readonly Carrier[]
  rateBands: readonly RateBand[]
  familyRates: readonly FamilyRate[]
}

/** A shippable line as this stage needs it (priced lines only). */
export type ShippingLine = {
  pn: string
  quantity: number
  pkgQty: number
  subtotalSaleCents: number
  shippingFamily: string | null
  exemptFromFreeShipping: boolean
}

export type ShippingAddress = { country: string; state?: string | null; postalCode?: string | null }

export type ShippingRequest = {
  address: ShippingAddress
  carrier?: string | null
  method?: ShippingMethod | null
  shipperNumber?: string | null
}

export type ShippingBuyer = { distributor: 'D1' | 'D2' | null; freeGroundAtCents: number }

/** Why the amount is what it is. */
export type ShippingReason =
  | 'rated'
  | 'freeGround'
  | 'collect'
  | 'airOver500'
  | 'internationalPrepaid'
  | 'chooseCarrier'
  | 'staffQuote'

export type ShippingFlagCode =
  | 'shippingTBD'
  | 'internationalReview'
  | 'freeGround'
  | 'airOnlyAlaskaHawaii'
  | 'chooseCarrier'
  | 'shipperNumberRequired'

export type QuotedShipping = {
  carrier: string | null
  method: ShippingMethod | null
  zone: number | null
  /** null: not known yet (staff confirm it, or a carrier is still to be chosen); left out of the total. */
  amountCents: number | null
  free: boolean
  reason: ShippingReason
  flags: ShippingFlagCode[]
}

export type ShippingRefusalCode =
  'unknownZip' | 'zipNotInState' | 'invalidZip' | 'carrierNotOffered' | 'methodNotOffered'

/** A request the rules refuse; the API answers 400 naming `field`. */
export class ShippingRefusal extends Error {
  constructor(
    readonly code: ShippingRefusalCode,
    readonly field: string,
  ) {
    super(`Shipping refused: ${code}`)
    this.name = 'ShippingRefusal'
  }
}

/** Subtotal above which an order abroad is reviewed (spec §S5). */
export const INTERNATIONAL_REVIEW_ABOVE_CENTS = 30_000
/** Air with a normal subtotal from this is quoted by staff (spec §S9). */
export const AIR_TBD_FROM_CENTS = 50_000

const airOnlyStates = new Set(['AK', 'HI'])

export { zip5 }

export function isUs(address: ShippingAddress): boolean {
  return address.country.trim().toUpperCase() === 'US'
}

/**
 * The carriers offered for an address, by sequence (spec §S5): in the US every domestic one;
 * abroad, above the review threshold all but the default carrier, below it also none with a
 * minimum subtotal.
 */
export function carriersFor(
  carriers: readonly Carrier[],
  address: ShippingAddress,
  subtotalCents: number,
): Carrier[] {
  const sorted = [...carriers].sort(
    (a, b) => a.sequence - b.sequence || a.slug.localeCompare(b.slug),
  )
  if (isUs(address)) return sorted.filter((carrier) => !carrier.international)
  const review = subtotalCents > INTERNATIONAL_REVIEW_ABOVE_CENTS
  return sorted.filter((carrier) => !carrier.isDefault && (review || carrier.minSubtotalCents <= 0))
}

/** The methods a carrier offers an address: Alaska and Hawaii get no ground from the default one. */
export function methodsFor(carrier: Carrier, address: ShippingAddress): ShippingMethod[] {
  if (!carrier.isDefault) return ['ground', 'air2day', 'air1day']
  const state = (address.state ?? '').trim().toUpperCase()
  return airOnlyStates.has(state) ? ['air2day', 'air1day'] : [...shippingMethods]
}

/**
 * The shipper (account) number that goes with a carrier: only a collect carrier's, trimmed;
 * a number sent with a prepaid carrier (left from another choice) is dropped, so staff never
 * ship on an account the buyer did not choose for this order.
 */
export function collectAccountOf(
  carrier: Pick<Carrier, 'collect'> | null | undefined,
  shipperNumber: string | null | undefined,
): string | null {
  if (!carrier?.collect) return null
  return shipperNumber?.trim() || null
}

/** The zone of a US address; refuses a bad ZIP, an unknown prefix and a ZIP of another state. */
export function zoneOf(address: ShippingAddress, tables: ShippingTables): number {
  const zip = zip5(address.postalCode)
  if (!zip) throw new ShippingRefusal('invalidZip', 'shipping.postalCode')
  const prefix = zip.slice(0, 3)
  const zone = tables.zipZones[prefix]
  if (zone === undefined) throw new ShippingRefusal('unknownZip', 'shipping.postalCode')
  if (!zipIsInState(zip, address.state, tables.zipStates ?? {})) {
    throw new ShippingRefusal('zipNotInState', 'shipping.postalCode')
  }
  return zone
}

/** The band whose inclusive range holds `subtotalCents`; none for 0 or less. */
export function bandFor(bands: readonly RateBand[], subtotalCents: number): RateBand | null {
  if (subtotalCents <= 0) return null
  return (
    bands.find(
      (band) =>
        band.minCents <= subtotalCents &&
        (band.maxCents === null || subtotalCents <= band.maxCents),
    ) ?? null
  )
}

function bandCharge(band: RateBand | null, method: ShippingMethod, distributor: boolean): number {
  if (!band) return 0
  switch (method) {
    case 'ground':
      return distributor ? band.groundDistCents : band.groundCents
    case 'air2day':
      return band.air2dayCents
    case 'air1day':
      return band.air1dayCents
  }
}

/**
 * Zone charges (§5): per zone-rated family, whole packs go in boxes of `spqBoxCount` packs,
 * loose pieces in batches of `nonBoxCount`; each started box or batch is charged at the zone's
 * price.
 */
export function zoneCharges(
  lines: readonly ShippingLine[],
  rates: readonly FamilyRate[],
  zone: number,
): number {
  const charges = rates.map((rate) => {
    const family = lines.filter((line) => line.shippingFamily === rate.code)
    if (family.length === 0) return 0
    const price = rate.zones[zone]
    if (!price) throw new TypeError(`family rate ${rate.code} has no price for zone ${zone}`)
    const step = (line: ShippingLine) => Math.max(1, Math.trunc(line.pkgQty) || 1)
    const packs = family.reduce((sum, line) => sum + Math.floor(line.quantity / step(line)), 0)
    const loose = family.reduce((sum, line) => sum + (line.quantity % step(line)), 0)
    const boxes = Math.ceil(packs / Math.max(1, rate.spqBoxCount))
    const batches = Math.ceil(loose / Math.max(1, rate.nonBoxCount))
    return sumCents([
      timesQuantity(price.spqBoxCents, boxes, 'box charge'),
      timesQuantity(price.nonBoxCents, batches, 'loose charge'),
    ])
  })
  return sumCents(charges)
}

/**
 * The shipping of a cart to an address: the carrier chosen (or the default one at home, none
 * abroad), its method (ground unless chosen; Alaska and Hawaii air2day), the zone and amount.
 */
export function quoteShipping(
  lines: readonly ShippingLine[],
  subtotalCents: number,
  request: ShippingRequest,
  buyer: ShippingBuyer,
  tables: ShippingTables,
): QuotedShipping {
  const address = request.address
  const domestic = isUs(address)
  const flags: ShippingFlagCode[] = []
  if (!domestic && subtotalCents > INTERNATIONAL_REVIEW_ABOVE_CENTS)
    flags.push('internationalReview')
  const zone = domestic ? zoneOf(address, tables) : null

  const offered = carriersFor(tables.carriers, address, subtotalCents)
  const wanted = request.carrier?.trim() || null
  let carrier: Carrier | null
  if (wanted) {
    carrier = offered.find((each) => each.slug === wanted) ?? null
    if (!carrier) throw new ShippingRefusal('carrierNotOffered', 'carrier')
  } else {
    carrier = domestic ? (offered.find((each) => each.isDefault) ?? offered[0] ?? null) : null
  }
  if (!carrier) {
    // abroad, before a carrier is chosen: nothing to add yet (§5, spec §S4)
    flags.push('chooseCarrier')
    return {
      carrier: null,
      method: null,
      zone,
      amountCents: null,
      free: false,
      reason: 'chooseCarrier',
      flags,
    }
  }

  const methods = methodsFor(carrier, address)
  let method: ShippingMethod = request.method ?? 'ground'
  if (!methods.includes(method)) {
    if (method === 'ground' && carrier.isDefault && domestic) {
      // Alaska and Hawaii: ground becomes air2day (spec §S4)
      method = 'air2day'
      flags.push('airOnlyAlaskaHawaii')
    } else {
      throw new ShippingRefusal('methodNotOffered', 'method')
    }
  }
  const shipped = (amountCents: number | null, reason: ShippingReason, free = false) => ({
    carrier: carrier.slug,
    method,
    zone,
    amountCents,
    free,
    reason,
    flags,
  })

  if (carrier.collect) {
    // the figures do not depend on the number: the cart keeps showing them while the buyer
    // types it; placing an order refuses a collect carrier without one
    if (!collectAccountOf(carrier, request.shipperNumber)) flags.push('shipperNumberRequired')
    return shipped(0, 'collect')
  }
  if (!domestic) {
    flags.push('shippingTBD')
    return shipped(null, 'internationalPrepaid')
  }
  if (!carrier.isDefault) {
    flags.push('shippingTBD')
    return shipped(null, 'staffQuote')
  }

  const rated = new Set(tables.familyRates.map((rate) => rate.code))
  const normal = lines.filter((line) => !line.shippingFamily || !rated.has(line.shippingFamily))
  const normalSubtotal = sumCents(normal.map((line) => line.subtotalSaleCents))
  if (method !== 'ground' && normalSubtotal >= AIR_TBD_FROM_CENTS) {
    flags.push('shippingTBD')
    return shipped(null, 'airOver500')
  }
  const zoneCharge = zoneCharges(lines, tables.familyRates, zone!)
  const distributor = buyer.distributor !== null
  const exemptSubtotal = sumCents(
    normal.filter((line) => line.exemptFromFreeShipping).map((line) => line.subtotalSaleCents),
  )
  const freeGround =
    distributor && method === 'ground' && normalSubtotal - exemptSubtotal >= buyer.freeGroundAtCents
  if (freeGround) {
    flags.push('freeGround')
    // the exempt lines still pay their own band, in the customer's ground column (§7)
    const exemptCharge = bandCharge(bandFor(tables.rateBands, exemptSubtotal), method, distributor)
    return shipped(sumCents([exemptCharge, zoneCharge]), 'freeGround', true)
  }
  const band = normal.length > 0 ? bandFor(tables.rateBands, normalSubtotal) : null
  return shipped(sumCents([bandCharge(band, method, distributor), zoneCharge]), 'rated')
}
