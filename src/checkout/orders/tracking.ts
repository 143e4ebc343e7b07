/**
 * A shipment's tracking (issue 39 #14), pure: the carrier that carries it and the carrier's
 * own tracking page, for the shipped mail, my account and the order desk. The carriers the
 * shop ships with are in one table; their pages are public and take the number in the URL.
 */

export type TrackingCarrier = {
  id: 'ups' | 'fedex' | 'dhl' | 'usps'
  name: string
  /** The carrier's public tracking page; `{number}` is the number without spaces. */
  url: string
  /** The shop's carriers (slug or staff's name) this company carries for. */
  names: RegExp
  /** A number only this carrier issues (a UPS "1Z…"), which decides whoever was chosen. */
  ownNumbers?: RegExp
}

export const trackingCarriers: readonly TrackingCarrier[] = [
  {
    id: 'ups',
    name: 'UPS',
    url: 'https://www.ups.com/track?tracknum={number}',
    names: /\bups\b/i,
    ownNumbers: /^1Z[0-9A-Z]{16}$/i,
  },
  {
    id: 'fedex',
    name: 'FedEx',
    url: 'https://www.fedex.com/fedextrack/?trknbr={number}',
    names: /fed\s*ex/i,
  },
  {
    id: 'dhl',
    name: 'DHL',
    url: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={number}',
    names: /\bdhl\b/i,
  },
  {
    id: 'usps',
    name: 'USPS',
    url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}',
    names: /\busps\b|postal service/i,
    // the international postal format: two letters, nine digits, US
    ownNumbers: /^[A-Z]{2}\d{9}US$/i,
  },
]

export type Tracking = {
  /** As staff typed it. */
  number: string
  /** The carrier's name ("UPS"), or null when the shop cannot tell. */
  carrierName: string | null
  /** The carrier's tracking page for this number, or null. */
  url: string | null
}

/**
 * The tracking of `number` shipped with the order's carrier (its slug and staff's name): a
 * number only one carrier issues names that carrier; else the order's carrier; else the
 * number alone.
 */
export function trackingFor(
  number: string,
  carrier: { slug?: string | null; title?: string | null } = {},
): Tracking {
  const trimmed = number.trim()
  const compact = trimmed.replace(/[\s-]+/g, '')
  const chosen =
    trackingCarriers.find((each) => each.ownNumbers?.test(compact)) ??
    trackingCarriers.find((each) =>
      [carrier.slug, carrier.title].some(
        (name) => !!name && each.names.test(name.replace(/-/g, ' ')),
      ),
    )
  if (!chosen) return { number: trimmed, carrierName: null, url: null }
  return {
    number: trimmed,
    carrierName: chosen.name,
    url: chosen.url.replace('{number}', encodeURIComponent(compact)),
  }
}
