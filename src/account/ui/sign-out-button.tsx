'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { signOut } from './auth-client'

export function SignOutButton({
  homeHref,
  className = 'block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60',
}: {
  homeHref: string
  className?: string
}) {
  const t = useTranslations('account')
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true)
        void signOut(homeHref)
      }}
      className={className}
    >
      {t('signOut')}
    </button>
  )
}
