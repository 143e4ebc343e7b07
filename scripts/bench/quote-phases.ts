/**
 * The quote's phases timed through Payload's Local API, without HTTP or Next (issue 23): on the
 * database of DATABASE_URL (seed it first: `npm run db:seed -- --parts 50000`), a 200-line cart
 * spread over the catalogue, priced for a guest (OEM) and a distributor, 100 times each after a
 * warm-up; prints each phase's median and p95 in ms and the SQL statements one quote runs.
 * Run: `node scripts/run-ts.mjs scripts/bench/quote-phases.ts`.
 */
import { getPayload, type Payload } from 'payload'

import config from '../../src/payload.config'
import { createShopAuth } from '../../src/account/auth'
import { buyerFrom, guestBuyer, type Buyer } from '../../src/account/buyer'
import { loadPriceData, type PriceData } from '../../src/catalog/catalog-data'
import { pricePartsFor } from '../../src/catalog/price-parts'
import { quote } from '../../src/checkout/quote'
import { createQuoteApi } from '../../src/checkout/quote-api'
import { quoteCart } from '../../src/checkout/quote-cart'
import { quoteBuyerOf, quoteLinesOf } from '../../src/checkout/quote-lines'
import { keptQuoteTables, loadQuoteTables } from '../../src/checkout/quote-tables'

const destination = { country: 'US', state: 'PA', postalCode: '15222', taxable: true }

function stats(measured: number[]) {
  const sorted = [...measured].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)]!
  return `p50 ${at(0.5).toFixed(2)} p95 ${at(0.95).toFixed(2)}`
}

async function time(label: string, times: number, run: () => Promise<unknown> | unknown) {
  for (let i = 0; i < 10; i++) await run()
  const measured: number[] = []
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    await run()
    measured.push(performance.now() - started)
  }
  console.log(`${label.padEnd(44)} ${stats(measured)} ms`)
}

/** Counts the SQL statements the adapter sends (SQLite's libsql client or PostgreSQL's pool). */
function countStatements(payload: Payload): { take: () => string[] } {
  const seen: string[] = []
  const db = payload.db as unknown as {
    client?: { execute: (...args: unknown[]) => unknown }
    pool?: { query: (...args: unknown[]) => unknown }
  }
  const target = db.pool ?? db.client
  const method = db.pool ? 'query' : 'execute'
  const original = (target as Record<string, (...args: unknown[]) => unknown>)[method]!
  ;(target as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { sql?: string; text?: string }
    seen.push(typeof first === 'string' ? first : (first.sql ?? first.text ?? '?'))
    return original.apply(this, args)
  }
  return { take: () => seen.splice(0) }
}

async function main() {
  const payload = await getPayload({ config, disableOnInit: true })
  const all = await payload.find({
    collection: 'parts',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { pn: true, pkgQty: true },
  })
  const step = Math.max(1, Math.floor(all.docs.length / 200))
  const picked = all.docs.filter((_, index) => index % step === 0).slice(0, 200)
  const items = picked.map((doc) => ({ pn: doc.pn, quantity: doc.pkgQty ?? 1 }))
  console.log(`${all.docs.length} parts; cart of ${items.length} lines`)

  const distributor: Buyer = buyerFrom(
    { id: 1, email: 'bench@example.com' },
    {
      id: 1,
      name: 'Bench',
      custType: 'D1-Distributor/Stocking',
      priceList: 'Distributor',
      arTerm: 'NET 30',
      taxable: true,
      isFreeGroundAt: null,
    },
  )
  const statements = countStatements(payload)
  for (const buyer of [guestBuyer, distributor]) {
    console.log(`— ${buyer.priceList}`)
    const priceData: PriceData = await loadPriceData(payload, buyer.priceList)
    const cached = async () => priceData
    await time('loadPriceData (uncached)', 50, () => loadPriceData(payload, buyer.priceList))
    await time('pricePartsFor (price data given)', 100, () =>
      pricePartsFor(
        payload,
        buyer,
        items.map((item) => item.pn),
        { priceData: cached },
      ),
    )
    await time('loadQuoteTables', 100, () =>
      loadQuoteTables(payload, { zipPrefix: '152', locale: 'en' }),
    )
    await time('keptQuoteTables', 100, () =>
      keptQuoteTables(payload, { zipPrefix: '152', locale: 'en' }),
    )
    const parts = await pricePartsFor(
      payload,
      buyer,
      items.map((item) => item.pn),
      { priceData: cached },
    )
    const tables = await loadQuoteTables(payload, { zipPrefix: '152', locale: 'en' })
    const input = {
      lines: quoteLinesOf(items, parts),
      destination,
      buyer: quoteBuyerOf(buyer),
    }
    await time('quote (pure)', 100, () => quote(input, tables))
    await time('quoteCart (price data given)', 100, () =>
      quoteCart(payload, buyer, { items, destination, locale: 'en' }, { priceData: cached }),
    )
    const app = { priceData: cached, tables: keptQuoteTables }
    await time('quoteCart (as the app binds it)', 100, () =>
      quoteCart(payload, buyer, { items, destination, locale: 'en' }, app),
    )
    statements.take()
    await quoteCart(payload, buyer, { items, destination, locale: 'en' }, app)
    const sql = statements.take()
    console.log(`one quoteCart as the app binds it: ${sql.length} statements`)
    for (const each of sql) console.log(`  ${each.replace(/\s+/g, ' ').slice(0, 160)}`)
  }

  // the route handler as the app binds it (price data and tables kept), a guest's cart
  const kept = new Map<string, Promise<PriceData>>()
  const site = 'http://shop.bench'
  const env = { ...process.env, SITE_URL: site }
  const auth = createShopAuth(payload, { env })
  const api = createQuoteApi({
    payload: async () => payload,
    auth: async () => auth,
    priceData: (listName) => {
      if (!kept.has(listName)) kept.set(listName, loadPriceData(payload, listName))
      return kept.get(listName)!
    },
    tables: keptQuoteTables,
    env,
  })
  const body = JSON.stringify({ items, shipping: destination, locale: 'en' })
  await time('quote API handler, guest (JSON answer read)', 200, async () => {
    const answer = await api.post(
      new Request(`${site}/api/public/cart/quote`, {
        method: 'POST',
        headers: { origin: site, 'content-type': 'application/json' },
        body,
      }),
    )
    if (answer.status !== 200) throw new Error(`quote answered ${answer.status}`)
    await answer.json()
  })
  await payload.destroy?.()
}

await main()
process.exit(0)
