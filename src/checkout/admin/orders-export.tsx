'use client'

/**
 * Above the orders list: a CSV export of exactly what the list shows, its filters (status,
 * dates, customer, rep) and search included, taken from the list's own query string.
 */
import { useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

import { adminOrderWords } from './order-admin-words'

export function OrdersExport() {
  const { i18n } = useTranslation()
  const params = useSearchParams()
  const w = adminOrderWords(i18n.language === 'es' ? 'es' : 'en')
  const query = new URLSearchParams()
  for (const [key, value] of params.entries()) {
    if (key.startsWith('where') || key === 'search') query.append(key, value)
  }
  const href = `/api/cms/orders/export${query.size ? `?${query}` : ''}`
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', margin: '0 0 12px' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        href={href}
        download
        data-testid="orders-export"
      >
        {w.exportCsv}
      </a>
    </div>
  )
}
