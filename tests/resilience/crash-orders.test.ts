/**
 * SIGKILL while orders are being placed (proof issue, faults). Buyers with full carts place
 * their orders all at once; as soon as the first order is in the database the server is killed
 * without warning, then started again on the same port. Every client retries with its own
 * idempotency key until it gets an answer. Afterwards: every buyer has exactly one order with
 * all their lines, every cart is empty (none half-cleared), and every order's mails arrived.
 * Mail is at least once: a crash between the mail server's acceptance and the outbox row's mark
 * resends the row, with the same Message-ID, so the test allows repeats of one Message-ID and
 * refuses two different Message-IDs for one order and recipient.
 */
import { randomUUID } from 'node:crypto'

import { afterAll, describe, expect, it } from 'vitest'

import {
  buyerAddress,
  placeOrderWithRetries,
  prepareBuyer,
  serverCart,
  shopClient,
} from '../../scripts/bench/buyer-load.mjs'
import { catalogueLines } from '../../scripts/bench/harness.mjs'
import { dialectsUnderTest, openSeededTestDatabase } from '../support/databases'
import { startShopServer } from '../support/shop-server'
import { signInCodes, startTestSmtp, type ReceivedMail } from '../support/smtp'

const buyers = 16

const open: { close: () => Promise<void> }[] = []
afterAll(async () => {
  for (const each of open.reverse()) await each.close()
})

describe.each(dialectsUnderTest)('%s: the server killed while orders are placed', (dialect) => {
  it(`${buyers} orders at once, SIGKILL, restart, retries with the same keys: each order once, carts empty, every mail sent`, async () => {
    const smtp = await startTestSmtp()
    open.push(smtp)
    const database = await openSeededTestDatabase(dialect, { SMTP_URL: smtp.url }, { parts: 300 })
    open.push(database)
    const env = {
      ...database.env,
      SMTP_URL: smtp.url,
      MAIL_DEV_OUTBOX: '',
      // the outbox worker sends the confirmations; a row a crash left claimed is free again at the restart
      OUTBOX_WORKER: 'on',
      OUTBOX_LEASE_MS: '2000',
    }
    let server = await startShopServer(env)
    open.push({ close: () => server.stop() })

    const lines = await catalogueLines(server.base, 30)
    const codeFor = signInCodes(() => smtp)
    // each buyer signed in, with a cart of some lines and an address
    const shoppers = await Promise.all(
      Array.from({ length: buyers }, async (_, index) => {
        const email = `crash.${index}@buyers.example`
        const client = shopClient({
          base: server.base,
          origin: server.base,
          localAddress: buyerAddress(index),
        })
        const { plan, contactId } = await prepareBuyer(client, {
          index,
          email,
          lines,
          changes: 6,
          codeFor,
        })
        return { email, client, plan, contactId }
      }),
    )

    // every buyer places their order at once; the server dies as the first one lands
    const ordersInDatabase = async () =>
      (await database.payload.count({ collection: 'orders', overrideAccess: true })).totalDocs
    const placing = shoppers.map((shopper) =>
      placeOrderWithRetries(shopper.client, {
        contactId: shopper.contactId,
        key: randomUUID(),
        deadline: Date.now() + 120_000,
      }),
    )
    const killedAt = Date.now()
    while ((await ordersInDatabase()) === 0 && Date.now() - killedAt < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    server.process.kill('SIGKILL')
    await server.exited
    const ordersAtKill = await ordersInDatabase()
    const port = server.port
    server = await startShopServer(env, { port })
    const placed = await Promise.all(placing)

    const retried = placed.filter((each) => each.tries > 1).length
    const sameOrderAgain = placed.filter((each) => each.answer.status === 200).length
    console.log(
      `[crash] ${dialect}: killed with ${ordersAtKill} of ${buyers} orders in the database; ` +
        `${retried} clients retried after the restart, ${sameOrderAgain} of them answered the order ` +
        `their lost try had placed (200), ${buyers - sameOrderAgain} placed it then (201)`,
    )
    expect(ordersAtKill).toBeLessThan(buyers) // the kill came while orders were still being placed
    for (const { answer } of placed) expect([200, 201]).toContain(answer.status)

    // exactly one order per buyer, with every line of their cart; every cart empty
    const orders = await database.payload.find({
      collection: 'orders',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      select: { webUser: true, number: true, lines: true },
    })
    expect(orders.docs.length).toBe(buyers)
    const numbers = new Map<number, string>()
    for (const [index, shopper] of shoppers.entries()) {
      const order = (placed[index]!.answer.body as { order: { number: string } }).order
      const mine = orders.docs.filter((each) => each.number === order.number)
      expect(mine).toHaveLength(1)
      const ordered = new Map(
        ((mine[0]!.lines ?? []) as { pn: string; quantity: number }[]).map(
          (line) => [line.pn, line.quantity] as const,
        ),
      )
      expect(ordered).toEqual(shopper.plan.expected)
      expect((await serverCart(shopper.client)).size).toBe(0)
      numbers.set(index, order.number)
    }
    expect(new Set(orders.docs.map((each) => each.webUser)).size).toBe(buyers)

    // every confirmation arrived (at least once), and never two different messages for one order
    for (const [index, number] of numbers) {
      await smtp.waitFor(
        (mail) => mail.to.includes(shoppers[index]!.email) && mail.subject.includes(number),
        60_000,
      )
    }
    const perOrderAndRecipient = new Map<string, Set<string>>()
    let orderMails = 0
    for (const mail of smtp.messages as ReceivedMail[]) {
      const number = [...numbers.values()].find((each) => mail.subject.includes(each))
      if (!number) continue
      orderMails += 1
      const key = `${number} → ${mail.to.join(',')}`
      perOrderAndRecipient.set(
        key,
        (perOrderAndRecipient.get(key) ?? new Set()).add(mail.messageId),
      )
    }
    const mixed = [...perOrderAndRecipient].filter(([, ids]) => ids.size !== 1)
    expect(mixed).toEqual([])
    console.log(
      `[crash] ${dialect}: ${orders.docs.length} orders, each once; ${orderMails} order mails for ` +
        `${perOrderAndRecipient.size} order × recipient pairs, one Message-ID each`,
    )
    for (const shopper of shoppers) shopper.client.close()
  }, 600_000)
})
