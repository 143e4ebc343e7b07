/**
 * The staff's order desk over Payload's REST API (admin and sales roles): move an order's
 * status, enter the shipping amount it waits for, and export a filtered list as CSV (a row per
 * order line, `order-csv.ts`). Thin: the
 * rules and the mails live in `order-desk.ts`. Mounted on the orders collection, so the admin's
 * own session and the list's `where` filters apply as they are.
 */
import type { Endpoint, PayloadRequest, Where } from 'payload'
import { z } from 'zod'

import { hasRole } from '@/platform/access'
import { answer, assertSameOrigin, HttpError, json, parseBody } from '@/platform/http'
import { siteOrigin } from '@/platform/site'

import { ordersCsv } from './order-csv'
import { moveOrder, settleShipping, type StaffActor } from './order-desk'
import { orderStatuses } from './order-rules'
import { orderViewOf } from './order-view'

export const moveSchema = z.object({
  to: z.enum(orderStatuses, { error: 'notAllowed' }),
  trackingNumber: z.string().trim().max(60, 'trackingNumberTooLong').optional(),
})

export const settleSchema = z.object({
  shippingCents: z
    .number({ error: 'invalidAmount' })
    .int('invalidAmount')
    .min(0, 'invalidAmount')
    .max(10_000_000, 'invalidAmount'),
})

function staffOf(req: PayloadRequest): StaffActor {
  if (!hasRole(req, 'sales'))
    throw new HttpError(403, 'forbidden', 'Orders are for admin and sales staff')
  const user = req.user as { email?: string; name?: string | null }
  return { name: user.name || user.email || 'staff', user: req.user }
}

function orderIdOf(req: PayloadRequest): number {
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, 'notFound', 'No such order')
  return id
}

const exportLimit = 5000

/** Where the list's query string says, e.g. `where[status][equals]=received`. */
function whereOf(req: PayloadRequest): Where | undefined {
  const where = (req.query as { where?: unknown } | undefined)?.where
  return where && typeof where === 'object' ? (where as Where) : undefined
}

async function exportCsv(req: PayloadRequest): Promise<Response> {
  staffOf(req)
  const found = await req.payload.find({
    collection: 'orders',
    where: whereOf(req),
    sort: '-createdAt',
    depth: 1,
    limit: exportLimit,
    overrideAccess: false,
    req,
  })
  const body = ordersCsv(found.docs.map((order) => orderViewOf(order)))
  const day = new Date().toISOString().slice(0, 10)
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders-${day}.csv"`,
      'Cache-Control': 'private, no-store',
      ...(found.totalDocs > exportLimit ? { 'X-Truncated-At': String(exportLimit) } : {}),
    },
  })
}

export function orderDeskEndpoints(): Endpoint[] {
  const guarded = (work: (req: PayloadRequest) => Promise<Response>) => (req: PayloadRequest) =>
    answer(async () => {
      assertSameOrigin(req as unknown as Request, [siteOrigin()])
      return work(req)
    })
  return [
    {
      path: '/export',
      method: 'get',
      handler: guarded(exportCsv),
    },
    {
      path: '/:id/view',
      method: 'get',
      handler: guarded(async (req) => {
        staffOf(req)
        const order = await req.payload.findByID({
          collection: 'orders',
          id: orderIdOf(req),
          depth: 1,
          overrideAccess: true,
          disableErrors: true,
        })
        if (!order) throw new HttpError(404, 'notFound', 'No such order')
        return json({ order: orderViewOf(order) })
      }),
    },
    {
      path: '/:id/status',
      method: 'post',
      handler: guarded(async (req) => {
        const staff = staffOf(req)
        const body = await parseBody(req as unknown as Request, moveSchema)
        const order = await moveOrder(
          { payload: req.payload },
          orderIdOf(req),
          body.to,
          { kind: 'staff', ...staff },
          { trackingNumber: body.trackingNumber },
        )
        return json({ order: orderViewOf(order) })
      }),
    },
    {
      path: '/:id/shipping',
      method: 'post',
      handler: guarded(async (req) => {
        const staff = staffOf(req)
        const body = await parseBody(req as unknown as Request, settleSchema)
        const order = await settleShipping(
          { payload: req.payload },
          orderIdOf(req),
          body.shippingCents,
          staff,
        )
        return json({ order: orderViewOf(order) })
      }),
    },
  ]
}
