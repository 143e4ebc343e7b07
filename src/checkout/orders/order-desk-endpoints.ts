/**
 * The staff's order desk over Payload's REST API (admin and sales roles): move an order's
 * status, enter the shipping amount it waits for, and export a filtered list as CSV (a row per
 * order line, `order-csv.ts`). Thin: the
 * rules and the mails live in `order-desk.ts`. Mounted on the orders collection, so the admin's
 * own session and the list's `where` filters apply as they are.
 */
import type { Endpoint, PayloadRequest, Where } from 'payload'
import { z } from 'zod'

import { staffEndpoint, type StaffContext } from '@/account/context/handlers'
import { refuse } from '@/account/context/refusals'
import { json, parseBody } from '@/platform/http'

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

function orderIdOf(req: PayloadRequest): number {
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id) || id < 1) throw refuse('orderNotFound')
  return id
}

const exportLimit = 5000

/** Where the list's query string says, e.g. `where[status][equals]=received`. */
function whereOf(req: PayloadRequest): Where | undefined {
  const where = (req.query as { where?: unknown } | undefined)?.where
  return where && typeof where === 'object' ? (where as Where) : undefined
}

async function exportCsv({ req }: StaffContext): Promise<Response> {
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
  const staffOnly = (work: (staff: StaffContext) => Promise<Response>) =>
    staffEndpoint('ordersAreForStaff', work)
  return [
    {
      path: '/export',
      method: 'get',
      handler: staffOnly(exportCsv),
    },
    {
      path: '/:id/view',
      method: 'get',
      handler: staffOnly(async ({ payload, req }) => {
        const order = await payload.findByID({
          collection: 'orders',
          id: orderIdOf(req),
          depth: 1,
          overrideAccess: true,
          disableErrors: true,
        })
        if (!order) throw refuse('orderNotFound')
        return json({ order: orderViewOf(order) })
      }),
    },
    {
      path: '/:id/status',
      method: 'post',
      handler: staffOnly(async (staff) => {
        const body = await parseBody(staff.req as unknown as Request, moveSchema)
        const order = await moveOrder(
          { payload: staff.payload },
          orderIdOf(staff.req),
          body.to,
          { kind: 'staff', ...staffActorOf(staff) },
          { trackingNumber: body.trackingNumber },
        )
        return json({ order: orderViewOf(order) })
      }),
    },
    {
      path: '/:id/shipping',
      method: 'post',
      handler: staffOnly(async (staff) => {
        const body = await parseBody(staff.req as unknown as Request, settleSchema)
        const order = await settleShipping(
          { payload: staff.payload },
          orderIdOf(staff.req),
          body.shippingCents,
          staffActorOf(staff),
        )
        return json({ order: orderViewOf(order) })
      }),
    },
  ]
}

/** How the order's history and the audit trail name the staff member. */
function staffActorOf(staff: StaffContext): StaffActor {
  return { name: staff.name, user: staff.user }
}
