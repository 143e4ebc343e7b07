/**
 * The order mails' outbox (business rules §9). Mails are queued as rows in the same
 * transaction as the change they announce, so a rolled-back order queues nothing; a worker
 * sends them after the commit. Each row is claimed with a lease before it is sent and marked
 * sent once the mail server accepts it, so two workers never send the same row; a server
 * that refuses is tried again later, with growing pauses. Each row has its own `Message-ID`:
 * should a worker die between the server's acceptance and the mark, the mail sent again after
 * the lease is recognisably the same message.
 */
import { randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { accountOrderPath } from '@/i18n/routes'
import { siteMailDomain, type Mailer } from '@/platform/mail'
import { dbFor, timestampOf } from '@/platform/sql'
import { toLocale } from '@/i18n/locales'

import { orderEmail, type MailLocale, type OrderMail } from './order-email'
import { recipientList } from './order-rules'
import { orderViewOf } from './order-view'

export type QueuedMail = {
  mail: OrderMail
  to: string
  locale: MailLocale
  orderId: number
}

export async function queueMails(
  payload: Payload,
  req: Partial<PayloadRequest>,
  mails: readonly QueuedMail[],
): Promise<void> {
  for (const queued of mails) {
    const { kind, ...data } = queued.mail
    await payload.create({
      collection: 'outbox',
      data: {
        kind,
        to: queued.to,
        locale: queued.locale,
        order: queued.orderId,
        data,
        status: 'pending',
        messageId: `<${randomUUID()}@orders.${siteMailDomain()}>`,
      },
      overrideAccess: true,
      req,
    })
  }
}

const wakerKey = Symbol.for('alleghenycontrols.outbox.waker')
type WakerHolder = { [wakerKey]?: () => void }

/**
 * The worker registers how to wake it; code that queued mails calls `wakeOutbox` after its
 * commit. Kept on `globalThis` because Next bundles the instrumentation hook and the route
 * handlers apart; with no worker (tests, scripts) waking does nothing.
 */
export function setOutboxWaker(wake: (() => void) | undefined): void {
  ;(globalThis as WakerHolder)[wakerKey] = wake
}

export function wakeOutbox(): void {
  ;(globalThis as WakerHolder)[wakerKey]?.()
}

async function checkoutSettings(payload: Payload, req: Partial<PayloadRequest> = {}) {
  return payload.findGlobal({ slug: 'checkout-settings', depth: 0, overrideAccess: true, req })
}

/** The rep's e-mail from staff's list of reps, or null when the rep has none (or no rep). */
function repEmailOf(
  settings: { salesReps?: { rep: string; email?: string | null }[] | null },
  rep: string | null | undefined,
): string | null {
  if (!rep) return null
  return (settings.salesReps ?? []).find((each) => each.rep === rep && each.email)?.email ?? null
}

/**
 * Who hears of a new order (or of the buyer's cancel) besides the buyer: the staff recipients
 * and the customer's rep.
 */
export async function noticeRecipients(
  payload: Payload,
  req: Partial<PayloadRequest>,
  rep: string | null,
): Promise<string[]> {
  const settings = await checkoutSettings(payload, req)
  const staff = recipientList(settings.orderNoticeRecipients).emails
  const repEmail = repEmailOf(settings, rep)
  const all = repEmail ? [...staff, repEmail] : staff
  return all.filter(
    (email, index) => all.findIndex((each) => each.toLowerCase() === email.toLowerCase()) === index,
  )
}

/** Pause before the next try: 30 s, 1 min, 2 min, … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)
}

export type DrainDeps = {
  payload: Payload
  mailer: Mailer
  /** The shop's origin for links in the mails. */
  origin: string
  now?: () => Date
  /** How long a claimed row is held before another worker may take it over. */
  leaseMs?: number
  batch?: number
}

type OutboxRow = {
  id: number
  kind: OrderMail['kind']
  to: string
  locale: MailLocale
  orderId: number
  data: Record<string, unknown>
  messageId: string
  attempts: number
}

function jsonOf(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') return JSON.parse(value) as Record<string, unknown>
  return (value ?? {}) as Record<string, unknown>
}

/** Takes a row for this worker, or null when another has it or it is not due. */
async function claimRow(deps: DrainDeps, id: number, now: Date): Promise<OutboxRow | null> {
  const db = await dbFor(deps.payload)
  const at = timestampOf(db.dialect, now)
  const until = timestampOf(db.dialect, new Date(now.getTime() + (deps.leaseMs ?? 120_000)))
  const rows = await db.rows(sql`
    UPDATE "outbox" SET "status" = 'sending', "lease_until" = ${until}, "attempts" = COALESCE("attempts", 0) + 1
    WHERE "id" = ${id} AND (
      ("status" = 'pending' AND ("next_attempt_at" IS NULL OR "next_attempt_at" <= ${at}))
      OR ("status" = 'sending' AND "lease_until" < ${at}))
    RETURNING "id", "kind", "to", "locale", "order_id", "data", "message_id", "attempts"`)
  const row = rows[0]
  if (!row) return null
  return {
    id: Number(row.id),
    kind: String(row.kind) as OrderMail['kind'],
    to: String(row.to),
    locale: toLocale(row.locale),
    orderId: Number(row.order_id),
    data: jsonOf(row.data),
    messageId: String(row.message_id),
    attempts: Number(row.attempts),
  }
}

async function dueIds(deps: DrainDeps, now: Date): Promise<number[]> {
  const db = await dbFor(deps.payload)
  const at = timestampOf(db.dialect, now)
  const rows = await db.rows(sql`
    SELECT "id" FROM "outbox"
    WHERE ("status" = 'pending' AND ("next_attempt_at" IS NULL OR "next_attempt_at" <= ${at}))
       OR ("status" = 'sending' AND "lease_until" < ${at})
    ORDER BY "id" LIMIT ${deps.batch ?? 50}`)
  return rows.map((row) => Number(row.id))
}

async function send(deps: DrainDeps, row: OutboxRow): Promise<void> {
  const order = await deps.payload.findByID({
    collection: 'orders',
    id: row.orderId,
    depth: 1,
    overrideAccess: true,
  })
  const view = orderViewOf(order)
  const url =
    row.kind === 'orderNotice'
      ? `${deps.origin}/admin/collections/orders/${order.id}`
      : `${deps.origin}${accountOrderPath(row.locale, order.number)}`
  const mail = { kind: row.kind, ...row.data } as OrderMail
  // a reply reaches a person: staff's notice the buyer, the buyer's mail their rep (if any)
  const repEmail =
    row.kind === 'orderNotice' ? null : repEmailOf(await checkoutSettings(deps.payload), view.rep)
  const replyTo =
    row.kind === 'orderNotice'
      ? view.buyerEmail || undefined
      : repEmail && view.rep
        ? { name: view.rep, address: repEmail }
        : undefined
  const rendered = orderEmail(mail, view, row.locale, url, {
    replyToRep: replyTo && row.kind !== 'orderNotice' ? view.rep : null,
  })
  await deps.mailer.send({
    to: row.to,
    locale: row.locale,
    messageId: row.messageId,
    ...(replyTo ? { replyTo } : {}),
    ...rendered,
  })
}

/**
 * Sends every due row once. Returns how many were sent and how many failed (to be tried
 * again after `retryDelayMs`).
 */
export async function drainOutbox(deps: DrainDeps): Promise<{ sent: number; failed: number }> {
  const now = deps.now ?? (() => new Date())
  let sent = 0
  let failed = 0
  for (const id of await dueIds(deps, now())) {
    const row = await claimRow(deps, id, now())
    if (!row) continue
    const db = await dbFor(deps.payload)
    try {
      await send(deps, row)
    } catch (error) {
      failed++
      const retryAt = timestampOf(
        db.dialect,
        new Date(now().getTime() + retryDelayMs(row.attempts)),
      )
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500)
      await db.run(sql`
        UPDATE "outbox" SET "status" = 'pending', "lease_until" = NULL, "next_attempt_at" = ${retryAt}, "last_error" = ${reason}
        WHERE "id" = ${row.id} AND "status" = 'sending'`)
      continue
    }
    sent++
    await db.run(sql`
      UPDATE "outbox" SET "status" = 'sent', "lease_until" = NULL, "sent_at" = ${timestampOf(db.dialect, now())}, "last_error" = NULL
      WHERE "id" = ${row.id}`)
  }
  return { sent, failed }
}
