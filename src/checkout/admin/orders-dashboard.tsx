/**
 * The top of the admin's dashboard for staff who handle orders (issue 39 #20): the open orders
 * waiting for staff (a shipping amount to enter, an international review), oldest first, each
 * a link to its desk, and the way to the whole filtered list. A server component: it reads
 * with the staff member's own access, so an editor (no orders) sees nothing here.
 */
import type { Payload, SanitizedPermissions, TypedUser } from 'payload'
import Link from 'next/link'

import { formatShopTime } from '@/i18n/shop-time'
import { toLocale } from '@/i18n/locales'

import { attentionStatuses, needsActionQuery } from '../orders/order-rules'
import { box } from './desk-styles'
import { adminOrderWords } from './order-admin-words'
import { OrderAttentionCell } from './order-attention-cell'

const shown = 8

export async function OrdersDashboard({
  payload,
  i18n,
  user,
  permissions,
}: {
  payload: Payload
  i18n: { language: string }
  user?: TypedUser | null
  permissions?: SanitizedPermissions
}) {
  if (!user || !permissions?.collections?.orders?.read) return null
  const locale = toLocale(i18n.language)
  const w = adminOrderWords(locale)
  const found = await payload.find({
    collection: 'orders',
    where: {
      shippingPending: { equals: true },
      status: { in: [...attentionStatuses] },
    },
    // the order that has waited longest first
    sort: 'createdAt',
    limit: shown,
    depth: 1,
    overrideAccess: false,
    user,
  })
  return (
    <section style={{ ...box, marginTop: 8 }} data-testid="orders-dashboard">
      <h2 style={{ margin: '0 0 12px', fontSize: 20 }}>{w.dashboardTitle}</h2>
      {found.totalDocs === 0 ? (
        <p style={{ margin: 0 }}>{w.dashboardNone}</p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {found.docs.map((order) => (
            <li
              key={order.id}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: '4px 12px',
                padding: '8px 0',
                borderBottom: '1px solid var(--theme-elevation-100)',
              }}
            >
              <Link href={`/admin/collections/orders/${order.id}`} style={{ fontWeight: 600 }}>
                {order.number}
              </Link>
              <span>
                {order.customer && typeof order.customer === 'object'
                  ? order.customer.name
                  : order.buyerEmail}
              </span>
              <span style={{ opacity: 0.7, fontSize: 13 }}>
                {formatShopTime(order.createdAt, locale)}
              </span>
              <OrderAttentionCell
                rowData={{
                  status: order.status,
                  shippingPending: order.shippingPending,
                  flags: order.flags,
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <p style={{ margin: '12px 0 0' }}>
        <Link
          href={
            found.totalDocs > 0
              ? `/admin/collections/orders?${new URLSearchParams(needsActionQuery)}`
              : '/admin/collections/orders'
          }
        >
          {found.totalDocs > shown ? w.dashboardMore(found.totalDocs) : w.dashboardList}
        </Link>
      </p>
    </section>
  )
}
