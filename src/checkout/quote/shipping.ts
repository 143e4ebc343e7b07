/**
 * Shipping, the quote's third stage (business rules §5, spec §S4 shipping method, §S5 carrier
 * lists), pure. Zones from the ZIP prefix, the rate band of the normal products, zone charges
 * of the zone-rated families, distributors' free ground, Alaska and Hawaii by air, collect
 * carriers, and international orders. Every amount is integer cents; the tables are the data
 * staff edit, handed in as plain values.
 */
import { zip5, zipIsInState } from '@/account/zip-state'
import { sumCents, timesQuantity } from '@/platform/money'

/**
 * A carrier's service code, as staff list it on the carrier (issue 39 §10). The default
 * carrier's are the rate bands' columns and keep their pricing meaning.
 */
export type ShippingMethod = string

/** The default carrier's services the rate bands price. */
export type PricedMethod = 'ground' | 'air2day' | 'air1day'

export const shippingMethods: readonly PricedMethod[] = ['ground', 'air2day', 'air1day']

export function isPricedMethod(code: string | null | undefined): code is PricedMethod {
  return code === 'ground' || code === 'air2day' || code === 'air1day'
}

/** A name in both languages of the shop. */
export type BothLanguages = { en: string; es: string }

/** A service a carrier offers, in the staff's order (spec §S9 shipping methods). */
export type CarrierService = { code: string; name: BothLanguages }

/**
 * The services of a carrier staff have not listed any for (and of an order quoted before
 * carriers had them): the rate bands' three, named as the site's messages name them.
 */
export const legacyServices: readonly CarrierService[] = [
  { code: 'ground', name: { en: 'Ground', es: 'Terrestre' } },
  { code: 'air2day', name: { en: '2nd Day Air', es: 'Aéreo 2 días' } },
  { code: 'air1day', name: { en: 'Overnight', es: 'Día siguiente' } },
]

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
  /** `title` in both languages (the order keeps them); missing: `title` in both. */
  titles?: BothLanguages
  /** The account a collect carrier bills ("DHL": "Collect on your DHL account"). */
  accountName?: string | null
  /** Its services in the staff's order; none listed: `legacyServices`. */
  services?: readonly CarrierService[]
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
  /**
   * The carrier and service as named when quoted, in both languages: an order keeps them, so
   * renaming a service later does not rewrite the mails of orders already placed. Absent on
   * orders placed before services had names (their method reads from the messages).
   */
  carrierName?: BothLanguages | null
  serviceName?: BothLanguages | null
  /** A collect carrier's account ("DHL"): the shipping line reads "Collect on your DHL account". */
  collectAccount?: string | null
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

function airOnly(address: ShippingAddress): boolean {
  return isUs(address) && airOnlyStates.has((address.state ?? '').trim().toUpperCase())
}

/**
 * The services a carrier offers an address (issue 39 §10): the ones staff listed on it, in
 * their order (an international carrier lists its international services); the default
 * carrier only those the rate bands price, and no ground to Alaska and Hawaii.
 */
export function servicesFor(carrier: Carrier, address: ShippingAddress): CarrierService[] {
  const listed = carrier.services && carrier.services.length > 0 ? carrier.services : legacyServices
  if (!carrier.isDefault) return [...listed]
  const priced = listed.filter((service) => isPricedMethod(service.code))
  const offered = priced.length > 0 ? priced : legacyServices
  if (!airOnly(address)) return [...offered]
  const air = offered.filter((service) => service.code !== 'ground')
  return air.length > 0 ? air : legacyServices.filter((service) => service.code !== 'ground')
}

/** The codes of `servicesFor`. */
export function methodsFor(carrier: Carrier, address: ShippingAddress): ShippingMethod[] {
  return servicesFor(carrier, address).map((service) => service.code)
}

/**
 * The service of a request: the one asked for when the carrier offers it; none asked, the
 * default carrier's ground (Alaska and Hawaii: 2nd day, flagged) or any other carrier's
 * first. A service the carrier does not offer is refused (`methodNotOffered`), never
 * swapped silently: the buyer sees what they are charged for.
 */
export function serviceOf(
  carrier: Carrier,
  address: ShippingAddress,
  wanted: string | null | undefined,
): { service: CarrierService; airOnly: boolean } {
  const services = servicesFor(carrier, address)
  const asked = wanted?.trim() || null
  const code = asked ?? (carrier.isDefault ? 'ground' : services[0]!.code)
  const found = services.find((service) => service.code === code)
  if (found) return { service: found, airOnly: false }
  if (code === 'ground' && carrier.isDefault && airOnly(address)) {
    // Alaska and Hawaii: ground becomes air2day (spec §S4)
    return {
      service: services.find((service) => service.code === 'air2day') ?? services[0]!,
      airOnly: true,
    }
  }
  // a default carrier staff gave no ground: its first service
  if (!asked) return { service: services[0]!, airOnly: false }
  throw new ShippingRefusal('methodNotOffered', 'method')
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

function bandCharge(band: RateBand | null, method: PricedMethod, distributor: boolean): number {
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

  const { service, airOnly: airInstead } = serviceOf(carrier, address, request.method)
  if (airInstead) flags.push('airOnlyAlaskaHawaii')
  const method = service.code
  const shipped = (amountCents: number | null, reason: ShippingReason, free = false) => ({
    carrier: carrier.slug,
    method,
    carrierName: carrier.titles ?? { en: carrier.title, es: carrier.title },
    serviceName: service.name,
    collectAccount: carrier.collect ? carrier.accountName?.trim() || carrier.title : null,
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

  // servicesFor gives the default carrier only the bands' services
  if (!isPricedMethod(method)) throw new TypeError(`default carrier service ${method} has no rate`)
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
