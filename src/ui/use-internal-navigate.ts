'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useCallback } from 'react'

import { ExternalNavigationError, internalTarget } from './navigation'
import { navigationHeld } from './navigation-hold'
import { toast } from './toast-store'

/**
 * router.push for in-app targets only; an off-site URL is refused with a localized toast. A
 * page with unsaved changes may hold the target back for its question (`navigation-hold.ts`).
 */
export function useInternalNavigate() {
  const router = useRouter()
  const t = useTranslations('errors')
  return useCallback(
    (url: string) => {
      try {
        const target = internalTarget(url, window.location.origin)
        if (!navigationHeld(target)) router.push(target)
      } catch (error) {
        if (!(error instanceof ExternalNavigationError)) throw error
        toast({ title: t('externalNavigation'), tone: 'error' })
      }
    },
    [router, t],
  )
}
