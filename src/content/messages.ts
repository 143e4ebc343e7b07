import 'server-only'

import { cache } from 'react'

import en from '../../messages/en.json'
import es from '../../messages/es.json'
import type { Locale } from '@/i18n/locales'
import { applyTStringOverrides, type Messages } from '@/i18n/tstring'
import { getPayloadClient } from '@/platform/payload'

const shipped: Record<Locale, Messages> = { en, es }

/**
 * Shipped UI messages of a locale with the staff's `tstring` overrides applied: the overrides
 * are the content's `tstrings` collection, so this reading lives here, above i18n.
 */
export const loadMessages = cache(async (locale: Locale): Promise<Messages> => {
  const overrides: Record<string, string> = {}
  try {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'tstrings',
      locale,
      limit: 1000,
      depth: 0,
      pagination: false,
    })
    for (const doc of docs) if (doc.text) overrides[doc.key] = doc.text
  } catch {
    // No database yet (e.g. at build time): the shipped messages stand.
  }
  return applyTStringOverrides(shipped[locale], overrides)
})
