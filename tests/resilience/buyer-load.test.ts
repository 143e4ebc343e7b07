/**
 * Signed-in buyers under load, the small version of `npm run bench`'s 200 (proof issue): 24
 * buyers at once against the production build, each signed in through the real e-mail code
 * (the test mail server), each from its own loopback address so that the per-client sign-in
 * limits stay on as shipped, each making 20 cart changes and placing one order. Counted
 * afterwards: every cart line as the buyer left it, exactly one order per buyer with those
 * lines (in the database, not only in the answers), every cart emptied, no 5xx. On SQLite, and
 * on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { catalogueLines } from '../../scripts/bench/harness.mjs'
import { runBuyerLoad } from '../../scripts/bench/buyer-load.mjs'
import { dialectsUnderTest, openSeededTestDatabase, type TestDatabase } from '../support/databases'
import { startShopServer, type ShopServer } from '../support/shop-server'
import { signInCodes, startTestSmtp } from '../support/smtp'

const buyers = 24
const changes = 20

const open: { close: () => Promise<void> }[] = []
afterAll(async () => {
  for (const each of open.reverse()) await each.close()
})

describe.each(dialectsUnderTest)('%s: signed-in buyers under load', (dialect) => {
  it(`${buyers} buyers × ${changes} cart changes and one order each: nothing lost, nothing twice, no 5xx`, async () => {
    const smtp = await startTestSmtp()
    open.push(smtp)
    // the demo catalogue through the shop's own command (its seed spins when run in a worker)
    const database: TestDatabase = await openSeededTestDatabase(
      dialect,
      { SMTP_URL: smtp.url },
      { parts: 300 },
    )
    open.push(database)
    const server: ShopServer = await startShopServer({
      ...database.env,
      SMTP_URL: smtp.url,
      MAIL_DEV_OUTBOX: '',
    })
    open.push({ close: server.stop })

    const lines = await catalogueLines(server.base, 40)
    expect(lines.length).toBe(40)
    const outcome = await runBuyerLoad({
      base: server.base,
      buyers,
      changes,
      lines,
      codeFor: signInCodes(() => smtp),
    })
    console.log(
      `[load] ${dialect}: ${buyers} buyers × ${changes} changes + 1 order in ${outcome.seconds.toFixed(1)} s\n` +
        outcome.rows
          .map(
            (row) =>
              `  ${row.step.padEnd(22)} ${String(row.requests).padStart(5)} requests, ${row.perSecond}/s, ` +
              `p50 ${row.p50} ms, p99 ${row.p99} ms, statuses ${JSON.stringify(row.statuses)}`,
          )
          .join('\n'),
    )
    expect(outcome.errors, server.output().slice(-2000)).toEqual([])
    expect(outcome.serverErrors).toBe(0)
    expect(outcome.lostCartLines).toBe(0)
    expect(outcome.orderLineDifferences).toBe(0)
    expect(outcome.buyersWithoutOneOrder).toBe(0)
    expect(outcome.cartsNotEmptied).toBe(0)

    // the database agrees: one order per buyer, none twice
    const orders = await database.payload.find({
      collection: 'orders',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      select: { webUser: true, number: true },
    })
    const perBuyer = new Map<unknown, number>()
    for (const order of orders.docs)
      perBuyer.set(order.webUser, (perBuyer.get(order.webUser) ?? 0) + 1)
    expect(orders.docs.length).toBe(buyers)
    expect([...perBuyer.values()].every((count) => count === 1)).toBe(true)
    console.log(
      `[load] ${dialect}: ${orders.docs.length} orders in the database for ${perBuyer.size} buyers; ` +
        `0 lost cart lines, 0 5xx`,
    )
  }, 600_000)
})
