'use client'

/**
 * Above the orders list: "Only orders that need action" (a shipping amount to enter, an
 * international review: open orders still waiting for their shipping amount), or back to all
 * of them; and the CSV export of exactly what the list shows, its filters (status, dates,
 * customer, rep) and search included, taken from the list's own query string.
 */
import { useTranslation } from '@payloadcms/ui'
import Link from 'next/link'
import { useSearchParams } from 'next/navigation'

import { toLocale } from '@/i18n/locales'

import { ordersExportHref } from '../client'
import { needsActionQuery } from '../orders/order-rules'
import { adminOrderWords } from './order-admin-words'

export function OrdersListTools() {
  const { i18n } = useTranslation()
  const params = useSearchParams()
  const w = adminOrderWords(toLocale(i18n.language))
  const query = new URLSearchParams()
  for (const [key, value] of params.entries()) {
    if (key.startsWith('where') || key === 'search') query.append(key, value)
  }
  const href = ordersExportHref(query)
  const filtered = needsActionQuery.every(([key, value]) => params.get(key) === value)
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 8,
        margin: '0 0 12px',
      }}
    >
      <Link
        className={`btn btn--style-${filtered ? 'secondary' : 'primary'} btn--size-small`}
        style={{ margin: 0 }}
        href={
          filtered
            ? '/admin/collections/orders'
            : `/admin/collections/orders?${new URLSearchParams(needsActionQuery)}`
        }
        data-testid="orders-needs-action"
      >
        {filtered ? w.allOrders : w.needsActionFilter}
      </Link>
      <a
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        href={href}
        download
        data-testid="orders-export"
      >
        {w.exportCsv}
      </a>
    </div>
  )
}
