'use client'

/**
 * The saved carts' dialogs: a name (save the cart, rename), restore into the cart (merge or
 * replace). Their yes/no questions (delete, leave without saving) are `@/ui/confirm-dialog`.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { z } from 'zod'

import { savedCartNameSchema } from '@/cart/cart-schema'
import { Button } from '@/ui/form/button'
import { describedBy, Field, inputClass } from '@/ui/form/field'
import { Modal } from '@/ui/modal'
import { useShopForm } from '@/ui/form/use-shop-form'

const nameFormSchema = z.object({ name: savedCartNameSchema })
type NameForm = z.input<typeof nameFormSchema>

/**
 * Asks for a name and hands it to `onSubmit`, which answers null when done or the error key
 * (`nameTaken`, …) to show under the field; the typed name stays.
 */
export function NameDialog({
  open,
  title,
  description,
  initialName = '',
  submitLabel,
  onSubmit,
  onClose,
}: {
  open: boolean
  title: string
  description?: string
  initialName?: string
  submitLabel: string
  onSubmit: (name: string) => Promise<string | null>
  onClose: () => void
}) {
  const t = useTranslations('savedCarts')
  const form = useShopForm<NameForm>({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { name: initialName },
  })
  const { reset } = form
  useEffect(() => {
    if (open) reset({ name: initialName })
  }, [open, initialName, reset])
  const error = form.formState.errors.name?.message
  const busy = form.formState.isSubmitting
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      closeLabel={t('cancel')}
      busy={busy}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(async ({ name }) => {
          const refused = await onSubmit(name.trim())
          if (refused) form.setError('name', { message: refused })
        })}
      >
        <Field
          id="saved-cart-name"
          label={t('name')}
          hint={t('nameHelp')}
          error={error ? t(`errors.${error}`) : undefined}
        >
          <input
            id="saved-cart-name"
            autoComplete="off"
            maxLength={120}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy('saved-cart-name', { hint: true, error })}
            className={inputClass}
            {...form.register('name')}
          />
        </Field>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  )
}

/** Merge into the cart, or replace it. */
export function RestoreDialog({
  name,
  busy,
  onRestore,
  onClose,
}: {
  /** The saved cart's name; null: closed. */
  name: string | null
  busy: boolean
  onRestore: (mode: 'merge' | 'replace') => void
  onClose: () => void
}) {
  const t = useTranslations('savedCarts')
  return (
    <Modal
      open={name !== null}
      onClose={onClose}
      title={t('restoreTitle', { name: name ?? '' })}
      description={t('restoreHelp')}
      closeLabel={t('cancel')}
      busy={busy}
    >
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button type="button" busy={busy} onClick={() => onRestore('merge')}>
          {t('mergeCart')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onRestore('replace')}>
          {t('replaceCart')}
        </Button>
      </div>
    </Modal>
  )
}
