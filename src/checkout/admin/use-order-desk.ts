'use client'

/**
 * The order desk's data: the order as staff see it, and an action sent to the desk's endpoints
 * (the answer is the order as it now is, or a refusal said in the admin's language).
 */
import { toast, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useCallback, useState } from 'react'

import { ApiError } from '@/platform/client-fetch'
import { useLoaded } from '@/ui/use-loaded'
import { type Locale, toLocale } from '@/i18n/locales'

import * as checkoutClient from '../client'
import type { DeskAction } from '../client'
import { adminOrderWords } from './order-admin-words'

export type { DeskAction }

export function useOrderDesk() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const locale: Locale = toLocale(i18n.language)
  const w = adminOrderWords(locale)
  const router = useRouter()
  const load = useCallback(() => checkoutClient.loadDeskOrder(id!), [id])
  const loaded = useLoaded(load)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)

  /** True when the action was done. */
  async function act(action: DeskAction): Promise<boolean> {
    setBusy(true)
    setRefusal(null)
    try {
      const order = await checkoutClient.actOnOrder(id!, action)
      loaded.set(order)
      toast.success(w.done)
      router.refresh()
      return true
    } catch (error) {
      const code = error instanceof ApiError ? (error.body as { code?: string } | null)?.code : null
      const message = w.refusal[code ?? ''] ?? w.refusal.failed ?? ''
      setRefusal(message)
      toast.error(message)
      return false
    } finally {
      setBusy(false)
    }
  }

  return { id, locale, w, loaded, busy, refusal, setRefusal, act }
}
