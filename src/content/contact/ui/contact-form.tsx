'use client'

/**
 * The contact form (issue 22): checked in the browser with the server's own schema, sent to
 * `POST /api/public/contact`, then a confirmation in place of the form. A refusal (a limit, a
 * failed bot check, a mail server down) is said above the button and keeps what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import type { CaptchaSettings } from '@/platform/captcha-settings'
import { Captcha } from '@/account/ui/captcha'
import { ApiError } from '@/platform/client-fetch'
import { Button } from '@/ui/form/button'
import { describedBy, ErrorLine, Field, inputClass } from '@/ui/form/field'
import { CheckIcon } from '@/ui/icons'
import { useShopForm } from '@/ui/form/use-shop-form'
import type { Locale } from '@/i18n/locales'

import { sendContactMessage } from '../../client'
import {
  contactMessageLimits,
  contactMessageSchema,
  type ContactMessageInput,
} from '../contact-message-schema'

type FieldName = keyof ContactMessageInput
const fieldNames: FieldName[] = ['name', 'company', 'email', 'phone', 'message']
const errorKeys = new Set(['required', 'tooLong', 'tooShort', 'invalidEmail', 'invalidPhone'])

/** Refusals whose text the server wrote in the page's language. */
const serverRefusals = new Set([
  'captchaFailed',
  'tooManyFromClient',
  'tooManyFromAddress',
  'notSent',
])

const empty: ContactMessageInput = { name: '', company: '', email: '', phone: '', message: '' }

export function ContactForm({
  locale,
  captcha,
}: {
  locale: Locale
  /** The bot check's settings, read on the server (`captcha-settings.ts`); null: none. */
  captcha: CaptchaSettings | null
}) {
  const t = useTranslations('contactForm')
  const baseId = useId()
  const id = (field: FieldName) => `${baseId}-${field}`
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [captchaToken, setCaptchaToken] = useState<string | null>(null)
  // a token is good for one check: a new widget after each send
  const [captchaRound, setCaptchaRound] = useState(0)
  const confirmation = useRef<HTMLDivElement>(null)
  const form = useShopForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: empty,
  })
  const { errors, isSubmitting } = form.formState

  // the confirmation takes the keyboard and the screen reader's attention from the gone form
  useEffect(() => {
    if (sentTo) confirmation.current?.focus()
  }, [sentTo])

  const errorOf = (field: FieldName) => {
    const key = errors[field]?.message
    return key ? t(`errors.${errorKeys.has(key) ? key : 'generic'}`) : undefined
  }

  const submit = form.handleSubmit(async (values) => {
    if (captcha && !captchaToken) {
      form.setError('root', { message: t('errors.captcha') })
      return
    }
    try {
      await sendContactMessage({ ...values, locale }, captchaToken)
      setSentTo(values.email.trim())
      form.reset(empty)
    } catch (failure) {
      if (failure instanceof ApiError) {
        for (const [field, keys] of Object.entries(failure.fieldErrors)) {
          if ((fieldNames as string[]).includes(field))
            form.setError(field as FieldName, { message: keys[0] })
        }
      }
      // the server's refusals (a limit, the bot check, mail down) come in the page's language
      const code = failure instanceof ApiError ? (failure.body as { code?: unknown })?.code : null
      const refusal =
        typeof code === 'string' && serverRefusals.has(code) ? (failure as ApiError).message : null
      const fieldsSaid = failure instanceof ApiError && Object.keys(failure.fieldErrors).length > 0
      if (refusal || !fieldsSaid) form.setError('root', { message: refusal ?? t('errors.generic') })
    } finally {
      setCaptchaToken(null)
      setCaptchaRound((round) => round + 1)
    }
  })

  if (sentTo) {
    return (
      <div
        ref={confirmation}
        tabIndex={-1}
        role="status"
        className="rounded-lg bg-primary-50 p-5 outline-none sm:p-6"
      >
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary-700 text-xl text-white">
          <CheckIcon aria-hidden />
        </span>
        <h3 className="mt-4 text-xl font-bold text-slate-900">{t('sentTitle')}</h3>
        {/* a long address breaks anywhere rather than widen a phone's screen */}
        <p className="mt-2 text-slate-700 [overflow-wrap:anywhere]">
          {t('sentText', { email: sentTo })}
        </p>
        <Button variant="secondary" className="mt-6" onClick={() => setSentTo(null)}>
          {t('sendAnother')}
        </Button>
      </div>
    )
  }

  const textField = (
    field: Exclude<FieldName, 'message'>,
    options: { type?: string; autoComplete: string; optional?: boolean; maxLength: number },
  ) => (
    <Field
      id={id(field)}
      label={t(`fields.${field}`)}
      optional={options.optional ? t('optional') : undefined}
      error={errorOf(field)}
    >
      <input
        id={id(field)}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        maxLength={options.maxLength}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(id(field), { error: errors[field] })}
        className={`${inputClass} h-11 text-base sm:text-sm`}
        {...form.register(field)}
      />
    </Field>
  )

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t('heading')}>
      <div className="grid gap-5 sm:grid-cols-2">
        {textField('name', { autoComplete: 'name', maxLength: contactMessageLimits.name })}
        {textField('company', {
          autoComplete: 'organization',
          maxLength: contactMessageLimits.company,
        })}
        {textField('email', { type: 'email', autoComplete: 'email', maxLength: 254 })}
        {textField('phone', {
          type: 'tel',
          autoComplete: 'tel',
          optional: true,
          maxLength: contactMessageLimits.phone,
        })}
      </div>
      <Field
        id={id('message')}
        label={t('fields.message')}
        hint={t('messageHint')}
        error={errorOf('message')}
      >
        <textarea
          id={id('message')}
          rows={7}
          maxLength={contactMessageLimits.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(id('message'), {
            hint: true,
            error: errors.message,
          })}
          className={`${inputClass} text-base sm:text-sm`}
          {...form.register('message')}
        />
      </Field>
      <Captcha key={captchaRound} settings={captcha} locale={locale} onToken={setCaptchaToken} />
      {errors.root?.message ? <ErrorLine alert>{errors.root.message}</ErrorLine> : null}
      <Button type="submit" busy={isSubmitting} className="h-11 w-full px-6 sm:w-auto">
        {t('send')}
      </Button>
    </form>
  )
}
