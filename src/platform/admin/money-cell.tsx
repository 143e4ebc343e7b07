'use client'

/** A cents column of the admin's lists shown as dollars ("$7,630.91", "US$7,630.91" in Spanish). */
import { useTranslation } from '@payloadcms/ui'

import { formatCents } from '@/platform/money-format'
import { toLocale } from '@/i18n/locales'

export function MoneyCell({ cellData }: { cellData?: unknown }) {
  const { i18n } = useTranslation()
  if (typeof cellData !== 'number') return null
  return <span>{formatCents(cellData, toLocale(i18n.language))}</span>
}
