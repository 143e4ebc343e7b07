'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { z } from 'zod'

import { ApiError } from '@/platform/client-fetch'
import { Button } from '@/ui/form/button'
import { ErrorLine } from '@/ui/form/field'
import { toast } from '@/ui/toast-store'
import { useShopForm } from '@/ui/form/use-shop-form'

import * as accountClient from '../client'
import { emailSchema, fullNameSchema } from '../profile-schema'
import type { ViewerSummary } from '../web-user'

import { loadSession } from './load-session'
import { PinInput } from './pin-input'

const profileFormSchema = fullNameSchema.extend({
  email: emailSchema,
  locale: z.enum(['en', 'es']),
})

/** The message key (under `account.errors`) for a refused profile or e-mail call: never the server's English text. */
function accountErrorKey(failure: unknown): string {
  if (!(failure instanceof ApiError)) return 'generic'
  const code = (failure.body as { code?: string } | null)?.code
  const byCode: Record<string, string> = {
    INVALID_OTP: 'wrongCode',
    OTP_EXPIRED: 'expiredCode',
    TOO_MANY_ATTEMPTS: 'tooManyAttempts',
    RESEND_WAIT: 'tooManyRequests',
    TOO_MANY_CODES: 'tooManyRequests',
    TOO_MANY_CHECKS: 'tooManyRequests',
  }
  if (code && byCode[code]) return byCode[code] as string
  if (failure.status === 429) return 'tooManyRequests'
  if (/already in use/i.test(failure.message)) return 'emailInUse'
  return 'generic'
}
type ProfileValues = z.input<typeof profileFormSchema>

const input =
  'mt-1.5 block h-11 w-full rounded-md border border-slate-300 px-3 text-base text-slate-900 shadow-sm focus:border-secondary-600 focus:outline-none focus:ring-2 focus:ring-secondary-600/30 aria-[invalid]:border-error-600'
const primaryButton =
  'inline-flex h-11 items-center justify-center rounded-md bg-primary-700 px-5 text-sm font-semibold text-white shadow-sm hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-60'

/** Profile: first and last name; a new e-mail is confirmed with a code sent to it. */
export function ProfileForm({ initial }: { initial: ViewerSummary }) {
  const t = useTranslations('account')
  const [current, setCurrent] = useState(initial)
  const [pendingEmail, setPendingEmail] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const ids = { first: useId(), last: useId(), email: useId(), code: useId(), locale: useId() }
  const form = useShopForm<ProfileValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      nameFirst: initial.nameFirst,
      nameLast: initial.nameLast,
      email: initial.email,
      locale: initial.locale,
    },
  })
  const { errors, isSubmitting } = form.formState

  const errorText = (key: string | undefined) =>
    key
      ? t(`errors.${['required', 'tooLong', 'invalidEmail'].includes(key) ? key : 'generic'}`)
      : null

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await accountClient.saveProfile(values)
      setCurrent(answer.data)
      form.reset({ ...values, email: answer.data.email })
      if (answer.emailChange) {
        setPendingEmail(answer.emailChange.pendingEmail)
        setCode('')
        setCodeError(null)
      } else {
        toast({ title: t('profile.saved'), tone: 'success' })
      }
      void loadSession()
    } catch (failure) {
      if (failure instanceof ApiError) {
        for (const [field, keys] of Object.entries(failure.fieldErrors)) {
          if (field === 'nameFirst' || field === 'nameLast' || field === 'email') {
            form.setError(field, { message: keys[0] })
          }
        }
      }
      form.setError('root', { message: t(`errors.${accountErrorKey(failure)}`) })
    }
  })

  const confirmEmail = async () => {
    if (!pendingEmail || code.length !== 6) {
      setCodeError(t('errors.invalidCode'))
      return
    }
    setConfirming(true)
    setCodeError(null)
    try {
      const answer = await accountClient.confirmEmail({ email: pendingEmail, code })
      setCurrent(answer.data)
      form.reset({
        nameFirst: answer.data.nameFirst,
        nameLast: answer.data.nameLast,
        email: answer.data.email,
        locale: answer.data.locale,
      })
      setPendingEmail(null)
      toast({ title: t('profile.emailChanged', { email: answer.data.email }), tone: 'success' })
      void loadSession()
    } catch (failure) {
      setCode('')
      setCodeError(t(`errors.${accountErrorKey(failure)}`))
    } finally {
      setConfirming(false)
    }
  }

  return (
    <div className="space-y-8">
      <form noValidate onSubmit={submit} className="max-w-xl space-y-5">
        <p className="text-sm text-slate-600">{t('profile.intro')}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          {(
            [
              ['nameFirst', ids.first, 'firstName', 'given-name'],
              ['nameLast', ids.last, 'lastName', 'family-name'],
            ] as const
          ).map(([field, id, label, autoComplete]) => (
            <div key={field}>
              <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
                {t(`profile.${label}`)}
              </label>
              <input
                id={id}
                autoComplete={autoComplete}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? `${id}-error` : undefined}
                className={input}
                {...form.register(field)}
              />
              {errors[field] ? (
                <ErrorLine id={`${id}-error`}>{errorText(errors[field]?.message)}</ErrorLine>
              ) : null}
            </div>
          ))}
        </div>
        <div>
          <label htmlFor={ids.email} className="block text-sm font-semibold text-slate-800">
            {t('profile.email')}
          </label>
          <input
            id={ids.email}
            type="email"
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={`${ids.email}-help`}
            className={input}
            {...form.register('email')}
          />
          <p id={`${ids.email}-help`} className="mt-1.5 text-xs text-slate-500">
            {errors.email ? (
              <span className="text-sm font-medium text-error-700">
                {errorText(errors.email.message)}
              </span>
            ) : (
              t('profile.emailHelp')
            )}
          </p>
        </div>
        <div>
          <label htmlFor={ids.locale} className="block text-sm font-semibold text-slate-800">
            {t('profile.mailLanguage')}
          </label>
          <select
            id={ids.locale}
            aria-describedby={`${ids.locale}-help`}
            className={`${input} sm:w-64`}
            {...form.register('locale')}
          >
            <option value="en">English</option>
            <option value="es">Español</option>
          </select>
          <p id={`${ids.locale}-help`} className="mt-1.5 text-xs text-slate-500">
            {t('profile.mailLanguageHelp')}
          </p>
        </div>
        <div className="flex items-center gap-4">
          <Button type="submit" busy={isSubmitting} className="h-11">
            {isSubmitting ? t('profile.saving') : t('profile.save')}
          </Button>
          {errors.root?.message ? <ErrorLine alert>{errors.root.message}</ErrorLine> : null}
        </div>
      </form>

      {pendingEmail ? (
        <div
          className="max-w-xl rounded-lg border border-secondary-100 bg-secondary-50 p-5"
          role="region"
          aria-label={t('profile.codeTitle')}
        >
          <h3 className="font-semibold text-slate-900">{t('profile.codeTitle')}</h3>
          <p className="mt-1 text-sm text-slate-700">
            {t('profile.codeSent', { email: pendingEmail })}
          </p>
          <label htmlFor={ids.code} className="mt-4 block text-sm font-semibold text-slate-800">
            {t('profile.code')}
          </label>
          <PinInput id={ids.code} value={code} onChange={setCode} />
          <div className="mt-4 flex items-center gap-3">
            <button
              type="button"
              className={primaryButton}
              disabled={confirming}
              onClick={confirmEmail}
            >
              {t('profile.confirm')}
            </button>
            <button
              type="button"
              className="text-sm font-medium text-secondary-700 hover:underline"
              onClick={() => {
                setPendingEmail(null)
                form.setValue('email', current.email)
              }}
            >
              {t('profile.cancel')}
            </button>
          </div>
          {codeError ? <ErrorLine alert>{codeError}</ErrorLine> : null}
        </div>
      ) : null}
    </div>
  )
}
