'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { ErrorLine } from '@/ui/form/field'
import { useShopForm } from '@/ui/form/use-shop-form'

import type { CaptchaSettings } from '@/platform/captcha-settings'
import { signInEmailSchema } from '../profile-schema'
import { signInRules } from '../sign-in-rules'

import {
  continueAfterSignIn,
  sendCode,
  signInErrorOf,
  startGoogleSignIn,
  verifyCode,
} from './auth-client'
import { Captcha } from './captcha'
import { GoogleMark } from './google-mark'
import { PinInput } from './pin-input'
import { useSession } from './use-session'
import { useCountdown } from './use-countdown'

type Step = 'choose' | 'email' | 'code'

const primaryButton =
  'inline-flex h-11 w-full items-center justify-center gap-2 rounded-md bg-primary-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-60'
const secondaryButton =
  'inline-flex h-11 w-full items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60'

/**
 * The three sign-in steps (business rules §S2): Google or e-mail → e-mail → the 6-digit
 * code. Used in the login modal and on the login page.
 */
export function LoginForm({
  onSignedIn,
  google: googleProp,
  captcha: captchaProp,
}: {
  onSignedIn?: () => void
  /** Known on the server for the login page; the modal reads it from the session answer. */
  google?: boolean
  /** Likewise: the bot check's settings (`captcha-settings.ts`), read on the server. */
  captcha?: CaptchaSettings | null
}) {
  const t = useTranslations('login')
  const locale = useLocale() as Locale
  const session = useSession()
  const google = googleProp ?? session.google
  const captcha = captchaProp === undefined ? session.captcha : captchaProp
  const [step, setStep] = useState<Step>(google ? 'choose' : 'email')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [resendIn, startCountdown] = useCountdown()
  const [captchaToken, setCaptchaToken] = useState<string | null>(null)
  const emailForm = useShopForm({
    resolver: zodResolver(signInEmailSchema),
    defaultValues: { email: '' },
  })
  const ids = {
    email: useId(),
    emailError: useId(),
    code: useId(),
    codeHelp: useId(),
    captchaNote: useId(),
  }

  // an invitation's sign-in link names the buyer's address (`?email=`): it is filled in
  useEffect(() => {
    const named = signInEmailSchema.safeParse({
      email: new URLSearchParams(window.location.search).get('email') ?? '',
    })
    if (!named.success) return
    emailForm.setValue('email', named.data.email)
  }, [emailForm])

  const showError = (failure: unknown) => {
    const { key, retryAfter } = signInErrorOf(failure)
    if (retryAfter) startCountdown(retryAfter)
    setError(t(`errors.${key}`, { seconds: retryAfter ?? 0 }))
  }

  const requestCode = async (address: string) => {
    setBusy(true)
    setError(null)
    try {
      await sendCode(address, locale, captchaToken)
      setEmail(address)
      setCode('')
      setStep('code')
      startCountdown(signInRules.resendWaitSeconds)
    } catch (failure) {
      showError(failure)
    } finally {
      setBusy(false)
    }
  }

  const submitCode = async (value: string) => {
    if (value.length !== signInRules.codeLength || busy) return
    setBusy(true)
    setError(null)
    try {
      const answer = await verifyCode(email, value)
      onSignedIn?.()
      // a buyer without a name completes it first; the full-name modal continues from there
      if (answer.user && !answer.user.needsName) continueAfterSignIn(locale)
    } catch (failure) {
      setCode('')
      showError(failure)
    } finally {
      setBusy(false)
    }
  }

  if (step === 'choose') {
    return (
      <div className="space-y-3">
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          onClick={async () => {
            setBusy(true)
            setError(null)
            try {
              await startGoogleSignIn(locale)
            } catch (failure) {
              showError(failure)
              setBusy(false)
            }
          }}
        >
          <GoogleMark /> {t('google')}
        </button>
        <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
          <span className="h-px flex-1 bg-slate-200" /> {t('or')}{' '}
          <span className="h-px flex-1 bg-slate-200" />
        </div>
        <button type="button" className={primaryButton} onClick={() => setStep('email')}>
          {t('withEmail')}
        </button>
        {error ? <ErrorLine alert>{error}</ErrorLine> : null}
      </div>
    )
  }

  if (step === 'email') {
    const fieldError = emailForm.formState.errors.email?.message
    return (
      <form
        noValidate
        onSubmit={emailForm.handleSubmit((values) => requestCode(values.email))}
        className="space-y-4"
      >
        <div>
          <label htmlFor={ids.email} className="block text-sm font-semibold text-slate-800">
            {t('email')}
          </label>
          <input
            id={ids.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoFocus
            placeholder={t('emailPlaceholder')}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? ids.emailError : undefined}
            className="mt-1.5 block h-11 w-full rounded-md border border-slate-300 px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-secondary-600 focus:outline-none focus:ring-2 focus:ring-secondary-600/30 aria-[invalid]:border-error-600"
            {...emailForm.register('email')}
          />
          {fieldError ? (
            <ErrorLine alert id={ids.emailError}>
              {t(`errors.${fieldError}`)}
            </ErrorLine>
          ) : null}
        </div>
        <Captcha
          settings={captcha}
          locale={locale}
          onToken={setCaptchaToken}
          noteId={ids.captchaNote}
        />
        <button
          type="submit"
          className={primaryButton}
          disabled={busy || (!!captcha && !captchaToken)}
          // off until the check passes: its note says why
          aria-describedby={captcha && !captchaToken ? ids.captchaNote : undefined}
        >
          {busy ? t('sending') : t('sendCode')}
        </button>
        {error ? <ErrorLine alert>{error}</ErrorLine> : null}
        {google ? (
          <button
            type="button"
            className="w-full text-center text-sm font-medium text-secondary-700 hover:underline"
            onClick={() => {
              setError(null)
              setStep('choose')
            }}
          >
            {t('otherWays')}
          </button>
        ) : null}
        <p className="text-xs leading-relaxed text-slate-500">{t('newHere')}</p>
      </form>
    )
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submitCode(code)
      }}
      className="space-y-4"
    >
      <p className="text-sm text-slate-700" id={ids.codeHelp}>
        {t.rich('codeSent', {
          email,
          strong: (chunks) => <strong className="font-semibold text-slate-900">{chunks}</strong>,
        })}
      </p>
      <div>
        <label htmlFor={ids.code} className="block text-sm font-semibold text-slate-800">
          {t('code')}
        </label>
        <PinInput
          id={ids.code}
          value={code}
          onChange={setCode}
          onComplete={(value) => void submitCode(value)}
          autoFocus
          disabled={busy}
          describedBy={ids.codeHelp}
        />
      </div>
      <button
        type="submit"
        className={primaryButton}
        disabled={busy || code.length !== signInRules.codeLength}
      >
        {busy ? t('verifying') : t('verify')}
      </button>
      {error ? <ErrorLine alert>{error}</ErrorLine> : null}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        {session.status !== 'signedIn' ? (
          <button
            type="button"
            className="font-medium text-secondary-700 hover:underline"
            onClick={() => {
              setError(null)
              setStep('email')
            }}
          >
            {t('back')}
          </button>
        ) : (
          <span />
        )}
        <button
          type="button"
          className="font-medium text-secondary-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
          disabled={resendIn > 0 || busy}
          onClick={() => {
            // a captcha token is good for one send: a new code needs a new check on the e-mail step
            if (captcha) {
              emailForm.setValue('email', email)
              setCaptchaToken(null)
              setStep('email')
            } else void requestCode(email)
          }}
        >
          {resendIn > 0 ? t('resendIn', { seconds: resendIn }) : t('resend')}
        </button>
      </div>
    </form>
  )
}
