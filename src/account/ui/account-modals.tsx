'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import * as Dialog from '@radix-ui/react-dialog'
import { useLocale, useTranslations } from 'next-intl'
import { useId } from 'react'

import type { Locale } from '@/i18n/locales'
import { Button } from '@/ui/form/button'
import { ErrorLine } from '@/ui/form/field'
import { CloseIcon } from '@/ui/icons'
import { useShopForm } from '@/ui/form/use-shop-form'

import * as accountClient from '../client'
import { fullNameSchema, type FullNameInput } from '../profile-schema'

import { continueAfterSignIn, signInErrorOf } from './auth-client'
import { loadSession } from './load-session'
import { LoginForm } from './login-form'
import { sessionStore } from './session-store'
import { useSession } from './use-session'

/** The login and full-name modals; loaded only when one of them opens (forms and validation stay off other pages' bundles). */

const panel =
  'fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[min(28rem,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8'

export function LoginModal() {
  const t = useTranslations('login')
  const session = useSession()
  const signedIn = session.status === 'signedIn'
  return (
    <Dialog.Root
      open={session.showLoginModal}
      onOpenChange={(open) => (open ? sessionStore.openLogin() : sessionStore.closeLogin())}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60 backdrop-blur-[1px]" />
        <Dialog.Content
          className={panel}
          onEscapeKeyDown={(event) => signedIn && event.preventDefault()}
          onPointerDownOutside={(event) => signedIn && event.preventDefault()}
        >
          <div className="mb-6 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-slate-900">{t('title')}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                {t('subtitle')}
              </Dialog.Description>
            </div>
            {signedIn ? null : (
              <Dialog.Close
                className="-mr-2 -mt-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-2xl text-slate-600 hover:bg-slate-100"
                aria-label={t('close')}
              >
                <CloseIcon aria-hidden />
              </Dialog.Close>
            )}
          </div>
          <LoginForm onSignedIn={() => sessionStore.closeLogin()} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** business rules §S2, §5: first and last name, trimmed and required; cannot be dismissed until saved. */
export function FullNameModal() {
  const t = useTranslations('login')
  const locale = useLocale() as Locale
  const session = useSession()
  const ids = { first: useId(), last: useId(), email: useId() }
  const form = useShopForm<FullNameInput>({
    resolver: zodResolver(fullNameSchema),
    defaultValues: { nameFirst: '', nameLast: '' },
  })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (values) => {
    try {
      await accountClient.saveProfile(values)
      await loadSession()
      continueAfterSignIn(locale)
    } catch (failure) {
      // only an error from the server is shown (business rules §S8)
      form.setError('root', { message: t(`errors.${signInErrorOf(failure).key}`, { seconds: 0 }) })
    }
  })
  const input =
    'mt-1.5 block h-11 w-full rounded-md border border-slate-300 px-3 text-base text-slate-900 shadow-sm focus:border-secondary-600 focus:outline-none focus:ring-2 focus:ring-secondary-600/30 aria-[invalid]:border-error-600'
  return (
    <Dialog.Root open={session.showFullNameModal}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          className={panel}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title className="text-xl font-bold text-slate-900">{t('nameTitle')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {t('nameSubtitle')}
          </Dialog.Description>
          <form noValidate onSubmit={submit} className="mt-6 space-y-4">
            <div>
              <label htmlFor={ids.email} className="block text-sm font-semibold text-slate-800">
                {t('email')}
              </label>
              <input
                id={ids.email}
                type="email"
                value={session.user?.email ?? ''}
                disabled
                readOnly
                className={`${input} bg-slate-100 text-slate-600`}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {(
                [
                  ['nameFirst', ids.first, 'firstName', 'given-name'],
                  ['nameLast', ids.last, 'lastName', 'family-name'],
                ] as const
              ).map(([field, id, label, autoComplete]) => (
                <div key={field}>
                  <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
                    {t(label)}
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
                    <ErrorLine id={`${id}-error`}>
                      {t(
                        `errors.${errors[field]?.message === 'tooLong' ? 'tooLong' : 'thisFieldIsRequired'}`,
                      )}
                    </ErrorLine>
                  ) : null}
                </div>
              ))}
            </div>
            <Button type="submit" busy={isSubmitting} className="h-11 w-full">
              {isSubmitting ? t('saving') : t('saveName')}
            </Button>
            {errors.root?.message ? <ErrorLine alert>{errors.root.message}</ErrorLine> : null}
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
