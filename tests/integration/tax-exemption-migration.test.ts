/**
 * The migration that made a contact's tax exemption staff's decision (business rules §6 FIX),
 * on SQLite and PostgreSQL: an address stored "not taxable" before it (which a buyer could set
 * through the API) becomes an exemption request staff confirm; a taxable one has none.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dbFor } from '@/platform/sql'

import {
  dialectsUnderTest,
  migrationsOf,
  openTestDatabase,
  type Dialect,
  type TestDatabase,
} from '../support/databases'

const migration = 'tax_exemption_request'

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

  it(`${dialect}: "not taxable" stored before becomes a request; taxable stays none`, async () => {
    const db = await dbFor(payload)
    const yes = dialect === 'postgres' ? sql`true` : sql`1`
    const no = dialect === 'postgres' ? sql`false` : sql`0`
    const now = new Date().toISOString()
    for (const [city, taxable] of [
      ['Beaver', no],
      ['Pittsburgh', yes],
    ] as const) {
      await db.run(sql`
        INSERT INTO "contacts" ("name_first", "name_last", "phone1", "address1", "city",
          "address_country", "taxable", "updated_at", "created_at")
        VALUES ('Pat', 'Doe', '+14125550134', '1 Mill St', ${city}, 'US', ${taxable}, ${now}, ${now})`)
    }
    await payload.db.migrate({ migrations: migrationsOf(dialect) })
    const rows = await db.rows<{ city: string; tax_exemption: string }>(
      sql`SELECT "city", "tax_exemption" FROM "contacts" ORDER BY "city"`,
    )
    expect(rows).toEqual([
      { city: 'Beaver', tax_exemption: 'requested' },
      { city: 'Pittsburgh', tax_exemption: 'none' },
    ])
  })
}

describe.each(dialectsUnderTest)('tax exemption migration (%s)', (dialect) => {
  suite(dialect)
})
