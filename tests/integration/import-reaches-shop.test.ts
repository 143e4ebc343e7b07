/**
 * A command-line import writes the database from another process; the running shop hears of it
 * through POST /api/internal/catalog-changed (issue 38 item 8). Here the route runs in the
 * test's process beside the quote's kept tables: a shipping or tax table changed behind the
 * shop's back is answered from memory until the route is called, and fresh after it.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { keptQuoteTables } from '@/checkout/quote-tables'
import { internalSecret } from '@/platform/secrets'
import { inTransaction } from '@/platform/sql'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'

const band = (min: number, max: number | null, ground: number) => ({
  min,
  max,
  ground,
  groundDist: ground,
  air2day: ground * 2,
  air1day: ground * 3,
})

function suite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    payload = database.payload
    await payload.updateGlobal({
      slug: 'shipping-rates',
      data: { bands: [band(0.01, 49.99, 9.5), band(50, null, 15)] },
      overrideAccess: true,
    })
    await payload.updateGlobal({
      slug: 'checkout-settings',
      data: { taxRates: [{ state: 'PA', zipCodes: '*', rate: 6 }] },
      overrideAccess: true,
    })
  })
  afterAll(async () => {
    await database?.close()
  })

  it(`${dialect}: a rate band and a tax rate written by another process reach the quote once the shop is told`, async () => {
    const before = await keptQuoteTables(payload)
    expect(before.shipping.rateBands[0]?.groundCents).toBe(950)
    expect(before.taxRules).toEqual([{ state: 'PA', zipCodes: '*', ratePercent: '6' }])

    // what `npm run import -- shipping bands` / `tax` commit from the command line
    await inTransaction(payload, undefined, async (db) => {
      await db.run(sql`UPDATE "shipping_rates_bands" SET "ground" = 12.25 WHERE "min" < 1`)
      await db.run(sql`UPDATE "checkout_settings_tax_rates" SET "rate" = 7`)
    })
    // the shop still answers from memory: the change came from elsewhere
    expect((await keptQuoteTables(payload)).shipping.rateBands[0]?.groundCents).toBe(950)

    const { POST } = await import('@/app/api/internal/catalog-changed/route')
    const told = await POST(
      new Request('http://shop.test/api/internal/catalog-changed', {
        method: 'POST',
        headers: { 'x-internal-secret': internalSecret() },
      }),
    )
    expect(told.status).toBe(200)
    const after = await keptQuoteTables(payload)
    expect(after.shipping.rateBands[0]?.groundCents).toBe(1225)
    expect(after.taxRules).toEqual([{ state: 'PA', zipCodes: '*', ratePercent: '7' }])
  })
}

describe.each(dialectsUnderTest)('an import reaches the running shop (%s)', (dialect) =>
  suite(dialect),
)
