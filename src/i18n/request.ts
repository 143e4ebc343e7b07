import { getRequestConfig } from 'next-intl/server'

import { loadMessages } from './messages'
import { defaultLocale, isLocale } from './locales'
import { SHOP_TIME_ZONE } from './shop-time'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = isLocale(requested) ? requested : defaultLocale
  return { locale, messages: await loadMessages(locale), timeZone: SHOP_TIME_ZONE }
})
