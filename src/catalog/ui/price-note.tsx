'use client'

/**
 * Under a family's heading: a signed-out visitor reads that the prices are list prices and that
 * signing in shows the account's; a signed-in buyer, who already sees them, reads nothing. The
 * page is cached and the same for everyone, so the note is decided in the browser.
 */
import { useTranslations } from 'next-intl'

import { useSession } from '@/account/ui/use-session'

export function SignInForPricesNote() {
  const t = useTranslations('catalog.list')
  const session = useSession()
  if (session.status !== 'signedOut') return null
  return (
    <p className="mt-1 max-w-3xl text-slate-600" data-testid="sign-in-for-prices">
      {t('signInForPrices')}
    </p>
  )
}
