'use client'

import { useTranslations } from 'next-intl'
import { useSyncExternalStore } from 'react'

import { ShopLink } from '@/ui/shop-link'

import type { CaptchaSettings } from '@/platform/captcha-settings'

import { LoginForm } from './login-form'
import { useSession } from './use-session'

const noSubscription = () => () => {}

/** The login page's form; a buyer who is already signed in gets a way on instead. */
export function LoginPanel({
  google,
  captcha,
  accountHref,
}: {
  google: boolean
  captcha: CaptchaSettings | null
  accountHref: string
}) {
  const t = useTranslations('login')
  const session = useSession()
  // the callback sends a failed Google sign-in back here with ?error=google (false while rendering on the server)
  const googleFailed = useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get('error') === 'google',
    () => false,
  )
  if (session.status === 'signedIn' && session.user && !session.user.needsName) {
    return (
      <div className="space-y-4">
        <p className="text-slate-700">{t('signedInAs', { email: session.user.email })}</p>
        <ShopLink
          href={accountHref}
          className="inline-flex h-11 items-center justify-center rounded-md bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
        >
          {t('goToAccount')}
        </ShopLink>
      </div>
    )
  }
  return (
    <div className="space-y-4">
      {googleFailed ? (
        <p role="alert" className="rounded-md bg-error-50 p-3 text-sm font-medium text-error-700">
          {t('googleFailed')}
        </p>
      ) : null}
      <LoginForm google={google} captcha={captcha} />
    </div>
  )
}
