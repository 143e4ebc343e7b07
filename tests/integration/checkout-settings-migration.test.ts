/**
 * The migration that gave checkout its own settings (issue 40), on SQLite and PostgreSQL: the
 * fees and tariff, family rates with their zones, item rules, tax rules, reps and order notice
 * recipients staff kept in the site settings are in `checkout-settings` after it, as Payload
 * and the quote read them; the company block stays in the site settings.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadQuoteTables } from '@/checkout/quote-tables'
import { dbFor } from '@/platform/sql'

import {
  dialectsUnderTest,
  migrationsOf,
  openTestDatabase,
  type Dialect,
  type TestDatabase,
} from '../support/databases'

const migration = 'checkout_settings'

function suite(dialect: Dialect) {
  let database: TestDatabase
  let payload: Payload

  beforeAll(async () => {
    database = await openTestDatabase(dialect, {}, (all) =>
      all.filter((each) => !each.name.endsWith(migration)),
    )
    payload = database.payload
  })
  afterAll(async () => {
    await database?.close()
  })

  it(`${dialect}: the values staff kept in the site settings are checkout's after it`, async () => {
    const db = await dbFor(payload)
    const yes = dialect === 'postgres' ? sql`true` : sql`1`
    const no = dialect === 'postgres' ? sql`false` : sql`0`
    const now = new Date().toISOString()
    // as the site settings stored them before the migration
    await db.run(sql`
      INSERT INTO "site_settings" ("id", "company_name", "contact_email", "fees_handling_threshold",
        "fees_handling_fee", "fees_handling_fee_international", "fees_cut_fee",
        "fees_international_fee", "fees_tariff_mode", "fees_tariff_global_percent",
        "fees_tariff_per_item_percent", "order_notice_recipients", "updated_at", "created_at")
      VALUES (1, 'Allegheny Controls', 'sales@allegheny.example', 59, 12.5, 30, 11, 45, 'perItem',
        5.5, 20, 'orders@allegheny.example, desk@allegheny.example', ${now}, ${now})`)
    await db.run(sql`
      INSERT INTO "site_settings_sales_reps" ("_order", "_parent_id", "id", "label", "rep",
        "territory", "email", "area_codes", "states", "countries")
      VALUES (1, 1, 'rep-1', 'northeast', 'Tom Kowalski', 'Northeast', 'tk@allegheny.example',
          '412,724', 'PA,NY', NULL),
        (2, 1, 'rep-2', 'fallback', 'Sofía Méndez', NULL, NULL, NULL, NULL, 'MX')`)
    await db.run(sql`
      INSERT INTO "site_settings_cart_shipping_rates" ("_order", "_parent_id", "id", "code",
        "family", "spq_box_count", "non_box_count")
      VALUES (1, 1, 'rate-1', 'DIN', 'DIN rail', 10, 4)`)
    await db.run(sql`
      INSERT INTO "site_settings_cart_shipping_rates_zones" ("_order", "_parent_id", "id", "zone",
        "spq_box_price", "non_box_price")
      VALUES (1, 'rate-1', 'zone-2', 2, 18.5, 9.25), (2, 'rate-1', 'zone-8', 8, 42, 21)`)
    await db.run(sql`
      INSERT INTO "site_settings_cart_item_rules" ("_order", "_parent_id", "id", "pn",
        "exempt_from_free_shipping", "lead_time10_days")
      VALUES (1, 1, 'rule-1', 'TL*', ${no}, ${yes}), (2, 1, 'rule-2', 'ENC*', ${yes}, ${no})`)
    await db.run(sql`
      INSERT INTO "site_settings_tax_rates" ("_order", "_parent_id", "id", "state", "zip_codes",
        "rate")
      VALUES (1, 1, 'tax-1', 'PA', '*', 6), (2, 1, 'tax-2', 'PA', '152*', 7)`)

    await payload.db.migrate({ migrations: migrationsOf(dialect) })

    const checkout = await payload.findGlobal({
      slug: 'checkout-settings',
      depth: 0,
      overrideAccess: true,
    })
    expect(checkout.fees).toEqual({
      handlingThreshold: 59,
      handlingFee: 12.5,
      handlingFeeInternational: 30,
      cutFee: 11,
      internationalFee: 45,
      tariffMode: 'perItem',
      tariffGlobalPercent: 5.5,
      tariffPerItemPercent: 20,
    })
    expect(checkout.orderNoticeRecipients).toBe('orders@allegheny.example, desk@allegheny.example')
    expect(checkout.salesReps).toEqual([
      {
        id: 'rep-1',
        label: 'northeast',
        rep: 'Tom Kowalski',
        territory: 'Northeast',
        email: 'tk@allegheny.example',
        areaCodes: '412,724',
        states: 'PA,NY',
        countries: null,
      },
      {
        id: 'rep-2',
        label: 'fallback',
        rep: 'Sofía Méndez',
        territory: null,
        email: null,
        areaCodes: null,
        states: null,
        countries: 'MX',
      },
    ])
    expect(checkout.cartShippingRates).toEqual([
      {
        id: 'rate-1',
        code: 'DIN',
        family: 'DIN rail',
        spqBoxCount: 10,
        nonBoxCount: 4,
        zones: [
          { id: 'zone-2', zone: 2, spqBoxPrice: 18.5, nonBoxPrice: 9.25 },
          { id: 'zone-8', zone: 8, spqBoxPrice: 42, nonBoxPrice: 21 },
        ],
      },
    ])
    expect(checkout.cartItemRules).toEqual([
      { id: 'rule-1', pn: 'TL*', exemptFromFreeShipping: false, leadTime10Days: true },
      { id: 'rule-2', pn: 'ENC*', exemptFromFreeShipping: true, leadTime10Days: false },
    ])
    expect(checkout.taxRates).toEqual([
      { id: 'tax-1', state: 'PA', zipCodes: '*', rate: 6 },
      { id: 'tax-2', state: 'PA', zipCodes: '152*', rate: 7 },
    ])

    // the quote prices with them
    const tables = await loadQuoteTables(payload)
    expect(tables.settings).toMatchObject({
      handlingThresholdCents: 5900,
      handlingCents: 1250,
      tariffMode: 'perItem',
      tariffPerItemPercent: '20',
    })
    expect(tables.taxRules).toEqual([
      { state: 'PA', zipCodes: '*', ratePercent: '6' },
      { state: 'PA', zipCodes: '152*', ratePercent: '7' },
    ])
    expect(tables.shipping.familyRates).toEqual([
      {
        code: 'DIN',
        spqBoxCount: 10,
        nonBoxCount: 4,
        zones: {
          2: { spqBoxCents: 1850, nonBoxCents: 925 },
          8: { spqBoxCents: 4200, nonBoxCents: 2100 },
        },
      },
    ])

    // the company block stays where the pages read it
    const site = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    expect(site.companyName).toBe('Allegheny Controls')
    expect(site.contact?.email).toBe('sales@allegheny.example')
    expect(site).not.toHaveProperty('fees')
  })
}

describe.each(dialectsUnderTest)('checkout settings migration (%s)', (dialect) => {
  suite(dialect)
})
