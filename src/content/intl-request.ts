/**
 * next-intl's request configuration (next.config names this file): the page's locale, its
 * messages with the staff's overrides (`messages.ts`) and the shop's time zone.
 */
import { getRequestConfig } from 'next-intl/server'

import { toLocale } from '@/i18n/locales'
import { SHOP_TIME_ZONE } from '@/i18n/shop-time'

import { loadMessages } from './messages'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = toLocale(requested)
  return { locale, messages: await loadMessages(locale), timeZone: SHOP_TIME_ZONE }
})
