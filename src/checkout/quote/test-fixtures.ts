/**
 * Shipping tables for the quote's tests: six carriers (the default prepaid one, two domestic
 * collect, three international), three rate bands with the distributor column, and a
 * zone-rated family. Amounts in cents; worked cases cite them.
 */
import type { Carrier, RateBand } from './shipping'

export const carrierOf = (
  slug: string,
  sequence: number,
  facts: Partial<Carrier> = {},
): Carrier => ({
  slug,
  title: slug,
  sequence,
  international: false,
  collect: false,
  minSubtotalCents: 0,
  isDefault: false,
  ...facts,
})

/** In any order: the quote sorts them by sequence. */
export const testCarriers: Carrier[] = [
  carrierOf('ups-collect', 3, { collect: true }),
  carrierOf('c3-fedex', 1, { isDefault: true }),
  carrierOf('fedex-collect', 2, { collect: true }),
  carrierOf('fedex-intl-priority', 5, { international: true }),
  carrierOf('ups-worldwide-collect', 6, { international: true, collect: true }),
  carrierOf('fedex-intl-economy', 7, { international: true, minSubtotalCents: 30000 }),
]

/** 0.01–48.99, 49.00–199.99, 200.00 and above: ground, distributors' ground, 2nd day, overnight. */
export const testRateBands: RateBand[] = [
  {
    minCents: 1,
    maxCents: 4899,
    groundCents: 1295,
    groundDistCents: 995,
    air2dayCents: 2995,
    air1dayCents: 4995,
  },
  {
    minCents: 4900,
    maxCents: 19999,
    groundCents: 1595,
    groundDistCents: 1195,
    air2dayCents: 3495,
    air1dayCents: 5995,
  },
  {
    minCents: 20000,
    maxCents: null,
    groundCents: 2495,
    groundDistCents: 1895,
    air2dayCents: 4995,
    air1dayCents: 8995,
  },
]
