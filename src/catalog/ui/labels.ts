import 'server-only'

import { getTranslations } from 'next-intl/server'

import { getPayloadClient } from '@/platform/payload'
import type { Locale } from '@/i18n/locales'

import { attributeLabels, type AttributeLabels } from '../part-list-view'
import { attributeTitles } from '../parts-data'

/** Attribute labels for a page: the staff's titles, then the `catalog.attributes` messages. */
export async function pageAttributeLabels(locale: Locale): Promise<AttributeLabels> {
  const payload = await getPayloadClient()
  const [titles, t] = await Promise.all([
    attributeTitles(payload, locale),
    getTranslations({ locale, namespace: 'catalog.attributes' }),
  ])
  return attributeLabels(titles, (key) => (t.has(key) ? t(key) : null))
}
