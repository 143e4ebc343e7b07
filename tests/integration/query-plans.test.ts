/**
 * Every query the catalogue's pages, the family parts API, the price lookup, the quote and the
 * search run finds its rows through an index (issue 23: 50,000 parts). The demo catalogue is
 * seeded with 20,000 parts and a price list of 20,000 part-number entries (the sizes production
 * has), the statements are captured from the adapter while the real loaders run (after a
 * warm-up, so what is kept in memory after a catalogue change is not counted per request), and
 * each is explained with its own parameters:
 * - SQLite (`EXPLAIN QUERY PLAN`): no `SCAN` of a large table, with or without an index (a scan
 *   in index order still reads every row); an FTS5 table's `VIRTUAL TABLE INDEX` is its index;
 * - PostgreSQL (`EXPLAIN (FORMAT JSON)` after `ANALYZE`, planner settings untouched): no
 *   `Seq Scan` of a large table that holds production-like row counts here (parts, price
 *   entries, search rows: ≥ 1,000 rows); the planner's own choice. With a dozen buyers it rightly
 *   reads the buyers' tables whole, so those are held to SQLite's plans, which show whether
 *   an index serves the query whatever the row count (SQLite keeps no statistics unless told).
 * Small staff tables (series, families, carriers, settings) are read whole by design.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { applyPriceListImport } from '@/catalog/import/apply'
import { loadPriceData } from '@/catalog/catalog-data'
import { createFamilyPartsApi } from '@/catalog/parts-api'
import { attributeTitles, familyBySlug, familyParts, partByPn } from '@/catalog/parts-data'
import { pricePartsFor } from '@/catalog/price-parts'
import { createSearch } from '@/catalog/search'
import { quoteCart } from '@/checkout/quote-cart'
import { keptQuoteTables, loadQuoteTables } from '@/checkout/quote-tables'
import { buyerFrom, buyerOfWebUser } from '@/account/buyer'
import { ensureWebUser } from '@/account/web-user'
import { seedDemoContent } from '@/seed'
import { dbFor } from '@/platform/sql'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'

const PARTS = 20_000
const PRICE_ENTRIES = 20_000

/** Tables that grow with the catalogue, its price lists, its buyers or its orders. */
const largeTables = [
  'parts',
  'price_list_entries',
  'search_text',
  'search_pn',
  'zip_zones',
  'web_users',
  'customers',
  'contacts',
  'orders',
]

type Statement = { sql: string; params: unknown[] }

/** Every statement the adapter sends while `capturing` is on, with its parameters. */
function statementRecorder(payload: Payload) {
  const db = payload.db as unknown as {
    client?: Record<string, (...args: unknown[]) => unknown>
    pool?: Record<string, (...args: unknown[]) => unknown>
  }
  const target = (db.pool ?? db.client)!
  const method = db.pool ? 'query' : 'execute'
  const original = target[method]!.bind(target)
  const seen: Statement[] = []
  let capturing = false
  target[method] = (...args: unknown[]) => {
    if (capturing) {
      const first = args[0] as
        string | { sql?: string; text?: string; args?: unknown[]; values?: unknown[] }
      if (typeof first === 'string') seen.push({ sql: first, params: (args[1] as unknown[]) ?? [] })
      else
        seen.push({
          sql: first.sql ?? first.text ?? '',
          params: first.args ?? first.values ?? (args[1] as unknown[]) ?? [],
        })
    }
    return original(...args)
  }
  return {
    original,
    async during(work: () => Promise<unknown>): Promise<Statement[]> {
      seen.length = 0
      capturing = true
      try {
        await work()
      } finally {
        capturing = false
      }
      return seen.splice(0)
    },
  }
}

/** The large tables a statement reads whole, by its plan. */
async function fullScans(
  dialect: 'sqlite' | 'postgres',
  execute: (...args: unknown[]) => unknown,
  statement: Statement,
  seededLarge: readonly string[],
): Promise<string[]> {
  if (dialect === 'sqlite') {
    const result = (await execute({
      sql: `EXPLAIN QUERY PLAN ${statement.sql}`,
      args: statement.params,
    })) as { rows: { detail: string }[] }
    return result.rows
      .map((row) => String(row.detail))
      .filter((detail) => {
        const scanned = /^SCAN (\w+)/.exec(detail)?.[1]
        return scanned && largeTables.includes(scanned) && !/VIRTUAL TABLE INDEX/.test(detail)
      })
  }
  const result = (await execute({
    text: `EXPLAIN (FORMAT JSON) ${statement.sql}`,
    values: statement.params,
  })) as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] }
  const found: string[] = []
  const walk = (node: PlanNode) => {
    if (node['Node Type'] === 'Seq Scan' && seededLarge.includes(node['Relation Name'] ?? ''))
      found.push(`Seq Scan on ${node['Relation Name']}`)
    for (const child of node.Plans ?? []) walk(child)
  }
  walk(result.rows[0]!['QUERY PLAN'][0].Plan)
  return found
}
type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] }

function suite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload
  let recorder: ReturnType<typeof statementRecorder>
  let pns: string[]
  /** The large tables that hold ≥ 1,000 rows in this database. */
  const seededLarge: string[] = []

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    payload = database.payload
    await seedDemoContent(payload, { parts: PARTS })
    const db = await dbFor(payload)
    const rows = await db.rows<{ pn: string }>(sql`SELECT pn FROM parts ORDER BY pn`)
    pns = rows.map((row) => row.pn)
    // a price list the size of a real one: a net price for 20,000 part numbers
    await applyPriceListImport(
      payload,
      'Distributor',
      pns.slice(0, PRICE_ENTRIES).map((pn, index) => ({
        valueType: 'Actual' as const,
        schedule: null,
        pn,
        value: 1 + (index % 500) / 100,
      })),
      { refresh: false },
    )
    // the planner's statistics, as autovacuum keeps them on a live server
    if (dialect === 'postgres') await db.run(sql`ANALYZE`)
    for (const table of largeTables) {
      // search_pn is SQLite's alone
      const rows = await db
        .rows<{ count: number | string }>(
          sql`SELECT count(*) AS count FROM ${sql.identifier(table)}`,
        )
        .catch(() => [])
      if (Number(rows[0]?.count ?? 0) >= 1000) seededLarge.push(table)
    }
    expect(seededLarge).toEqual(expect.arrayContaining(['parts', 'price_list_entries']))
    recorder = statementRecorder(payload)
  }, 900_000)

  afterAll(async () => {
    await database?.close()
  })

  /** Runs `work` twice (the first fills what is kept in memory) and explains the second run. */
  async function plansOf(work: () => Promise<unknown>) {
    await work()
    const statements = await recorder.during(work)
    expect(statements.length).toBeGreaterThan(0)
    const problems: string[] = []
    for (const statement of statements) {
      const scans = await fullScans(dialect, recorder.original, statement, seededLarge)
      if (scans.length > 0)
        problems.push(`${scans.join(', ')}: ${statement.sql.replace(/\s+/g, ' ')}`)
    }
    return { statements, problems }
  }

  const distributor = buyerFrom(
    { id: 1, email: 'plans@example.com' },
    {
      id: 1,
      name: 'Plans',
      custType: 'D1-Distributor/Stocking',
      priceList: 'Distributor',
      arTerm: 'NET 30',
      taxable: true,
      isFreeGroundAt: null,
    },
  )

  it(`${dialect}: a family page and the family parts API`, async () => {
    const family = await familyBySlug(payload, '22mm-nema-push-buttons')
    expect(family).not.toBeNull()
    const api = createFamilyPartsApi({ payload: async () => payload })
    const { problems } = await plansOf(async () => {
      await familyParts(payload, family!.id)
      await attributeTitles(payload, 'en')
      await familyBySlug(payload, '22mm-nema-push-buttons')
      const answer = await api(
        new Request('http://shop.test/api/public/families/22mm-nema-push-buttons/parts?page=3'),
        { params: Promise.resolve({ slug: '22mm-nema-push-buttons' }) },
      )
      expect(answer.status).toBe(200)
    })
    expect(problems).toEqual([])
  })

  it(`${dialect}: a part page`, async () => {
    const { problems } = await plansOf(() => partByPn(payload, pns[PARTS / 2]!))
    expect(problems).toEqual([])
  })

  it(`${dialect}: the price lookup: a list's data, and 200 parts priced for a buyer`, async () => {
    const cart = pns.filter((_, index) => index % (PARTS / 200) === 0)
    const { problems, statements } = await plansOf(async () => {
      const data = await loadPriceData(payload, 'Distributor')
      expect(data.entries.length).toBeGreaterThanOrEqual(PRICE_ENTRIES)
      await pricePartsFor(payload, distributor, cart, { priceData: async () => data })
    })
    expect(problems).toEqual([])
    // series, the list by name, its entries, the parts: whatever the number of pns
    expect(statements.length).toBeLessThanOrEqual(5)
  })

  it(`${dialect}: a 200-line quote to a US ZIP: a fixed number of statements, each on an index`, async () => {
    const items = pns
      .filter((_, index) => index % (PARTS / 200) === 0)
      .map((pn) => ({ pn, quantity: 1 }))
    const data = await loadPriceData(payload, 'Distributor')
    const destination = { country: 'US', state: 'PA', postalCode: '15222' }
    const { problems, statements } = await plansOf(async () => {
      await loadQuoteTables(payload, { zipPrefix: '152', locale: 'es' })
      await quoteCart(
        payload,
        distributor,
        { items, destination, locale: 'en' },
        { priceData: async () => data, tables: keptQuoteTables },
      ).catch((error: unknown) => {
        // a refusal of the rules (a quantity not in whole packs) still ran every query
        if (!(error instanceof Error && 'status' in error)) throw error
      })
    })
    expect(problems).toEqual([])
    // the fresh tables (settings, bands, carriers, zone) + the kept ones (parts, zone)
    expect(statements.length).toBeLessThanOrEqual(8)
  })

  it(`${dialect}: the signed-in buyer behind a quote: their web user and customer`, async () => {
    const customer = (
      await payload.find({ collection: 'customers', limit: 1, depth: 0, overrideAccess: true })
    ).docs[0]!
    const authUser = { id: 'plans-auth-user', email: 'plans@buyers.example', name: 'Plan Buyer' }
    const user = await ensureWebUser(payload, authUser)
    await payload.update({
      collection: 'web-users',
      id: user.id,
      data: { primaryCustomer: customer.id, customers: [customer.id] },
      overrideAccess: true,
    })
    const { problems } = await plansOf(async () => {
      const buyer = await buyerOfWebUser(payload, await ensureWebUser(payload, authUser))
      expect(buyer.customer?.id).toBe(customer.id)
    })
    expect(problems).toEqual([])
  })

  it(`${dialect}: searches: words in both languages, pn prefix, pn key, pn substring, lookup`, async () => {
    const search = createSearch(payload)
    const { problems } = await plansOf(async () => {
      for (const [q, locale] of [
        ['contactor 65A', 'en'],
        ['relé térmico', 'es'],
        ['pilot light red 24v', 'en'],
        // a prefix a buyer types before the list narrows (six characters, as the bench's); a
        // three-character prefix of a big series matches a fifth of the catalogue, and
        // PostgreSQL then rightly reads the table rather than a fifth of it through the index
        [pns[777]!.slice(0, 6), 'en'],
        ['e22 pb', 'en'],
        ['PBR', 'en'],
        [pns[1234]!, 'en'],
      ] as const) {
        await search.search({ q, locale, limit: 10 })
      }
      await search.lookupParts(pns.slice(100, 150))
    })
    expect(problems).toEqual([])
  })
}

describe.each(dialectsUnderTest)('query plans on a large catalogue (%s)', (dialect) => {
  suite(dialect)
})
