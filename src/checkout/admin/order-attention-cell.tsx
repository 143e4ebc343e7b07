'use client'

/**
 * The orders list's "Needs action" column: a badge for each thing the order waits for staff
 * to do (a shipping amount to enter, an international review), from its status, its
 * `shippingPending` and its quote's flags (`orderAttention`), in the admin's language.
 */
import { useTranslation } from '@payloadcms/ui'
import type { CSSProperties } from 'react'

import { toLocale } from '@/i18n/locales'

import { orderAttention, type OrderAttention, type OrderStatus } from '../orders/order-rules'
import { adminOrderWords } from './order-admin-words'

const badge: Record<OrderAttention, CSSProperties> = {
  shippingAmount: {
    background: 'var(--theme-warning-100)',
    color: 'var(--theme-warning-800)',
    border: '1px solid var(--theme-warning-250)',
  },
  internationalReview: {
    background: 'var(--theme-error-100)',
    color: 'var(--theme-error-800)',
    border: '1px solid var(--theme-error-250)',
  },
}

export function OrderAttentionCell({ rowData }: { rowData?: Record<string, unknown> }) {
  const { i18n } = useTranslation()
  if (!rowData) return null
  const w = adminOrderWords(toLocale(i18n.language))
  const needs = orderAttention({
    status: rowData.status as OrderStatus,
    shippingPending: rowData.shippingPending === true,
    flags: Array.isArray(rowData.flags) ? (rowData.flags as { code: string }[]) : [],
  })
  if (needs.length === 0) return null
  return (
    <span
      style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}
      data-testid="order-attention"
    >
      {needs.map((need) => (
        <span
          key={need}
          style={{
            ...badge[need],
            borderRadius: 10,
            padding: '1px 8px',
            fontSize: 12,
            whiteSpace: 'nowrap',
          }}
        >
          {w.attention[need]}
        </span>
      ))}
    </span>
  )
}
