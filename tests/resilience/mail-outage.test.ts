/**
 * The mail server down while orders are placed (proof issue, faults): orders are still placed
 * (201, the cart emptied), their mails wait in the outbox with the error, and when the mail
 * server is back on the same address every order's confirmation arrives, once per Message-ID,
 * without a restart. The outbox tries again after 30 s, then with growing pauses (business
 * rules §9); here the first pause is 5 s (OUTBOX_RETRY_MS), so the test does not wait a minute
 * for what it checks, that the mails go out again by themselves.
 */
import { randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'

import { dbFor } from '@/platform/sql'

import {
  buyerAddress,
  placeOrderWithRetries,
  prepareBuyer,
  serverCart,
  shopClient,
} from '../../scripts/bench/buyer-load.mjs'
import { catalogueLines } from '../../scripts/bench/harness.mjs'
import { openSeededTestDatabase } from '../support/databases'
import { freePort, startShopServer } from '../support/shop-server'
import { signInCodes, startTestSmtp } from '../support/smtp'

const buyers = 4

const open: { close: () => Promise<void> }[] = []
afterAll(async () => {
  for (const each of open.reverse()) await each.close()
})

describe('sqlite: the mail server down while orders are placed', () => {
  it(`${buyers} orders placed with no mail server; its return delivers every confirmation, no restart`, async () => {
    const port = await freePort()
    let smtp = await startTestSmtp({ port })
    const database = await openSeededTestDatabase('sqlite', { SMTP_URL: smtp.url }, { parts: 300 })
    open.push(database)
    const server = await startShopServer({
      ...database.env,
      SMTP_URL: smtp.url,
      MAIL_DEV_OUTBOX: '',
      OUTBOX_WORKER: 'on',
      OUTBOX_RETRY_MS: '5000',
    })
    open.push({ close: server.stop })
    const lines = await catalogueLines(server.base, 20)
    const codeFor = signInCodes(() => smtp)
    const shoppers = await Promise.all(
      Array.from({ length: buyers }, async (_, index) => {
        const email = `mail-outage.${index}@buyers.example`
        const client = shopClient({
          base: server.base,
          origin: server.base,
          localAddress: buyerAddress(index),
        })
        const { contactId } = await prepareBuyer(client, {
          index,
          email,
          lines,
          changes: 3,
          codeFor,
        })
        return { email, client, contactId }
      }),
    )

    // the mail server goes away; orders are placed all the same
    await smtp.close()
    const placed = await Promise.all(
      shoppers.map((shopper) =>
        placeOrderWithRetries(shopper.client, {
          contactId: shopper.contactId,
          key: randomUUID(),
          deadline: Date.now() + 10_000,
        }),
      ),
    )
    for (const { answer } of placed) expect(answer.status).toBe(201)
    for (const shopper of shoppers) expect((await serverCart(shopper.client)).size).toBe(0)

    // the worker tried and failed: the mails wait in the outbox with the reason
    const db = await dbFor(database.payload)
    const waiting = async () =>
      db.rows<{ status: string; last_error: string | null }>(
        sql`SELECT "status", "last_error" FROM "outbox"`,
      )
    const until = Date.now() + 20_000
    while ((await waiting()).some((row) => !row.last_error) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const failed = await waiting()
    expect(failed.length).toBeGreaterThanOrEqual(buyers)
    expect(failed.every((row) => row.status === 'pending' && row.last_error)).toBe(true)

    // the mail server comes back where the shop expects it: every confirmation arrives
    const cameBack = Date.now()
    smtp = await startTestSmtp({ port })
    open.push(smtp)
    const numbers = placed.map(
      ({ answer }) => (answer.body as { order: { number: string } }).order.number,
    )
    for (const [index, number] of numbers.entries()) {
      await smtp.waitFor(
        (mail) => mail.to.includes(shoppers[index]!.email) && mail.subject.includes(number),
        120_000,
      )
    }
    const seconds = Math.round((Date.now() - cameBack) / 1000)
    // every row sent, each with one Message-ID
    const until2 = Date.now() + 60_000
    while ((await waiting()).some((row) => row.status !== 'sent') && Date.now() < until2) {
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect((await waiting()).map((row) => row.status)).toEqual(failed.map(() => 'sent'))
    const ids = new Map<string, Set<string>>()
    for (const mail of smtp.messages) {
      const number = numbers.find((each) => mail.subject.includes(each))
      if (!number) continue
      const key = `${number} → ${mail.to.join(',')}`
      ids.set(key, (ids.get(key) ?? new Set()).add(mail.messageId))
    }
    expect([...ids.values()].every((each) => each.size === 1)).toBe(true)
    console.log(
      `[mail outage] ${buyers} orders placed with no mail server (${failed.length} mails waiting, ` +
        `each with its error); all ${failed.length} sent ${seconds} s after the server came back`,
    )
    for (const shopper of shoppers) shopper.client.close()
  }, 300_000)
})
