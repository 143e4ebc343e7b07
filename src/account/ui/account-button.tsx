'use client'

import { useTranslations } from 'next-intl'

import { UserIcon } from '@/ui/icons'
import { ShopLink } from '@/ui/shop-link'

import { sessionStore } from './session-store'
import { useSession } from './use-session'

/**
 * The header's account entry: "Sign in" opens the login modal (a plain link
 * to the login page without JavaScript); a signed-in buyer sees their name
 * and goes to their account.
 */
export function AccountButton({
  accountHref,
  loginHref,
}: {
  accountHref: string
  loginHref: string
}) {
  const t = useTranslations('header')
  const session = useSession()
  const className =
    'inline-flex h-10 items-center gap-2 rounded-md px-2 text-sm font-medium text-slate-700 sm:px-2.5 hover:bg-slate-100 hover:text-slate-900'
  if (session.status === 'signedIn' && session.user) {
    const name = session.user.nameFirst || session.user.email
    return (
      <ShopLink href={accountHref} className={className} data-testid="account-button">
        <UserIcon className="text-xl" aria-hidden />
        <span className="hidden max-w-[10rem] truncate lg:inline">{name}</span>
        <span className="sr-only lg:hidden">{t('account')}</span>
      </ShopLink>
    )
  }
  return (
    <a
      href={loginHref}
      className={className}
      data-testid="account-button"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return
        event.preventDefault()
        sessionStore.openLogin()
      }}
    >
      <UserIcon className="text-xl" aria-hidden />
      <span className="hidden lg:inline">{t('signIn')}</span>
      <span className="sr-only lg:hidden">{t('signIn')}</span>
    </a>
  )
}
