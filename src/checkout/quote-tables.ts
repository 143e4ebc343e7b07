/**
 * The staff-edited data the quote runs on, read from the site settings and handed to the pure
 * `quote` as plain values: the fee settings in exact cents and decimal-text percentages, and
 * the cart item rules (business rules §4, §5). Missing or broken values fall back to the
 * defaults of the rules, so a half-filled settings page never prices a cart at nothing.
 */
import type { Payload } from 'payload'

import type { SiteSetting } from '@/payload-types'
import { toCents } from '@/pricing/money'

import { defaultFeeSettings, type CartItemRule, type FeeSettings, type QuoteTables } from './quote'

type FeeFields = Partial<NonNullable<SiteSetting['fees']>>

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

export function itemRulesFrom(rules: SiteSetting['cartItemRules']): CartItemRule[] {
  return (rules ?? [])
    .filter((rule) => typeof rule.pn === 'string' && rule.pn.trim() !== '')
    .map((rule) => ({
      pattern: rule.pn.trim(),
      leadTime10Days: rule.leadTime10Days === true,
      exemptFromFreeShipping: rule.exemptFromFreeShipping === true,
    }))
}

export async function loadQuoteTables(payload: Payload): Promise<QuoteTables> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
  })
  return {
    settings: feeSettingsFrom(settings.fees),
    itemRules: itemRulesFrom(settings.cartItemRules),
  }
}
