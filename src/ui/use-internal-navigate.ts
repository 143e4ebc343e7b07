'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useCallback } from 'react'

import { ExternalNavigationError, internalTarget } from './navigation'
import { toast } from './toast-store'

/** router.push for in-app targets only; an off-site URL is refused with a localized toast. */
export function useInternalNavigate() {
  const router = useRouter()
  const t = useTranslations('errors')
  return useCallback(
    (url: string) => {
      try {
        router.push(internalTarget(url, window.location.origin))
      } catch (error) {
        if (!(error instanceof ExternalNavigationError)) throw error
        toast({ title: t('externalNavigation'), tone: 'error' })
      }
    },
    [router, t],
  )
}
