import 'server-only'

import { cache } from 'react'

import en from '../../messages/en.json'
import es from '../../messages/es.json'
import { getPayloadClient } from '@/platform/payload'

import type { Locale } from './locales'
import { applyTStringOverrides, type Messages } from './tstring'

const shipped: Record<Locale, Messages> = { en, es }

/** Shipped UI messages of a locale with the staff's `tstring` overrides applied. */
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
