/**
 * The staff-edited data the quote runs on, read from the checkout settings and handed to the pure
 * `quote` as plain values: the fee settings in exact cents and decimal-text percentages, and
 * the cart item rules (business rules §4, §5). Missing or broken values fall back to the
 * defaults of the rules, so a half-filled settings page never prices a cart at nothing.
 */
import type { Payload } from 'payload'

import type { CheckoutSetting, ShippingCarrier, ZipZone } from '@/payload-types'
import { sharedForget } from '@/platform/shared-invalidation'
import { toCents } from '@/platform/money'
import type { Locale } from '@/i18n/locales'

import { defaultFeeSettings, type CartItemRule, type FeeSettings, type QuoteTables } from './quote'
import type { BothLanguages, Carrier, FamilyRate } from './quote/shipping'
import { bandRowsOf } from './shipping-data'
import type { TaxRule } from './quote/tax'

type FeeFields = Partial<NonNullable<CheckoutSetting['fees']>>

function centsOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? toCents(value)
    : fallback
}

function percentOr(value: unknown, fallback: string): string {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100
    ? String(value)
    : fallback
}

/** Fee settings as the quote wants them, from the settings' dollar and percent fields. */
export function feeSettingsFrom(fees: FeeFields | null | undefined): FeeSettings {
  const d = defaultFeeSettings
  const mode = fees?.tariffMode
  return {
    handlingThresholdCents: centsOr(fees?.handlingThreshold, d.handlingThresholdCents),
    handlingCents: centsOr(fees?.handlingFee, d.handlingCents),
    handlingInternationalCents: centsOr(
      fees?.handlingFeeInternational,
      d.handlingInternationalCents,
    ),
    cutFeeCents: centsOr(fees?.cutFee, d.cutFeeCents),
    tariffMode: mode === 'global' || mode === 'perItem' || mode === 'off' ? mode : d.tariffMode,
    tariffGlobalPercent: percentOr(fees?.tariffGlobalPercent, d.tariffGlobalPercent),
    tariffPerItemPercent: percentOr(fees?.tariffPerItemPercent, d.tariffPerItemPercent),
    internationalFeeCents: centsOr(fees?.internationalFee, d.internationalFeeCents),
  }
}

export function itemRulesFrom(rules: CheckoutSetting['cartItemRules']): CartItemRule[] {
  return (rules ?? [])
    .filter((rule) => typeof rule.pn === 'string' && rule.pn.trim() !== '')
    .map((rule) => ({
      pattern: rule.pn.trim(),
      leadTime10Days: rule.leadTime10Days === true,
      exemptFromFreeShipping: rule.exemptFromFreeShipping === true,
    }))
}

/** `cartShippingRates` (dollars per zone) → the zone-rated families in cents. */
export function familyRatesFrom(rates: CheckoutSetting['cartShippingRates']): FamilyRate[] {
  return (rates ?? [])
    .filter((rate) => typeof rate.code === 'string' && rate.code.trim() !== '')
    .map((rate) => ({
      code: rate.code.trim(),
      spqBoxCount: Math.max(1, Math.trunc(rate.spqBoxCount ?? 1)),
      nonBoxCount: Math.max(1, Math.trunc(rate.nonBoxCount ?? 1)),
      zones: Object.fromEntries(
        (rate.zones ?? []).map((zone) => [
          zone.zone,
          { spqBoxCents: centsOr(zone.spqBoxPrice, 0), nonBoxCents: centsOr(zone.nonBoxPrice, 0) },
        ]),
      ),
    }))
}

/** `taxRates` → tax rules with exact decimal-text rates. */
export function taxRulesFrom(rates: CheckoutSetting['taxRates']): TaxRule[] {
  return (rates ?? [])
    .filter((rate) => typeof rate.state === 'string' && rate.state.trim() !== '')
    .map((rate) => ({
      state: rate.state.trim().toUpperCase(),
      zipCodes: rate.zipCodes?.trim() || '*',
      ratePercent: percentOr(rate.rate, '0'),
    }))
}

/** A localized field as read with `locale: 'all'` (or one language's text, as before). */
type Localized = string | Partial<Record<Locale, string | null>> | null | undefined

/** Both languages of a localized value; Spanish not yet written falls back to English. */
export function bothLanguages(value: Localized, fallback: string): BothLanguages {
  if (typeof value === 'string') return { en: value || fallback, es: value || fallback }
  const en = value?.en?.trim() || fallback
  return { en, es: value?.es?.trim() || en }
}

/** A carrier read with `locale: 'all'`: its title and services' names are per language. */
type CarrierDoc = Omit<ShippingCarrier, 'title' | 'services'> & {
  title: Localized
  services?: { code?: string | null; name?: Localized }[] | null
}

/** The carriers in a language, each with its names in both (the order keeps them). */
export function carriersFrom(docs: readonly CarrierDoc[], locale: Locale = 'en'): Carrier[] {
  return docs.map((doc) => {
    const titles = bothLanguages(doc.title, doc.slug)
    return {
      slug: doc.slug,
      title: titles[locale],
      titles,
      sequence: doc.sequence,
      international: doc.international === true,
      collect: doc.collect === true,
      minSubtotalCents: centsOr(doc.minSubtotal, 0),
      isDefault: doc.isDefault === true,
      accountName: doc.accountName?.trim() || null,
      services: (doc.services ?? [])
        .filter((row): row is { code: string; name?: Localized } => !!row.code?.trim())
        .map((row) => ({
          code: row.code.trim(),
          name: bothLanguages(row.name, row.code.trim()),
        })),
    }
  })
}

/** A zone row's states ('NY,NJ') as codes. */
export function statesOf(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((state) => state.trim().toUpperCase())
    .filter((state) => /^[A-Z]{2}$/.test(state))
}

/**
 * The quote's tables for one cart. Only the zone row of the address's ZIP prefix is read (the
 * table has ~900 rows and a quote needs one); carriers in the buyer's language.
 */
export type QuoteTableNeeds = { zipPrefix?: string | null; locale?: Locale }

/** The tables every quote in one language shares: fee settings, item rules, carriers, bands, rates. */
type SharedTables = Omit<QuoteTables, 'shipping'> & {
  shipping: Omit<QuoteTables['shipping'], 'zipZones' | 'zipStates'>
}

async function loadSharedTables(payload: Payload, locale: Locale): Promise<SharedTables> {
  const [settings, rates, carriers] = await Promise.all([
    payload.findGlobal({ slug: 'checkout-settings', depth: 0, overrideAccess: true }),
    payload.findGlobal({ slug: 'shipping-rates', depth: 0, overrideAccess: true }),
    payload.find({
      collection: 'shipping-carriers',
      // both languages: the order keeps the names it was placed with in each (issue 39 §10);
      // a name not yet written in Spanish shows the English one (bothLanguages)
      locale: 'all',
      depth: 0,
      pagination: false,
      sort: 'sequence',
      overrideAccess: true,
    }),
  ])
  return {
    settings: feeSettingsFrom(settings.fees),
    itemRules: itemRulesFrom(settings.cartItemRules),
    shipping: {
      carriers: carriersFrom(carriers.docs as unknown as CarrierDoc[], locale),
      rateBands: bandRowsOf(rates.bands),
      familyRates: familyRatesFrom(settings.cartShippingRates),
    },
    taxRules: taxRulesFrom(settings.taxRates),
  }
}

/** The ZIP prefix's zone row, or none (one row by the prefix's index; no count). */
async function zoneOf(payload: Payload, zipPrefix: string | null | undefined) {
  if (!zipPrefix) return null
  const { docs } = await payload.find({
    collection: 'zip-zones',
    where: { prefix: { equals: zipPrefix } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

function withZone(
  shared: SharedTables,
  zone: Pick<ZipZone, 'prefix' | 'zone' | 'states'> | null,
): QuoteTables {
  return {
    ...shared,
    shipping: {
      ...shared.shipping,
      zipZones: zone ? { [zone.prefix]: zone.zone } : {},
      zipStates:
        zone && statesOf(zone.states).length > 0 ? { [zone.prefix]: statesOf(zone.states) } : {},
    },
  }
}

/** Read fresh: what placing an order prices with. */
export async function loadQuoteTables(
  payload: Payload,
  needs: QuoteTableNeeds = {},
): Promise<QuoteTables> {
  const [shared, zone] = await Promise.all([
    loadSharedTables(payload, needs.locale ?? 'en'),
    zoneOf(payload, needs.zipPrefix),
  ])
  return withZone(shared, zone)
}

/**
 * The shared tables kept per Payload instance and language until staff change one of them
 * (`forgetQuoteTables`, from the hooks of checkout settings, rate bands and carriers): reading the
 * settings global alone cost a 200-line quote more than its parts (issue 23). The ZIP zone is
 * still read per quote: one indexed row, and the ZIP import writes that table with plain SQL.
 */
let kept = new WeakMap<Payload, Map<string, Promise<SharedTables>>>()

/** Here and on the group's other instances (shared-invalidation.ts). */
export const forgetQuoteTables: () => void = sharedForget('quote-tables', () => {
  kept = new WeakMap()
})

/** afterChange / afterDelete hook of the tables the quote keeps. */
export const forgetQuoteTablesHook = <T>({ doc }: { doc: T }): T => {
  forgetQuoteTables()
  return doc
}

function keptSharedTables(payload: Payload, locale: Locale): Promise<SharedTables> {
  let byLocale = kept.get(payload)
  if (!byLocale) {
    byLocale = new Map()
    kept.set(payload, byLocale)
  }
  const found = byLocale.get(locale)
  if (found) return found
  const loading = loadSharedTables(payload, locale)
  const owner = byLocale
  owner.set(locale, loading)
  // a failed read is not kept: the next quote reads again
  loading.catch(() => {
    if (owner.get(locale) === loading) owner.delete(locale)
  })
  return loading
}

/** The quote API's reader: the kept shared tables and this cart's zone row. */
export async function keptQuoteTables(
  payload: Payload,
  needs: QuoteTableNeeds = {},
): Promise<QuoteTables> {
  const [shared, zone] = await Promise.all([
    keptSharedTables(payload, needs.locale ?? 'en'),
    zoneOf(payload, needs.zipPrefix),
  ])
  return withZone(shared, zone)
}
